import { type AddProductBody, productMessages, type UpdateProductBody } from '@ironvolt/shared/admin';
import { catalogMessages, type Product, RECENT_PRODUCTS_COUNT } from '@ironvolt/shared/catalog';
import { centsToDollars, dollarsToCents } from '@ironvolt/shared/money';
import type { Database } from '../../db/client.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { RecordCache } from '../../plugins/app/read-cache.ts';
import {
  findProductForUpdate,
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

/** What the audit trail keeps of a product: its catalog fields, money in cents. */
const auditedProduct = (row: Omit<ProductRow, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>) => ({
  name: row.name,
  model: row.model,
  description: row.description,
  image: row.image,
  priceCents: row.priceCents,
  quantity: row.quantity,
  minOrder: row.minOrder,
});

/** Adds a product (its image must be one our upload service stored), recorded in the audit trail with it. */
export async function addProduct(
  db: Database,
  actor: Actor,
  body: Omit<AddProductBody, 'description'> & { description: string },
  isOwnImage: (url: string) => Promise<boolean>,
): Promise<string> {
  if (!(await isOwnImage(body.image))) throw unprocessable(productMessages.imageInvalid, 'image');
  const product = {
    name: body.name,
    model: body.model,
    description: body.description,
    image: body.image,
    priceCents: dollarsToCents(body.price),
    quantity: body.quantity,
    minOrder: body.minOrder,
  };
  return db.transaction(async (tx) => {
    const id = await insertProduct(tx, product);
    await recordActivity(tx, {
      actor,
      action: 'product.added',
      subject: { type: 'product', id, label: product.name },
      after: auditedProduct(product),
    });
    return id;
  });
}

/** Deletes a product from the catalog (orders keep their snapshot and stay payable), recorded with what it was. */
export async function deleteProduct(db: Database, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(catalogMessages.productNotFound);
  await db.transaction(async (tx) => {
    const existing = await findProductForUpdate(tx, id);
    if (!existing || !(await softDeleteProduct(tx, id))) throw notFound(catalogMessages.productNotFound);
    await recordActivity(tx, {
      actor,
      action: 'product.deleted',
      subject: { type: 'product', id, label: existing.name },
      before: auditedProduct(existing),
    });
  });
}

/** The admin table's in-place edit of price, stock and minimum order, recorded with the figures before and after. */
export async function editProduct(
  db: Database,
  actor: Actor,
  id: string,
  body: UpdateProductBody,
): Promise<Product> {
  if (!isUuid(id)) throw notFound(catalogMessages.productNotFound);
  return db.transaction(async (tx) => {
    const existing = await findProductForUpdate(tx, id);
    if (!existing) throw notFound(catalogMessages.productNotFound);
    const row = await updateProductFigures(tx, id, {
      ...(body.price !== undefined ? { priceCents: dollarsToCents(body.price) } : {}),
      ...(body.quantity !== undefined ? { quantity: body.quantity } : {}),
      ...(body.minOrder !== undefined ? { minOrder: body.minOrder } : {}),
    });
    if (!row) throw unprocessable(productMessages.minOrderAboveQuantity, 'minOrder');
    const figures = (p: ProductRow) => ({
      priceCents: p.priceCents,
      quantity: p.quantity,
      minOrder: p.minOrder,
    });
    await recordActivity(tx, {
      actor,
      action: 'product.edited',
      subject: { type: 'product', id, label: row.name },
      before: figures(existing),
      after: figures(row),
    });
    return toProductJson(row);
  });
}
