// `npm run bench -- --scale`: the cost curve. The same shop at 1,000, 10,000 and 100,000 products (customers,
// orders and reviews in proportion, seeded deterministically), on each database, with the endpoints whose cost
// could grow with the catalog driven at each size. Writes docs/scale-curve.md (the table) and
// docs/scale-curve.svg (the chart, drawn with Vega-Lite), and bench/results-scale.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { endpoints } from './endpoints.ts';
import { FULL_SIZES, type Sizes } from './generate.ts';
import { drive } from './load.ts';
import { root, type Shop, startShop } from './processes.ts';
import { BENCH_SHOP_ENV, fillCarts, freshDatabase, seed, settle, signIn } from './setup.ts';

/** What the curve measures: cached reads (should stay flat), search and facets (should grow slowly), the rest. */
const MEASURED = [
  'GET /api/products',
  'GET /api/product/:id',
  'GET /api/products?q=',
  'GET /api/products (filtered)',
  'GET /api/products/facets',
  'GET /api/myOrder/:email',
  'POST /api/addOrder',
];

export interface ScalePlan {
  port: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  signedInCustomers: number;
  kinds: ('pglite' | 'postgres')[];
  /** Catalog sizes as multiples of the full bench's 10,000 products. */
  factors: number[];
}

export interface ScalePoint {
  database: 'pglite' | 'postgres';
  products: number;
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

const scaled = (factor: number): Sizes => ({
  products: Math.round(FULL_SIZES.products * factor),
  customers: Math.round(FULL_SIZES.customers * factor),
  orders: Math.round(FULL_SIZES.orders * factor),
  reviews: Math.round(FULL_SIZES.reviews * factor),
});

async function measureSize(
  kind: 'pglite' | 'postgres',
  sizes: Sizes,
  plan: ScalePlan,
): Promise<ScalePoint[]> {
  const database = await freshDatabase(kind, 'scale');
  let shop: Shop | undefined;
  try {
    const { generated, ms } = await seed(database.config, sizes);
    console.info(`${kind}, ${sizes.products} products: seeded in ${(ms / 1000).toFixed(1)} s`);
    shop = await startShop({ ...database.env, ...BENCH_SHOP_ENV }, plan.port);
    const callers = await signIn(
      shop.baseUrl,
      generated.customers.slice(0, plan.signedInCustomers).map((c) => c.email),
    );
    await fillCarts(shop.baseUrl, callers, generated);
    const points: ScalePoint[] = [];
    for (const endpoint of endpoints(generated, callers, '/', '').filter((e) => MEASURED.includes(e.name))) {
      const options = { connections: plan.connections, seconds: plan.seconds };
      await drive(shop.baseUrl, endpoint, { ...options, seconds: plan.warmupSeconds });
      await settle(shop.baseUrl);
      const result = await drive(shop.baseUrl, endpoint, options);
      await settle(shop.baseUrl);
      points.push({
        database: kind,
        products: sizes.products,
        endpoint: endpoint.name,
        requestsPerSecond: result.requestsPerSecond,
        p50Ms: result.latencyMs.p50,
        p99Ms: result.latencyMs.p99,
        errors: result.errors,
      });
      console.info(
        `  ${endpoint.name.padEnd(30)} ${String(result.requestsPerSecond).padStart(6)} req/s  p99 ${result.latencyMs.p99} ms`,
      );
    }
    return points;
  } finally {
    await shop?.stop();
    await database.drop();
  }
}

function markdownTable(points: ScalePoint[], sizes: number[]): string {
  const header = `| endpoint | database | ${sizes.map((n) => `${n.toLocaleString('en-US')} products`).join(' | ')} |`;
  const rule = `|---|---|${sizes.map(() => '---').join('|')}|`;
  const rows: string[] = [];
  for (const endpoint of MEASURED)
    for (const database of ['pglite', 'postgres'] as const) {
      const cells = sizes.map((products) => {
        const point = points.find(
          (p) => p.endpoint === endpoint && p.database === database && p.products === products,
        );
        return point
          ? `${point.requestsPerSecond.toLocaleString('en-US')} req/s, p99 ${point.p99Ms} ms`
          : '–';
      });
      if (cells.some((cell) => cell !== '–'))
        rows.push(
          `| ${endpoint} | ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${cells.join(' | ')} |`,
        );
    }
  return [header, rule, ...rows].join('\n');
}

/** Requests per second and p99 against catalog size (log scale), one line per endpoint, one column per database. */
async function chart(points: ScalePoint[]): Promise<string> {
  const values = points.map((p) => ({ ...p, database: p.database === 'pglite' ? 'PGlite' : 'PostgreSQL' }));
  const panel = (field: 'requestsPerSecond' | 'p99Ms', title: string) => ({
    mark: { type: 'line' as const, point: true },
    encoding: {
      x: {
        field: 'products',
        type: 'quantitative' as const,
        scale: { type: 'log' as const },
        title: 'products',
      },
      y: { field, type: 'quantitative' as const, scale: { type: 'log' as const }, title },
      color: { field: 'endpoint', type: 'nominal' as const },
      column: { field: 'database', type: 'nominal' as const, title: null },
    },
    width: 280,
    height: 220,
  });
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    title: 'Ironvolt: cost against catalog size',
    data: { values },
    vconcat: [panel('requestsPerSecond', 'requests per second'), panel('p99Ms', 'p99 latency (ms)')],
    config: { background: 'white', legend: { labelLimit: 320 } },
  } as TopLevelSpec;
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  return view.toSVG();
}

export async function benchScale(plan: ScalePlan): Promise<ScalePoint[]> {
  const points: ScalePoint[] = [];
  for (const kind of plan.kinds) {
    console.info(`\n== Scale curve, ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ==`);
    for (const factor of plan.factors) points.push(...(await measureSize(kind, scaled(factor), plan)));
  }
  const sizes = plan.factors.map((factor) => scaled(factor).products);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const date = new Date().toISOString();
  fs.writeFileSync(
    path.join(root, 'bench/results-scale.json'),
    `${JSON.stringify({ date, plan, points }, null, 2)}\n`,
  );
  fs.writeFileSync(
    path.join(root, 'docs/scale-curve.md'),
    `# The cost curve\n\nWritten by \`npm run bench -- --scale\` on ${date.slice(0, 16).replace('T', ' ')} UTC ` +
      `(${cpu}, ${os.cpus().length} cores; ${plan.connections} connections, ${plan.seconds} s per endpoint). ` +
      'Customers, orders and reviews grow with the catalog (1 customer, 5 orders and half a review per 10 ' +
      'products), so every customer has 50 orders at every size and My Orders reads the first page of 20. What the ' +
      'curve shows is discussed in ' +
      '`docs/performance.md`.\n\n![requests per second and p99 against catalog size](scale-curve.svg)\n\n' +
      `${markdownTable(points, sizes)}\n`,
  );
  fs.writeFileSync(path.join(root, 'docs/scale-curve.svg'), await chart(points));
  console.info('\nWrote docs/scale-curve.md, docs/scale-curve.svg and bench/results-scale.json');
  return points;
}
