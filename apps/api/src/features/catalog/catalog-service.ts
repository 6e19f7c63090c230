import { catalogMessages, type Product, RECENT_PRODUCTS_COUNT } from '@ironvolt/shared/catalog';
import { centsToDollars } from '@ironvolt/shared/money';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  findProduct,
  listRecentProducts,
  type ProductRow,
  type ProductSearch,
  searchProducts,
} from './catalog-repository.ts';

/** A product row as SPEC's JSON: `_id`, price in dollars. */
export const toProductJson = (row: ProductRow): Product => ({
  _id: row.id,
  name: row.name,
  model: row.model,
  image: row.image,
  description: row.description,
  quantity: row.quantity,
  price: centsToDollars(row.priceCents),
  minOrder: row.minOrder,
});

/** A page of the catalog, searched and sorted, with the number of matches across all pages. */
export async function getProducts(
  db: Database,
  search: ProductSearch,
): Promise<{ products: Product[]; total: number }> {
  const { rows, total } = await searchProducts(db, search);
  return { products: rows.map(toProductJson), total };
}

/** The newest products for the home page. */
export async function getRecentProducts(db: Database): Promise<Product[]> {
  return (await listRecentProducts(db, RECENT_PRODUCTS_COUNT)).map(toProductJson);
}

/** One product; 404 for an unknown, deleted or malformed id. */
export async function getProduct(db: Database, id: string): Promise<Product> {
  const row = isUuid(id) ? await findProduct(db, id) : undefined;
  if (!row) throw notFound(catalogMessages.productNotFound);
  return toProductJson(row);
}
