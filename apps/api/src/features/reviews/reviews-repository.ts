import { FORMER_CUSTOMER_NAME } from '@ironvolt/shared/accounts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';

/**
 * The newest reviews with their author's name and photo; the author's contact details are not selected. A deleted
 * account's reviews stay, by "Former customer" (its name and photo are gone).
 */
export const listReviews = (db: Database, limit: number) =>
  db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
      name: sql<string>`case when ${users.deletedAt} is null then ${users.name} else ${FORMER_CUSTOMER_NAME} end`,
      image: users.image,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);

export async function insertReview(
  db: Database,
  review: { userId: string; email: string; rating: number; text: string },
): Promise<string> {
  const [row] = await db.insert(reviews).values(review).returning({ id: reviews.id });
  if (!row) throw new Error('insert into reviews returned no row');
  return row.id;
}

/** A customer's own reviews, newest first (their export of their data). */
export const listReviewsOfUser = (db: Executor, userId: string) =>
  db
    .select({ id: reviews.id, rating: reviews.rating, text: reviews.text, createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));

/** A deleted account's reviews stay, without the e-mail address they were written with. */
export async function forgetReviewerEmail(db: Executor, userId: string): Promise<void> {
  await db.update(reviews).set({ email: '' }).where(eq(reviews.userId, userId));
}
