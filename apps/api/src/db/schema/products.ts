import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories, DEFAULT_CATEGORY_SLUG } from './categories.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    model: text('model').notNull(),
    description: text('description').notNull().default(''),
    /** The gallery's first image, kept in its own column for what reads only it (cards, orders, the CSV). */
    image: text('image').notNull(),
    /** The gallery in the admin's order: 1–10 image URLs, the first always equal to `image`. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The specification table in the admin's order (packages/shared admin.ts checks it on the way in). */
    attributes: jsonb('attributes').$type<{ name: string; value: string }[]>().notNull().default([]),
    /**
     * Its public page's address, /tools/<slug>: from the name, numbered when taken; product_slugs keeps every slug
     * it had, so an old address redirects (ADR 034).
     */
    slug: text('slug').notNull().unique('products_slug_unique'),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    minOrder: integer('min_order').notNull(),
    /** Its shipping weight in whole grams (the API speaks kg); 0 when not given, which ships at no weight (ADR 145). */
    weightGrams: integer('weight_grams').notNull().default(0),
    /** Each unit ships with a serial number, given when its order ships (ADR 148). */
    serialized: boolean('serialized').notNull().default(false),
    /**
     * Volume prices in ascending `minAmount`, each cheaper than the one before (packages/shared price-tiers.ts
     * checks it on the way in); the order placement functions read the tier for the amount (ironvolt_unit_price_cents).
     */
    priceTiers: jsonb('price_tiers')
      .$type<{ minAmount: number; priceCents: number }[]>()
      .notNull()
      .default([]),
    /** Its category, by slug (ADR 029); a category in use cannot be deleted, and a slug change follows here. */
    categorySlug: text('category_slug')
      .notNull()
      .default(DEFAULT_CATEGORY_SLUG)
      .references(() => categories.slug, { onUpdate: 'cascade', onDelete: 'restrict' }),
    /**
     * Its reviews' count and the sum of their ratings (ADR 152), kept in the transaction that adds a review: the
     * catalog's cards and the tool page read the average from the product's own row, as the live catalog holds it.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
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
    check('products_weight_not_negative', sql`${t.weightGrams} >= 0`),
    check(
      'products_ratings_in_range',
      sql`${t.reviewCount} >= 0 and ${t.ratingSum} between ${t.reviewCount} and 5 * ${t.reviewCount}`,
    ),
    check(
      'products_images_list',
      sql`jsonb_typeof(${t.images}) = 'array' and jsonb_array_length(${t.images}) between 1 and 10 and ${t.images}->>0 = ${t.image}`,
    ),
    check(
      'products_attributes_list',
      sql`jsonb_typeof(${t.attributes}) = 'array' and jsonb_array_length(${t.attributes}) <= 30`,
    ),
    check('products_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      'products_price_tiers_list',
      sql`jsonb_typeof(${t.priceTiers}) = 'array' and jsonb_array_length(${t.priceTiers}) <= 5`,
    ),
    // The catalog's default order (newest first) and the home page's recent products read this index in order.
    // NULLS FIRST is what `order by … desc` means: an index declared DESC NULLS LAST cannot serve it.
    index('products_live_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // A category's products (moving them when the category goes, counting them for the admin's list).
    index('products_category_idx').on(t.categorySlug),
    // No trigram index on `search_text`: search, filters and facets read the in-memory catalog (ADR 041), and the
    // suggestions' word_similarity() is a function call such an index does not serve (ADR 046).
  ],
);

/**
 * Every slug a tool ever had (its current one too), so a renamed tool's old address redirects to the new one and
 * no other tool takes it (ADR 034). Deleted with the tool's row, which a soft delete keeps.
 */
export const productSlugs = pgTable(
  'product_slugs',
  {
    slug: text('slug').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('product_slugs_product_idx').on(t.productId)],
);
