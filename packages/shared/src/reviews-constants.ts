// reviews.ts without zod: its limits, messages and rules. The storefront's first load imports them from
// here, so zod stays out of it; `./reviews.ts` re-exports them beside its schemas.

export const REVIEW_TEXT_MAX = 1000;
export const RATING_MAX = 5;
export const REVIEWS_LIMIT_DEFAULT = 30;
export const REVIEWS_LIMIT_MAX = 100;

export const reviewMessages = {
  received: 'We have recieved your review',
  ratingRange: 'The rating must be a whole number from 1 to 5',
  textTooLong: `Your review can be at most ${REVIEW_TEXT_MAX} characters`,
  /** The review form, when no star is chosen. */
  ratingRequired: 'Choose a rating from 1 to 5 stars',
} as const;
