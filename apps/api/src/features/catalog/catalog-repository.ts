import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, type Executor, ROWS_PER_STATEMENT, rowsOf } from '../../db/client.ts';
import { categories, images, productSlugs, products } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { insertProductsWithSlugs, type NewProduct } from './catalog-slugs.ts';
import type { IndexedProduct } from './search/catalog-search.ts';

/** A product as the catalog reads it: every column but the search text, which only the search's WHERE reads. */
const { searchText: _searchOnly, ...productColumns } = getTableColumns(products);
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText'>;

const live = isNull(products.deletedAt);

/**
 * The live products closest to a search that found nothing: by pg_trgm's word similarity of the whole search
 * to name and model, the closest first (a computed figure, the same on both databases). At most `limit`, and
 * none that shares too little with it to be worth showing.
 */
export const closestProducts = (db: Database, q: string, limit: number) =>
  db
    .select({ id: products.id, name: products.name, model: products.model })
    .from(products)
    .where(and(live, sql`word_similarity(${q.toLowerCase()}, ${products.searchText}) >= 0.3`))
    .orderBy(
      desc(sql`word_similarity(${q.toLowerCase()}, ${products.searchText})`),
      asc(sql`lower(${products.name})`),
      asc(products.id),
    )
    .limit(limit);

/** The live products among `ids`, in no particular order. */
export const findProducts = (db: Database, ids: string[]): Promise<ProductRow[]> =>
  db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, ids), live));

/**
 * A live tool with its category's name, by a slug it has or had or by its id; undefined when there is none.
 */
export async function findTool(
  db: Database,
  by: { slug: string } | { id: string },
): Promise<(ProductRow & { categoryName: string }) | undefined> {
  const query = db
    .select({ ...productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.slug, products.categorySlug))
    .$dynamic();
  const [row] = await ('slug' in by
    ? query
        .innerJoin(productSlugs, eq(productSlugs.productId, products.id))
        .where(and(eq(productSlugs.slug, by.slug), live))
    : query.where(and(eq(products.id, by.id), live))
  ).limit(1);
  return row;
}

/** Live tools' slugs and when each last changed, oldest first, `limit` from `offset` (the sitemap). */
export const listToolPages = (db: Database, offset: number, limit: number) =>
  db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(live)
    .orderBy(asc(products.createdAt), asc(products.id))
    .offset(offset)
    .limit(limit);

/** How many live tools there are. */
export const countLiveTools = (db: Database): Promise<number> => db.$count(products, live);

export const listRecentProducts = (db: Database, limit: number) =>
  db
    .select(productColumns)
    .from(products)
    .where(live)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);

/** A live product, locked until the transaction ends (an admin's edit reads what it changes). */
export async function findProductForUpdate(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), live))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Counts a new review of a live tool into its row (ADR 152), locking the row until the transaction ends; false when
 * there is no such live tool. The row's change is what the live catalog reads (ADR 042), so cards and the tool
 * page show the new average.
 */
export async function addToolRating(db: Executor, productId: string, rating: number): Promise<boolean> {
  if (!isUuid(productId)) return false;
  const rows = await db
    .update(products)
    .set({
      reviewCount: sql`${products.reviewCount} + 1`,
      ratingSum: sql`${products.ratingSum} + ${rating}`,
    })
    .where(and(eq(products.id, productId), live))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Adds a product with its slug (catalog-slugs.ts); call inside a transaction. */
export async function insertProduct(db: Database, product: NewProduct): Promise<string> {
  const [id] = await insertProductsWithSlugs(db, [product]);
  if (!id) throw new Error('insert into products returned no row');
  return id;
}

/** Takes a product out of the catalog; its orders keep their own snapshot of it. */
export async function softDeleteProduct(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ deletedAt: new Date() })
    .where(and(eq(products.id, id), live))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Changes what the admin edits in one statement; undefined when there is no such live product. */
export async function updateProductFigures(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      ProductRow,
      | 'name'
      | 'model'
      | 'description'
      | 'image'
      | 'images'
      | 'attributes'
      | 'slug'
      | 'priceCents'
      | 'quantity'
      | 'minOrder'
      | 'weightGrams'
      | 'serialized'
      | 'priceTiers'
      | 'categorySlug'
    >
  >,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set(changes)
    .where(and(eq(products.id, id), live))
    .returning(productColumns);
  return row;
}

/** The live catalog in model order, a page at a time (the CSV export). */
export async function* listLiveProductsByModel(db: Database, pageSize: number): AsyncGenerator<ProductRow[]> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(live)
      .orderBy(asc(products.model), asc(products.id))
      .limit(pageSize)
      .offset(offset);
    yield rows;
    if (rows.length < pageSize) return;
  }
}

/** The live products of these models, by model (a model may be on more than one product). */
export async function liveProductsOfModels(
  db: Database,
  models: string[],
): Promise<Map<string, ProductRow[]>> {
  const found = new Map<string, ProductRow[]>();
  const distinct = [...new Set(models)];
  for (let start = 0; start < distinct.length; start += 1000) {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(and(live, inArray(products.model, distinct.slice(start, start + 1000))));
    for (const row of rows) found.set(row.model, [...(found.get(row.model) ?? []), row]);
  }
  return found;
}

