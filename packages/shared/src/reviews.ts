import { pageLimit } from './http.ts';
import {
  REVIEW_TEXT_MAX,
  REVIEWS_LIMIT_DEFAULT,
  REVIEWS_LIMIT_MAX,
  reviewMessages,
} from './reviews-constants.ts';
import { plainText } from './text-fields.ts';
import { z } from './zod.ts';

export * from './reviews-constants.ts';

/** A review as the public sees it: the author's name and photo, never their email, phone or address. */
export const ReviewSchema = z.object({
  _id: z.string(),
  /** SPEC keeps the rating a string, '1' to '5'. */
  review: z.string(),
  /** SPEC's spelling. */
  detaisReview: z.string(),
  name: z.string(),
  image: z.string().optional(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListSchema = z.array(ReviewSchema);

export const ReviewListQuerySchema = z.object({
  limit: pageLimit(REVIEWS_LIMIT_MAX, REVIEWS_LIMIT_DEFAULT),
});

/** POST /addReview: the author comes from the session; an `email` in the body is ignored. */
export const AddReviewBodySchema = z.object({
  review: z
    .union([z.string().trim(), z.number()], { error: reviewMessages.ratingRange })
    .transform(String)
    .pipe(z.enum(['1', '2', '3', '4', '5'], { error: reviewMessages.ratingRange })),
  detaisReview: z
    .string({ error: 'Write your review as text' })
    .max(REVIEW_TEXT_MAX, reviewMessages.textTooLong)
    .superRefine(plainText('Your review')),
});
export type AddReviewBody = z.input<typeof AddReviewBodySchema>;
