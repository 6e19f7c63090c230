import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createProduct } from '../../test/factories.ts';
import { signIn, testConfig } from '../../test/helper.ts';
import { buildApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { orders, products } from '../db/schema/index.ts';
import { BackupError, listBackups, takeBackup } from './archive.ts';
import { requestBackup } from './control.ts';
import { restoreBackup } from './restore.ts';

// Backups are of the embedded database in a folder: these run on PGlite only (PostgreSQL has pg_dump).

const folders: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close().catch(() => {});
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The real app on a migrated embedded database in a folder of its own. */
async function shopInFolder(keep = 7) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-backups-'));
  folders.push(dataDir);
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  const database = await openDatabase({ kind: 'pglite', dataDir }, { loadDataDir: snapshot });
  const config = testConfig({
    dataDir,
    database: { kind: 'pglite', dataDir },
    orders: { holdHours: 48, maxUnpaidPerCustomer: 1_000_000, sweepSeconds: 3600 },
    backups: { everyHours: 0, dir: path.join(dataDir, 'backups'), keep },
  });
  const app = await buildApp({ config, database, webRoot: null });
  await app.ready();
  let open = true;
  const stop = async () => {
    if (!open) return;
    open = false;
    await app.close();
    await database.close();
  };
  closers.push(stop);
  return { app, database, dataDir, backups: config.backups, stop };
}

async function placeOrders(app: FastifyInstance, productId: string, count: number) {
  const buyer = await signIn(app, 'customer');
  return Promise.all(
    Array.from({ length: count }, () =>
      app.inject({
        method: 'POST',
        url: '/api/addOrder',
        headers: buyer.headers,
        payload: { productId, amount: 2 },
      }),
    ),
  );
}

async function reopen(dataDir: string): Promise<DatabaseHandle> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  closers.push(() => database.close());
  return database;
}

/** Every file under `dir` with its size and modification time: equal listings mean nothing was touched. */
function listing(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = fs.statSync(file);
      return `${path.relative(dir, file)} ${entry.isDirectory() ? 'dir' : `${stat.size} ${stat.mtimeMs}`}`;
    })
    .sort();
}

