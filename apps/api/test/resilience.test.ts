import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './postgres.ts';
import { freePort, type Run, startServer, stopAllProcesses, tempDir, waitForServing } from './processes.ts';

// Whole servers in child processes, killed, stopped and doubled: what no in-process test can show.
afterAll(stopAllProcesses);

const CUSTOMER = { email: 'customer@ironvolt.example.com', password: 'ironvolt-customer' };
const ADMIN = { email: 'admin@ironvolt.example.com', password: 'ironvolt-admin' };
const pgUrl = process.env.TEST_DATABASE_URL;

/** An empty database for a server to migrate, dropped when the file ends. */
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});
async function emptyPostgresDatabase(url: string): Promise<string> {
  const database = await createDatabase(url, { prefix: 'ironvolt_proc' });
  drops.push(database.drop);
  return database.url;
}

class Api {
  constructor(readonly base: string) {}
  async call(method: string, path: string, body?: unknown, token?: string) {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  }
  async login(who: { email: string; password: string }): Promise<string> {
    const res = await this.call('POST', '/api/login', who);
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.accessToken;
  }
}

async function boot(env: Record<string, string>): Promise<{ run: Run; api: Api }> {
  const port = await freePort();
  const run = startServer({ PORT: String(port), SEED_DEMO: 'true', MAX_UNPAID_ORDERS: '1000000', ...env });
  await waitForServing(run);
  return { run, api: new Api(`http://127.0.0.1:${port}`) };
}

const databases = ['pglite', ...(pgUrl ? ['postgres'] : [])] as const;

describe.each(databases)('a crash in the middle of orders (%s)', { timeout: 240_000 }, (kind) => {
  it('keeps every acknowledged order, invents none, and stock + units sold stays the starting stock', async () => {
    const env: Record<string, string> =
      kind === 'pglite'
        ? { DATA_DIR: tempDir() }
        : { DATABASE_URL: await emptyPostgresDatabase(pgUrl ?? '') };
    const first = await boot(env);
    const token = await first.api.login(CUSTOMER);
    const [product] = (await first.api.call('GET', '/api/products?sort=price-asc&limit=1')).json as {
      _id: string;
      quantity: number;
      minOrder: number;
    }[];
    if (!product) throw new Error('no seeded product');
    const startingStock = product.quantity;

    const acknowledged = new Set<string>();
    let refused = 0;
    let inFlight = 0;
    let stop = false;
    let killedWithInFlight = 0;
    const unexpected: string[] = [];
    const worker = async () => {
      while (!stop) {
        inFlight++;
        let res: Awaited<ReturnType<typeof first.api.call>>;
        try {
          res = await first.api.call(
            'POST',
            '/api/addOrder',
            { productId: product._id, amount: product.minOrder },
            token,
          );
        } catch {
          return; // the server died under this request: its outcome is unknown
        } finally {
          inFlight--;
        }
        if (res.status === 201) acknowledged.add(res.json.insertedId);
        else if (res.status === 409) refused++;
        else unexpected.push(`${res.status} ${JSON.stringify(res.json)}`);
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    while (acknowledged.size < 60 && unexpected.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 5));
    killedWithInFlight = inFlight;
    first.run.child.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await first.run.exited;
    expect(unexpected, 'answers other than 201 and 409 before the kill').toEqual([]);

    const second = await boot(env);
    const again = await second.api.login(CUSTOMER);
    const orders = (await second.api.call('GET', `/api/myOrder/${CUSTOMER.email}`, undefined, again))
      .json as { _id: string; productId: string; amount: number }[];
    const ids = new Set(orders.map((o) => o._id));
    for (const id of acknowledged) expect(ids.has(id), `acknowledged order ${id} was lost`).toBe(true);
    expect(orders.length - acknowledged.size).toBeLessThanOrEqual(killedWithInFlight);
    const sold = orders.filter((o) => o.productId === product._id).reduce((sum, o) => sum + o.amount, 0);
    const now = (await second.api.call('GET', `/api/product/${product._id}`)).json as { quantity: number };
    expect(now.quantity + sold).toBe(startingStock);
    expect(refused).toBe(0);
    second.run.child.kill('SIGTERM');
    expect(await second.run.exited).toBe(0);
  });
});

describe('stopping with SIGTERM under load', { timeout: 240_000 }, () => {
  it('finishes the requests in flight, refuses new ones, and closes the database cleanly', async () => {
    const dataDir = tempDir();
    // One libuv thread (and at most two argon2 hashes at a time): each wrong-password login waits its turn,
    // so requests stay in flight.
    const { run, api } = await boot({
      DATA_DIR: dataDir,
      LOGIN_RATE_LIMIT: '100000',
      UV_THREADPOOL_SIZE: '1',
      LOG_LEVEL: 'debug', // the "incoming request" lines
    });
    const inFlight = Array.from({ length: 24 }, (_, i) =>
      api.call('POST', '/api/login', { email: CUSTOMER.email, password: `wrong ${i}` }).then(
        (res) => res.status,
        (error: Error) => `failed: ${error.message}`,
      ),
    );
    // SIGTERM only once the server has received every one of them (its log says so).
    const received = () =>
      run
        .output()
        .stdout.split('\n')
        .filter((l) => l.includes('"incoming request"') && l.includes('/api/login')).length;
    const deadline = Date.now() + 30_000;
    while (received() < 24 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received()).toBe(24);
    run.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const late = await api.call('GET', '/api/health').then(
      (res) => `answered ${res.status}`,
      () => 'refused',
    );
    const statuses = await Promise.all(inFlight);
    expect(
      statuses.filter((s) => s !== 401),
      'requests in flight must all be answered',
    ).toEqual([]);
    expect(['refused', 'answered 503']).toContain(late);
    expect(await run.exited, run.output().stderr).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'ironvolt.lock'))).toBe(false);

    const reopened = await boot({ DATA_DIR: dataDir });
    expect((await reopened.api.call('GET', '/api/health')).json).toEqual({ status: 'ok', database: 'ok' });
    reopened.run.child.kill('SIGTERM');
    expect(await reopened.run.exited).toBe(0);
  });
});

