import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups } from '../src/backups/archive.ts';
import { freePort, type Run, startServer, stopAllProcesses, tempDir, waitForServing } from './processes.ts';

// `npm run backup` and `npm run restore` as an operator runs them, beside a real server.
afterAll(stopAllProcesses);

const CUSTOMER = { email: 'customer@ironvolt.example.com', password: 'ironvolt-customer' };

const cli = (name: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) =>
  startServer(env, `src/cli/${name}.ts`, args);

async function finished(run: Run) {
  const code = await run.exited;
  return { code, ...run.output() };
}

async function boot(env: Record<string, string>) {
  const port = await freePort();
  const run = startServer({ PORT: String(port), SEED_DEMO: 'true', MAX_UNPAID_ORDERS: '1000', ...env });
  await waitForServing(run);
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, url: string, body?: unknown, token?: string) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> & unknown[] };
  };
  const token = (await call('POST', '/api/login', CUSTOMER)).json.accessToken as string;
  const stop = async () => {
    run.child.kill('SIGTERM');
    expect(await run.exited, run.output().stderr).toBe(0);
  };
  return { run, call, token, stop };
}

describe('backing up and restoring from the command line', { timeout: 300_000 }, () => {
  it('asks the running server for a backup, refuses to restore under it, and restores once it stopped', async () => {
    const dataDir = tempDir();
    const backupDir = path.join(dataDir, 'backups');
    const env = { DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '0.0005', BACKUP_KEEP: '50' };
    const shop = await boot(env);
    const [product] = (await shop.call('GET', '/api/products?limit=1')).json as {
      _id: string;
      minOrder: number;
    }[];
    if (!product) throw new Error('no seeded product');
    const order = () =>
      shop.call('POST', '/api/addOrder', { productId: product._id, amount: product.minOrder }, shop.token);
    const first = [await order(), await order()].map((res) => res.json.insertedId as string);

    const backup = await finished(cli('backup', { DATA_DIR: dataDir }));
    expect(backup.code, backup.stderr).toBe(0);
    const file =
      /^Backup written by the running server \(PID \d+\): (\S+) \(/m.exec(backup.stdout)?.[1] ?? '';
    expect(path.dirname(file)).toBe(backupDir);
    expect(fs.existsSync(file)).toBe(true);
    expect((await order()).status).toBe(201);

    const refused = await finished(cli('restore', { DATA_DIR: dataDir }, [file]));
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^ironvolt restore: the store is running on this embedded database \(PID \d+\)\. Stop the server first/,
      ),
    ]);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pglite'))).toEqual(['pglite']);

    // BACKUP_EVERY_HOURS=0.0005: one every 1.8 s besides the one asked for
    await expect
      .poll(() => listBackups(backupDir).length, { timeout: 60_000, interval: 200 })
      .toBeGreaterThan(2);
    await shop.stop();

    const restored = await finished(cli('restore', { DATA_DIR: dataDir }, [file]));
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored ironvolt-backup-\S+\.tar\.gz \(taken /);
    const again = await boot({ DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '0' });
    const mine = (await again.call('GET', `/api/myOrder/${CUSTOMER.email}`, undefined, again.token)).json as {
      _id: string;
    }[];
    expect(mine.map((o) => o._id).sort()).toEqual(first.sort());
    await again.stop();

    // with no server running, the command takes the backup itself
    const offline = await finished(cli('backup', { DATA_DIR: dataDir }));
    expect(offline.code, offline.stderr).toBe(0);
    expect(offline.stdout).toMatch(/^Backup written: \S+ironvolt-backup-\S+\.tar\.gz \(\d+\.\d MB\)/);

    // a damaged copy: one line that says so, and the database folder as it was
    const copy = path.join(dataDir, 'damaged.tar.gz');
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(copy, bytes.subarray(0, bytes.length - 1000));
    const before = fs.readdirSync(path.join(dataDir, 'pglite'), { recursive: true }).sort();
    const damaged = await finished(cli('restore', { DATA_DIR: dataDir }, [copy]));
    expect(damaged.code).toBe(1);
    expect(damaged.stderr.trim().split('\n')).toEqual([
      'ironvolt restore: damaged.tar.gz is damaged (it ends too early); nothing was changed.',
    ]);
    expect(fs.readdirSync(path.join(dataDir, 'pglite'), { recursive: true }).sort()).toEqual(before);
  });

  it('says to use PostgreSQL’s own tools when the shop runs on PostgreSQL, and writes nothing', async () => {
    const env = { DATABASE_URL: 'postgres://ironvolt@127.0.0.1:9/ironvolt', DATA_DIR: tempDir() };
    const backup = await finished(cli('backup', env));
    expect(backup.code).toBe(1);
    expect(backup.stderr.trim()).toMatch(/^ironvolt backup: this shop runs on PostgreSQL .* pg_dump /);
    const restore = await finished(cli('restore', env, ['some.dump']));
    expect(restore.code).toBe(1);
    expect(restore.stderr.trim()).toMatch(/^ironvolt restore: this shop runs on PostgreSQL.* pg_restore /);
    expect(fs.readdirSync(env.DATA_DIR)).toEqual([]);
  });
});
