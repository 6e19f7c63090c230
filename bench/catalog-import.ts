// `npm run bench -- --catalog-import`: how long an admin waits for a 10,000-row catalog CSV (issue 25: under
// 10 s), through the production server on each database: the preview of new tools, the import of them, and the
// shop's own export of 20,000 tools imported back (every row unchanged). Seeds the bench's shop of 10,000
// products first, so the rows are matched by model against a catalog of a real size.
import { customerEmail } from './generate.ts';
import { startShop } from './processes.ts';
import { BENCH_SHOP_ENV, freshDatabase, makeAdmin, seed, signIn } from './setup.ts';

const ROWS = 10_000;
const COLUMNS = 'model,name,description,price,quantity,minOrder,image,priceTiers,category';

export interface ImportTiming {
  database: 'pglite' | 'postgres';
  rows: number;
  previewMs: number;
  importMs: number;
  exportMs: number;
  exportedRows: number;
  reimportMs: number;
}

/** New tools only: every row is added, with volume prices, showing a picture the shop already stores. */
function newToolsCsv(image: string): string {
  const lines = [COLUMNS];
  for (let i = 0; i < ROWS; i++) {
    const price = 50 + (i % 400);
    lines.push(
      [
        `IMPORT-${String(i).padStart(5, '0')}`,
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
      return {
        database: kind,
        rows: ROWS,
        previewMs: preview.ms,
        importMs: imported.ms,
        exportMs: exported.ms,
        exportedRows,
        reimportMs: reimport.ms,
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
  for (const kind of kinds) timings.push(await measure(kind, port));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  for (const t of timings)
    console.info(
      `[${t.database}] ${t.rows} new rows: preview ${seconds(t.previewMs)}, import ${seconds(t.importMs)}` +
        ` (${t.previewMs < 10_000 && t.importMs < 10_000 ? 'under' : 'NOT under'} 10 s); export of` +
        ` ${t.exportedRows} ${seconds(t.exportMs)}, imported back unchanged ${seconds(t.reimportMs)}`,
    );
  return timings;
}
