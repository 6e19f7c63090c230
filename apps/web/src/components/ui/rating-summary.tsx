import { countOf } from '@ironvolt/shared/numbers';
import { RATING_MAX } from '@ironvolt/shared/reviews-constants';
import { Star } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph';

/** "Rated 4.3 out of 5 from 12 reviews": what the star, the figure and the count say together, in words. */
export const ratingSummaryText = (average: number, count: number): string =>
  `Rated ${average.toFixed(1)} out of ${RATING_MAX} from ${countOf(count, 'review')}`;

/**
 * A tool's average rating and how many reviews it rests on (ADR 152): one filled star, the average to one decimal
 * and the count. Screen readers hear it as one sentence; shown only when there are reviews.
 */
export const RatingSummary = ({
  average,
  count,
  className = 'text-sm',
}: {
  average: number;
  count: number;
  className?: string;
}) => (
  <p className={`flex flex-wrap items-center gap-1 ${className}`}>
    <span className="sr-only">{ratingSummaryText(average, count)}</span>
    <Glyph icon={Star} className="size-4 fill-warning text-warning" />
    <span aria-hidden="true" className="font-semibold">
      {average.toFixed(1)}
    </span>
    <span aria-hidden="true" className="text-base-content/75">
      ({countOf(count, 'review')})
    </span>
  </p>
);
