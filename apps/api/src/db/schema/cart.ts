import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * A buyer's cart, kept by the server so it follows them to any device: one row per tool, the amount they chose.
 * Prices are not kept: the cart is priced when it is read and when it is checked out.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
    /** The order of the lines on screen and in the order placed: the order they were added in. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_lines_amount_positive', sql`${t.amount} > 0`),
  ],
);
