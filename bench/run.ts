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
import { CHROMIUM_PATH } from '../scripts/chromium.ts';
import { benchCatalogImport } from './catalog-import.ts';
import { endpoints } from './endpoints.ts';
import { FULL_SIZES, SCARCE_PRODUCTS } from './generate.ts';
import { benchInstances } from './instances.ts';
import { type LighthouseResult, runLighthouse } from './lighthouse.ts';
import { drive, type Endpoint, type LoadOptions, type LoadResult } from './load.ts';
import { type CapturedAnswer, root, type Shop, startCeiling, startShop } from './processes.ts';
import { type DatabaseRun, type EndpointRun, evaluate, printReport } from './report.ts';
import { benchScale } from './scale.ts';
import { benchSearchIndex } from './search-index.ts';
import {
  assetPathOf,
  BENCH_SHOP_ENV,
  drainMail,
  fillCarts,
  freshDatabase,
  makeAdmin,
  makeCompanyMembers,
  seed,
  settle,
  signIn,
} from './setup.ts';
import { verifyOrders } from './verify.ts';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    /** Only this database: pglite or postgres (default: PGlite, and PostgreSQL when DATABASE_URL is set). */
    only: { type: 'string' },
    /** Only the endpoints whose name contains this text, or one of these comma-separated texts, e.g. --endpoint
        addOrder (while tuning one) or --endpoint 'GET /tools/,GET /allProducts' (the pages, anonymous and member). */
    endpoint: { type: 'string' },
    /** Instead of the per-database runs: two instances behind nginx, and one killed mid-run (bench/instances.ts). */
    instances: { type: 'boolean', default: false },
    /** Instead of the per-database runs: the cost curve at these catalog sizes (bench/scale.ts). */
    scale: { type: 'boolean', default: false },
    /** Instead of the per-database runs: a 10,000-row catalog CSV previewed, imported and exported back; then
        the shop's answers while the largest import allowed runs. */
    'catalog-import': { type: 'boolean', default: false },
    /** Instead of the per-database runs: the search index alone, in this process, at the sizes of --sizes. */
    'search-index': { type: 'boolean', default: false },
    /** The catalog sizes of --scale and --search-index, comma-separated. */
    sizes: { type: 'string', default: '1000,10000,100000' },
  },
});

