import type { ProductSort } from '@ironvolt/shared/catalog';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNull,
  like,
  or,
  type SQL,
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
 * Name or model contains the text, in any case. `search_text` holds both, lowered, with a newline between them;
 * a text with a newline in it could match across that boundary, so it is checked against each column instead.
 */
const matching = (q: string) =>
  q.includes('\n')
    ? or(ilike(products.name, likePattern(q)), ilike(products.model, likePattern(q)))
    : like(products.searchText, sql`lower(${likePattern(q)})`);

const orderings: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  'price-asc': [asc(products.priceCents), asc(products.id)],
  'price-desc': [desc(products.priceCents), asc(products.id)],
  name: [asc(sql`lower(${products.name})`), asc(products.id)],
};

/**
 * The two statements behind a catalog page: one page of live products matching the search, and how many match
 * in all. Split out so that tests can EXPLAIN exactly what runs. The search is case-insensitive in name or
 * model: the stored lower-case `search_text` against the lowered pattern; 3+ characters are served by its
 * trigram index (migration 0006, ADR 011).
 */
export function productSearchQueries(db: Database, search: ProductSearch) {
  const q = search.q?.trim();
  const where = q ? and(live, matching(q)) : live;
  return {
    rows: db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...orderings[search.sort])
      .limit(search.limit)
      .offset((search.page - 1) * search.limit),
    total: db.select({ total: count() }).from(products).where(where),
  };
}

/**
 * One page of live products matching the search, and how many match in all. A search's page that is not full
 * and not past the end tells the total by itself, so only a full page (or an empty one past the end) is
 * counted: most searches for a model number find a handful and cost one statement, not two.
 */
export async function searchProducts(
  db: Database,
  search: ProductSearch,
): Promise<{ rows: ProductRow[]; total: number }> {
  const queries = productSearchQueries(db, search);
  if (!search.q?.trim()) {
    // The whole catalog: its first pages are full, so both statements are needed; side by side.
    const [rows, [counted]] = await Promise.all([queries.rows, queries.total]);
    return { rows, total: counted?.total ?? 0 };
  }
  const rows = await queries.rows;
  const before = (search.page - 1) * search.limit;
  if (rows.length < search.limit && (rows.length > 0 || before === 0))
    return { rows, total: before + rows.length };
  const [counted] = await queries.total;
  return { rows, total: counted?.total ?? 0 };
}

export const listRecentProducts = (db: Database, limit: number) =>
  db
    .select(productColumns)
    .from(products)
    .where(live)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);

export async function findProduct(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), live))
    .limit(1);
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
 * statement checks that the minimum order still fits the stock (a sold-out product, stock 0, may keep its
 * minimum), so a concurrent order cannot slip between a check and the write. Undefined when there is no such
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
