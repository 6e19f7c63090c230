import { type Product, ProductSchema } from '@ironvolt/shared/catalog';
import { centsToDollars } from '@ironvolt/shared/money';
import { ratingAverage } from '@ironvolt/shared/reviews-constants';
import { gramsToKg } from '@ironvolt/shared/shipping';
import { LRUCache } from 'lru-cache';
import { ownBytes } from '../../plugins/app/read-cache.ts';
import { type PriceBook, pricedOn } from '../price-lists/public.ts';
import type { CatalogRow } from './catalog-repository.ts';

/** A product row as SPEC's JSON: `_id`, price in dollars. */
export const toProductJson = (row: CatalogRow): Product => ({
  _id: row.id,
  name: row.name,
  model: row.model,
  image: row.image,
  description: row.description,
  quantity: row.quantity,
  price: centsToDollars(row.priceCents),
  minOrder: row.minOrder,
  weightKg: gramsToKg(row.weightGrams),
  serialized: row.serialized,
  priceTiers: row.priceTiers.map((tier) => ({
    minAmount: tier.minAmount,
    price: centsToDollars(tier.priceCents),
  })),
  category: row.categorySlug,
  slug: row.slug,
  attributes: row.attributes,
  images: row.images,
  ...(row.reviewCount > 0
    ? { rating: { average: ratingAverage(row.ratingSum, row.reviewCount), count: row.reviewCount } }
    : {}),
});

/**
 * A product as a member of a company with a price list sees it (ADR 135): the company's price and volume prices,
 * and the list price beside them. Made for each answer, never kept: it is that company's alone.
 */
export function toMemberProductJson(row: CatalogRow, book: PriceBook): Product {
  const own = pricedOn(book, row);
  return {
    ...toProductJson(row),
    price: centsToDollars(own.priceCents),
    priceTiers: own.priceTiers.map((tier) => ({
      minAmount: tier.minAmount,
      price: centsToDollars(tier.priceCents),
    })),
    listPrice: centsToDollars(row.priceCents),
  };
}

/** A product as a member sees it (toMemberProductJson), checked and serialized. */
export const memberProductJson = (row: CatalogRow, book: PriceBook): Buffer =>
  ownBytes(JSON.stringify(ProductSchema.parse(toMemberProductJson(row, book))));

/** A list of products as a member sees them (toMemberProductJson), checked and serialized. */
export const memberListJson = (rows: readonly CatalogRow[], book: PriceBook): Buffer =>
  ownBytes(JSON.stringify(rows.map((row) => ProductSchema.parse(toMemberProductJson(row, book)))));

/** What an entry costs besides its bytes: the id, the map's and the list's slots, the entry object. */
const ENTRY_OVERHEAD_BYTES = 200;
/** `[`, `,` and `]` in UTF-8. */
const [OPEN, COMMA, CLOSE] = [0x5b, 0x2c, 0x5d];

/**
 * The JSON answers of the live catalog's products, each checked against ProductSchema and serialized once per row
 * read, the most recently served kept within `maxBytes`. A row is never changed once read: a change comes as a new
 * row object (live-catalog.ts), so an entry made from an older row is made again.
 */
export class ProductJson {
  /** The row an answer was made from is held weakly: a row the live catalog replaced is not kept alive here. */
  readonly #made: LRUCache<string, { row: WeakRef<CatalogRow>; bytes: Buffer }>;

  constructor(maxBytes: number) {
    this.#made = new LRUCache({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry, id) => entry.bytes.length + id.length + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** The product's answer (GET /product/:id): `JSON.stringify(ProductSchema.parse(toProductJson(row)))`. */
  of(row: CatalogRow): Buffer {
    const kept = this.#made.get(row.id);
    if (kept?.row.deref() === row) return kept.bytes;
    const bytes = ownBytes(JSON.stringify(ProductSchema.parse(toProductJson(row))));
    this.#made.set(row.id, { row: new WeakRef(row), bytes });
    return bytes;
  }

  /**
   * A list's answer (ProductListSchema) from its products' own: the same bytes as checking and serializing the list
   * whole, without doing it again for every product of every page and search. In memory of its own, as `ownBytes`.
   */
  list(rows: readonly CatalogRow[]): Buffer {
    const parts = rows.map((row) => this.of(row));
    const length = parts.reduce((sum, part) => sum + part.length, 2 + Math.max(0, parts.length - 1));
    const bytes = Buffer.allocUnsafeSlow(length);
    let at = 0;
    bytes[at++] = OPEN;
    parts.forEach((part, i) => {
      if (i > 0) bytes[at++] = COMMA;
      at += part.copy(bytes, at);
    });
    bytes[at] = CLOSE;
    return bytes;
  }
}
