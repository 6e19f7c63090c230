import type { Review } from '@ironvolt/shared/reviews';
import type { Database } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import { insertReview, listReviews } from './reviews-repository.ts';

/** The newest reviews as the public sees them. */
export async function getReviews(db: Database, limit: number): Promise<Review[]> {
  const rows = await listReviews(db, limit);
  return rows.map((row) => ({
    _id: row.id,
    review: String(row.rating),
    detaisReview: row.text,
    name: row.name,
    ...(row.image ? { image: row.image } : {}),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Stores a review by the signed-in user: the author is the session's, never the request body's. */
export async function addReview(db: Database, author: CurrentUser, review: { rating: string; text: string }) {
  return insertReview(db, {
    userId: author.id,
    email: author.email,
    rating: Number(review.rating),
    text: review.text,
  });
}
