import type { ProductSort } from '@ironvolt/shared/catalog';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  max,
  min,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, images, productSlugs, products } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { insertProductsWithSlugs, type NewProduct } from './catalog-slugs.ts';

/** A product as the catalog reads it: every column but the search text, which only the search's WHERE reads. */
const { searchText: _searchOnly, ...productColumns } = getTableColumns(products);
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText'>;

const live = isNull(products.deletedAt);

/** The catalog's filters as the database reads them: a category's slug, prices in cents, in stock. */
export interface ProductFilters {
  category?: string | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  inStock?: boolean | undefined;
}

export interface ProductSearch extends ProductFilters {
  q?: string | undefined;
  sort: ProductSort;
  page: number;
  limit: number;
}

/**
 * The filters' conditions, leaving out the one a facet counts across (`except`). In stock means that at least
 * a minimum order is left: what a buyer could order now.
 */
export function filterConditions(filters: ProductFilters, except?: 'category' | 'price' | 'inStock'): SQL[] {
  const conditions: SQL[] = [];
  if (filters.category !== undefined && except !== 'category')
    conditions.push(eq(products.categorySlug, filters.category));
  if (except !== 'price') {
    if (filters.minCents !== undefined) conditions.push(gte(products.priceCents, filters.minCents));
    if (filters.maxCents !== undefined) conditions.push(lte(products.priceCents, filters.maxCents));
  }
  if (filters.inStock && except !== 'inStock') conditions.push(inStockCondition);
  return conditions;
}

const inStockCondition = sql`(${products.quantity} > 0 and ${products.quantity} >= ${products.minOrder})`;

/** A search's words: lower case, split at white space, each once; at most SEARCH_WORDS_MAX of them. */
export const searchWords = (q: string): string[] =>
  [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, SEARCH_WORDS_MAX);
const SEARCH_WORDS_MAX = 8;
/** Words this long or longer are still found with one typo (the issue's rule); shorter ones as typed. */
export const TYPO_MIN_LENGTH = 4;
/**
 * Longer words are taken as typed: a word's typo variants grow with its length, and the database compiles them
 * into one expression per search (a 100-letter word took seconds).
 */
export const TYPO_MAX_LENGTH = 20;

/**
 * `text` in ARE regular expression syntax, matching itself literally. Only ASCII is escaped: every metacharacter is
 * ASCII, and a backslash before a character the database's locale counts as alphanumeric (a combining vowel sign,
 * say) is an escape it may not know, an error instead of a search.
 */
const escapeRegex = (text: string) => text.replace(/[^A-Za-z0-9\u{80}-\u{10FFFF}]/gu, (c) => `\\${c}`);

/** One letter, any: never the newline between name and model, so that a match stays inside one of them. */
const ANY = '[^\\n]';

/**
 * A regular expression that finds `word` anywhere in the search text as typed (so a prefix finds while typing)
 * or, for a word of TYPO_MIN_LENGTH to TYPO_MAX_LENGTH letters (letters only: model numbers are typed as they are), with
 * one typo: a letter wrong, missing or extra, or two side by side swapped. One alternation per word, which the
 * trigram index on `search_text` serves (pg_trgm reads the trigrams every branch needs; ADR 029).
 */
