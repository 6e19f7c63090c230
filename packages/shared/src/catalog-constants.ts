// catalog.ts without zod: its limits, messages and rules. The storefront's first load imports them from
// here, so zod stays out of it; `./catalog.ts` re-exports them beside its schemas.

export const PRODUCT_UNIT = 'pc';
export const CARD_DESCRIPTION_LIMIT = 90;
export const ADMIN_NAME_LIMIT = 15;
export const RECENT_PRODUCTS_COUNT = 6;

export const PRODUCTS_PAGE_SIZE = 24;
export const PRODUCTS_PAGE_MAX = 100;
export const SEARCH_MAX = 100;
export const productSorts = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];

/** The header that carries the number of products matching a search, across all pages. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const catalogMessages = {
  productNotFound: 'Product not found',
  imageNotFound: 'Image not found',
} as const;

/** Cuts text to `limit` characters and adds '...' only when something was cut. */
export const truncate = (text: string, limit: number): string =>
  text.length > limit ? `${text.slice(0, limit)}...` : text;
