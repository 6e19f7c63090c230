// What other features may use of price lists (biome.json: a feature imports another only through its public.ts).
import type { Executor } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import { type PriceBook, readPriceBook } from './price-book.ts';

export { basePriceOn, type PriceBook, type PriceInCents, pricedOn } from './price-book.ts';

/**
 * The prices `user` sees and pays: their company's price list while the company is approved and has one (read now,
 * so a change to the list holds at the next request); undefined for list prices (anyone else, a suspended company).
 */
export async function priceBookOf(db: Executor, user: CurrentUser | null): Promise<PriceBook | undefined> {
  const company = user?.company;
  if (company?.status !== 'approved' || !company.priceListId) return undefined;
  return readPriceBook(db, company.priceListId);
}
