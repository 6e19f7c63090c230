import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { announced, build, databaseKinds, signIn, type TestApp } from '../../../test/helper.ts';

describe.each(databaseKinds)('catalog search, sort and paging on %s', (kind) => {
  let t: TestApp;
  const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((p) => p.name);
  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/products${query}` });

  beforeAll(async () => {
    t = await build(kind);
    const base = Date.UTC(2026, 0, 1);
    const made: [string, string, number][] = [
      ['Cordless Drill', 'CD-100', 9_999],
      ['Angle Grinder', 'AG-45', 5_999],
      ['Band Saw', 'BS-9', 24_999],
      ['100% Copper Sander', 'SAN_D-1', 7_999],
      ["O'Brien Heat Gun", 'HG-2', 3_999],
      ['drill press', 'DP-5', 19_999],
    ];
    for (const [index, [name, model, priceCents]] of made.entries()) {
      await createProduct(t.app.db, { name, model, priceCents, createdAt: new Date(base + index * 60_000) });
    }
    for (let i = 0; i < 30; i++) {
      await createProduct(t.app.db, {
        name: `Filler ${String(i).padStart(2, '0')}`,
        model: `F-${i}`,
        createdAt: new Date(base - (i + 1) * 60_000),
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages 24 at a time by default, newest first, with the total in X-Total-Count', async () => {
    const first = await get('');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('36');
    expect(names(first)).toHaveLength(24);
    expect(names(first).slice(0, 2)).toEqual(['drill press', "O'Brien Heat Gun"]);
    const second = await get('?page=2');
    expect(names(second)).toHaveLength(12);
    expect(names(second)).not.toContain(names(first)[0]);
    const beyond = await get('?page=9');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('36');
  });

  it('searches name and model without regard to case', async () => {
    expect(names(await get('?q=DRILL')).sort()).toEqual(['Cordless Drill', 'drill press']);
    expect(names(await get('?q=ag-4'))).toEqual(['Angle Grinder']);
    expect((await get('?q=drill')).headers['x-total-count']).toBe('2');
  });

  it('matches quotes, % and _ literally, never as wildcards', async () => {
    expect(names(await get(`?q=${encodeURIComponent("O'Brien")}`))).toEqual(["O'Brien Heat Gun"]);
    expect(names(await get(`?q=${encodeURIComponent('100%')}`))).toEqual(['100% Copper Sander']);
    expect(names(await get(`?q=${encodeURIComponent('%')}`))).toEqual(['100% Copper Sander']);
    expect(names(await get(`?q=${encodeURIComponent('N_D')}`))).toEqual(['100% Copper Sander']);
    expect(names(await get(`?q=${encodeURIComponent('_')}`))).toEqual(['100% Copper Sander']);
    expect(names(await get(`?q=${encodeURIComponent('\\')}`))).toEqual([]);
    expect(names(await get(`?q=${encodeURIComponent("'; drop table products; --")}`))).toEqual([]);
    expect((await get('')).headers['x-total-count']).toBe('36');
  });

  it('sorts by price both ways and by name', async () => {
    const cheap = (await get('?sort=price-asc&limit=3')).json() as { price: number }[];
    expect(cheap.map((p) => p.price)).toEqual([39.99, 59.99, 79.99]);
    const dear = (await get('?sort=price-desc&limit=2')).json() as { price: number }[];
    expect(dear.map((p) => p.price)).toEqual([249.99, 199.99]);
    expect(names(await get('?sort=name&limit=3'))).toEqual([
      '100% Copper Sander',
      'Angle Grinder',
      'Band Saw',
    ]);
    expect(names(await get('?sort=name&q=drill'))).toEqual(['Cordless Drill', 'drill press']);
  });

  it('refuses out-of-range paging and unknown sorts with 400 naming the field, and lowers a huge limit', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=1.5', 'page'],
      ['?page=abc', 'page'],
      ['?limit=0', 'limit'],
      ['?limit=-5', 'limit'],
      ['?sort=drop', 'sort'],
      [`?q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
      expect(res.json().message).toMatch(new RegExp(field === 'q' ? 'Search' : field));
    }
    const huge = await get('?limit=100000');
    expect(huge.statusCode).toBe(200);
    expect(names(huge)).toHaveLength(36);
    const capped = await get('?limit=100000&page=1');
    expect(capped.headers['x-total-count']).toBe('36');
  });

  it('answers 304 when the ETag matches, and a new ETag after a change', async () => {
    const first = await get('?limit=5');
    const tag = String(first.headers.etag);
    expect(tag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=5',
      headers: { 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createProduct(t.app.db, { name: 'Brand New Planer', createdAt: new Date(Date.UTC(2027, 0, 1)) });
    // Written straight to the database: the read cache hears of it through the database's notification,
    // which arrives asynchronously.
    const read = () =>
      t.app.inject({ method: 'GET', url: '/api/products?limit=5', headers: { 'if-none-match': tag } });
    let changed = await read();
    for (let i = 0; i < 200 && changed.statusCode === 304; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      changed = await read();
    }
    expect(changed.statusCode).toBe(200);
    expect(names(changed)[0]).toBe('Brand New Planer');

    const product = await get('');
    const id = (product.json() as { _id: string }[])[0]?._id;
    const one = await t.app.inject({ method: 'GET', url: `/api/product/${id}` });
    const oneAgain = await t.app.inject({
      method: 'GET',
      url: `/api/product/${id}`,
      headers: { 'if-none-match': String(one.headers.etag) },
    });
    expect(oneAgain.statusCode).toBe(304);
  });

  it("builds searches and product pages from the products' current figures, also ones not asked before", async () => {
    const { id: planer } = await announced(t.app, () =>
      createProduct(t.app.db, { name: 'Thickness Planer', model: 'TP-13', priceCents: 45_000 }),
    );
    const found = (await get('?q=thickness')).json() as { _id: string; price: number }[];
    expect(found).toEqual([expect.objectContaining({ _id: planer, price: 450 })]);
    const page = () => t.app.inject({ method: 'GET', url: `/api/product/${planer}` });
    expect((await page()).json()).toMatchObject({ _id: planer, price: 450 });
    const admin = await signIn(t.app, 'admin');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/product/${planer}`,
      headers: admin.headers,
      payload: { price: 475.5, quantity: 12 },
    });
    expect(edited.statusCode).toBe(200);
    // A different text, so the answer is built afresh, from the product kept for the first search if stale.
    expect((await get('?q=thickness%20p')).json()).toEqual([
      expect.objectContaining({ _id: planer, price: 475.5, quantity: 12 }),
    ]);
    expect((await page()).json()).toMatchObject({ price: 475.5, quantity: 12 });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/${planer}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await get('?q=tp-1');
    expect(after.json()).toEqual([]);
    expect(after.headers['x-total-count']).toBe('0');
    expect((await page()).statusCode).toBe(404);
  });
});

describe.each(databaseKinds)('catalog search with a small read cache on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    // 96 kB: the products' JSON gets a third, room for about 14 of these (ADR 055); a page of 30 or 60 holds more.
    t = await build(kind, { config: { readCacheBytes: 96 * 1024 } });
    for (let i = 0; i < 60; i++) {
      await createProduct(t.app.db, {
        name: `Long Story Sander ${String(i).padStart(2, '0')}`,
        description: 'A sander with a long description. '.repeat(60),
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every product of a page even when the page holds more than the cache keeps', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?q=long%20story&limit=30' });
    expect(first.json()).toHaveLength(30);
    const wider = await t.app.inject({ method: 'GET', url: '/api/products?q=long%20story&limit=60' });
    expect(wider.json()).toHaveLength(60);
    expect(wider.headers['x-total-count']).toBe('60');
  });
});

describe.each(databaseKinds)('catalog answers built from kept products on %s', (kind) => {
  let t: TestApp;
  const maxAgeMs = 1_000;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    t = await build(kind, { config: { readCacheMaxAgeMs: maxAgeMs } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('are no older than the maximum age of the products they were built from', async () => {
    const { id } = await createProduct(t.app.db, { name: 'Stale Check Router', quantity: 500 });
    await pause(100); // the insert's announcement
    const read = performance.now();
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).json()).toMatchObject({
      quantity: 500,
    });
    // A change of stock that nobody announced (as when the instance that took it died before announcing).
    await t.app.db.execute(sql`update products set quantity = 123 where id = ${id}`);
    await pause(maxAgeMs / 2);
    // A search not asked before, built from the product kept at `read`...
    await t.app.inject({ method: 'GET', url: '/api/products?q=stale%20check' });
    // ...may be answered from the cache only until that product's maximum age, not for one more maximum age.
    await pause(Math.max(0, read + maxAgeMs + 100 - performance.now()));
    const later = await t.app.inject({ method: 'GET', url: '/api/products?q=stale%20check' });
    expect(later.json()).toEqual([expect.objectContaining({ _id: id, quantity: 123 })]);
  });
});
