import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { announced, build, databaseKinds, type TestApp } from '../../../test/helper.ts';

describe.each(databaseKinds)('catalog on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists products with SPEC field names and the price in dollars', async () => {
    const row = await createProduct(t.app.db, {
      name: 'Ironvolt Hammer Drill',
      priceCents: 12_999,
      quantity: 300,
      minOrder: 25,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    const found = res.json().find((p: { _id: string }) => p._id === row.id);
    expect(found).toEqual({
      _id: row.id,
      name: 'Ironvolt Hammer Drill',
      model: row.model,
      image: row.image,
      description: row.description,
      quantity: 300,
      price: 129.99,
      minOrder: 25,
      weightKg: 0,
      serialized: false,
      priceTiers: [],
      category: 'uncategorised',
      slug: row.slug,
      attributes: [],
      images: [row.image],
    });
    expect(row.slug).toMatch(/^ironvolt-hammer-drill(-\d+)?$/);
  });

  it('answers one product by id, and 404 JSON for an unknown or malformed id', async () => {
    // Written straight into the database: this instance answers it once it heard the change announced.
    const row = await announced(t.app, () => createProduct(t.app.db));
    const ok = await t.app.inject({ method: 'GET', url: `/api/product/${row.id}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()._id).toBe(row.id);

    for (const id of ['6f1c9a52-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1", '%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/${encodeURIComponent(id)}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
  });

  it('leaves deleted products out of the catalog', async () => {
    const row = await createProduct(t.app.db, { deletedAt: new Date() });
    const list = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(list.json().map((p: { _id: string }) => p._id)).not.toContain(row.id);
    const one = await t.app.inject({ method: 'GET', url: `/api/product/${row.id}` });
    expect(one.statusCode).toBe(404);
  });

  it('gives the six newest products for the home page, newest first', async () => {
    const base = Date.now() + 86_400_000; // after anything the other tests made
    const made = [];
    for (let i = 0; i < 8; i++)
      made.push(await createProduct(t.app.db, { createdAt: new Date(base + i * 1000) }));
    const res = await t.app.inject({ method: 'GET', url: '/api/recentProducts' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { _id: string }) => p._id)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((p) => p.id),
    );
  });
});
