import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { rowsOf } from '../../db/client.ts';
import { adminActivity } from '../../db/schema/index.ts';

const usRate = {
  brackets: [
    { upToKg: 5, price: 15 },
    { upToKg: 10, price: 25 },
    { upToKg: 30, price: 40 },
  ],
  perKg: 2,
  freeOverNet: 2500,
};
const address = (country: string) => ({
  line1: '1 Main St',
  city: 'Springfield',
  postalCode: '12345',
  country,
});

describe.each(databaseKinds)('shipping zones and quotes on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await build(kind, { config: { tax: { rateBasisPoints: 1000 } } });
    admin = await signIn(t.app, 'admin');
    buyer = await signIn(t.app, 'customer');
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

  let usId = '';
  it('adds zones admins only, each country in one zone, audited', async () => {
    expect(
      (await call(buyer, 'POST', '/api/shipping/zones', { name: 'US', countries: ['US'] })).statusCode,
    ).toBe(403);
    expect((await call(null, 'GET', '/api/shipping/zones')).statusCode).toBe(401);
    const added = await call(admin, 'POST', '/api/shipping/zones', {
      name: 'United States',
      countries: ['us'],
      ...usRate,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'United States', countries: ['US'], ...usRate });
    usId = added.json()._id;
    const again = await call(admin, 'POST', '/api/shipping/zones', {
      name: 'Americas',
      countries: ['CA', 'US'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'US is already in the zone United States',
      field: 'countries.1',
    });
    const sameName = await call(admin, 'POST', '/api/shipping/zones', {
      name: 'united states',
      countries: ['MX'],
    });
    expect(sameName.json()).toEqual({ message: 'Another shipping zone has this name', field: 'name' });
    const bad = await call(admin, 'POST', '/api/shipping/zones', {
      name: 'Canada',
      countries: ['CA'],
      brackets: [
        { upToKg: 10, price: 20 },
        { upToKg: 5, price: 10 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Each bracket must go up to more kg than the one before');
    // Nothing half-written: Canada is still in no zone.
    expect(
      (await call(admin, 'GET', '/api/shipping/zones')).json().zones.map((z: { name: string }) => z.name),
    ).toEqual(['United States']);
    const entries = await t.app.db.select().from(adminActivity).where(eq(adminActivity.subjectId, usId));
    expect(entries.map((e) => e.action)).toEqual(['shipping_zone.added']);
  });

  it('changes and deletes a zone; a zone without brackets ships nowhere', async () => {
    const ca = await call(admin, 'POST', '/api/shipping/zones', { name: 'Canada', countries: ['CA'] });
    const caId = ca.json()._id;
    const product = await createProduct(t.app.db, { weightGrams: 2_000, priceCents: 10_000, minOrder: 1 });
    await call(buyer, 'PUT', `/api/cart/${product.id}`, { amount: 3 });
    const none = await call(buyer, 'POST', '/api/shipping/quote', { address: address('CA') });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('We do not ship to CA');
    const patched = await call(admin, 'PATCH', `/api/shipping/zones/${caId}`, {
      brackets: [{ upToKg: 10, price: 30 }],
      perKg: 3.5,
    });
    expect(patched.json()).toMatchObject({
      brackets: [{ upToKg: 10, price: 30 }],
      perKg: 3.5,
      freeOverNet: null,
    });
    expect(
      (await call(buyer, 'POST', '/api/shipping/quote', { address: address('ca') })).json(),
    ).toMatchObject({
      zone: 'Canada',
      shipping: 30,
    });
    expect((await call(admin, 'PATCH', `/api/shipping/zones/${caId}`, {})).statusCode).toBe(400);
    const taken = await call(admin, 'PATCH', `/api/shipping/zones/${caId}`, { countries: ['CA', 'US'] });
    expect(taken.statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/api/shipping/zones/${caId}`)).json()).toEqual({
      acknowledged: true,
    });
    expect((await call(admin, 'DELETE', `/api/shipping/zones/${caId}`)).statusCode).toBe(404);
    expect((await call(buyer, 'POST', '/api/shipping/quote', { address: address('CA') })).statusCode).toBe(
      422,
    );
    const actions = (
      await t.app.db.select().from(adminActivity).where(eq(adminActivity.subjectId, caId))
    ).map((e) => e.action);
    expect(actions.sort()).toEqual(['shipping_zone.added', 'shipping_zone.deleted', 'shipping_zone.edited']);
    await call(buyer, 'DELETE', '/api/cart');
  });

  it("quotes the cart's weight at the zone's brackets, taxed like the goods", async () => {
    const product = await createProduct(t.app.db, { weightGrams: 2_500, priceCents: 10_000, minOrder: 1 });
    const quote = async (amount: number) => {
      await call(buyer, 'PUT', `/api/cart/${product.id}`, { amount });
      return (await call(buyer, 'POST', '/api/shipping/quote', { address: address('US') })).json();
    };
    // 2 × 2.5 kg = 5 kg: on the first bracket's edge.
    expect(await quote(2)).toEqual({
      country: 'US',
      zone: 'United States',
      weightKg: 5,
      net: 200,
      shipping: 15,
      shippingTax: 1.5,
      tax: 21.5,
      total: 236.5,
    });
    expect((await quote(3)).shipping).toBe(25);
    // 13 × 2.5 = 32.5 kg: $40 plus 3 started kg at $2.
    expect(await quote(13)).toMatchObject({ weightKg: 32.5, shipping: 46 });
    // $2,500 of goods: free.
    expect(await quote(25)).toMatchObject({ net: 2500, shipping: 0, shippingTax: 0, total: 2750 });
    expect((await call(buyer, 'POST', '/api/shipping/quote', { address: address('DE') })).json()).toEqual({
      message: 'We do not ship to DE',
      field: 'address.country',
    });
    await call(buyer, 'DELETE', '/api/cart');
    expect((await call(buyer, 'POST', '/api/shipping/quote', { address: address('US') })).statusCode).toBe(
      422,
    );
  });

  it("keeps a tool's weight in whole grams, answered and edited in kg, audited", async () => {
    const { id } = await createProduct(t.app.db, { weightGrams: 1_234 });
    expect((await call(null, 'GET', `/api/product/${id}`)).json().weightKg).toBe(1.234);
    const edited = await call(admin, 'PATCH', `/api/product/${id}`, { weightKg: 2.5 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().weightKg).toBe(2.5);
    const [entry] = await t.app.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.subjectId, id))
      .orderBy(desc(adminActivity.at))
      .limit(1);
    expect(entry?.before).toMatchObject({ weightGrams: 1_234 });
    expect(entry?.after).toMatchObject({ weightGrams: 2_500 });
    const bad = await call(admin, 'PATCH', `/api/product/${id}`, { weightKg: 0.0005 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'The weight must be a number of kg from 0 to 100,000, with at most 3 decimals',
    );
  });

  it('computes the same in the database as in the browser, at every edge', async () => {
    const rate = JSON.stringify({
      brackets: [
        { upToGrams: 5_000, priceCents: 1_500 },
        { upToGrams: 30_000, priceCents: 4_000 },
      ],
      perKgCents: 200,
      freeOverNetCents: 250_000,
    });
    const cases: [number, number, number][] = [
      [0, 100, 1_500],
      [5_000, 100, 1_500],
      [5_001, 100, 4_000],
      [30_000, 100, 4_000],
      [30_001, 100, 4_200],
      [31_000, 100, 4_200],
      [31_001, 100, 4_400],
      [31_001, 249_999, 4_400],
      [31_001, 250_000, 0],
    ];
    for (const [grams, net, cents] of cases) {
      const [row] = rowsOf<{ cents: string }>(
        await t.app.db.execute(
          sql`select ironvolt_shipping_cents(${grams}, ${net}, ${rate}::jsonb)::text as cents`,
        ),
      );
      expect(Number(row?.cents), `${grams} g, ${net} net`).toBe(cents);
    }
  });
});
