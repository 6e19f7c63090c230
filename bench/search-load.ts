// GET /api/products under load on a catalog of 10,000 products, past the read cache (ADR 011):
//   npx tsx bench/search-load.ts                      # PGlite in a fresh data folder
//   npx tsx bench/search-load.ts postgres://postgres@127.0.0.1:5432/test
// Starts the real server in a child process; LOAD_CONCURRENCY (default 10) clients send requests for
// LOAD_SECONDS (default 20). A unique `n` parameter makes every URL new, so each request reaches the database.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { insertCatalog } from '../apps/api/test/factories.ts';
import { createDatabase } from '../apps/api/test/postgres.ts';
import {
  freePort,
  startServer,
  stopAllProcesses,
  tempDir,
  waitForServing,
} from '../apps/api/test/processes.ts';

const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 10);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const url = process.argv[2];

const mixes: Record<string, string[]> = {
  '3+ characters': [
    'q=drill',
    'q=grinder',
    'q=heat%20gun',
    'q=36-0',
    'q=brushless',
    'q=zzzz',
    'q=saw&sort=name',
  ],
  '1-2 characters': ['q=d', 'q=dr', 'q=x'],
  'no search': ['', 'page=2', 'page=400', 'sort=price-asc'],
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const summary = (took: number[]) => {
  const sorted = [...took].sort((a, b) => a - b);
  return `${String(sorted.length).padStart(6)} requests  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`;
};

const dataDir = tempDir();
let databaseUrl: string | undefined;
let drop = async () => {};
if (url) {
  const database = await createDatabase(url, { prefix: 'ironvolt_load' });
  databaseUrl = database.url;
  drop = database.drop;
}
try {
  const handle = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
  );
  await migrateDatabase(handle);
  await insertCatalog(handle.db, 10_000);
  await handle.close();

  const port = await freePort();
  const run = startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  await waitForServing(run);

  const took: Record<string, number[]> = Object.fromEntries(Object.keys(mixes).map((k) => [k, []]));
  const all = Object.entries(mixes).flatMap(([kind, queries]) => queries.map((q) => [kind, q] as const));
  let n = 0;
  let failures = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const [kind, query] = all[n % all.length] ?? ['no search', ''];
        n++;
        const start = performance.now();
        const res = await fetch(`http://127.0.0.1:${port}/api/products?${query}&n=${n}`);
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
        took[kind]?.push(performance.now() - start);
      }
    }),
  );
  console.info(
    `${databaseUrl ? 'postgres' : 'pglite'}: ${CONCURRENCY} clients for ${SECONDS} s, ${failures} failures`,
  );
  for (const [kind, times] of Object.entries(took)) console.info(`${kind.padEnd(16)} ${summary(times)}`);
  console.info(`${'all'.padEnd(16)} ${summary(Object.values(took).flat())}`);
} finally {
  stopAllProcesses();
  await drop();
}
