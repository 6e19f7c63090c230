import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { adminActivity } from '../../db/schema/index.ts';

describe.each(databaseKinds)('price lists on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

  it('adds, lists, renames and discounts price lists; names are unique whatever the case', async () => {
    const added = await call(admin, 'POST', '/api/price-lists', { name: 'Dealers A', discountPercent: 12 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Dealers A',
      discountPercent: 12,
      priceCount: 0,
      companyCount: 0,
      prices: [],
    });
    const id = added.json()._id;
    const same = await call(admin, 'POST', '/api/price-lists', { name: 'dealers a' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: 'Another price list has this name', field: 'name' });
    for (const discountPercent of [0, 100, -5, 12.345, '10'])
      expect(
        (await call(admin, 'POST', '/api/price-lists', { name: 'X', discountPercent })).json().message,
      ).toBe('The discount must be a percentage above 0 and below 100, with at most 2 decimals');

    const patched = await call(admin, 'PATCH', `/api/price-lists/${id}`, {
      name: 'Dealers B',
      discountPercent: 7.5,
    });
    expect(patched.json()).toMatchObject({ name: 'Dealers B', discountPercent: 7.5 });
    const none = await call(admin, 'PATCH', `/api/price-lists/${id}`, { discountPercent: null });
    expect(none.json().discountPercent).toBeUndefined();
    expect((await call(admin, 'GET', '/api/price-lists')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: id, name: 'Dealers B' })]),
    );
    const actions = (await t.app.db.select().from(adminActivity).where(eq(adminActivity.subjectId, id))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(['price_list.added', 'price_list.edited', 'price_list.edited']);
  });

  it("sets and removes a tool's own price, its volume prices by the product's rules", async () => {
    const product = await createProduct(t.app.db, { priceCents: 10_000, minOrder: 10 });
    const id = (await call(admin, 'POST', '/api/price-lists', { name: `Tiers ${product.model}` })).json()._id;
    const set = await call(admin, 'PUT', `/api/price-lists/${id}/prices/${product.id}`, {
      price: 88,
      priceTiers: [
        { minAmount: 50, price: 85 },
        { minAmount: 100, price: 80.5 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      productId: product.id,
      name: product.name,
      model: product.model,
      listPrice: 100,
      price: 88,
      priceTiers: [
        { minAmount: 50, price: 85 },
        { minAmount: 100, price: 80.5 },
      ],
    });
    const badTier = await call(admin, 'PUT', `/api/price-lists/${id}/prices/${product.id}`, {
      price: 88,
      priceTiers: [{ minAmount: 5, price: 85 }],
    });
    expect(badTier.statusCode).toBe(400);
    expect(badTier.json()).toEqual({
      message: 'A volume price starts above the minimum order (10 pieces)',
      field: 'priceTiers.0.minAmount',
    });
    expect(
      (await call(admin, 'PUT', `/api/price-lists/${id}/prices/${product.id}`, { price: 0 })).statusCode,
    ).toBe(400);
    const unknown = await call(
      admin,
      'PUT',
      `/api/price-lists/${id}/prices/00000000-0000-4000-8000-000000000000`,
      { price: 5 },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no such tool');

    expect((await call(admin, 'GET', `/api/price-lists/${id}`)).json()).toMatchObject({
      priceCount: 1,
      prices: [{ price: 88 }],
    });
    // Overwriting a price keeps the one it replaced in the trail; the first one had none.
    expect(
      (await call(admin, 'PUT', `/api/price-lists/${id}/prices/${product.id}`, { price: 86.5 })).statusCode,
    ).toBe(200);
    const sets = (
      await t.app.db
        .select()
        .from(adminActivity)
        .where(and(eq(adminActivity.subjectId, id), eq(adminActivity.action, 'price_list.price_set')))
    ).sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(sets.map((entry) => [entry.before, entry.after])).toEqual([
      [
        null,
        {
          productId: product.id,
          model: product.model,
          price: 88,
          priceTiers: [
            { minAmount: 50, price: 85 },
            { minAmount: 100, price: 80.5 },
          ],
        },
      ],
      [
        {
          productId: product.id,
          model: product.model,
          price: 88,
          priceTiers: [
            { minAmount: 50, price: 85 },
            { minAmount: 100, price: 80.5 },
          ],
        },
        { productId: product.id, model: product.model, price: 86.5, priceTiers: [] },
      ],
    ]);
    expect((await call(admin, 'DELETE', `/api/price-lists/${id}/prices/${product.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/price-lists/${id}/prices/${product.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/price-lists/${id}`)).json().prices).toEqual([]);
  });

  it('gives a company a price list (or none) through PATCH /companies/:id', async () => {
    const owner = await signIn(t.app, 'customer');
    const companyId = (
      await call(owner, 'POST', '/api/companies/apply', {
        name: 'Listed Ltd',
        address: { line1: '1 Way', city: 'Leeds', postalCode: 'LS1', country: 'GB' },
        phone: '+44 113 000 0000',
      })
    ).json()._id;
    const listId = (
      await call(admin, 'POST', '/api/price-lists', { name: 'For Listed Ltd', discountPercent: 5 })
    ).json()._id;
    const given = await call(admin, 'PATCH', `/api/companies/${companyId}`, { priceListId: listId });
    expect(given.json().priceListId).toBe(listId);
    expect((await call(admin, 'GET', `/api/price-lists/${listId}`)).json()).toMatchObject({
      companyCount: 1,
      companies: [{ _id: companyId, name: 'Listed Ltd' }],
    });
    const listed = (await call(admin, 'GET', '/api/price-lists')).json();
    expect(listed.find((list: { _id: string }) => list._id === listId).companies).toEqual([
      { _id: companyId, name: 'Listed Ltd' },
    ]);
    const unknown = await call(admin, 'PATCH', `/api/companies/${companyId}`, {
      priceListId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no such price list');
    expect(
      (await call(admin, 'PATCH', `/api/companies/${companyId}`, { priceListId: null })).json().priceListId,
    ).toBeUndefined();
  });

  it('is for shop admins only', async () => {
    const customer = await signIn(t.app, 'customer');
    const id = (await call(admin, 'POST', '/api/price-lists', { name: 'Private' })).json()._id;
    for (const [method, url, payload] of [
      ['GET', '/api/price-lists', undefined],
      ['GET', `/api/price-lists/${id}`, undefined],
      ['POST', '/api/price-lists', { name: 'Mine' }],
      ['PATCH', `/api/price-lists/${id}`, { name: 'Mine' }],
    ] as const) {
      expect((await call(customer, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