export function wordPattern(word: string): string {
  const chars = [...word].map(escapeRegex);
  const variants = new Set([chars.join('')]);
  if (chars.length >= TYPO_MIN_LENGTH && chars.length <= TYPO_MAX_LENGTH && /^\p{L}+$/u.test(word))
    for (let i = 0; i < chars.length; i++) {
      variants.add([...chars.slice(0, i), ANY, ...chars.slice(i + 1)].join('')); // a wrong letter
      variants.add([...chars.slice(0, i), ...chars.slice(i + 1)].join('')); // a letter too many
      // A letter missing (one missing at either end is found by the word without it).
      if (i > 0) variants.add([...chars.slice(0, i), ANY, ...chars.slice(i)].join(''));
      if (i < chars.length - 1)
        variants.add([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join(''));
    }
  return variants.size === 1 ? ([...variants][0] ?? '') : `(${[...variants].join('|')})`;
}

/** Every word of the search is in name or model, each on its own and in any order (as typed or one typo). */
const searchCondition = (q: string): SQL | undefined =>
  and(...searchWords(q).map((word) => sql`${products.searchText} ~ ${wordPattern(word)}`));

/**
 * How well a product matches the search, higher first: the whole search being its name or model outweighs all;
 * then per word, a whole word beats the start of a word, which beats inside a word, which beats a typo.
 */
const relevance = (q: string): SQL => {
  const whole = q.trim().toLowerCase();
  const perWord = searchWords(q).map((word) => {
    const w = escapeRegex(word);
    return sql`(case when ${products.searchText} ~ ${`(^|[^[:alnum:]])${w}([^[:alnum:]]|$)`} then 4
      when ${products.searchText} ~ ${`(^|[^[:alnum:]])${w}`} then 3
      when strpos(${products.searchText}, ${word}) > 0 then 2 else 1 end)`;
  });
  return sql`(case when lower(${products.name}) = ${whole} or lower(${products.model}) = ${whole} then 100 else 0 end
    + ${sql.join(perWord, sql` + `)})`;
};

/** Each sort: the key it orders by, and which way; ties are broken by id (newest: newest id first). */
const sorts: Record<Exclude<ProductSort, 'relevance'>, { key: SQLWrapper; descending: boolean }> = {
  newest: { key: products.createdAt, descending: true },
  'price-asc': { key: products.priceCents, descending: false },
  'price-desc': { key: products.priceCents, descending: true },
  name: { key: sql`lower(${products.name})`, descending: false },
};

/** Relevance needs a search; without one it is the catalog's default order. */
const listSort = (sort: ProductSort) => (sort === 'relevance' ? 'newest' : sort);

/** ORDER BY for `sort`, over the products table or over a set that carries the sort's key and the id. */
const orderBy = (sort: ProductSort, key?: SQLWrapper, id: SQLWrapper = products.id) => {
  const by = listSort(sort);
  return [
    sorts[by].descending ? desc(key ?? sorts[by].key) : asc(key ?? sorts[by].key),
    by === 'newest' ? desc(id) : asc(id),
  ];
};

/** One page of the live catalog, filtered, in the chosen order. */
const catalogPage = (db: Database, search: ProductSearch) =>
  db
    .select(productColumns)
    .from(products)
    .where(and(live, ...filterConditions(search)))
    .orderBy(...orderBy(search.sort))
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);

/**
 * The ids on one page of a search, each carrying the number of matches in all. The matches are found once
 * (through the trigram index on `search_text`, migration 0006, ADR 011 and 029) with only the keys the order
 * needs, then counted and cut. Whole rows are not read here: the caller has most of them already
 * (catalog-service.ts), and reading and shipping whole rows cost the embedded database about as much as finding
 * the matches. (`count(*) over ()` instead made PostgreSQL walk the newest-first index through every product;
 * docs/performance.md has the figures.) By relevance, equal scores go newest first.
 */
