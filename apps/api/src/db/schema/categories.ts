import { DEFAULT_CATEGORY_SLUG } from '@ironvolt/shared/catalog-constants';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export { DEFAULT_CATEGORY_SLUG };

/**
 * The catalog's categories, admin-managed. A product names its category by slug (products.category_slug), so
 * product rows and their JSON carry it without a join; the slug stays when a category is renamed, so shared
 * links keep working.
 */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('categories_slug_unique'),
    /** The admin's order: lists are sorted by it, then by name. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_name_unique_idx').on(sql`lower(${t.name})`),
    check('categories_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
