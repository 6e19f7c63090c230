import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    model: text('model').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    minOrder: integer('min_order').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** A deleted product leaves the catalog; orders keep their own snapshot of it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('products_min_order_positive', sql`${t.minOrder} >= 1`),
    index('products_created_at_idx').on(t.createdAt.desc(), t.id),
  ],
);
