import { type AddProductBody, productMessages, type UpdateProductBody } from '@ironvolt/shared/admin';
import { catalogMessages, type Product, RECENT_PRODUCTS_COUNT } from '@ironvolt/shared/catalog';
import { centsToDollars, dollarsToCents } from '@ironvolt/shared/money';
import type { Database } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RecordCache } from '../../plugins/app/read-cache.ts';
import {
  findProduct,
  findProducts,
  insertProduct,
  listProducts,
  listRecentProducts,
  type ProductRow,
  type ProductSearch,
  searchProductIds,
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

/** How the record cache keeps product rows: by id, costing their texts (UTF-16) and numbers and dates. */
export const productRecords = {
  idOf: (row: ProductRow) => row.id,
  sizeOf: (row: ProductRow) =>
    2 * (row.id.length + row.name.length + row.model.length + row.description.length + row.image.length) +
    120,
};

/**
 * A page of the catalog, searched and sorted, with the number of matches across all pages. A search reads
 * only the ids of its page and takes their rows from `known`, which reads the ones it lacks; a product that went
 * away between the two is left out. `readAt`: when the oldest row in the answer was read from the database.
 */
export async function getProducts(
  db: Database,
  search: ProductSearch,
  known: RecordCache<ProductRow>,
): Promise<{ products: Product[]; total: number; readAt?: number }> {
  const q = search.q?.trim();
  if (!q) {
    const { rows, total } = await known.keep(
      () => listProducts(db, search),
      (page) => page.rows,
    );
    return { products: rows.map(toProductJson), total };
  }
  const { ids, total } = await searchProductIds(db, { ...search, q });
  const { records, readAt } = await known.getMany(ids, (missing) => findProducts(db, missing));
  const products: Product[] = [];
  for (const id of ids) {
    const row = records.get(id);
    if (row) products.push(toProductJson(row));
  }
  return { products, total, readAt };
}

/** The newest products for the home page. */
export async function getRecentProducts(db: Database): Promise<Product[]> {
  return (await listRecentProducts(db, RECENT_PRODUCTS_COUNT)).map(toProductJson);
}

/**
 * One product, from `known` when this instance holds it; 404 for an unknown, deleted or malformed id. `readAt`:
 * when it was read from the database.
 */
export async function getProduct(
  db: Database,
  id: string,
  known: RecordCache<ProductRow>,
): Promise<{ product: Product; readAt: number }> {
  if (!isUuid(id)) throw notFound(catalogMessages.productNotFound);
  const { records, readAt } = await known.getMany([id], (missing) => findProducts(db, missing));
  const row = records.get(id);
  if (!row) throw notFound(catalogMessages.productNotFound);
  return { product: toProductJson(row), readAt };
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
