import { isLowStock } from '@ironvolt/shared/admin';
import type { ProductSort } from '@ironvolt/shared/catalog';

/**
 * What the catalog's search, filters and facets read of a live product: its name and model in lower case
 * (`toLowerCase`, as a search's words), and the figures the filters and sorts compare. The live catalog holds the
 * rest of it beside the search (live-catalog.ts).
 */
export interface IndexedProduct {
  id: string;
  name: string;
  model: string;
  priceCents: number;
  quantity: number;
  minOrder: number;
  categorySlug: string;
  /** Microseconds since 1970, as the database keeps it: the newest-first order ties on milliseconds. */
  createdAt: number;
}

/** The catalog's filters: a category's slug, prices in cents, in stock; low stock for Manage Products. */
export interface ProductFilters {
  category?: string | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  inStock?: boolean | undefined;
  lowStock?: boolean | undefined;
  /**
   * The price per piece the asker pays, in cents, where it is not the list price (a company's price list, ADR 135):
   * the price filters, the price range of the facets and the price sorts read it instead of `priceCents`.
   */
  priceOf?: ((product: IndexedProduct) => number) | undefined;
}

export interface ProductSearch extends ProductFilters {
  q?: string | undefined;
  sort: ProductSort;
  page: number;
  limit: number;
}

export interface FacetFigures {
  byCategory: Map<string, number>;
  minCents: number | null;
  maxCents: number | null;
  inStock: number;
}

/**
 * The catalog's search and facets, whatever engine answers them (the ADR "search and facets on MiniSearch" says
 * which, and docs/capacity.md when an engine outside the process should stand in). The live catalog keeps it in
 * step with the database through `upsert` and `remove`.
 */
export interface CatalogSearch {
  /**
   * One page of the live products that match `q` (every word, forgivingly) and the filters, in the chosen order
   * (relevance, the default with a search, then newest first), and how many match in all.
   */
  search(search: ProductSearch): { ids: string[]; total: number };
  /**
   * The figures behind the facets, among the products matching `q`: counted per category under every filter but the
   * category; the lowest and highest price under every filter but the price; the count under every filter and in
   * stock.
   */
  facets(q: string | undefined, filters: ProductFilters): FacetFigures;
  /** Adds a live product or takes its new figures. */
  upsert(product: IndexedProduct): void;
  /** Takes a product out (deleted, or no longer in the database). */
  remove(id: string): void;
  setCategories(list: readonly { slug: string; name: string }[]): void;
  /** Every category in the admin's order, those without products too (the facets list them all). */
  readonly categories: readonly { slug: string; name: string }[];
  hasCategory(slug: string): boolean;
  has(id: string): boolean;
  readonly size: number;
}

/** In stock: at least a minimum order left, what a buyer could order now. */
export const isInStock = (p: IndexedProduct) => p.quantity > 0 && p.quantity >= p.minOrder;

/** Code point order, as the database's C collation compares texts (UTF-16 units differ above U+FFFF). */
export function compareText(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    return xs === ys ? x - y : xs ? 1 : -1;
  }
  return a.length - b.length;
}

const byId = (a: IndexedProduct, b: IndexedProduct) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Each sort but relevance: ties broken by id (newest: newest id first), as the catalog has always ordered. */
export const listSorts: Record<
  Exclude<ProductSort, 'relevance'>,
  (a: IndexedProduct, b: IndexedProduct) => number
> = {
  newest: (a, b) => b.createdAt - a.createdAt || byId(b, a),
  'price-asc': (a, b) => a.priceCents - b.priceCents || byId(a, b),
  'price-desc': (a, b) => b.priceCents - a.priceCents || byId(a, b),
  name: (a, b) => compareText(a.name, b.name) || byId(a, b),
};

/** The price per piece the filters and sorts compare: the asker's own (`priceOf`), else the list price. */
export const priceFor = (p: IndexedProduct, f: ProductFilters): number =>
  f.priceOf ? f.priceOf(p) : p.priceCents;

/** A price sort on the asker's own prices (ties by id, as `listSorts`). */
export const ownPriceSort =
  (priceOf: (product: IndexedProduct) => number, direction: 'price-asc' | 'price-desc') =>
  (a: IndexedProduct, b: IndexedProduct): number =>
    (direction === 'price-asc' ? priceOf(a) - priceOf(b) : priceOf(b) - priceOf(a)) || byId(a, b);

/** Every filter given holds for `p`, but the one a facet counts across (`except`). */
export function passes(
  p: IndexedProduct,
  f: ProductFilters,
  except?: 'category' | 'price' | 'inStock',
): boolean {
  if (except !== 'category' && f.category !== undefined && p.categorySlug !== f.category) return false;
  if (except !== 'price' && (f.minCents !== undefined || f.maxCents !== undefined)) {
    const price = priceFor(p, f);
    if (f.minCents !== undefined && price < f.minCents) return false;
    if (f.maxCents !== undefined && price > f.maxCents) return false;
  }
  if (f.lowStock && !isLowStock(p)) return false;
  return except === 'inStock' || !f.inStock || isInStock(p);
}
