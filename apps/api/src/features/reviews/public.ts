// What other features may use of reviews (biome.json: a feature imports another only through its public.ts).
export { forgetReviewerEmail, listReviewsOfUser } from './reviews-repository.ts';
