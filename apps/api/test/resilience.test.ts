import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './postgres.ts';
import { freePort, type Run, startServer, stopAllProcesses, tempDir, waitForServing } from './processes.ts';
import { startSmtp } from './smtp.ts';

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
  async call(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      json: text ? JSON.parse(text) : undefined,
      cookies: res.headers.getSetCookie(),
    };
  }
  async login(who: { email: string; password: string }): Promise<string> {
    const res = await this.call('POST', '/api/login', who);
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.accessToken;
  }
  /** Every page of My Orders: it answers 20 at a time, and a crash test places more than that. */
  async allMyOrders(email: string, token: string) {
    const all: { _id: string; productId: string; amount: number }[] = [];
    for (let page = 1; ; page++) {
      const res = await this.call(
        'GET',
        `/api/myOrder/${encodeURIComponent(email)}?page=${page}`,
        undefined,
        token,
      );
      if (res.status !== 200)
        throw new Error(`My Orders page ${page}: ${res.status} ${JSON.stringify(res.json)}`);
      if (res.json.length === 0) return all;
      all.push(...res.json);
    }
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
    const orders = await second.api.allMyOrders(CUSTOMER.email, again);
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

describe.each(databases)(
  'the server killed between an order and its mail (%s)',
  { timeout: 240_000 },
  (kind) => {
    it('sends the order-placed mail after a restart, exactly once', async () => {
      const smtp = await startSmtp();
      try {
        const env: Record<string, string> = {
          ...(kind === 'pglite'
            ? { DATA_DIR: tempDir() }
            : { DATABASE_URL: await emptyPostgresDatabase(pgUrl ?? '') }),
          MAIL_RETRY_SECONDS: '1',
        };
        // Nothing listens on this port: every hand-over fails until the server is gone.
        const first = await boot({ ...env, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
        const token = await first.api.login(CUSTOMER);
        const [product] = (await first.api.call('GET', '/api/products?sort=price-asc&limit=1')).json as {
          _id: string;
          minOrder: number;
        }[];
        if (!product) throw new Error('no seeded product');
        const placed = await first.api.call(
          'POST',
          '/api/addOrder',
          { productId: product._id, amount: product.minOrder },
          token,
        );
        expect(placed.status).toBe(201);
        const reference = `#${placed.json.orderNumber}`;
        const subject = `Your order ${reference} is placed: please pay`;

        const admin = await first.api.login(ADMIN);
        const orderMail = async (api: Api, adminToken: string) => {
          const mails = (await api.call('GET', '/api/admin/mail', undefined, adminToken)).json as {
            kind: string;
            to: string;
            subject: string;
            status: string;
            attempts: number;
            lastError: string | null;
          }[];
          return mails.find((mail) => mail.kind === 'order_placed' && mail.subject === subject);
        };
        // The server tried and could not deliver it: the mail waits in the outbox when the server is killed.
        await expect
          .poll(() => orderMail(first.api, admin), { timeout: 20_000 })
          .toMatchObject({
            to: CUSTOMER.email,
            status: 'pending',
            lastError: expect.stringMatching(/ECONNREFUSED/),
          });
        first.run.child.kill('SIGKILL');
        await first.run.exited;
        expect(smtp.received).toEqual([]);

        const second = await boot({ ...env, SMTP_URL: smtp.url });
        const placedMails = async () => {
          const parsed = await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)));
          return parsed.filter((mail) => mail.subject === subject);
        };
        await expect.poll(async () => (await placedMails()).length, { timeout: 30_000 }).toBe(1);
        // Past another of the sender's looks (every 5 s): no second copy follows.
        await new Promise((resolve) => setTimeout(resolve, 6000));
        const arrived = await placedMails();
        expect(arrived.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).toEqual([CUSTOMER.email]);
        expect(arrived[0]?.text).toContain(reference);
        const ids = smtp.received.map((mail) => mail.messageId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(await orderMail(second.api, await second.api.login(ADMIN))).toMatchObject({
          status: 'sent',
          lastError: null,
        });
        second.run.child.kill('SIGTERM');
        expect(await second.run.exited).toBe(0);
      } finally {
        await smtp.close();
      }
    });
  },
);

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

const LOGIN_LIMIT = 25;
const LOGIN_BRAKE = 50;

describe.runIf(pgUrl)('two instances on one PostgreSQL and one Redis', { timeout: 240_000 }, () => {
  it('never oversell, check out carts all or nothing, share tokens, see each other’s changes, count logins together and know each other’s device cookies', async () => {
    const env = {
      DATABASE_URL: await emptyPostgresDatabase(pgUrl ?? ''),
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      RATE_LIMIT_PREFIX: `ironvolt-test-${randomBytes(4).toString('hex')}:`,
      // every request of this test comes from 127.0.0.1: only the per-account limit is under test here
      LOGIN_IP_RATE_LIMIT: '1000',
      // registrations from one address are limited to twice this: the 40 buyers below must fit
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      // the device cookies' part sends its strangers' tries from other networks (X-Forwarded-For) to fill the brake
      TRUST_PROXY: 'true',
      LOGIN_ACCOUNT_RATE_LIMIT: String(LOGIN_BRAKE),
      // the 40 new buyers' carts hold up to a quarter of a scarce tool each: what one unverified buyer may hold is
      // tested in orders.test.ts and cart.test.ts, how concurrent carts share the stock here
      UNVERIFIED_BUYER_STOCK_PERCENT: '100',
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

    // a change through one is what the other serves (its cache hears of it from the database); the demo tool's
    // volume prices go with the new price, which they might otherwise not stay below
    await onB(); // cached on b
    expect(
      (await a.api.call('PATCH', `/api/product/${productId}`, { price: 77.77, priceTiers: [] }, admin))
        .status,
    ).toBe(200);
    await expect.poll(async () => (await onB()).price, { timeout: 1000, interval: 5 }).toBe(77.77);

    // 40 buyers whose carts overlap on four scarce tools in different combinations, checked out at once through
    // both instances: no tool sold beyond its stock, and every cart placed whole or not at all
    const stock = [12, 15, 18, 10];
    const tools = listA.slice(1, 1 + stock.length).map((p) => p._id);
    for (const [j, id] of tools.entries())
      expect(
        (await b.api.call('PATCH', `/api/product/${id}`, { quantity: stock[j], minOrder: 1 }, admin)).status,
      ).toBe(200);
    // every set of two or more of the four tools (11), the buyers taking turns
    const combinations = Array.from({ length: 16 }, (_, mask) =>
      tools.filter((_, j) => mask & (1 << j)),
    ).filter((combination) => combination.length >= 2);
    const buyers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const email = `cart.${i}.${randomBytes(3).toString('hex')}@example.com`;
        const registered = await (i % 2 ? a : b).api.call('POST', '/api/register', {
          name: `Cart Buyer ${i}`,
          email,
          password: 'right-password',
        });
        expect(registered.status).toBe(201);
        const wants = (combinations[i % combinations.length] ?? []).map((productId, j) => ({
          productId,
          amount: 1 + ((i + j) % 3),
        }));
        return { email, token: registered.json.accessToken as string, wants };
      }),
    );
    await Promise.all(
      buyers.map(async ({ token, wants }, i) => {
        for (const { productId, amount } of wants)
          expect(
            (await (i % 2 ? b : a).api.call('PUT', `/api/cart/${productId}`, { amount }, token)).status,
          ).toBe(200);
      }),
    );
    const demand = tools.map((id) =>
      buyers.reduce((sum, { wants }) => sum + (wants.find((w) => w.productId === id)?.amount ?? 0), 0),
    );
    for (const [j, wanted] of demand.entries()) expect(wanted).toBeGreaterThan(2 * (stock[j] ?? 0));

    const checkouts = await Promise.all(
      buyers.map(({ token }, i) =>
        (i % 2 ? a : b).api.call(
          'POST',
          '/api/checkout',
          { name: 'Cart Buyer', phone: '+1 555 0100', address: '1 Depot Way' },
          token,
        ),
      ),
    );
    expect(checkouts.map((r) => r.status).filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(checkouts.some((r) => r.status === 201)).toBe(true);
    expect(checkouts.some((r) => r.status === 409)).toBe(true);

    const sold = tools.map(() => 0);
    const linesOf = (lines: { productId: string; amount: number }[]) =>
      lines
        .map(({ productId, amount }) => ({ productId, amount }))
        .sort((x, y) => x.productId.localeCompare(y.productId));
    for (const [i, { email, token, wants }] of buyers.entries()) {
      // read through the other instance than the one that checked out
      const api = (i % 2 ? b : a).api;
      const mine = (await api.call('GET', `/api/myOrder/${encodeURIComponent(email)}`, undefined, token))
        .json;
      const cart = (await api.call('GET', '/api/cart', undefined, token)).json;
      const res = checkouts[i];
      if (res?.status === 201) {
        // all of the cart, as one order, and the cart emptied
        expect(mine.map((o: { _id: string }) => o._id)).toEqual([res.json.insertedId]);
        expect(linesOf(mine[0].lines)).toEqual(linesOf(wants));
        expect(cart.lines).toEqual([]);
        for (const line of wants) {
          const j = tools.indexOf(line.productId);
          sold[j] = (sold[j] ?? 0) + line.amount;
        }
      } else {
        // none of it: no order, the cart as it was, and the refusal names lines of it that stock cannot fill
        expect(mine).toEqual([]);
        expect(linesOf(cart.lines)).toEqual(linesOf(wants));
        expect(res?.json.lines.length).toBeGreaterThan(0);
        for (const short of res?.json.lines ?? []) {
          const wanted = wants.find((w) => w.productId === short.productId);
          expect(short.available).toBeLessThan(wanted?.amount ?? 0);
        }
      }
    }
    // what is left plus what the placed orders hold is the stock they started with: nothing oversold, nothing
    // taken by a refused checkout
    for (const api of [a.api, b.api])
      for (const [j, id] of tools.entries())
        await expect
          .poll(async () => (await api.call('GET', `/api/product/${id}`)).json.quantity, {
            timeout: 1000,
            interval: 5,
          })
          .toBe((stock[j] ?? 0) - (sold[j] ?? 0));
    for (const [j, sum] of sold.entries()) expect(sum).toBeLessThanOrEqual(stock[j] ?? 0);

    // the login limit counts across both instances
    const email = `limit.${randomBytes(3).toString('hex')}@example.com`;
    expect(
      (await a.api.call('POST', '/api/register', { name: 'Limit', email, password: 'right-password' }))
        .status,
    ).toBe(201);
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const res = await (i % 2 ? a : b).api.call('POST', '/api/login', { email, password: `wrong ${i}` });
      expect(res.status).toBe(401);
    }
    expect((await a.api.call('POST', '/api/login', { email, password: 'right-password' })).status).toBe(429);
    expect((await b.api.call('POST', '/api/login', { email, password: 'right-password' })).status).toBe(429);

    // a browser that signed in through one instance is known to the other: while strangers on ten networks hold
    // the account's brake, its owner signs in through either, and a new device gets 429 from both
    const owner = `device.${randomBytes(3).toString('hex')}@example.com`;
    const right = { email: owner, password: 'right-password' };
    expect((await b.api.call('POST', '/api/register', { name: 'Device', ...right })).status).toBe(201);
    const home = { 'x-forwarded-for': '203.0.113.45' };
    const deviceOf = (res: { cookies: string[] }) => {
      const cookie = res.cookies.find((c) => c.startsWith('ironvolt_device='))?.split(';')[0];
      expect(cookie, 'a device cookie').toBeTruthy();
      return { ...home, cookie: cookie ?? '' };
    };
    const signedIn = await a.api.call('POST', '/api/login', right, undefined, home);
    expect(signedIn.status).toBe(200);
    let browser = deviceOf(signedIn);
    // with the owner's sign-in, the window's tries for the account fill the brake
    for (let i = 0; i < LOGIN_BRAKE - 1; i++) {
      const res = await (i % 2 ? a : b).api.call(
        'POST',
        '/api/login',
        { email: owner, password: `wrong ${i}` },
        undefined,
        {
          'x-forwarded-for': `198.18.${i % 10}.1`,
        },
      );
      expect(res.status, `stranger's try ${i + 1}`).toBe(401);
    }
    for (const api of [a.api, b.api])
      expect((await api.call('POST', '/api/login', right, undefined, home)).status).toBe(429);
    for (const api of [b.api, a.api]) {
      const res = await api.call('POST', '/api/login', right, undefined, browser);
      expect(res.status).toBe(200);
      browser = deviceOf(res);
    }
    // that browser's own tries are counted together too: its 26th through either instance gets 429
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const res = await (i % 2 ? a : b).api.call(
        'POST',
        '/api/login',
        { ...right, password: `typo ${i}` },
        undefined,
        browser,
      );
      expect(res.status, `the owner's try ${i + 1}`).toBe(401);
    }
    for (const api of [a.api, b.api])
      expect((await api.call('POST', '/api/login', right, undefined, browser)).status).toBe(429);

    a.run.child.kill('SIGTERM');
    b.run.child.kill('SIGTERM');
    expect(await a.run.exited).toBe(0);
    expect(await b.run.exited).toBe(0);
  });
});