function idPage(db: Database, search: ProductSearch & { q: string }) {
  const byRelevance = search.sort === 'relevance';
  const key = byRelevance ? relevance(search.q) : sorts[listSort(search.sort)].key;
  const matches = db.$with('matches').as(
    db
      .select({
        id: products.id,
        key: sql`${key}`.as('sort_key'),
        createdAt: sql`${products.createdAt}`.as('created_at'),
      })
      .from(products)
      .where(and(live, searchCondition(search.q), ...filterConditions(search))),
  );
  return db
    .with(matches)
    .select({ id: matches.id, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(matches)
    .orderBy(
      ...(byRelevance
        ? [desc(matches.key), desc(matches.createdAt), desc(matches.id)]
        : orderBy(search.sort, matches.key, matches.id)),
    )
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
}

const countWhere = (db: Database, where: SQL | undefined) =>
  db.select({ total: count() }).from(products).where(where);

/**
 * The statements behind a catalog page, as they run, for tests to EXPLAIN (ADR 011): without a search the
 * page and the count; with one, the ids of the page with the count of matches, and the count alone, which
 * only a page past the end needs (no row carries the count there).
 */
export function productSearchQueries(db: Database, search: ProductSearch) {
  const q = search.q?.trim();
  const filters = filterConditions(search);
  if (!q) return { page: catalogPage(db, search), total: countWhere(db, and(live, ...filters)) };
  return {
    page: idPage(db, { ...search, q }),
    total: countWhere(db, and(live, searchCondition(q), ...filters)),
  };
}

/** One page of the whole live catalog and the number of live products. */
export async function listProducts(
  db: Database,
  search: ProductSearch,
): Promise<{ rows: ProductRow[]; total: number }> {
  // Its first pages are full, so both statements are needed; side by side.
  const [rows, [counted]] = await Promise.all([
    catalogPage(db, search),
    countWhere(db, and(live, ...filterConditions(search))),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The ids of one page of live products matching every word of `q` (and the filters), and how many in all. */
export async function searchProductIds(
  db: Database,
  search: ProductSearch & { q: string },
): Promise<{ ids: string[]; total: number }> {
  const q = search.q.trim();
  const found = await idPage(db, { ...search, q });
  const carried = found[0]?.total;
  if (carried !== undefined) return { ids: found.map((row) => row.id), total: carried };
  if (search.page === 1) return { ids: [], total: 0 };
  const [counted] = await countWhere(db, and(live, searchCondition(q), ...filterConditions(search)));
  return { ids: [], total: counted?.total ?? 0 };
}

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

/**
 * The figures behind the facets: live products matching `q` counted per category under every filter but the
 * category; the lowest and highest price under every filter but the price; the count under every filter and
 * in stock. Three statements, side by side.
 */
export async function productFacetFigures(
  db: Database,
  q: string | undefined,
  filters: ProductFilters,
): Promise<{
  byCategory: Map<string, number>;
  minCents: number | null;
  maxCents: number | null;
  inStock: number;
}> {
  const trimmed = q?.trim();
  const base = trimmed ? [live, searchCondition(trimmed)] : [live];
  const [byCategory, [range], [stocked]] = await Promise.all([
    db
      .select({ slug: products.categorySlug, count: count() })
      .from(products)
      .where(and(...base, ...filterConditions(filters, 'category')))
      .groupBy(products.categorySlug),
    db
      .select({ min: min(products.priceCents), max: max(products.priceCents) })
      .from(products)
      .where(and(...base, ...filterConditions(filters, 'price'))),
    db
      .select({ count: count() })
      .from(products)
      .where(and(...base, ...filterConditions(filters), inStockCondition)),
  ]);
  return {
    byCategory: new Map(byCategory.map((row) => [row.slug, row.count])),
    minCents: range?.min ?? null,
    maxCents: range?.max ?? null,
    inStock: stocked?.count ?? 0,
  };
}

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

/**
 * Changes what the admin edits in one statement. When stock or minimum order change, the same
 * statement checks that the minimum order still fits the stock (shared `minOrderFitsStock`: a sold-out product,
 * stock 0, may keep its minimum), so a concurrent order cannot slip between a check and the write. Undefined when there is no such
 * product or the result would break the rule.
 */
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
      | 'priceTiers'
      | 'categorySlug'
    >
  >,
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
  for (let start = 0; start < valid.length; start += 1000)
    await db
      .update(images)
      .set({ unreferencedSince: null })
      .where(inArray(images.id, valid.slice(start, start + 1000)));
}

/** Adds many products with their slugs, a thousand per statement; answers their ids in the order given. */
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
  for (let start = 0; start < ordered.length; start += 1000) {
    const rows = await db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(inArray(products.id, ordered.slice(start, start + 1000)))
      .orderBy(asc(products.id))
      .for('update');
    for (const row of rows) changed.set(row.id, row.updatedAt);
  }
  return changed;
}

/**
 * Sets the catalog fields of many live products at once, a thousand per statement. A new main image takes the
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
    | 'priceTiers'
    | 'categorySlug'
  > & { model: string })[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = JSON.stringify(
      rows.slice(start, start + 1000).map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        image: row.image,
        price_cents: row.priceCents,
        quantity: row.quantity,
        min_order: row.minOrder,
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
          category_slug = v.category_slug, updated_at = now()
      from jsonb_to_recordset(${batch}::jsonb) as v(id uuid, name text, slug text, description text, image text,
        price_cents integer, quantity integer, min_order integer, price_tiers jsonb, category_slug text)
      where p.id = v.id and p.deleted_at is null`);
  }
}
