import { PRODUCTS_PAGE_MAX, PRODUCTS_PAGE_SIZE, productSorts, SEARCH_MAX } from './catalog-constants.ts';
import { z } from './zod.ts';

export * from './catalog-constants.ts';

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