describe.runIf(pgUrl)('two instances on one PostgreSQL and one Redis', { timeout: 240_000 }, () => {
  it('never oversell, share tokens, see each other’s changes and count logins together', async () => {
    const env = {
      DATABASE_URL: await emptyPostgresDatabase(pgUrl ?? ''),
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      RATE_LIMIT_PREFIX: `ironvolt-test-${randomBytes(4).toString('hex')}:`,
      // every request of this test comes from 127.0.0.1: only the per-account limit is under test here
      LOGIN_IP_RATE_LIMIT: '1000',
    };
    // started together: migrations and the demo seed must run once
    const [a, b] = await Promise.all([boot(env), boot(env)]);
    const listA = (await a.api.call('GET', '/api/products?limit=100')).json as { _id: string }[];
    const listB = (await b.api.call('GET', '/api/products?limit=100')).json as { _id: string }[];
    expect(listA.length).toBeGreaterThanOrEqual(12);
    expect(listB.map((p) => p._id).sort()).toEqual(listA.map((p) => p._id).sort());

    // a token from one works on the other
    const customer = await a.api.login(CUSTOMER);
    expect((await b.api.call('GET', '/api/me', undefined, customer)).status).toBe(200);

    // a scarce product, ordered through both at once
    const admin = await b.api.login(ADMIN);
    const productId = listA[0]?._id ?? '';
    expect(
      (await a.api.call('PATCH', `/api/product/${productId}`, { quantity: 7, minOrder: 1 }, admin)).status,
    ).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? a : b).api.call('POST', '/api/addOrder', { productId, amount: 1 }, customer),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(7);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    for (const api of [a.api, b.api])
      expect((await api.call('GET', `/api/product/${productId}`)).json.quantity).toBe(0);

    // stock that comes back through one (a cancelled order) is what the other serves: orders announce stock
    // changes after their commit (read-cache.ts), not by trigger
    const placed = results.find((r) => r.status === 201)?.json.insertedId;
    expect((await a.api.call('DELETE', `/api/order/${placed}`, undefined, customer)).status).toBe(200);
    const onB = async () => (await b.api.call('GET', `/api/product/${productId}`)).json;
    await expect.poll(async () => (await onB()).quantity, { timeout: 1000, interval: 5 }).toBe(1);

    // a change through one is what the other serves (its cache hears of it from the database)
    await onB(); // cached on b
    expect((await a.api.call('PATCH', `/api/product/${productId}`, { price: 77.77 }, admin)).status).toBe(
      200,
    );
    await expect.poll(async () => (await onB()).price, { timeout: 1000, interval: 5 }).toBe(77.77);

    // the login limit counts across both instances
    const email = `limit.${randomBytes(3).toString('hex')}@example.com`;
    expect(
      (await a.api.call('POST', '/api/register', { name: 'Limit', email, password: 'right-password' }))
        .status,
    ).toBe(201);
    for (let i = 0; i < 10; i++) {
      const res = await (i % 2 ? a : b).api.call('POST', '/api/login', { email, password: `wrong ${i}` });
      expect(res.status).toBe(401);
    }
    expect((await a.api.call('POST', '/api/login', { email, password: 'right-password' })).status).toBe(429);
    expect((await b.api.call('POST', '/api/login', { email, password: 'right-password' })).status).toBe(429);

    a.run.child.kill('SIGTERM');
    b.run.child.kill('SIGTERM');
    expect(await a.run.exited).toBe(0);
    expect(await b.run.exited).toBe(0);
  });
});
