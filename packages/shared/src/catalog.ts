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

export const catalogMessages = {
  productNotFound: 'Product not found',
  imageNotFound: 'Image not found',
} as const;

/** Cuts text to `limit` characters and adds '...' only when something was cut. */
export const truncate = (text: string, limit: number): string =>
  text.length > limit ? `${text.slice(0, limit)}...` : text;