// Each case opens an embedded database in a folder several times: generous limits on two busy cores.
describe('backups of the embedded database', { timeout: 180_000 }, () => {
  it('restores exactly the orders placed before the backup, taken on request through the data folder’s socket', async () => {
    const shop = await shopInFolder();
    const product = await createProduct(shop.app.db, { quantity: 100, minOrder: 1 });
    const before = await placeOrders(shop.app, product.id, 3);
    expect(before.map((res) => res.statusCode)).toEqual([201, 201, 201]);

    const report = await requestBackup(shop.dataDir);
    expect(path.dirname(report.file)).toBe(shop.backups.dir);
    expect(path.basename(report.file)).toMatch(
      /^ironvolt-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/,
    );
    expect((fs.statSync(report.file).mode & 0o777).toString(8)).toBe('600');

    const after = await placeOrders(shop.app, product.id, 2);
    expect(after.map((res) => res.statusCode)).toEqual([201, 201]);
    await shop.stop();

    const { keptAside } = await restoreBackup(report.file, shop.dataDir);
    expect(keptAside && fs.existsSync(path.join(keptAside, 'PG_VERSION'))).toBe(true);
    const restored = await reopen(shop.dataDir);
    const ids = (await restored.db.select({ id: orders.id }).from(orders)).map((o) => o.id).sort();
    expect(ids).toEqual(before.map((res) => res.json().insertedId).sort());
    const [stock] = await restored.db.select().from(products).where(eq(products.id, product.id));
    expect(stock?.quantity).toBe(100 - 3 * 2);
  });

  it('holds an order placed during the backup whole or not at all', async () => {
    const shop = await shopInFolder();
    const product = await createProduct(shop.app.db, { quantity: 1000, minOrder: 1 });
    const placing = placeOrders(shop.app, product.id, 40);
    const backup = shop.app.backupNow?.();
    const [placed, taken] = await Promise.all([placing, backup]);
    if (!taken) throw new Error('no backup was taken');
    const acknowledged = new Set(
      placed.filter((res) => res.statusCode === 201).map((r) => r.json().insertedId),
    );
    expect(acknowledged.size).toBe(40);
    await shop.stop();

    await restoreBackup(taken.file, shop.dataDir);
    const restored = await reopen(shop.dataDir);
    const kept = await restored.db.select().from(orders);
    for (const order of kept) expect(acknowledged.has(order.id)).toBe(true);
    const sold = kept.reduce((sum, order) => sum + order.amount, 0);
    const [stock] = await restored.db.select().from(products).where(eq(products.id, product.id));
    expect((stock?.quantity ?? 0) + sold).toBe(1000);
  });

  it('refuses a truncated, altered or foreign file with one clear line, and leaves the data folder as it was', async () => {
    const shop = await shopInFolder();
    const { file } = await takeBackup(shop.database, shop.backups);
    await shop.stop();
    const whole = fs.readFileSync(file);
    const write = (name: string, bytes: Buffer | string) => {
      const target = path.join(shop.dataDir, name);
      fs.writeFileSync(target, bytes);
      return target;
    };
    const altered = Buffer.from(whole);
    altered[Math.floor(whole.length / 2)] = (altered[Math.floor(whole.length / 2)] ?? 0) ^ 0xff;
    const cases: [string, RegExp][] = [
      [
        write('truncated.tar.gz', whole.subarray(0, Math.floor(whole.length * 0.6))),
        /is damaged \(it ends too early\)/,
      ],
      [write('altered.tar.gz', altered), /is damaged/],
      [
        inject('pgliteSnapshot'),
        /is not an Ironvolt backup \(it does not begin with ironvolt-backup\.json\)/,
      ],
      [write('notes.tar.gz', 'not an archive'), /is not an Ironvolt backup \(it is not a gzip file\)/],
      [path.join(shop.dataDir, 'missing.tar.gz'), /cannot be read \(ENOENT\)/],
    ];
    const untouched = listing(shop.dataDir);
    for (const [bad, message] of cases) {
      const error = await restoreBackup(bad, shop.dataDir).then(
        () => expect.fail(`${bad} was restored`),
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
      expect(listing(shop.dataDir)).toEqual(untouched);
    }
  });

  it('refuses a backup of a database with migrations this version does not have', async () => {
    const shop = await shopInFolder();
    await shop.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', 9999999999999)`,
    );
    const { file } = await takeBackup(shop.database, shop.backups);
    await shop.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where hash = 'from-the-future'`,
    );
    await shop.stop();
    const untouched = listing(shop.dataDir);
    await expect(restoreBackup(file, shop.dataDir)).rejects.toThrow(
      /was made by a newer or different version/,
    );
    expect(listing(shop.dataDir)).toEqual(untouched);
  });

  it('keeps the newest BACKUP_KEEP backups and removes what a crashed one left, nothing else', async () => {
    const shop = await shopInFolder(2);
    fs.mkdirSync(shop.backups.dir, { recursive: true });
    fs.mkdirSync(path.join(shop.backups.dir, '.ironvolt-backup-2020-01-01T00-00-00-000Z.tmp'));
    fs.writeFileSync(path.join(shop.backups.dir, 'notes.txt'), 'kept');
    const taken = [];
    for (let i = 0; i < 3; i++) {
      taken.push(
        await takeBackup(shop.database, { ...shop.backups, now: new Date(Date.UTC(2030, 0, 1, i)) }),
      );
    }
    expect(listBackups(shop.backups.dir).map((b) => b.file)).toEqual(taken.slice(1).map((b) => b.file));
    expect(fs.readdirSync(shop.backups.dir).sort()).toEqual([
      'ironvolt-backup-2030-01-01T01-00-00-000Z.tar.gz',
      'ironvolt-backup-2030-01-01T02-00-00-000Z.tar.gz',
      'notes.txt',
    ]);
  });
});
