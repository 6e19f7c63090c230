import type { ProductSort } from '@ironvolt/shared/catalog';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  like,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** A product as the catalog reads it: every column but the search text, which only the search's WHERE reads. */
const { searchText: _searchOnly, ...productColumns } = getTableColumns(products);
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText'>;

const live = isNull(products.deletedAt);

export interface ProductSearch {
  q?: string | undefined;
  sort: ProductSort;
  page: number;
  limit: number;
}

/** LIKE treats % and _ as wildcards and \\ as the escape: a search for them must match them literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Name or model contains the text, in any case: the stored lower-case `search_text`, which holds both with a
 * newline between them, against the lowered pattern. A text with a newline in it could match across that
 * boundary, so it is checked against each column instead (`acrossFields`).
 */
const matching = (pattern: string | Placeholder, acrossFields: boolean) =>
  acrossFields
    ? or(ilike(products.name, pattern), ilike(products.model, pattern))
    : like(products.searchText, sql`lower(${pattern})`);

/** Each sort: the key it orders by, and which way; ties are broken by id (newest: newest id first). */
const sorts: Record<ProductSort, { key: SQLWrapper; descending: boolean }> = {
  newest: { key: products.createdAt, descending: true },
  'price-asc': { key: products.priceCents, descending: false },
  'price-desc': { key: products.priceCents, descending: true },
  name: { key: sql`lower(${products.name})`, descending: false },
};

/** ORDER BY for `sort`, over the products table or over a set that carries the sort's key and the id. */
const orderBy = (sort: ProductSort, key: SQLWrapper = sorts[sort].key, id: SQLWrapper = products.id) => [
  sorts[sort].descending ? desc(key) : asc(key),
  sort === 'newest' ? desc(id) : asc(id),
];

/** One page of the whole live catalog in the chosen order. */
const catalogPage = (db: Database, search: ProductSearch) =>
  db
    .select(productColumns)
    .from(products)
    .where(live)
    .orderBy(...orderBy(search.sort))
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);