/** The minimum order of each of these tools (deleted ones too), by id: an offer on a quote keeps to it. */
export async function minOrdersOf(db: Executor, ids: string[]): Promise<Map<string, number>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, minOrder: products.minOrder })
    .from(products)
    .where(inArray(products.id, valid));
  return new Map(rows.map((row) => [row.id, row.minOrder]));
}

/** The ids among these that are images this shop stored (the images plugin's isOwnUrl, for many). */
export async function storedImageIds(db: Database, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  const stored = new Set<string>();
  for (let start = 0; start < valid.length; start += 1000) {
    const rows = await db
      .select({ id: images.id })
      .from(images)
      .where(inArray(images.id, valid.slice(start, start + 1000)));
    for (const row of rows) stored.add(row.id);
  }
  return stored;
}

/** These stored images are now named by a product, so the sweep of unnamed images leaves them alone. */
export async function claimImages(db: Database, ids: string[]): Promise<void> {
  const valid = ids.filter(isUuid);
  for (let start = 0; start < valid.length; start += ROWS_PER_STATEMENT)
    await db
      .update(images)
      .set({ unreferencedSince: null })
      .where(inArray(images.id, valid.slice(start, start + ROWS_PER_STATEMENT)));
}

/** Adds many products with their slugs, a few hundred per statement; answers their ids in the order given. */
export const insertProducts = (db: Database, rows: readonly NewProduct[]): Promise<string[]> =>
  insertProductsWithSlugs(db, rows);

/**
 * Locks these products in id order (as the checkout locks tools) and answers when each was last changed: an
 * import applies only to the products as it planned against them.
 */
/**
 * Catalog imports one at a time, to the end of their transactions: a second import waits, then finds the tools
 * the first added (a model is not unique in the catalog, so only this makes two imports add it once).
 */
