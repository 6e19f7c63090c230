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

/** A tool's reviews (ADR 152): how many a page of its tool page shows, and what the API says. */
export const TOOL_REVIEWS_PAGE_SIZE = 10;
export const toolReviewMessages = {
  received: 'Thank you: your review is on the tool page',
  notDelivered: 'You can review a tool once an order of it has been delivered to you',
  alreadyReviewed: 'You have already reviewed this tool',
  noSuchTool: 'No such tool',
} as const;

/**
 * The average of ratings summing to `sum` over `count` reviews, to one decimal, halves up (4.25 → 4.3), in whole
 * numbers so that no binary fraction rounds a half down; 0 when there are none.
 */
export const ratingAverage = (sum: number, count: number): number =>
  count > 0 ? Math.floor((sum * 20 + count) / (2 * count)) / 10 : 0;
