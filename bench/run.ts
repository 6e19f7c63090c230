// `npm run bench [-- --quick] [-- --no-lighthouse]`: builds, seeds a fresh shop of 10,000 products, 1,000
// customers, 50,000 orders and 5,000 reviews, drives every listed endpoint with autocannon from this process
// against the production server, measures a bare node:http ceiling with the same bytes, and prints a table
// (bench/results.json keeps it). PGlite always; PostgreSQL too when DATABASE_URL is set (in a database of its
// own, created and dropped here). docs/performance.md explains the numbers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { en, Faker } from '@faker-js/faker';
import pg from 'pg';
import type { DatabaseConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { analyzeTables } from '../apps/api/src/db/statistics.ts';
import { CHROMIUM_PATH } from '../scripts/chromium.ts';
import { BENCH_PASSWORD, FULL_SIZES, type Generated, generate, SCARCE_PRODUCTS } from './generate.ts';
import { type LighthouseResult, runLighthouse } from './lighthouse.ts';
import { drive, type Endpoint, type LoadOptions, type LoadResult } from './load.ts';
import { type CapturedAnswer, root, type Shop, startCeiling, startShop } from './processes.ts';
import { type DatabaseRun, type EndpointRun, evaluate, printReport } from './report.ts';
import { verifyOrders } from './verify.ts';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    /** Only this database: pglite or postgres (default: PGlite, and PostgreSQL when DATABASE_URL is set). */
    only: { type: 'string' },
    /** Only the endpoints whose name contains this text, e.g. --endpoint addOrder (while tuning one). */
    endpoint: { type: 'string' },
  },
});

const quick = flags.quick;
const plan = {
  connections: 50,
  warmupSeconds: quick ? 1 : 3,
  seconds: quick ? 2 : 10,
  ceilingSeconds: quick ? 2 : 10,
  signedInCustomers: quick ? 50 : 100,
  lighthouseRuns: quick ? 1 : 3,
};
let lighthouse: LighthouseResult[] = [];
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 4510);
const CEILING_PORT = SHOP_PORT + 1;

