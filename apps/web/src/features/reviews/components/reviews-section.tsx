import { siteText } from '@ironvolt/shared/site';
import { useReviews } from '@/features/reviews/api/get-reviews';
import { ReviewCard, ReviewCardSkeleton } from '@/features/reviews/components/review-card';
import { ReviewsCarousel } from '@/features/reviews/components/reviews-carousel';
import { useMediaQuery } from '@/hooks/use-media-query';

/** SPEC's 'What others say': the newest reviews in a carousel. */
export const ReviewsSection = ({ lead }: { lead: string }) => {
  const { data, isPending, isError, refetch } = useReviews();
  // Embla keeps a moved loop a gutter off when the cards change width (1 ↔ 3 per view): start it afresh.
  const wide = useMediaQuery('(min-width: 1024px)');
  return (
    <section aria-labelledby="reviews-title" className="border-base-300 border-y bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="mb-8">
          <h2 id="reviews-title" className="font-bold text-3xl tracking-tight">
            {siteText.reviewsTitle}
          </h2>
          <p className="mt-2 text-base-content/80">{lead}</p>
        </div>
        {isPending ? (
          <div className="grid gap-6 lg:grid-cols-3">
            <p role="status" className="sr-only">
              Loading reviews…
            </p>
            <ReviewCardSkeleton />
            <div className="hidden lg:block">
              <ReviewCardSkeleton />
            </div>
            <div className="hidden lg:block">
              <ReviewCardSkeleton />
            </div>
          </div>
        ) : isError || !data ? (
          <div className="rounded-box border border-base-300 bg-base-100 p-8 text-center">
            <p className="font-medium">The reviews could not be loaded.</p>
            <button type="button" className="btn btn-primary btn-sm mt-4" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : data.length === 0 ? (
          <p className="rounded-box border border-base-300 bg-base-100 p-8 text-center">No reviews yet.</p>
        ) : (
          <ReviewsCarousel
            key={wide ? 'three' : 'one'}
            reviews={data}
            label="Customer reviews"
            renderReview={(review) => <ReviewCard review={review} />}
          />
        )}
      </div>
    </section>
  );
};
