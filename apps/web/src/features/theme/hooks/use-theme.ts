import { useCallback, useSyncExternalStore } from 'react';
import { getTheme, setTheme, subscribeToTheme, type Theme } from '@/features/theme/utils/theme-store';

const serverTheme = (): Theme => 'light';

export const useTheme = () => {
  const theme = useSyncExternalStore(subscribeToTheme, getTheme, serverTheme);
  const toggleTheme = useCallback(() => setTheme(getTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, setTheme, toggleTheme };
};
