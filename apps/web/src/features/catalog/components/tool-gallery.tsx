import { imageSrcSet, TOOL_IMAGE_SIZES, thumbnailOf } from '@ironvolt/shared/image-sources';
import { type KeyboardEvent, useRef, useState } from 'react';

// The gallery's box is 4:3 like the catalogue's images; uploads of another shape are fitted inside it, so the page
// never moves when an image loads or another is chosen.
const WIDTH = 800;
const HEIGHT = 600;

/** The name of image `index` (from 0) of `count`, as its alt text and its thumbnail button say it. */
export const galleryImageName = (name: string, index: number, count: number) =>
  `${name}, image ${index + 1} of ${count}`;

type ToolGalleryProps = { name: string; images: readonly string[] };

/**
 * A tool's images: the chosen one large (the first to begin with, the admin's main image), then a thumbnail button
 * per image that shows it. The thumbnails are a toolbar: Tab reaches the chosen one, the arrow keys, Home and End
 * move and show, Enter and Space show the focused one.
 */
export const ToolGallery = ({ name, images }: ToolGalleryProps) => {
  const [shown, setShown] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(shown, images.length - 1)] ?? '';
  const count = images.length;

  const show = (index: number) => {
    setShown(index);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (shown + 1) % count
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (shown - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  return (
    <div className="flex flex-col gap-3">
      <figure className="overflow-hidden rounded-box border border-base-300 bg-base-200">
        <img
          src={current}
          srcSet={imageSrcSet(current)}
          sizes={TOOL_IMAGE_SIZES}
          alt={galleryImageName(name, shown, count)}
          width={WIDTH}
          height={HEIGHT}
          fetchPriority="high"
          className="aspect-[4/3] h-auto w-full object-contain dark:brightness-90"
        />
      </figure>
      {count > 1 ? (
        <div
          role="toolbar"
          aria-label={`Images of ${name}`}
          aria-orientation="horizontal"
          className="flex flex-wrap gap-2"
          onKeyDown={onKeyDown}
        >
          {images.map((image, index) => (
            <button
              // Images may repeat in a gallery; their place is what tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              tabIndex={index === shown ? 0 : -1}
              aria-pressed={index === shown}
              onClick={() => show(index)}
              className={`w-20 overflow-hidden rounded-field border-2 bg-base-200 focus-visible:outline-offset-2 sm:w-24 ${
                index === shown ? 'border-primary' : 'border-base-300 hover:border-base-content/40'
              }`}
            >
              <img
                src={thumbnailOf(image)}
                alt={galleryImageName(name, index, count)}
                width={96}
                height={72}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover dark:brightness-90"
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
};