const quick = flags.quick;
const plan = {
  connections: 50,
  warmupSeconds: quick ? 1 : 3,
  seconds: quick ? 2 : 10,
  ceilingSeconds: quick ? 2 : 10,
  signedInCustomers: quick ? 50 : 100,
  companyMembers: 10,
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

/** One real answer of the endpoint, for the ceiling server to repeat. */
async function capture(baseUrl: string, endpoint: Endpoint): Promise<CapturedAnswer> {
  const next = endpoint.next({});
  const response = await fetch(`${baseUrl}${next.path}`, {
    method: next.method ?? endpoint.method,
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
    // The customer after the signed-in ones reads the mail outbox's count between runs (drainMail).
    const mailReader = generated.customers[plan.signedInCustomers]?.email;
    if (!mailReader) throw new Error('the bench needs one customer more than it signs in');
    await makeAdmin(database.config, mailReader);
    // The customers after it belong to a company with its own prices: their pages are rendered for them.
    const memberEmails = generated.customers
      .slice(plan.signedInCustomers + 1, plan.signedInCustomers + 1 + plan.companyMembers)
      .map((customer) => customer.email);
    await makeCompanyMembers(database.config, memberEmails);
    shop = await startShop({ ...database.env, ...BENCH_SHOP_ENV }, SHOP_PORT);
    const startMs = shop.startMs;
    const atStart = await shop.readProbe();
    console.info(`Server answering ${(startMs / 1000).toFixed(2)} s after launch (existing database)`);

    const callers = await signIn(
      shop.baseUrl,
      generated.customers.slice(0, plan.signedInCustomers).map((c) => c.email),
    );
    const adminToken = (await signIn(shop.baseUrl, [mailReader]))[0]?.token;
    if (!adminToken) throw new Error(`the sign-in of ${mailReader} gave no token`);
    const members = await signIn(shop.baseUrl, memberEmails);
    await fillCarts(shop.baseUrl, callers, generated);
    const html = await (await fetch(`${shop.baseUrl}/`)).text();
    const assetPath = assetPathOf(html);
    const firstProduct = generated.products[0]?.id ?? '';
    const { slug: toolSlug } = (await (
      await fetch(`${shop.baseUrl}/api/product/${firstProduct}`)
    ).json()) as {
      slug: string;
    };
    // A member's page is rendered for them (their price) and marked as theirs alone, or the run measures the cache.
    const memberPage = await fetch(`${shop.baseUrl}/tools/${toolSlug}`, {
      headers: { cookie: `ironvolt_session=${members[0]?.token ?? ''}` },
    });
    if (!memberPage.headers.get('cache-control')?.includes('private'))
      throw new Error(
        `a member's tool page answered cache-control ${memberPage.headers.get('cache-control')}`,
      );

    const runs: EndpointRun[] = [];
    const captured = new Map<string, CapturedAnswer>();
    const options: LoadOptions = { connections: plan.connections, seconds: plan.seconds };
    const orderResults: LoadResult[] = [];
    let orderStart: Date | undefined;
    const picked = flags.endpoint?.split(',') ?? [];
    const chosen = endpoints(generated, callers, assetPath, toolSlug, members).filter(
      (e) => picked.length === 0 || picked.some((part) => e.name.includes(part)),
    );
    for (const endpoint of chosen) {
      const ordering = endpoint.group === 'order';
      if (ordering) orderStart ??= new Date(Date.now() - 1000);
      captured.set(endpoint.name, await capture(shop.baseUrl, endpoint));
      const warmup = await drive(shop.baseUrl, endpoint, { ...options, seconds: plan.warmupSeconds });
      await settle(shop.baseUrl);
      await shop.resetProbe();
      const result = await drive(shop.baseUrl, endpoint, options);
      const probe = await shop.readProbe();
      if (ordering) orderResults.push(warmup, result);
      await settle(shop.baseUrl);
      const mailDrainSeconds = ordering ? await drainMail(shop.baseUrl, adminToken) : 0;
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
        ...(ordering ? { mailDrainSeconds } : {}),
      });
      console.info(
        `${endpoint.name.padEnd(26)} ${String(result.requestsPerSecond).padStart(6)} req/s  ` +
          `p99 ${result.latencyMs.p99} ms  errors ${result.errors}` +
          (ordering ? `  its mails sent ${mailDrainSeconds} s after` : ''),
      );
    }

    // The front end, on the embedded database's run: the same server, the seeded catalog, a signed-in customer.
    if (kind === 'pglite' && !flags['no-lighthouse']) {
      console.info('Lighthouse...');
      lighthouse = await runLighthouse({
        baseUrl: shop.baseUrl,
        productId: generated.orderable[SCARCE_PRODUCTS]?.id ?? '',
        runs: plan.lighthouseRuns,
      });
    }

    const peak = await shop.readProbe();
    await shop.stop();
    shop = undefined;

    // Orders that answered 201 are in the database, each took its stock, and no product went below zero.
    const created =
      countStatus(orderResults, 201) + (captured.get('POST /api/addOrder')?.status === 201 ? 1 : 0);
    const orders = await verifyOrders(database.config, generated, orderStart ?? new Date(), created);

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
  if (
    !flags.instances &&
    !flags.scale &&
    !flags['search-index'] &&
    !flags['catalog-import'] &&
    kinds.includes('pglite') &&
    !flags['no-lighthouse'] &&
    !fs.existsSync(CHROMIUM_PATH)
  )
    throw new Error(
      `Lighthouse needs Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or CHROME_PATH for another); ` +
        'or run the bench with --no-lighthouse',
    );
  const sizes = (flags.sizes ?? '').split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 100))
    throw new Error(`--sizes ${flags.sizes}: whole numbers of products from 100, comma-separated`);
  if (flags['search-index']) {
    benchSearchIndex(sizes);
    return;
  }
  if (!flags['no-build']) build();
  if (flags.scale) {
    await benchScale({
      port: SHOP_PORT,
      connections: plan.connections,
      seconds: quick ? 2 : 5,
      warmupSeconds: plan.warmupSeconds,
      signedInCustomers: plan.signedInCustomers,
      kinds,
      factors: sizes.map((n) => n / FULL_SIZES.products),
    });
    return;
  }
  if (flags['catalog-import']) {
    await benchCatalogImport(kinds, SHOP_PORT);
    return;
  }
  if (flags.instances) {
    const result = await benchInstances({
      port: SHOP_PORT,
      connections: plan.connections,
      seconds: plan.seconds,
      warmupSeconds: plan.warmupSeconds,
      signedInCustomers: plan.signedInCustomers,
    });
    fs.writeFileSync(
      path.join(root, 'bench/results-instances.json'),
      `${JSON.stringify({ date: new Date().toISOString(), quick, ...result }, null, 2)}\n`,
    );
    const broken =
      result.orders.oversold > 0 || result.orders.missing !== 0 || result.orders.stockMismatches > 0;
    process.exitCode = broken ? 1 : 0;
    return;
  }
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
