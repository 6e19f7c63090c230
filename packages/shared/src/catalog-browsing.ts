// What browsing the catalogue needs (the shell's search box, the list's sorts and count, a tool's card): apart from
// catalog-constants.ts, whose messages and tool-page rules the storefront's first load does not need.

export const PRODUCT_UNIT = 'pc';
export const CARD_DESCRIPTION_LIMIT = 90;
export const SEARCH_MAX = 100;
/** `relevance` (best match first) is the default with a search, `newest` without one. */
export const productSorts = ['relevance', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];

/** The order a list is in when none is asked for. */
export const defaultSort = (q: string | undefined): ProductSort => (q?.trim() ? 'relevance' : 'newest');

/** The header that carries the number of products matching a search, across all pages. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The pattern every slug follows, a category's and a tool's. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CATEGORY_SLUG_PATTERN = SLUG_PATTERN;

/** Cuts text to `limit` characters and adds '...' only when something was cut. */
export const truncate = (text: string, limit: number): string =>
  text.length > limit ? `${text.slice(0, limit)}...` : text;
