import { FORMER_CUSTOMER_NAME } from '@ironvolt/shared/accounts';
import { and, count, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';

/** The author's name as the public sees it: a deleted account's reviews stay, by "Former customer". */
const authorName = sql<string>`case when ${users.deletedAt} is null then ${users.name} else ${FORMER_CUSTOMER_NAME} end`;

/**
 * The newest reviews of the shop (SPEC's; a tool's own reviews are not among them) with their author's name and
 * photo; the author's contact details are not selected. A deleted account's reviews stay, by "Former customer"
 * (its name and photo are gone).
 */
export const listReviews = (db: Database, limit: number) =>
  db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
      name: authorName,
      image: users.image,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(isNull(reviews.productId))
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

/**
 * A buyer's review of a tool (ADR 152); undefined when they have one of it already (the unique index decides, so
 * two sent at once make one review). Runs in the transaction that counts it into the tool's row.
 */
export async function insertToolReview(
  db: Executor,
  review: { userId: string; email: string; productId: string; rating: number; text: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(reviews)
    .values(review)
    .onConflictDoNothing({
      target: [reviews.productId, reviews.userId],
      where: sql`${reviews.productId} is not null`,
    })
    .returning({ id: reviews.id });
  return row?.id;
}

/** A page of a tool's reviews, newest first, with the author's name only. */
export const listToolReviews = (db: Database, productId: string, offset: number, limit: number) =>
  db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
      name: authorName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(offset)
    .limit(limit);

/** How many reviews a tool has and the sum of their ratings. */
export async function toolRatingTotals(
  db: Database,
  productId: string,
): Promise<{ count: number; sum: number }> {
  const [row] = await db
    .select({ count: count(), sum: sum(reviews.rating).mapWith(Number) })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return { count: row?.count ?? 0, sum: row?.sum ?? 0 };
}

/** The tools a buyer has reviewed. */
export async function toolsReviewedBy(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), sql`${reviews.productId} is not null`));
  return rows.flatMap((row) => (row.productId ? [row.productId] : []));
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
