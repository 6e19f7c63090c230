import { RATING_MAX } from '@ironvolt/shared/reviews-constants';
import { Star } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph';

/** "4 out of 5 stars" for assistive technology. */
export const ratingLabel = (rating: number): string => `${rating} out of ${RATING_MAX} stars`;

/** A read-only row of stars, full ones filled and the rest outlines; the number is told to screen readers in words. */
export const Stars = ({ rating }: { rating: number }) => (
  <span role="img" aria-label={ratingLabel(rating)} className="inline-flex gap-0.5">
    {Array.from({ length: RATING_MAX }, (_, index) => (
      <Glyph
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items
        key={index}
        icon={Star}
        className={`size-5 ${index < rating ? 'fill-warning text-warning' : 'text-base-content/55'}`}
      />
    ))}
  </span>
);
