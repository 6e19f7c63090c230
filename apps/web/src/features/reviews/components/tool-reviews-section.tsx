import { RATING_MAX } from '@ironvolt/shared/reviews-constants';
import type { ReactNode } from 'react';
import { Pager } from '@/components/ui/pager';
import { RatingSummary } from '@/components/ui/rating-summary';
import { useToolReviews } from '@/features/reviews/api/get-tool-reviews';
import { formatLongDate } from '@/features/reviews/components/review-card';
import { Stars } from '@/features/reviews/components/stars';

/**
 * A tool's reviews on its page (ADR 152): the average and count, then a page of reviews newest first, each with
 * its stars, author and day; the pages are links (`hrefFor`), so every page has its own address.
 */
export const ToolReviewsSection = ({
  productId,
  page,
  hrefFor,
}: {
  productId: string;
  page: number;
  hrefFor: (page: number) => string;
}) => {
  const reviews = useToolReviews(productId, page);
  const data = reviews.data;
  let body: ReactNode;
  if (reviews.isError)
    body = <p className="text-error">The reviews could not be loaded: {reviews.error.message}</p>;
  else if (!data)
    body = (
      <p role="status" className="text-base-content/75">
        Loading reviews…
      </p>
    );
  else if (data.count === 0)
    body = (
      <p className="text-base-content/80">
        No reviews yet. Buyers can review this tool from My Orders once it has been delivered to them.
      </p>
    );
  else
    body = (
      <>
        <RatingSummary average={data.average} count={data.count} className="text-lg" />
        <ul className="mt-4 flex flex-col divide-y divide-base-300">
          {data.items.map((review) => (
            <li key={review._id} className="flex min-w-0 flex-col gap-2 py-4">
              <Stars rating={Math.min(Math.max(review.rating, 0), RATING_MAX)} />
              {review.comment ? (
                <p className="whitespace-pre-line text-base-content/90 leading-relaxed [overflow-wrap:anywhere]">
                  {review.comment}
                </p>
              ) : null}
              <p className="text-base-content/75 text-sm">
                <span className="font-semibold text-base-content">{review.name}</span>
                {', '}
                <time dateTime={review.createdAt}>{formatLongDate(new Date(review.createdAt))}</time>
              </p>
            </li>
          ))}
        </ul>
        {data.items.length === 0 ? <p className="text-base-content/80">No reviews on this page.</p> : null}
        <Pager
          page={page}
          pageCount={Math.ceil(data.count / data.pageSize)}
          label="Review pages"
          hrefFor={hrefFor}
        />
      </>
    );
  return (
    <section aria-labelledby="tool-reviews" className="min-w-0">
      <h2 id="tool-reviews" className="mb-3 font-bold text-2xl tracking-tight">
        Reviews
      </h2>
      {body}
    </section>
  );
};
