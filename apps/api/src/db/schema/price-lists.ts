import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { products } from './products.ts';

/**
 * A company's own prices (ADR 131): a tool on the list costs its price there; a tool not on it costs its list price
 * less `discount_basis_points` (12% is 1200), or its list price when the list has no discount.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: id(),
    name: text('name').notNull(),
    discountBasisPoints: integer('discount_basis_points'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('price_lists_name_unique').on(sql`lower(${t.name})`),
    check(
      'price_lists_discount_range',
      sql`${t.discountBasisPoints} IS NULL OR (${t.discountBasisPoints} > 0 AND ${t.discountBasisPoints} < 10000)`,
    ),
  ],
);

/** A tool's own price on a list, and its volume prices (the same rules as a product's, checked on the way in). */
export const priceListPrices = pgTable(
  'price_list_prices',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    priceTiers: jsonb('price_tiers')
      .$type<{ minAmount: number; priceCents: number }[]>()
      .notNull()
      .default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.productId] }),
    check('price_list_prices_price_positive', sql`${t.priceCents} > 0`),
    check('price_list_prices_tiers_list', sql`jsonb_typeof(${t.priceTiers}) = 'array'`),
    index('price_list_prices_product_idx').on(t.productId),
  ],
);
