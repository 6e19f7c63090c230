import { zodResolver } from '@hookform/resolvers/zod';
import {
  RATING_MAX,
  REVIEW_TEXT_MAX,
  reviewMessages,
  toolReviewMessages,
} from '@ironvolt/shared/reviews-constants';
import { plainText } from '@ironvolt/shared/text-fields';
import { z } from '@ironvolt/shared/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { useAddToolReview } from '@/features/reviews/api/tool-reviews';
import { StarRadios } from '@/features/reviews/components/star-radios';

const ToolReviewFormSchema = z.object({
  // '0' is the "no stars" choice the form starts with; it must be changed before sending.
  rating: z.string().pipe(z.enum(['1', '2', '3', '4', '5'], { error: reviewMessages.ratingRequired })),
  comment: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, reviewMessages.textTooLong)
    .superRefine(plainText('Your review')),
});
type ToolReviewFormInput = { rating: string; comment: string };
type ToolReviewFormOutput = z.output<typeof ToolReviewFormSchema>;

/**
 * A buyer's rating (1 to 5 stars, by mouse, touch or arrow keys) and review of a tool delivered to them (ADR 152).
 * The comment may stay empty; once sent, `onReviewed` takes the buyer on (to the tool's page).
 */
export const ToolReviewForm = ({
  productId,
  toolName,
  onReviewed,
}: {
  productId: string;
  toolName: string;
  onReviewed: () => void;
}) => {
  const addToolReview = useAddToolReview();
  const ratingErrorId = useId();
  const textId = useId();
  const textErrorId = useId();
  const counterId = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ToolReviewFormInput, unknown, ToolReviewFormOutput>({
    resolver: zodResolver(ToolReviewFormSchema),
    defaultValues: { rating: '0', comment: '' },
  });
  const rating = Number(watch('rating'));
  const length = watch('comment').length;

  // Awaited rather than per-call callbacks: the page refetches the buyer's reviewed tools as the review lands and
  // may swap this form out, and a per-call callback of an unmounted form never runs.
  const onSubmit = handleSubmit(async ({ rating, comment }) => {
    try {
      await addToolReview.mutateAsync({ productId, rating: Number(rating), comment });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return;
    }
    toast.success(toolReviewMessages.received);
    onReviewed();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      <fieldset aria-describedby={errors.rating ? ratingErrorId : undefined}>
        <legend className="mb-2 font-medium">Your rating of {toolName}</legend>
        <div className="flex flex-wrap items-center gap-4">
          <StarRadios rating={rating} registration={register('rating')} />
          <span className="text-base-content/80 text-sm" aria-hidden="true">
            {rating > 0 ? `${rating} out of ${RATING_MAX}` : 'Not rated yet'}
          </span>
        </div>
        {errors.rating ? (
          <p id={ratingErrorId} role="alert" className="mt-2 text-error text-sm">
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>

      <div>
        <label htmlFor={textId} className="mb-2 block font-medium">
          Your review (optional)
        </label>
        <textarea
          id={textId}
          rows={6}
          maxLength={REVIEW_TEXT_MAX}
          className={`textarea w-full ${errors.comment ? 'textarea-error' : ''}`}
          placeholder="How does this tool work for you?"
          aria-describedby={`${counterId}${errors.comment ? ` ${textErrorId}` : ''}`}
          aria-invalid={errors.comment ? true : undefined}
          {...register('comment')}
        />
        <p id={counterId} className="mt-1 text-right text-base-content/75 text-sm">
          {length} / {REVIEW_TEXT_MAX} characters
        </p>
        {errors.comment ? (
          <p id={textErrorId} role="alert" className="text-error text-sm">
            {errors.comment.message}
          </p>
        ) : null}
      </div>

      <button type="submit" className="btn btn-primary" disabled={addToolReview.isPending}>
        {addToolReview.isPending ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        Send review
      </button>
    </form>
  );
};
