import type { Review } from '@ironvolt/shared/reviews';
import { RATING_MAX } from '@ironvolt/shared/reviews-constants';
import { Avatar } from '@/components/ui/avatar';
import { Stars } from '@/features/reviews/components/stars';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'November 22, 2026' in the visitor's time zone, as Intl's en-US long date, written by hand: the first Intl
 * formatter of a page costs tens of milliseconds of main thread (see @ironvolt/shared/numbers).
 */
export const formatLongDate = (date: Date): string =>
  `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

/** SPEC keeps the rating a string; anything odd shows as the nearest whole star count in range. */
export const ratingOf = (review: Review): number => {
  const value = Math.round(Number(review.review));
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), RATING_MAX) : 0;
};

/** One review: stars, the text, and who wrote it with their photo (or initials). */
export const ReviewCard = ({ review }: { review: Review }) => {
  const created = new Date(review.createdAt);
  return (
    <figure className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-6">
        <Stars rating={ratingOf(review)} />
        <blockquote className="line-clamp-6 flex-1 whitespace-pre-line break-words text-base-content/90 leading-relaxed">
          {review.detaisReview}
        </blockquote>
        <figcaption className="flex items-center gap-3 border-base-300 border-t pt-4">
          <Avatar name={review.name} image={review.image} size="md" />
          <span className="min-w-0">
            <span className="block truncate font-semibold">{review.name}</span>
            {Number.isNaN(created.getTime()) ? null : (
              <time dateTime={review.createdAt} className="block text-base-content/70 text-sm">
                {formatLongDate(created)}
              </time>
            )}
          </span>
        </figcaption>
      </div>
    </figure>
  );
};

export const ReviewCardSkeleton = () => (
  <div className="card h-full border border-base-300 bg-base-100" aria-hidden="true">
    <div className="card-body gap-4 p-6">
      <div className="skeleton h-5 w-28" />
      <div className="skeleton h-4 w-full" />
      <div className="skeleton h-4 w-5/6" />
      <div className="skeleton h-4 w-2/3" />
      <div className="mt-2 flex items-center gap-3">
        <div className="skeleton size-12 shrink-0 rounded-full" />
        <div className="skeleton h-4 w-32" />
      </div>
    </div>
  </div>
);
