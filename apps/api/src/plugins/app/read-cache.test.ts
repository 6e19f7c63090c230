import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, signIn, type TestApp, testConfig } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { orders, products, users } from '../../db/schema/index.ts';

/** Changes made outside this request cycle reach the cache through the database's notifications. */
async function eventually(check: () => Promise<boolean>, ms = 2000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the cache still served the old answer');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(databaseKinds)('the read cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const names = async (url = '/api/products?sort=name&limit=100') =>
    ((await t.app.inject({ method: 'GET', url })).json() as { name: string }[]).map((p) => p.name);

  it('answers a repeated read from memory with the same bytes and ETag', async () => {
    await createProduct(t.app.db, { name: 'Cached Drill' });
    await eventually(async () => (await names()).includes('Cached Drill'));
    const first = await t.app.inject({ method: 'GET', url: '/api/products?limit=7' });
    const before = t.app.readCache.stats().hits;
    const second = await t.app.inject({ method: 'GET', url: '/api/products?limit=7' });
    expect(t.app.readCache.stats().hits).toBe(before + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('makes an answer once for visitors asking the same address at once, and never gives it to a read after a change', async () => {
    await createProduct(t.app.db, { name: 'Shared Drill' });
    await eventually(async () => (await names()).includes('Shared Drill'));
    const url = '/api/products?q=drill&limit=5&sort=name';
    // Each request then waits for the catalog to be read again, so all five are being answered at once.
    t.app.readCache.invalidate('catalog');
    const before = t.app.readCache.stats();
    const bodies = await Promise.all(
      Array.from({ length: 5 }, async () => (await t.app.inject({ method: 'GET', url })).body),
    );
    const after = t.app.readCache.stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(4);
    expect(new Set(bodies).size).toBe(1);

    // One read is being made when the catalog changes: the read that arrives after the change makes its own.
    const fresh = '/api/products?q=drill&limit=6&sort=name';
    const first = t.app.inject({ method: 'GET', url: fresh });
    while (t.app.readCache.stats().misses === after.misses)
      await new Promise((resolve) => setImmediate(resolve));
    t.app.readCache.invalidate('catalog');
    const second = t.app.inject({ method: 'GET', url: fresh });
    await Promise.all([first, second]);
    expect(t.app.readCache.stats().misses - after.misses).toBe(2);
  });

  it('drops what it holds when the database changes, whoever wrote it', async () => {
    const row = await createProduct(t.app.db, { name: 'Before Rename' });
    await eventually(async () => (await names()).includes('Before Rename'));
    await t.app.db.update(products).set({ name: 'After Rename' }).where(eq(products.id, row.id));
    await eventually(async () => (await names()).includes('After Rename'));
    expect(await names()).not.toContain('Before Rename');
    const one = await t.app.inject({ method: 'GET', url: `/api/product/${row.id}` });
    expect(one.json().name).toBe('After Rename');
  });

  it('shows a change made through the API in the very next read', async () => {
    const admin = await signIn(t.app, 'admin');
    const row = await createProduct(t.app.db, { name: 'Stock Watch', quantity: 500, minOrder: 1 });
    await eventually(
      async () =>
        (await t.app.inject({ method: 'GET', url: `/api/product/${row.id}` })).json().quantity === 500,
    );
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/product/${row.id}`,
      headers: admin.headers,
      payload: { quantity: 321 },
    });
    expect(patched.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${row.id}` })).json().quantity).toBe(321);

    const customer = await signIn(t.app, 'customer');
    await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: customer.headers,
      payload: { productId: row.id, amount: 21 },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${row.id}` })).json().quantity).toBe(300);
  });

  it("refreshes reviews when a reviewer's name changes", async () => {
    const author = await signIn(t.app, 'customer');
    await t.app.inject({
      method: 'POST',
      url: '/api/addReview',
      headers: author.headers,
      payload: { review: '5', detaisReview: 'cache me' },
    });
    const reviewer = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/reviews' })).json() as {
          detaisReview: string;
          name: string;
        }[]
      ).find((r) => r.detaisReview === 'cache me')?.name;
    expect(await reviewer()).toBe(author.user.name);
    await t.app.db.update(users).set({ name: 'Renamed Reviewer' }).where(eq(users.id, author.user.id));
    await eventually(async () => (await reviewer()) === 'Renamed Reviewer');
  });

  it('never caches a refusal', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/product/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/product/00000000-0000-4000-8000-000000000000',
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('the read cache within its memory', () => {
  it('keeps the most recently used answers and lets the oldest go when READ_CACHE_MB is spent', async () => {
    // 2 KB a scope (a quarter of READ_CACHE_MB): room for one or two single-product answers, not for all of them.
    const t = await build('pglite', { config: { readCacheBytes: 8192 } });
    try {
      const rows = await Promise.all(
        Array.from({ length: 8 }, (_, i) => createProduct(t.app.db, { name: `Budget Saw ${i}` })),
      );
      const read = (id: string) => t.app.inject({ method: 'GET', url: `/api/product/${id}` });
      const hitsOf = async (id: string) => {
        const before = t.app.readCache.stats().hits;
        await read(id);
        return t.app.readCache.stats().hits - before;
      };
      await eventually(async () => (await read(rows[7]?.id ?? '')).json().name === 'Budget Saw 7');
      for (const row of rows) await read(row.id);
      // the last one read is still there; the first one read has been pushed out
      expect(await hitsOf(rows[7]?.id ?? '')).toBe(1);
      expect(await hitsOf(rows[0]?.id ?? '')).toBe(0);
      expect(t.app.readCache.stats().entries).toBeLessThan(rows.length);
      expect(t.app.readCache.stats().entries).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe.each(databaseKinds)('two instances of the shop on one %s database', (kind) => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await build(kind, {
      // Instance A sweeps expired holds five times a second, and has a write route that nobody taught about the
      // cache, as the next feature's might be.
      config: { orders: { holdHours: 48, maxUnpaidPerCustomer: 5, sweepSeconds: 0.2 } },
      prepare: (app) => {
        app.post<{ Params: { id: string } }>('/api/probe/stock/:id', async (request) => {
          await app.db.update(products).set({ quantity: 7 }).where(eq(products.id, request.params.id));
          return { acknowledged: true };
        });
      },
    });
    b = await buildApp({ config: testConfig(), database: a.database, webRoot: null });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** Waits until `app` answers `expected` from its cache (announcements of earlier writes may still come). */
  const cachedStock = (app: FastifyInstance, id: string, expected: number) =>
    eventually(async () => {
      const hits = app.readCache.stats().hits;
      const res = await app.inject({ method: 'GET', url: `/api/product/${id}` });
      return res.json().quantity === expected && app.readCache.stats().hits === hits + 1;
    });
  const cachedStockOnB = (id: string, expected: number) => cachedStock(b, id, expected);
  const stockOnB = (id: string, expected: number) =>
    eventually(
      async () => (await b.inject({ method: 'GET', url: `/api/product/${id}` })).json().quantity === expected,
    );

  it('drop what they cached when a write request on the other changed stock, whichever route it was', async () => {
    const { id } = await createProduct(a.app.db, { quantity: 500, minOrder: 1 });
    await cachedStockOnB(id, 500);
    const res = await a.app.inject({ method: 'POST', url: `/api/probe/stock/${id}` });
    expect(res.statusCode).toBe(200);
    await stockOnB(id, 7);
  });

  it('drop what they cached when a sweep on the other gave stock back', async () => {
    const buyer = await signIn(a.app, 'customer');
    const { id } = await createProduct(a.app.db, { quantity: 30, minOrder: 1 });
    const placed = await a.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: id, amount: 4 },
    });
    expect(placed.statusCode).toBe(201);
    await cachedStockOnB(id, 26);
    // Past its hold: A's sweep cancels it and returns its stock; no request on either instance says so.
    await a.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(orders.id, placed.json().insertedId));
    await stockOnB(id, 30);
  });

  it('keep what they cached when the other only signed someone in and filled their cart', async () => {
    const { id } = await createProduct(a.app.db, { quantity: 40, minOrder: 1 });
    await cachedStock(a.app, id, 40);
    await cachedStockOnB(id, 40);
    const buyer = await signIn(a.app, 'customer');
    const put = await a.app.inject({
      method: 'PUT',
      url: `/api/cart/${id}`,
      headers: buyer.headers,
      payload: { amount: 3 },
    });
    expect(put.statusCode).toBe(200);
    // An announcement arrives within milliseconds; this leaves it ample time to drop what B holds.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const app of [a.app, b]) {
      const hits = app.readCache.stats().hits;
      const res = await app.inject({ method: 'GET', url: `/api/product/${id}` });
      expect(res.json().quantity).toBe(40);
      expect(app.readCache.stats().hits).toBe(hits + 1);
    }
  });
});

describe.each(databaseKinds)('the read cache and who asks, on %s', (kind) => {
  let t: TestApp;
  let renders = 0;
  beforeAll(async () => {
    t = await build(kind, {
      // Pages that differ at every render: a kept one is told apart from a new one by its number.
      pageRenderer: {
        render: async () => ({
          status: 200,
          head: '',
          root: `<p>render ${++renders}</p>`,
          state: undefined,
          modules: [],
        }),
        renderError: async () => ({ status: 500, head: '', root: '', state: undefined, modules: [] }),
        pageModules: () => [],
      },
      // An answer that depends on who asks, as a company's prices will: through the cache's one interface.
      prepare: (app) =>
        app.get('/api/test-asker', async (request, reply) =>
          app.readCache.serve(request, reply, 'catalog', z.object({ asker: z.string() }), async () => ({
            body: {
              asker: request.headers.authorization ?? (request.headers.cookie ? 'a cookie' : 'nobody'),
            },
          })),
        ),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const asker = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { asker: res.json().asker as string, headers: res.headers };
  };

  it('never keeps an answer computed for a request with credentials, nor serves it a kept one', async () => {
    const member = { authorization: 'Bearer member-of-acme' };
    // Asked first by a member: their answer is not kept for the next visitor ...
    expect((await asker('/api/test-asker?first=member', member)).asker).toBe('Bearer member-of-acme');
    expect((await asker('/api/test-asker?first=member')).asker).toBe('nobody');
    // ... and a kept public answer is not what a member or a cookie gets.
    expect((await asker('/api/test-asker?first=member')).asker).toBe('nobody');
    const hits = t.app.readCache.stats().hits;
    expect((await asker('/api/test-asker?first=member', member)).asker).toBe('Bearer member-of-acme');
    expect((await asker('/api/test-asker?first=member', { cookie: 'session=1' })).asker).toBe('a cookie');
    expect(t.app.readCache.stats().hits).toBe(hits);
    expect((await asker('/api/test-asker?first=member')).asker).toBe('nobody');
    expect(t.app.readCache.stats().hits).toBe(hits + 1);
  });

  it('tells proxies: a private answer is kept by none, a public one varies by Authorization and Cookie', async () => {
    const member = await signIn(t.app, 'customer');
    for (const url of ['/api/products?limit=3', '/api/categories', '/api/test-asker']) {
      const open = await t.app.inject({ method: 'GET', url });
      expect(open.statusCode, url).toBe(200);
      expect(open.headers['cache-control'], url).toBeUndefined();
      expect(open.headers.vary, url).toBe('authorization, cookie');
      const own = await t.app.inject({ method: 'GET', url, headers: member.headers });
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['cache-control'], url).toBe('private, no-store');
      expect(own.headers.vary, url).toBe('authorization, cookie');
    }
  });

  it('renders a page for a request with credentials alone: not kept, not taken from what is kept', async () => {
    const page = async (headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url: '/allProducts?who', headers });
      expect(res.statusCode).toBe(200);
      return { text: /render \d+/.exec(res.body)?.[0], headers: res.headers };
    };
    const first = await page({ authorization: 'Bearer member-of-acme' });
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.vary).toBe('accept-encoding, authorization, cookie');
    const open = await page();
    expect(open.text).not.toBe(first.text);
    expect(open.headers['cache-control']).toBe('no-cache');
    expect(open.headers.vary).toBe('accept-encoding, authorization, cookie');
    expect((await page()).text).toBe(open.text);
    const again = await page({ cookie: 'session=1' });
    expect(again.text).not.toBe(open.text);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect((await page()).text).toBe(open.text);
  });
});