interface IdPageValues {
  pattern: string | Placeholder;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/**
 * The ids on one page of a search, each carrying the number of matches in all. The matches are found once
 * (3+ characters through the trigram index on `search_text`, migration 0006, ADR 011) with only the key the
 * sort needs, then counted and cut. Whole rows are not read here: the caller has most of them already
 * (catalog-service.ts), and reading and shipping whole rows cost the embedded database about as much as finding
 * the matches. (`count(*) over ()` instead made PostgreSQL walk the newest-first index through every product;
 * docs/performance.md has the figures.)
 */
function idPage(db: Database, sort: ProductSort, acrossFields: boolean, values: IdPageValues) {
  const matches = db.$with('matches').as(
    db
      .select({ id: products.id, key: sql`${sorts[sort].key}`.as('sort_key') })
      .from(products)
      .where(and(live, matching(values.pattern, acrossFields))),
  );
  return db
    .with(matches)
    .select({ id: matches.id, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(matches)
    .orderBy(...orderBy(sort, matches.key, matches.id))
    .limit(values.limit)
    .offset(values.offset);
}

const prepare = (db: Database, sort: ProductSort, acrossFields: boolean) =>
  idPage(db, sort, acrossFields, {
    pattern: sql.placeholder('pattern'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
    // No name: node-postgres then sends it as an unnamed statement, planned for each pattern as every other
    // query is (a generic plan cannot know that a 1–2 character pattern gets nothing from the trigram index);
    // PGlite's worker keeps its own parsed statements (ADR 012). What is kept here is the statement drizzle built.
  }).prepare('');

/** Each search shape is built once per database: building it per search was a visible share of the main thread. */
const prepared = new WeakMap<Database, Map<string, ReturnType<typeof prepare>>>();

const searchShape = (search: ProductSearch, q: string) => {
  const acrossFields = q.includes('\n');
  const pattern = likePattern(q);
  const offset = (search.page - 1) * search.limit;
  return { acrossFields, values: { pattern, limit: search.limit, offset } };
};

const countWhere = (db: Database, where: SQL | undefined) =>
  db.select({ total: count() }).from(products).where(where);

/**
 * The statements behind a catalog page, as they run, for tests to EXPLAIN (ADR 011): without a search the
 * page and the count; with one, the ids of the page with the count of matches, and the count alone, which
 * only a page past the end needs (no row carries the count there).
 */
export function productSearchQueries(db: Database, search: ProductSearch) {
  const q = search.q?.trim();
  if (!q) return { page: catalogPage(db, search), total: countWhere(db, live) };
  const { acrossFields, values } = searchShape(search, q);
  return {
    page: idPage(db, search.sort, acrossFields, values),
    total: countWhere(db, and(live, matching(values.pattern, acrossFields))),
  };
}

/** One page of the whole live catalog and the number of live products. */
export async function listProducts(
  db: Database,
  search: ProductSearch,
): Promise<{ rows: ProductRow[]; total: number }> {
  // Its first pages are full, so both statements are needed; side by side.
  const [rows, [counted]] = await Promise.all([catalogPage(db, search), countWhere(db, live)]);
  return { rows, total: counted?.total ?? 0 };
}

/** The ids of one page of live products whose name or model contains `q`, and how many match in all. */
export async function searchProductIds(
  db: Database,
  search: ProductSearch & { q: string },
): Promise<{ ids: string[]; total: number }> {
  const q = search.q.trim();
  const { acrossFields, values } = searchShape(search, q);
  let shapes = prepared.get(db);
  if (!shapes) {
    shapes = new Map();
    prepared.set(db, shapes);
  }
  const key = `${search.sort} ${acrossFields}`;
  let statement = shapes.get(key);
  if (!statement) {
    statement = prepare(db, search.sort, acrossFields);
    shapes.set(key, statement);
  }
  const found = await statement.execute(values);
  const carried = found[0]?.total;
  if (carried !== undefined) return { ids: found.map((row) => row.id), total: carried };
  if (search.page === 1) return { ids: [], total: 0 };
  const [counted] = await countWhere(db, and(live, matching(values.pattern, acrossFields)));
  return { ids: [], total: counted?.total ?? 0 };
}

/** The live products among `ids`, in no particular order. */
export const findProducts = (db: Database, ids: string[]): Promise<ProductRow[]> =>
  db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, ids), live));

export const listRecentProducts = (db: Database, limit: number) =>
  db
    .select(productColumns)
    .from(products)
    .where(live)
    .orderBy(...orderBy('newest'))
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

export async function insertProduct(db: Database, product: typeof products.$inferInsert): Promise<string> {
  const [row] = await db.insert(products).values(product).returning({ id: products.id });
  if (!row) throw new Error('insert into products returned no row');
  return row.id;
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

/**
 * Changes price, stock or minimum order in one statement. When stock or minimum order change, the same
 * statement checks that the minimum order still fits the stock (shared `minOrderFitsStock`: a sold-out product,
 * stock 0, may keep its minimum), so a concurrent order cannot slip between a check and the write. Undefined when there is no such
 * product or the result would break the rule.
 */
export async function updateProductFigures(
  db: Database,
  id: string,
  changes: { priceCents?: number; quantity?: number; minOrder?: number },
): Promise<ProductRow | undefined> {
  const minOrder = changes.minOrder ?? products.minOrder;
  const quantity = changes.quantity ?? products.quantity;
  const fits =
    changes.minOrder === undefined && changes.quantity === undefined
      ? undefined
      : sql`((${minOrder})::int <= (${quantity})::int or (${quantity})::int = 0)`;
  const [row] = await db
    .update(products)
    .set(changes)
    .where(and(eq(products.id, id), live, fits))
    .returning(productColumns);
  return row;
}
