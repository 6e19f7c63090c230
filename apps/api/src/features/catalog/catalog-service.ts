import { type AddProductBody, productMessages, type UpdateProductBody } from '@ironvolt/shared/admin';
import { catalogMessages, type Product, RECENT_PRODUCTS_COUNT } from '@ironvolt/shared/catalog';
import { centsToDollars, dollarsToCents } from '@ironvolt/shared/money';
import type { Database } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  findProduct,
  insertProduct,
  listRecentProducts,
  type ProductRow,
  type ProductSearch,
  searchProducts,
  softDeleteProduct,
  updateProductFigures,
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

/** Adds a product; its image must be one our upload service stored. */
export async function addProduct(
  db: Database,
  body: Omit<AddProductBody, 'description'> & { description: string },
  isOwnImage: (url: string) => Promise<boolean>,
): Promise<string> {
  if (!(await isOwnImage(body.image))) throw unprocessable(productMessages.imageInvalid, 'image');
  return insertProduct(db, {
    name: body.name,
    model: body.model,
    description: body.description,
    image: body.image,
    priceCents: dollarsToCents(body.price),
    quantity: body.quantity,
    minOrder: body.minOrder,
  });
}

/** Deletes a product from the catalog (orders keep their snapshot and stay payable). */
export async function deleteProduct(db: Database, id: string): Promise<void> {
  if (!isUuid(id) || !(await softDeleteProduct(db, id))) throw notFound(catalogMessages.productNotFound);
}

/** The admin table's in-place edit of price, stock and minimum order. */
export async function editProduct(db: Database, id: string, body: UpdateProductBody): Promise<Product> {
  const existing = isUuid(id) ? await findProduct(db, id) : undefined;
  if (!existing) throw notFound(catalogMessages.productNotFound);
  const row = await updateProductFigures(db, id, {
    ...(body.price !== undefined ? { priceCents: dollarsToCents(body.price) } : {}),
    ...(body.quantity !== undefined ? { quantity: body.quantity } : {}),
    ...(body.minOrder !== undefined ? { minOrder: body.minOrder } : {}),
  });
  if (!row) throw unprocessable(productMessages.minOrderAboveQuantity, 'minOrder');
  return toProductJson(row);
}
