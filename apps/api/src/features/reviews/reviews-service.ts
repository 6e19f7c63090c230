import type { Review, ToolReviewPage } from '@ironvolt/shared/reviews';
import {
  ratingAverage,
  TOOL_REVIEWS_PAGE_SIZE,
  toolReviewMessages,
} from '@ironvolt/shared/reviews-constants';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import { addToolRating } from '../catalog/public.ts';
import { hasDeliveredOrderOf } from '../orders/public.ts';
import {
  insertReview,
  insertToolReview,
  listReviews,
  listToolReviews,
  toolRatingTotals,
  toolsReviewedBy,
} from './reviews-repository.ts';

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

/**
 * A buyer's review of a tool (ADR 152): the tool must be live (404), an order of theirs holding it delivered (403),
 * and the tool not reviewed by them yet (409). The review and its count in the tool's row are one transaction, so a
 * refusal leaves nothing written.
 */
export async function addToolReview(
  db: Database,
  author: CurrentUser,
  productId: string,
  review: { rating: number; comment: string },
): Promise<string> {
  const id = productId.toLowerCase();
  if (!isUuid(id)) throw notFound(toolReviewMessages.noSuchTool);
  return db.transaction(async (tx) => {
    // Counted first: it finds the live tool and locks its row, so one buyer's reviews sent at once queue here.
    if (!(await addToolRating(tx, id, review.rating))) throw notFound(toolReviewMessages.noSuchTool);
    if (!(await hasDeliveredOrderOf(tx, author.id, id))) throw forbidden(toolReviewMessages.notDelivered);
    const inserted = await insertToolReview(tx, {
      userId: author.id,
      email: author.email,
      productId: id,
      rating: review.rating,
      text: review.comment.trim(),
    });
    if (!inserted) throw conflict(toolReviewMessages.alreadyReviewed);
    return inserted;
  });
}

/** A page of a tool's reviews, newest first, with the average and count of all of them. */
export async function getToolReviews(db: Database, productId: string, page: number): Promise<ToolReviewPage> {
  const id = productId.toLowerCase();
  const empty = { items: [], average: 0, count: 0, page, pageSize: TOOL_REVIEWS_PAGE_SIZE };
  if (!isUuid(id)) return empty;
  const [rows, totals] = await Promise.all([
    listToolReviews(db, id, (page - 1) * TOOL_REVIEWS_PAGE_SIZE, TOOL_REVIEWS_PAGE_SIZE),
    toolRatingTotals(db, id),
  ]);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      rating: row.rating,
      comment: row.text,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
    })),
    average: ratingAverage(totals.sum, totals.count),
    count: totals.count,
    page,
    pageSize: TOOL_REVIEWS_PAGE_SIZE,
  };
}

/** The tools the buyer has reviewed. */
export const getToolsReviewedBy = (db: Database, user: CurrentUser) => toolsReviewedBy(db, user.id);
