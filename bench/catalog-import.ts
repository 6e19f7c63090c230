// `npm run bench -- --catalog-import`: how long an admin waits for a 10,000-row catalog CSV (issue 25: under
// 10 s), through the production server on each database: the preview of new tools, the import of them, and the
// shop's own export of 20,000 tools imported back (every row unchanged). Then whether the shop keeps answering
// while the largest file allowed (20,000 rows) is imported, once adding and once changing every tool (issue 45:
// /api/health and catalog reads within 200 ms at p99). Seeds the bench's shop of 10,000 products first, so the
// rows are matched by model against a catalog of a real size.
import { CATALOG_CSV_MAX_ROWS } from '@ironvolt/shared/admin';
import { customerEmail } from './generate.ts';
import { startShop } from './processes.ts';
import { BENCH_SHOP_ENV, freshDatabase, makeAdmin, seed, signIn } from './setup.ts';

const ROWS = 10_000;
/** What the shop's other requests may wait while an import runs (issue 45), at p99. */
const ANSWER_TARGET_MS = 200;
/** The probes' pace: a request of each kind every this many ms, whether the last one answered or not. */
const PROBE_EVERY_MS = 50;
const COLUMNS = 'model,name,description,price,quantity,minOrder,image,priceTiers,category';

export interface ImportTiming {
  database: 'pglite' | 'postgres';
  rows: number;
  previewMs: number;
  importMs: number;
  exportMs: number;
  exportedRows: number;
  reimportMs: number;
  /** The largest import allowed, with the shop probed meanwhile: adding new tools, then changing all of them. */
  whileImporting: { add: FreezeTiming; update: FreezeTiming };
}

/** Answer times (ms) of requests sent at a steady pace while one import ran. */
export interface FreezeTiming {
  rows: number;
  importMs: number;
  /** Per probe: requests sent, those answered other than 2xx, and the answer times of all of them. */
  probes: Record<string, { count: number; failed: number; p50: number; p99: number; max: number }>;
}

