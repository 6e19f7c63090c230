import { discountedCents } from '@ironvolt/shared/price-lists';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { priceListPrices, priceLists } from '../../db/schema/index.ts';

/** Volume prices in cents, as products and price lists keep them. */
export type TiersInCents = { minAmount: number; priceCents: number }[];

/** A tool's price and volume prices in cents. */
export interface PriceInCents {
  priceCents: number;
  priceTiers: TiersInCents;
}

/**
 * A company's price list as its members' reads price the catalog (ADR 131, ADR 135): the tools' own prices on it
 * and the discount on the rest. ironvolt_unit_price_on_list_cents applies the same rule where orders are priced.
 */
export interface PriceBook {
  listId: string;
  discountBasisPoints: number | null;
  own: ReadonlyMap<string, PriceInCents>;
}

/** What a tool costs a holder of `book`: its own price on the list, else its list price and tiers less the discount. */
export function pricedOn(book: PriceBook, product: { id: string } & PriceInCents): PriceInCents {
  const own = book.own.get(product.id);
  if (own) return own;
  const discount = book.discountBasisPoints;
  if (discount === null) return { priceCents: product.priceCents, priceTiers: product.priceTiers };
  return {
    priceCents: discountedCents(product.priceCents, discount),
    priceTiers: product.priceTiers.map((tier) => ({
      minAmount: tier.minAmount,
      priceCents: discountedCents(tier.priceCents, discount),
    })),
  };
}

/** The price per piece (no volume price) a holder of `book` pays, as the catalog's price filters and sorts read it. */
export const basePriceOn = (book: PriceBook, product: { id: string; priceCents: number }): number => {
  const own = book.own.get(product.id);
  if (own) return own.priceCents;
  return book.discountBasisPoints === null
    ? product.priceCents
    : discountedCents(product.priceCents, book.discountBasisPoints);
};

/** The price list `listId` as a book, read now; undefined when it no longer exists. */
export async function readPriceBook(db: Executor, listId: string): Promise<PriceBook | undefined> {
  const [list] = await db
    .select({ discountBasisPoints: priceLists.discountBasisPoints })
    .from(priceLists)
    .where(eq(priceLists.id, listId));
  if (!list) return undefined;
  const rows = await db
    .select({
      productId: priceListPrices.productId,
      priceCents: priceListPrices.priceCents,
      priceTiers: priceListPrices.priceTiers,
    })
    .from(priceListPrices)
    .where(eq(priceListPrices.priceListId, listId));
  return {
    listId,
    discountBasisPoints: list.discountBasisPoints,
    own: new Map(
      rows.map((row) => [row.productId, { priceCents: row.priceCents, priceTiers: row.priceTiers }]),
    ),
  };
}
