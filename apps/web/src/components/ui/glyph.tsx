import type { LucideIcon } from 'lucide-react';

type GlyphProps = {
  icon: LucideIcon;
  className?: string;
  /** Gives the icon a text alternative; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
};

/**
 * A lucide icon given as its component. The shell (navbar, account menu, theme controls) uses this with the few
 * icons it needs, so the first download does not carry every icon `Icon` can name.
 */
export const Glyph = ({ icon: Component, className = 'size-5', label }: GlyphProps) =>
  label ? (
    <Component className={className} role="img" aria-label={label} />
  ) : (
    <Component className={className} aria-hidden="true" focusable="false" />
  );
