import { useState } from 'react';

const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-base',
  lg: 'size-24 text-3xl',
} as const;

/** "Gale Google" → "GG"; "casey" → "C". */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

type AvatarProps = {
  name: string;
  image?: string | undefined;
  size?: keyof typeof sizes;
  /** A text alternative; without it the avatar is decorative (e.g. inside a labelled button). */
  alt?: string;
  className?: string;
};

/** A person's photo, or their initials on volt yellow when there is none (or it does not load). */
export const Avatar = ({ name, image, size = 'md', alt, className = '' }: AvatarProps) => {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(image) && failed !== image;
  const classes = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent font-bold text-accent-content ${sizes[size]} ${className}`;
  if (showImage) {
    return (
      <span className={classes} aria-hidden={alt ? undefined : true}>
        <img
          src={image}
          alt={alt ?? ''}
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailed(image ?? null)}
        />
      </span>
    );
  }
  const initials = initialsOf(name) || '?';
  return alt ? (
    <span className={classes} role="img" aria-label={alt}>
      {initials}
    </span>
  ) : (
    <span className={classes} aria-hidden="true">
      {initials}
    </span>
  );
};
