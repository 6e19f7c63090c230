import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** SPEC's `email` field: the author's, taken from the session, never from the request body. */
    email: text('email').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    /**
     * The tool reviewed (ADR 152); NULL for SPEC's reviews of the shop, which the home page's carousel shows. A
     * tool's review is written by a buyer whose order of it was delivered, once per tool.
     */
    productId: uuid('product_id').references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One review per buyer and tool: a second one is refused (409) even when two arrive at once.
    uniqueIndex('reviews_one_per_tool_idx').on(t.productId, t.userId).where(sql`${t.productId} is not null`),
    // A tool page's reviews, newest first.
    index('reviews_tool_newest_idx')
      .on(t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.productId} is not null`),
  ],
);