export const lockCatalogImports = (db: Database) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended('ironvolt-catalog-import', 0))`);

export async function lockProductsForImport(db: Database, ids: string[]): Promise<Map<string, Date>> {
  const changed = new Map<string, Date>();
  // One id order across every batch, not only within each: a stock return locks in that order too, and batches
  // taken in file order could each wait on the other (lower-case uuid text sorts as PostgreSQL orders uuids).
  const ordered = [...new Set(ids)].sort();
  for (let start = 0; start < ordered.length; start += ROWS_PER_STATEMENT) {
    const rows = await db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(inArray(products.id, ordered.slice(start, start + ROWS_PER_STATEMENT)))
      .orderBy(asc(products.id))
      .for('update');
    for (const row of rows) changed.set(row.id, row.updatedAt);
  }
  return changed;
}

/**
 * Sets the catalog fields of many live products at once, a few hundred per statement. A new main image takes the
 * gallery's first place; the gallery's other images stay.
 */
export async function updateProductsInBulk(
  db: Database,
  rows: readonly (Pick<
    ProductRow,
    | 'id'
    | 'name'
    | 'slug'
    | 'description'
    | 'image'
    | 'priceCents'
    | 'quantity'
    | 'minOrder'
    | 'weightGrams'
    | 'serialized'
    | 'priceTiers'
    | 'categorySlug'
  > & { model: string })[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = JSON.stringify(
      rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        image: row.image,
        price_cents: row.priceCents,
        quantity: row.quantity,
        min_order: row.minOrder,
        weight_grams: row.weightGrams,
        serialized: row.serialized,
        price_tiers: row.priceTiers,
        category_slug: row.categorySlug,
      })),
    );
    await db.execute(sql`
      update products as p
      set name = v.name, slug = v.slug, description = v.description, image = v.image,
          images = case when p.image = v.image then p.images
            else jsonb_build_array(v.image) || ((p.images - 0) - v.image) end,
          price_cents = v.price_cents, quantity = v.quantity, min_order = v.min_order, price_tiers = v.price_tiers,
          weight_grams = v.weight_grams, serialized = v.serialized, category_slug = v.category_slug, updated_at = now()
      from jsonb_to_recordset(${batch}::jsonb) as v(id uuid, name text, slug text, description text, image text,
        price_cents integer, quantity integer, min_order integer, price_tiers jsonb, category_slug text,
        weight_grams integer, serialized boolean)
      where p.id = v.id and p.deleted_at is null`);
  }
}

/** What the catalog's pages show of a product (ADR 042): every column but the search text and the dates. */
export type CatalogRow = Omit<ProductRow, 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** A row of `readCatalogIndex`: a product as the catalog index and its pages hold it, or its removal. */
export interface IndexRow {
  product: IndexedProduct;
  row: CatalogRow;
  deleted: boolean;
}

/** How many rows one statement of a full read takes: the parsed rows of a batch are all a read holds at once. */
const FULL_READ_BATCH = 2_000;

type RawRow = {
  id: string | null;
  name: string;
  model: string;
  description: string;
  image: string;
  images: string[];
  attributes: { name: string; value: string }[];
  slug: string;
  price_cents: number;
  quantity: number;
  min_order: number;
  weight_grams: number;
  serialized: boolean;
  price_tiers: { minAmount: number; priceCents: number }[];
  category_slug: string;
  review_count: number;
  rating_sum: number;
  created: string;
  deleted: boolean;
};
type Snapshot = { xmin: string; xmax: string; live: number };

const snapshotFigures = sql`
  select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
         pg_snapshot_xmax(pg_current_snapshot())::text as xmax,
         (select count(*)::int from products where deleted_at is null) as live`;
const rowColumns = sql`p.id, p.name, p.model, p.description, p.image, p.images, p.attributes, p.slug, p.price_cents,
  p.quantity, p.min_order, p.weight_grams, p.serialized, p.price_tiers, p.category_slug, p.review_count, p.rating_sum,
  (extract(epoch from p.created_at) * 1000000)::bigint::text as created, p.deleted_at is not null as deleted`;

function indexRowOf(r: RawRow, id: string): IndexRow {
  return {
    deleted: r.deleted,
    row: {
      id,
      name: r.name,
      model: r.model,
      description: r.description,
      image: r.image,
      images: r.images,
      attributes: r.attributes,
      slug: r.slug,
      priceCents: r.price_cents,
      quantity: r.quantity,
      minOrder: r.min_order,
      weightGrams: r.weight_grams,
      serialized: r.serialized,
      priceTiers: r.price_tiers,
      categorySlug: r.category_slug,
      reviewCount: r.review_count,
      ratingSum: r.rating_sum,
    },
    // Lowered by the rule a search's words are lowered by (search/minisearch-catalog.ts), whatever the database's locale.
    product: {
      id,
      name: r.name.toLowerCase(),
      model: r.model.toLowerCase(),
      priceCents: r.price_cents,
      quantity: r.quantity,
      minOrder: r.min_order,
      categorySlug: r.category_slug,
      createdAt: Number(r.created),
    },
  };
}

/**
 * The products the live catalog must take in (ADR 041, ADR 042): with no `since`, every live one; with `since` (a
 * snapshot's oldest running transaction, as returned before), every row a transaction from then on wrote, deleted
 * ones too, so that nothing committed after the last read is missed however long its transaction ran. Also answers
 * how many products are live (a row removed by other means than a soft delete shows as a difference) and, for the
 * next call, the oldest transaction still running when this one read, and the next transaction to start (`xmax`,
 * to tell that `since` is no longer comparable): all of it from one snapshot. Changes since a read are one
 * statement unless they fill a batch; a full read, or a large change, is batches in id order inside one read-only
 * repeatable-read transaction (one snapshot).
 */
export async function readCatalogIndex(
  db: Database,
  since: string | undefined,
): Promise<{ rows: IndexRow[]; live: number; xmin: string; xmax: string }> {
  const written = since === undefined ? undefined : sql`age(p.xmin) <= age(xid(${since}::xid8))`;
  if (written) {
    const found = rowsOf<Snapshot & RawRow>(
      await db.execute(sql`
        with snapshot as (${snapshotFigures})
        select snapshot.xmin, snapshot.xmax, snapshot.live, p.*
        from snapshot left join lateral (
          select ${rowColumns} from products p where ${written} order by p.id limit ${FULL_READ_BATCH}
        ) p on true`),
    );
    const first = found[0];
    if (!first) throw new Error('the catalog index read no snapshot');
    const rows: IndexRow[] = [];
    for (const r of found) if (r.id !== null) rows.push(indexRowOf(r, r.id));
    // A large change (a catalog import's commit) is read in batches instead, as a full read is: each batch is all
    // the server takes in at once.
    if (rows.length < FULL_READ_BATCH)
      return { xmin: first.xmin, xmax: first.xmax, live: Number(first.live), rows };
  }
  return db.transaction(
    async (tx) => {
      const [snapshot] = rowsOf<Snapshot>(await tx.execute(snapshotFigures));
      if (!snapshot) throw new Error('the catalog index read no snapshot');
      const rows: IndexRow[] = [];
      for (let after: string | undefined; ; ) {
        const batch = rowsOf<RawRow & { id: string }>(
          await tx.execute(sql`
            select ${rowColumns} from products p
            where ${written ?? sql`p.deleted_at is null`}
              and ${after === undefined ? sql`true` : sql`p.id > ${after}::uuid`}
            order by p.id limit ${FULL_READ_BATCH}`),
        );
        for (const r of batch) rows.push(indexRowOf(r, r.id));
        const last = batch.at(-1);
        if (!last || batch.length < FULL_READ_BATCH) break;
        after = last.id;
        // between batches, the answers waiting on the server's thread go out
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { xmin: snapshot.xmin, xmax: snapshot.xmax, live: Number(snapshot.live), rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
