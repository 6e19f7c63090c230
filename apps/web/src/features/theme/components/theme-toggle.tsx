import { Moon, Sun } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph';
import { useTheme } from '@/features/theme/hooks/use-theme';

const labels = { toDark: 'Switch to dark theme', toLight: 'Switch to light theme' } as const;

export const ThemeToggle = ({ className = '' }: { className?: string }) => {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? labels.toLight : labels.toDark;
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-square btn-sm text-inherit ${className}`}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      <Glyph icon={theme === 'dark' ? Sun : Moon} className="size-5" />
    </button>
  );
};
