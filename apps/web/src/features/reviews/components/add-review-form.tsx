import { zodResolver } from '@hookform/resolvers/zod';
import { RATING_MAX, REVIEW_TEXT_MAX, reviewMessages } from '@ironvolt/shared/reviews-constants';
import { plainText } from '@ironvolt/shared/text-fields';
import { z } from '@ironvolt/shared/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { useAddReview } from '@/features/reviews/api/add-review';
import { StarRadios } from '@/features/reviews/components/star-radios';

const ReviewFormSchema = z.object({
  // '0' is the "no stars" choice the form starts with; it must be changed before sending.
  rating: z.string().pipe(z.enum(['1', '2', '3', '4', '5'], { error: reviewMessages.ratingRequired })),
  detaisReview: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, reviewMessages.textTooLong)
    .superRefine(plainText('Your review')),
});
type ReviewFormInput = { rating: string; detaisReview: string };
type ReviewFormOutput = z.output<typeof ReviewFormSchema>;

const emptyForm: ReviewFormInput = { rating: '0', detaisReview: '' };

/** Rate our tools (0 to 5 stars, by mouse or arrow keys) and say why; the review shows on the home page. */
export const AddReviewForm = () => {
  const addReview = useAddReview();
  const ratingErrorId = useId();
  const textId = useId();
  const textErrorId = useId();
  const counterId = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ReviewFormInput, unknown, ReviewFormOutput>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: emptyForm,
  });
  const rating = Number(watch('rating'));
  const length = watch('detaisReview').length;

  const onSubmit = handleSubmit(({ rating, detaisReview }) =>
    addReview.mutate(
      { review: rating, detaisReview },
      {
        onSuccess: () => {
          toast.success(reviewMessages.received);
          reset(emptyForm);
        },
        onError: (error) => toast.error(error.message),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      <fieldset aria-describedby={errors.rating ? ratingErrorId : undefined}>
        <legend className="mb-2 font-medium">Rating</legend>
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
          Your review
        </label>
        <textarea
          id={textId}
          rows={6}
          maxLength={REVIEW_TEXT_MAX}
          className={`textarea w-full ${errors.detaisReview ? 'textarea-error' : ''}`}
          placeholder="How do our tools work for you?"
          aria-describedby={`${counterId}${errors.detaisReview ? ` ${textErrorId}` : ''}`}
          aria-invalid={errors.detaisReview ? true : undefined}
          {...register('detaisReview')}
        />
        <p id={counterId} className="mt-1 text-right text-base-content/75 text-sm">
          {length} / {REVIEW_TEXT_MAX} characters
        </p>
        {errors.detaisReview ? (
          <p id={textErrorId} role="alert" className="text-error text-sm">
            {errors.detaisReview.message}
          </p>
        ) : null}
      </div>

      <button type="submit" className="btn btn-primary" disabled={addReview.isPending}>
        {addReview.isPending ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        Send review
      </button>
    </form>
  );
};
