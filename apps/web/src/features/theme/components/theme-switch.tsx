import { Moon } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph';
import { useTheme } from '@/features/theme/hooks/use-theme';

/** The dark-mode switch for menus: a labelled on/off control instead of an icon button. */
export const ThemeSwitch = ({ className = '' }: { className?: string }) => {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <label className={`flex cursor-pointer items-center gap-3 ${className}`}>
      <Glyph icon={Moon} className="size-4" />
      <span className="flex-1">Dark mode</span>
      <input
        type="checkbox"
        role="switch"
        className="toggle toggle-sm toggle-primary"
        checked={dark}
        aria-checked={dark}
        onChange={toggleTheme}
      />
    </label>
  );
};
