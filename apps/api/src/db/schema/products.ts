import { type SQL, sql } from 'drizzle-orm';
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
    /**
     * What the catalog search reads: name and model in lower case, kept by the database. A newline between
     * them, so that a search never matches across the two. Matching it with LIKE costs about half of matching
     * name and model with ILIKE, which lowers both again for every row it checks (ADR 011).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${products.name}) || E'\\n' || lower(${products.model})`),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('products_min_order_positive', sql`${t.minOrder} >= 1`),
    // The catalog's default order (newest first) and the home page's recent products read this index in order.
    // NULLS FIRST is what `order by … desc` means: an index declared DESC NULLS LAST cannot serve it.
    index('products_live_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // A trigram index serves the catalog search, `search_text LIKE '%q%'` (ADR 011); pg_trgm is created by
    // migration 0004, and PGlite loads it in db/client.ts.
    index('products_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);
