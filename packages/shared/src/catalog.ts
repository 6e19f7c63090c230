import { z } from 'zod';

export const PRODUCT_UNIT = 'pc';
export const CARD_DESCRIPTION_LIMIT = 90;
export const ADMIN_NAME_LIMIT = 15;
export const RECENT_PRODUCTS_COUNT = 6;

/** A product as JSON: SPEC's field names, price in dollars per unit. */
export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  model: z.string(),
  image: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  minOrder: z.number().int(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.array(ProductSchema);

export const ProductIdParamsSchema = z.object({ id: z.string() });

export const PRODUCTS_PAGE_SIZE = 24;
export const PRODUCTS_PAGE_MAX = 100;
export const SEARCH_MAX = 100;
export const productSorts = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];

/**
 * GET /products: search (case-insensitive, in name and model), sort and paging. A limit above the maximum is
 * lowered to it; anything else out of range is refused with the field named.
 */
export const ProductListQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX, `Search at most ${SEARCH_MAX} characters`).optional(),
  sort: z.enum(productSorts, { error: `sort must be one of ${productSorts.join(', ')}` }).default('newest'),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000, 'page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${PRODUCTS_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${PRODUCTS_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${PRODUCTS_PAGE_MAX}`)
    .transform((n) => Math.min(n, PRODUCTS_PAGE_MAX))
    .default(PRODUCTS_PAGE_SIZE),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

/** The header that carries the number of products matching a search, across all pages. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const catalogMessages = {
  productNotFound: 'Product not found',
  imageNotFound: 'Image not found',
} as const;

/** Cuts text to `limit` characters and adds '...' only when something was cut. */
export const truncate = (text: string, limit: number): string =>
  text.length > limit ? `${text.slice(0, limit)}...` : text;
