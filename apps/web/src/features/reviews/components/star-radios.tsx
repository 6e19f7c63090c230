import { RATING_MAX } from '@ironvolt/shared/reviews-constants';
import { Star } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Glyph } from '@/components/ui/glyph';

const starLabel = (n: number) => (n === 0 ? 'No stars' : `${n} ${n === 1 ? 'star' : 'stars'}`);

/**
 * The stars a review form's rating is chosen with: native radios, one per star (arrow keys move along them); a star
 * up to the one chosen is filled, the rest are outlines. "No stars" is the unseen radio the form starts on.
 */
export const StarRadios = ({
  rating,
  registration,
}: {
  rating: number;
  registration: UseFormRegisterReturn;
}) => (
  <div className="flex rounded-field has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-primary has-[input:focus-visible]:outline-offset-2">
    {Array.from({ length: RATING_MAX + 1 }, (_, n) =>
      n === 0 ? (
        <input
          key={starLabel(n)}
          type="radio"
          value="0"
          aria-label={starLabel(n)}
          className="sr-only"
          {...registration}
        />
      ) : (
        <span key={starLabel(n)} className="relative flex size-11 items-center justify-center">
          {/* The radio lies over its star, unseen: a tap or click on the star is one on the radio. */}
          <input
            type="radio"
            value={String(n)}
            aria-label={starLabel(n)}
            className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
            {...registration}
          />
          <Glyph
            icon={Star}
            className={`size-8 ${n <= rating ? 'fill-warning text-warning' : 'text-base-content/55'}`}
          />
        </span>
      ),
    )}
  </div>
);
