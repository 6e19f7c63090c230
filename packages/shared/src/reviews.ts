import { PageNumberSchema, pageLimit } from './http.ts';
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
/** A rating as SPEC's review form sends it: '1' to '5' or the number. */
const ratingField = z
  .union([z.string().trim(), z.number()], { error: reviewMessages.ratingRange })
  .transform(String)
  .pipe(z.enum(['1', '2', '3', '4', '5'], { error: reviewMessages.ratingRange }));
/** A review's text: plain, at most REVIEW_TEXT_MAX characters. */
const reviewText = z
  .string({ error: 'Write your review as text' })
  .max(REVIEW_TEXT_MAX, reviewMessages.textTooLong)
  .superRefine(plainText('Your review'));

export const AddReviewBodySchema = z.object({
  review: ratingField,
  detaisReview: reviewText,
});
export type AddReviewBody = z.input<typeof AddReviewBodySchema>;

/**
 * POST /products/:id/reviews (ADR 152): a buyer's rating of a tool delivered to them, with the shop reviews' rules
 * for the rating and the text; the comment may be left empty.
 */
export const ToolReviewBodySchema = z.object({
  rating: ratingField.transform(Number),
  comment: reviewText.default(''),
});
export type ToolReviewBody = z.input<typeof ToolReviewBodySchema>;

export const ToolReviewsQuerySchema = z.object({ page: PageNumberSchema });

/** A tool's review as its page shows it: the author's name only, never their e-mail. */
export const ToolReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type ToolReview = z.infer<typeof ToolReviewSchema>;

/** GET /products/:id/reviews: one page of TOOL_REVIEWS_PAGE_SIZE, newest first, and every review's average and count. */
export const ToolReviewPageSchema = z.object({
  items: z.array(ToolReviewSchema),
  /** To one decimal, halves up (ratingAverage); 0 when there are none. */
  average: z.number(),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ToolReviewPage = z.infer<typeof ToolReviewPageSchema>;

/** GET /my/tool-reviews: the tools the signed-in buyer has reviewed (My Orders offers to review the others). */
export const MyToolReviewsSchema = z.object({ productIds: z.array(z.string()) });
export type MyToolReviews = z.infer<typeof MyToolReviewsSchema>;