function build() {
  console.info('Building...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** A fresh database per run: a new PGlite folder, or a new PostgreSQL database next to DATABASE_URL's. */
async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<{
  config: DatabaseConfig;
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-bench-'));
    return {
      config: { kind: 'pglite', dataDir },
      env: { DATA_DIR: dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = process.env.DATABASE_URL ?? '';
  const name = 'ironvolt_bench';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function seed(config: DatabaseConfig): Promise<{ generated: Generated; ms: number }> {
  const started = performance.now();
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    const generated = await generate(handle.db, FULL_SIZES);
    // As after any bulk load: statistics now, not whenever autovacuum next looks (PGlite has none).
    await analyzeTables(handle.db);
    return { generated, ms: Math.round(performance.now() - started) };
  } finally {
    await handle.close();
  }
}

async function signIn(baseUrl: string, emails: string[]): Promise<{ email: string; token: string }[]> {
  const signedIn: { email: string; token: string }[] = [];
  // a few at a time: each sign-in is an argon2 verification
  for (let start = 0; start < emails.length; start += 4) {
    const batch = emails.slice(start, start + 4);
    const tokens = await Promise.all(
      batch.map(async (email) => {
        const response = await fetch(`${baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: BENCH_PASSWORD }),
        });
        if (!response.ok)
          throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
        return ((await response.json()) as { accessToken: string }).accessToken;
      }),
    );
    batch.forEach((email, index) => {
      signedIn.push({ email, token: tokens[index] ?? '' });
    });
  }
  return signedIn;
}

function endpoints(
  generated: Generated,
  callers: { email: string; token: string }[],
  assetPath: string,
): Endpoint[] {
  const faker = new Faker({ locale: [en] });
  faker.seed(7);
  const ids = generated.products.map((p) => p.id);
  // Search terms a shopper might type: 3–6 letters out of real names and models, many distinct, so that most
  // searches miss the read cache and reach the database.
  const terms = Array.from({ length: 20_000 }, () => {
    const product = faker.helpers.arrayElement(generated.products);
    const source = faker.datatype.boolean() ? product.name : product.model;
    const length = faker.number.int({ min: 3, max: 6 });
    const start = faker.number.int({ min: 0, max: Math.max(0, source.length - length) });
    return source.slice(start, start + length).trim() || source;
  });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return [
    {
      name: 'GET /api/products',
      group: 'catalog',
      method: 'GET',
      next: () => ({ path: `/api/products?page=${faker.number.int({ min: 1, max: 20 })}&limit=24` }),
      expected: [200],
    },
    {
      name: 'GET /api/products?q=',
      group: 'search',
      method: 'GET',
      next: () => ({
        path: `/api/products?q=${encodeURIComponent(faker.helpers.arrayElement(terms))}&limit=24`,
      }),
      expected: [200],
    },
    {
      name: 'GET /api/product/:id',
      group: 'catalog',
      method: 'GET',
      next: () => ({ path: `/api/product/${faker.helpers.arrayElement(ids)}` }),
      expected: [200],
    },
    {
      name: 'GET /api/recentProducts',
      group: 'catalog',
      method: 'GET',
      next: () => ({ path: '/api/recentProducts' }),
      expected: [200],
    },
    {
      name: 'GET /api/reviews',
      group: 'catalog',
      method: 'GET',
      next: () => ({ path: '/api/reviews' }),
      expected: [200],
    },
    { name: 'GET /', group: 'web', method: 'GET', next: () => ({ path: '/' }), expected: [200] },
    {
      name: 'GET /assets/index-*.js',
      group: 'web',
      method: 'GET',
      next: () => ({ path: assetPath }),
      expected: [200],
    },
    {
      name: 'GET /api/myOrder/:email',
      group: 'signed-in',
      method: 'GET',
      next: () => {
        const caller = faker.helpers.arrayElement(callers);
        return { path: `/api/myOrder/${encodeURIComponent(caller.email)}`, headers: bearer(caller.token) };
      },
      expected: [200],
    },
    {
      name: 'POST /api/addOrder',
      group: 'order',
      method: 'POST',
      next: () => {
        const caller = faker.helpers.arrayElement(callers);
        const product = faker.helpers.arrayElement(generated.orderable);
        return {
          path: '/api/addOrder',
          headers: bearer(caller.token),
          body: JSON.stringify({
            productId: product.id,
            amount: product.minOrder,
            address: '1 Bench Street',
          }),
        };
      },
      // 409: one of the scarce products has sold out
      expected: [201, 409],
    },
  ];
}

/** One real answer of the endpoint, for the ceiling server to repeat. */
async function capture(baseUrl: string, endpoint: Endpoint): Promise<CapturedAnswer> {
  const next = endpoint.next();
  const response = await fetch(`${baseUrl}${next.path}`, {
    method: endpoint.method,
    headers: {
      ...next.headers,
      ...(next.body ? { 'content-type': 'application/json' } : {}),
      'accept-encoding': 'identity',
    },
    ...(next.body ? { body: next.body } : {}),
  });
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'cache-control', 'etag']) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return { status: response.status, headers, body };
}

const countStatus = (results: LoadResult[], status: number) =>
  results.reduce((sum, r) => sum + (r.statuses[String(status)] ?? 0), 0);

/**
 * Waits until the server answers /api/health promptly again: requests a run left in flight (up to one per
 * connection, each maybe a slow query) must not be counted against the next run.
 */
async function settle(baseUrl: string) {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`);
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseRun> {
  console.info(`\n== ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} ==`);
  const database = await freshDatabase(kind);
  let shop: Shop | undefined;
  try {
    const { generated, ms: seedMs } = await seed(database.config);
    console.info(
      `Seeded ${generated.sizes.products} products, ${generated.sizes.customers} customers, ` +
        `${generated.sizes.orders} orders, ${generated.sizes.reviews} reviews in ${(seedMs / 1000).toFixed(1)} s`,
    );
    shop = await startShop(
      {
        ...database.env,
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        // The order run places thousands of unpaid orders per customer and signs 100 customers in at once.
        MAX_UNPAID_ORDERS: '1000000',
        LOGIN_IP_RATE_LIMIT: '100000',
      },
      SHOP_PORT,
    );
    const startMs = shop.startMs;
    const atStart = await shop.readProbe();
    console.info(`Server answering ${(startMs / 1000).toFixed(2)} s after launch (existing database)`);

    const callers = await signIn(
      shop.baseUrl,
      generated.customers.slice(0, plan.signedInCustomers).map((c) => c.email),
    );
    const html = await (await fetch(`${shop.baseUrl}/`)).text();
    const assetPath = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    if (!assetPath) throw new Error('index.html names no /assets/index-*.js');

    const runs: EndpointRun[] = [];
    const captured = new Map<string, CapturedAnswer>();
    const options: LoadOptions = { connections: plan.connections, seconds: plan.seconds };
    let orderResults: LoadResult[] = [];
    let orderStart = new Date();
    const chosen = endpoints(generated, callers, assetPath).filter(
      (e) => !flags.endpoint || e.name.includes(flags.endpoint),
    );
    for (const endpoint of chosen) {
      if (endpoint.group === 'order') orderStart = new Date(Date.now() - 1000);
      captured.set(endpoint.name, await capture(shop.baseUrl, endpoint));
      const warmup = await drive(shop.baseUrl, endpoint, { ...options, seconds: plan.warmupSeconds });
      await settle(shop.baseUrl);
      await shop.resetProbe();
      const result = await drive(shop.baseUrl, endpoint, options);
      const probe = await shop.readProbe();
      if (endpoint.group === 'order') orderResults = [warmup, result];
      await settle(shop.baseUrl);
      runs.push({
        name: endpoint.name,
        group: endpoint.group,
        ...result,
        eventLoopDelayP99Ms: probe.eventLoopDelay.p99,
        rssMb: probe.rssMb,
        peakRssMb: probe.peakRssMb,
        heapTotalMb: probe.heapTotalMb,
        externalMb: probe.externalMb,
        ceilingRequestsPerSecond: 0,
      });
      console.info(
        `${endpoint.name.padEnd(26)} ${String(result.requestsPerSecond).padStart(6)} req/s  ` +
          `p99 ${result.latencyMs.p99} ms  errors ${result.errors}`,
      );
    }

    // The front end, on the embedded database's run: the same server, the seeded catalog, a signed-in customer.
    if (kind === 'pglite' && !flags['no-lighthouse']) {
      console.info('Lighthouse...');
      lighthouse = await runLighthouse({
        baseUrl: shop.baseUrl,
        productId: generated.orderable[SCARCE_PRODUCTS]?.id ?? '',
        token: callers[0]?.token ?? '',
        runs: plan.lighthouseRuns,
      });
    }

    const peak = await shop.readProbe();
    await shop.stop();
    shop = undefined;

    // Orders that answered 201 are in the database, each took its stock, and no product went below zero.
    const created =
      countStatus(orderResults, 201) + (captured.get('POST /api/addOrder')?.status === 201 ? 1 : 0);
    const orders = await verifyOrders(database.config, generated, orderStart, created);

    const ceiling = await startCeiling(CEILING_PORT);
    try {
      for (const run of runs) {
        const answer = captured.get(run.name);
        if (!answer) continue;
        await ceiling.serve(answer);
        const endpoint: Endpoint = {
          name: run.name,
          group: run.group,
          method: run.group === 'order' ? 'POST' : 'GET',
          next: () => ({
            path: '/',
            ...(run.group === 'order' ? { body: '{"productId":"x","amount":1}' } : {}),
          }),
          expected: [answer.status],
        };
        await drive(ceiling.baseUrl, endpoint, { ...options, seconds: 1 });
        const bare = await drive(ceiling.baseUrl, endpoint, { ...options, seconds: plan.ceilingSeconds });
        run.ceilingRequestsPerSecond = bare.requestsPerSecond;
      }
    } finally {
      await ceiling.stop();
    }

    return {
      database: kind,
      seedMs,
      startMs,
      rssAtStartMb: atStart.rssMb,
      peakRssMb: peak.peakRssMb,
      endpoints: runs,
      orders,
    };
  } finally {
    await shop?.stop();
    await database.drop();
  }
}

async function main() {
  const started = performance.now();
  const available: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const kinds = available.filter((kind) => !flags.only || kind === flags.only);
  if (kinds.length === 0)
    throw new Error(`--only ${flags.only}: not pglite, or postgres without DATABASE_URL`);
  // Said before ten minutes of building, seeding and load, not after them.
  if (kinds.includes('pglite') && !flags['no-lighthouse'] && !fs.existsSync(CHROMIUM_PATH))
    throw new Error(
      `Lighthouse needs Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or CHROME_PATH for another); ` +
        'or run the bench with --no-lighthouse',
    );
  if (!flags['no-build']) build();
  const databases: DatabaseRun[] = [];
  for (const kind of kinds) databases.push(await benchDatabase(kind));

  const cpus = os.cpus();
  const results = {
    date: new Date().toISOString(),
    quick,
    plan,
    machine: {
      cpu: cpus[0]?.model ?? 'unknown',
      cores: cpus.length,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
    },
    sizes: FULL_SIZES,
    databases,
    lighthouse,
    targets: evaluate(databases, lighthouse),
    seconds: Math.round((performance.now() - started) / 1000),
  };
  fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  const broken = databases.some(
    (d) => d.orders.oversold > 0 || d.orders.missing !== 0 || d.orders.stockMismatches > 0,
  );
  process.exitCode = broken ? 1 : 0;
}

await main();