/** New tools only: every row is added, with volume prices, showing a picture the shop already stores. */
function newToolsCsv(image: string, rows = ROWS, prefix = 'IMPORT', shift = 0): string {
  const lines = [COLUMNS];
  for (let i = 0; i < rows; i++) {
    const price = 50 + ((i + shift) % 400);
    lines.push(
      [
        `${prefix}-${String(i).padStart(5, '0')}`,
        `Imported Tool ${i}`,
        `"Brought in from the factory's spreadsheet, row ${i}; ""quoted"", with a comma."`,
        `${price}.99`,
        String(100 + (i % 900)),
        '5',
        image,
        `20:${price - 1}.5;50:${price - 2}`,
        'uncategorised',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function timed(label: string, send: () => Promise<Response>): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await send();
  const body = await response.text();
  const ms = Math.round(performance.now() - started);
  if (!response.ok) throw new Error(`${label} answered ${response.status}: ${body.slice(0, 500)}`);
  return { ms, body };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Sends `file` to the import and, until it has answered, each probe's request every PROBE_EVERY_MS (open loop:
 * a probe is sent on time even while the one before still waits, as visitors would arrive).
 */
async function importWhileProbing(
  baseUrl: string,
  headers: Record<string, string>,
  file: string,
  rows: number,
  probes: Record<string, () => string>,
): Promise<FreezeTiming> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(probes).map((name) => [name, []]));
  const failed: Record<string, number> = {};
  const inFlight: Promise<void>[] = [];
  let importing = true;
  const probe = async (name: string, path: string) => {
    const started = performance.now();
    // A refusal or a dropped connection is counted as well as timed: a health check that answers 503 fast is no
    // answer.
    const ok = await fetch(`${baseUrl}${path}`).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
    if (!ok) failed[name] = (failed[name] ?? 0) + 1;
    times[name]?.push(performance.now() - started);
  };
  const pacing = (async () => {
    while (importing) {
      for (const [name, path] of Object.entries(probes)) inFlight.push(probe(name, path()));
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  let imported: { ms: number; body: string };
  try {
    imported = await timed('import', () =>
      fetch(`${baseUrl}/api/products/import`, { method: 'POST', headers, body: file }),
    );
  } finally {
    importing = false;
    await pacing;
    await Promise.all(inFlight);
  }
  const counts = JSON.parse(imported.body).counts as { add: number; update: number };
  if (counts.add + counts.update !== rows) throw new Error(`the import changed ${JSON.stringify(counts)}`);
  return {
    rows,
    importMs: imported.ms,
    probes: Object.fromEntries(
      Object.entries(times).map(([name, list]) => {
        const sorted = list.sort((a, b) => a - b);
        const round = (ms: number) => Math.round(ms);
        return [
          name,
          {
            count: sorted.length,
            failed: failed[name] ?? 0,
            p50: round(percentile(sorted, 50)),
            p99: round(percentile(sorted, 99)),
            max: round(sorted.at(-1) ?? 0),
          },
        ];
      }),
    ),
  };
}

async function measure(kind: 'pglite' | 'postgres', port: number): Promise<ImportTiming> {
  const database = await freshDatabase(kind);
  try {
    console.info(`[${kind}] seeding the bench's shop...`);
    await seed(database.config);
    // The first generated customer becomes the admin who imports.
    const admin = customerEmail(0);
    await makeAdmin(database.config, admin);
    const shop = await startShop({ ...BENCH_SHOP_ENV, ...database.env }, port);
    try {
      const [caller] = await signIn(shop.baseUrl, [admin]);
      const headers = { authorization: `Bearer ${caller?.token}`, 'content-type': 'text/csv' };
      const [shown] = (await (await fetch(`${shop.baseUrl}/api/products?limit=1`)).json()) as {
        image: string;
      }[];
      if (!shown) throw new Error('the seeded shop lists no product');
      const file = newToolsCsv(shown.image);
      const post = (url: string, body: string) => () =>
        fetch(`${shop.baseUrl}${url}`, { method: 'POST', headers, body });
      const preview = await timed('preview', post('/api/products/import/preview', file));
      const imported = await timed('import', post('/api/products/import', file));
      const counts = JSON.parse(imported.body).counts as { add: number };
      if (counts.add !== ROWS) throw new Error(`the import added ${counts.add} tools, not ${ROWS}`);
      const exported = await timed('export', () =>
        fetch(`${shop.baseUrl}/api/products/export.csv`, {
          headers: { authorization: headers.authorization },
        }),
      );
      const exportedRows = exported.body.trimEnd().split('\r\n').length - 1;
      const reimport = await timed('re-import', post('/api/products/import', exported.body));
      const again = JSON.parse(reimport.body).counts as { add: number; update: number };
      if (again.add !== 0 || again.update !== 0)
        throw new Error(`the export imported back changed tools: ${JSON.stringify(again)}`);
      // The largest file allowed, new tools and then every one of them changed, while visitors browse.
      let page = 0;
      const probes = {
        'GET /api/health': () => '/api/health',
        'GET /api/products': () => `/api/products?page=${(page++ % 20) + 1}&limit=24`,
        'GET /api/products?q=': () =>
          `/api/products?q=${['drill', 'saw', 'hammer', 'grinder'][page % 4]}&limit=24`,
      };
      const rows = CATALOG_CSV_MAX_ROWS;
      const add = await importWhileProbing(
        shop.baseUrl,
        headers,
        newToolsCsv(shown.image, rows, 'LARGEST'),
        rows,
        probes,
      );
      const update = await importWhileProbing(
        shop.baseUrl,
        headers,
        newToolsCsv(shown.image, rows, 'LARGEST', 7),
        rows,
        probes,
      );
      return {
        database: kind,
        rows: ROWS,
        previewMs: preview.ms,
        importMs: imported.ms,
        exportMs: exported.ms,
        exportedRows,
        reimportMs: reimport.ms,
        whileImporting: { add, update },
      };
    } finally {
      await shop.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function benchCatalogImport(
  kinds: ('pglite' | 'postgres')[],
  port: number,
): Promise<ImportTiming[]> {
  const timings: ImportTiming[] = [];
  for (const kind of kinds) {
    const t = await measure(kind, port);
    timings.push(t);
    report(t);
  }
  return timings;
}

/** One database's figures, said as soon as they are measured. */
function report(t: ImportTiming) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.info(
    `[${t.database}] ${t.rows} new rows: preview ${seconds(t.previewMs)}, import ${seconds(t.importMs)}` +
      ` (${t.previewMs < 10_000 && t.importMs < 10_000 ? 'under' : 'NOT under'} 10 s); export of` +
      ` ${t.exportedRows} ${seconds(t.exportMs)}, imported back unchanged ${seconds(t.reimportMs)}`,
  );
  for (const [kind, f] of Object.entries(t.whileImporting)) {
    const probes = Object.entries(f.probes).map(
      ([name, p]) =>
        `${name} p50 ${p.p50} ms, p99 ${p.p99} ms, max ${p.max} ms (${p.count} sent` +
        `${p.failed > 0 ? `, ${p.failed} NOT answered 2xx` : ''}` +
        `${p.p99 <= ANSWER_TARGET_MS ? '' : `, NOT within ${ANSWER_TARGET_MS} ms`})`,
    );
    console.info(
      `[${t.database}] while ${f.rows} rows were imported (${kind}, ${seconds(f.importMs)}): ${probes.join('; ')}`,
    );
  }
}
