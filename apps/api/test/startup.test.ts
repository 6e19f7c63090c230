import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createDatabase } from './postgres.ts';
import { freePort, type Run, startServer, stopAllProcesses, tempDir, waitForServing } from './processes.ts';

afterAll(stopAllProcesses);

const pgUrl = process.env.TEST_DATABASE_URL;

const runAdmin = (dataDir: string, args: string[]) =>
  startServer({ DATA_DIR: dataDir }, 'src/cli/admin.ts', args);

/** The process failed with exactly one line on stderr that names the setting, and no stack trace. */
async function expectOneClearLine(run: Run, pattern: RegExp) {
  expect(await run.exited).toBe(1);
  const lines = run.output().stderr.trim().split('\n');
  expect(lines, run.output().stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^ironvolt: cannot start: /);
  expect(lines[0]).toMatch(pattern);
  expect(run.output().stderr).not.toMatch(/\n\s+at /);
}

// Each case starts real processes: generous limits, since two cores may be busy with other test files.
describe('starting the server', { timeout: 240_000 }, () => {
  it('names DATA_DIR when it cannot be written', async () => {
    const file = path.join(tempDir(), 'a-file');
    fs.writeFileSync(file, '');
    await expectOneClearLine(
      startServer({ DATA_DIR: path.join(file, 'data'), PORT: '0' }),
      /DATA_DIR .* is not writable/,
    );
  });

  it('names DATABASE_URL when the database cannot be reached', async () => {
    const port = await freePort();
    await expectOneClearLine(
      startServer({ DATABASE_URL: `postgres://postgres:hunter2@127.0.0.1:${port}/ironvolt`, PORT: '0' }),
      /DATABASE_URL postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/ironvolt cannot be reached \(ECONNREFUSED\)/,
    );
  });

  it('names REDIS_URL when Redis cannot be reached, and releases the data folder', async () => {
    const dataDir = tempDir();
    await expectOneClearLine(
      startServer({
        DATA_DIR: dataDir,
        PORT: '0',
        REDIS_URL: `redis://:secret@127.0.0.1:${await freePort()}`,
      }),
      /REDIS_URL redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ cannot be reached/,
    );
    expect(fs.existsSync(path.join(dataDir, 'ironvolt.lock'))).toBe(false);
  });

  it('names a malformed setting', async () => {
    await expectOneClearLine(startServer({ PORT: 'eighty', DATA_DIR: tempDir() }), /PORT is not valid/);
  });

  it('names PORT when it is taken, and releases the data folder', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    const dataDir = tempDir();
    try {
      await expectOneClearLine(
        startServer({ PORT: String(port), DATA_DIR: dataDir }),
        new RegExp(`PORT ${port} is already in use`),
      );
      expect(fs.existsSync(path.join(dataDir, 'ironvolt.lock'))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('seeds an empty folder, refuses a second process on it, stops cleanly on SIGTERM and keeps the data', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    // At the info level, where Fastify would log its own "Server listening" line.
    const first = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    });
    await waitForServing(first);
    expect(first.output().stdout).toContain('Demo data seeded.');
    expect(first.output().stdout).toMatch(/Demo admin: +\S+@\S+ \/ \S+/);
    expect(first.output().stdout).toMatch(/Demo customer: +\S+@\S+ \/ \S+/);
    expect(first.output().stdout).toMatch(
      /Demo dealer: +dealer@ironvolt\.example\.com \/ \S+ \(company admin of Northwind Tools Supply\)/,
    );
    expect(first.output().stdout).toMatch(
      /Demo buyer: +\S+@\S+ \/ \S+ \(Northwind Tools Supply, order limit \$2,500\)/,
    );
    // The demo shop takes Stripe's test cards, and says so.
    expect(first.output().stdout).toContain('Payments: test mode, no real card is charged');
    expect(first.output().stdout).toMatch(
      /Test cards: +4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined/,
    );
    // The banner says where the shop is, once, and no JSON log line comes inside it.
    expect(first.output().stdout).not.toContain('Server listening');
    const banner = first.output().stdout.slice(first.output().stdout.indexOf('is serving at')).split('\n');
    const bannerEnd = banner.findIndex((line) => line.includes('Test cards:'));
    expect(banner.slice(0, bannerEnd + 1).filter((line) => line.startsWith('{'))).toEqual([]);
    const products = (await fetch(`http://127.0.0.1:${port}/api/products`).then((r) =>
      r.json(),
    )) as unknown[];
    expect(products.length).toBeGreaterThanOrEqual(12);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await expectOneClearLine(
      second,
      new RegExp(`DATA_DIR .* is in use by another Ironvolt process \\(PID ${first.child.pid}\\)`),
    );

    const adminWhileRunning = runAdmin(dataDir, ['promote', 'customer@ironvolt.example.com']);
    expect(await adminWhileRunning.exited).toBe(1);
    expect(adminWhileRunning.output().stderr).toContain('Stop the server first');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const adminStopped = runAdmin(dataDir, ['promote', 'customer@ironvolt.example.com']);
    expect(await adminStopped.exited).toBe(0);
    expect(adminStopped.output().stdout).toContain('customer@ironvolt.example.com is now an admin.');
    expect(fs.existsSync(path.join(dataDir, 'ironvolt.lock'))).toBe(false);

    const again = startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true' });
    await waitForServing(again);
    expect(again.output().stdout).toContain('the database already had data; nothing seeded');
    const after = await fetch(`http://127.0.0.1:${port}/api/products`).then((r) => r.json());
    expect(after).toEqual(products);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    // PGlite runs no autovacuum: the server gathered the planner's statistics at start.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const stats = await database.db.execute(
        sql`select count(*)::int as n from pg_stats where tablename = 'products'`,
      );
      expect((stats as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!pgUrl)(
    'on PostgreSQL without Stripe keys: orders are placed, card payment is not set up, and the start says so in one line',
    async () => {
      const database = await createDatabase(pgUrl ?? '', { prefix: 'ironvolt_proc' });
      try {
        const port = await freePort();
        const run = startServer({ DATABASE_URL: database.url, PORT: String(port), SEED_DEMO: 'true' });
        await waitForServing(run);
        const said = run.output().stdout.split('\n');
        expect(said.filter((line) => line.includes('Card payment is not set up'))).toHaveLength(1);
        expect(run.output().stdout).not.toContain('test mode');

        const base = `http://127.0.0.1:${port}/api`;
        const post = (path: string, body: unknown, token?: string) =>
          fetch(`${base}${path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify(body),
          });
        const login = await post('/login', {
          email: 'customer@ironvolt.example.com',
          password: 'ironvolt-customer',
        });
        const { accessToken } = (await login.json()) as { accessToken: string };
        const [product] = (await (await fetch(`${base}/products`)).json()) as {
          _id: string;
          minOrder: number;
        }[];
        const placed = await post(
          '/addOrder',
          { productId: product?._id, amount: product?.minOrder },
          accessToken,
        );
        expect(placed.status).toBe(201);
        const { insertedId } = (await placed.json()) as { insertedId: string };
        const pay = await post('/create-payment-intent', { orderId: insertedId }, accessToken);
        expect(pay.status).toBe(503);
        expect(await pay.json()).toEqual({ message: 'Card payment is not set up' });
        const testCard = await post(
          '/test-payments/confirm',
          {
            clientSecret: 'tpi_x_secret_y',
            number: '4242424242424242',
            expMonth: 12,
            expYear: 2099,
            cvc: '123',
          },
          accessToken,
        );
        expect(testCard.status).toBe(404);

        run.child.kill('SIGTERM');
        expect(await run.exited).toBe(0);
      } finally {
        await database.drop();
      }
    },
  );
});
