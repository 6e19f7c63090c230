// Times what a catalog page costs the database on a miss of the read cache, on 10,000 products, with the
// search indexes (migrations 0004 and 0006) and without them (ADR 011), and prints the EXPLAIN of each shape:
//   npx tsx apps/api/test/search-bench.ts                      # PGlite in memory
//   npx tsx apps/api/test/search-bench.ts postgres://postgres@127.0.0.1:5432/test
// BENCH_PRODUCTS, BENCH_RUNS and BENCH_PLANS (names of the cases whose EXPLAIN is printed, comma-separated) adjust it.
// With a PostgreSQL URL it creates a database of its own (the user needs CREATEDB) and drops it at the end.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import {
  listProducts,
  type ProductSearch,
  productSearchQueries,
  searchProductIds,
} from '../src/features/catalog/catalog-repository.ts';
import { explain } from './explain.ts';
import { insertCatalog } from './factories.ts';
import { createDatabase } from './postgres.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const url = process.argv[2];

const cases: [string, ProductSearch][] = [
  ['q=d (1 char)', { q: 'd', sort: 'newest', page: 1, limit: 24 }],
  ['q=dr (2 chars)', { q: 'dr', sort: 'newest', page: 1, limit: 24 }],
  ['q=drill (10%)', { q: 'drill', sort: 'newest', page: 1, limit: 24 }],
  ['q=drill sort=name', { q: 'drill', sort: 'name', page: 1, limit: 24 }],
  ['q=36-0042 (model, 10 rows)', { q: '36-0042', sort: 'newest', page: 1, limit: 24 }],
  ['q=zzzz (none)', { q: 'zzzz', sort: 'newest', page: 1, limit: 24 }],
  // The forgiving search (ADR 029): by relevance, a typo, a prefix, two words in another order.
  ['q=drill by relevance', { q: 'drill', sort: 'relevance', page: 1, limit: 24 }],
  ['q=dril (typo)', { q: 'dril', sort: 'relevance', page: 1, limit: 24 }],
  ['q=grindr (typo)', { q: 'grindr', sort: 'relevance', page: 1, limit: 24 }],
  ['q=osc (prefix)', { q: 'osc', sort: 'relevance', page: 1, limit: 24 }],
  ['q=sander orbit (2 words)', { q: 'sander orbit', sort: 'relevance', page: 1, limit: 24 }],
  ['q=hevy dutty jigsaw (2 typos)', { q: 'hevy dutty jigsaw', sort: 'relevance', page: 1, limit: 24 }],
  ['no q, page 1', { sort: 'newest', page: 1, limit: 24 }],
  ['no q, page 400', { sort: 'newest', page: 400, limit: 24 }],
  ['no q, sort=name page 1', { sort: 'name', page: 1, limit: 24 }],
];
const shown = new Set(
  (process.env.BENCH_PLANS ?? 'q=d (1 char),q=drill (10%),q=zzzz (none),no q, page 1,no q, page 400').split(
    /,(?=q=|no q)/,
  ),
);

/** What a cache miss runs: a search reads the ids of its page (the rows are mostly in the record cache). */
const searchProducts = (db: DatabaseHandle['db'], search: ProductSearch) =>
  search.q ? searchProductIds(db, { ...search, q: search.q }) : listProducts(db, search);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function time(handle: DatabaseHandle, search: ProductSearch) {
  for (let i = 0; i < 10; i++) await searchProducts(handle.db, search);
  const took: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await searchProducts(handle.db, search);
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return `median ${percentile(took, 50).toFixed(2)} ms, p99 ${percentile(took, 99).toFixed(2)} ms`;
}

async function round(handle: DatabaseHandle, label: string) {
  console.info(`\n## ${label}`);
  for (const [name, search] of cases) {
    const { total } = await searchProducts(handle.db, search);
    console.info(`${name.padEnd(30)} ${String(total).padStart(6)} matches  ${await time(handle, search)}`);
  }
  for (const [name, search] of cases.filter(([n]) => shown.has(n))) {
    const queries = productSearchQueries(handle.db, search);
    console.info(
      `\n### ${name}: rows\n${(await explain(handle.db, queries.page, { analyze: true })).join('\n')}`,
    );
    console.info(
      `### ${name}: total\n${(await explain(handle.db, queries.total, { analyze: true })).join('\n')}`,
    );
  }
}

let drop = async () => {};
let handle: DatabaseHandle;
if (url) {
  const database = await createDatabase(url, { prefix: 'ironvolt_bench' });
  handle = await openDatabase({ kind: 'postgres', url: database.url });
  drop = database.drop;
} else {
  handle = await openDatabase({ kind: 'pglite', dataDir: ':memory:' });
}
try {
  await migrateDatabase(handle);
  const start = performance.now();
  await insertCatalog(handle.db, PRODUCTS);
  await handle.db.execute(sql`analyze products`);
  console.info(
    `${handle.kind}: ${PRODUCTS} products inserted and analyzed in ${(performance.now() - start).toFixed(0)} ms`,
  );
  await round(handle, 'with the search indexes (migrations 0004 and 0006)');
  // The same statements with no index to serve them: every search reads and sorts the table.
  await handle.db.execute(sql`drop index products_search_trgm_idx`);
  await handle.db.execute(sql`drop index products_live_newest_idx`);
  await handle.db.execute(sql`analyze products`);
  await round(handle, 'without the search indexes');
} finally {
  await handle.close();
  await drop();
}
