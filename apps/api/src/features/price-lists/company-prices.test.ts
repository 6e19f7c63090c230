import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createProduct } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  type SignedIn,
  signIn,
  type TestApp,
  testConfig,
} from '../../../test/helper.ts';
import { companies, orders, priceListPrices } from '../../db/schema/index.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

describe.each(databaseKinds)('a company’s prices in what its members see and pay on %s', (kind) => {
  let t: TestApp;
  /** 100.00 list, volume price 90.00 from 50: on company A's list at 10% off; on B's at its own 70.00. */
  let drill: Awaited<ReturnType<typeof createProduct>>;
  /** 300.00 list: 270.00 for A, 300.00 for B (B's list has no discount). */
  let saw: Awaited<ReturnType<typeof createProduct>>;
  let memberA: SignedIn;
  let memberB: SignedIn;
  let retail: SignedIn;
  let companyA: string;
  const word = `zq${unique()}`;
  beforeAll(async () => {
    t = await build(kind, {
      config: {
        tax: { rateBasisPoints: 1000 },
        orders: { ...testConfig().orders, maxUnpaidPerCustomer: 500 },
      },
    });
    drill = await createProduct(t.app.db, {
      name: `${word} Drill`,
      priceCents: 10_000,
      minOrder: 1,
      quantity: 100_000,
      priceTiers: [{ minAmount: 50, priceCents: 9_000 }],
    });
    saw = await createProduct(t.app.db, {
      name: `${word} Saw`,
      priceCents: 30_000,
      minOrder: 1,
      quantity: 100_000,
    });
    [memberA, memberB, retail] = await Promise.all([
      signIn(t.app, 'customer'),
      signIn(t.app, 'customer'),
      signIn(t.app, 'customer'),
    ]);
    const a = await createCompany(t.app.db, {
      members: [{ userId: memberA.user.id, role: 'admin' }],
      priceList: { discountBasisPoints: 1000 },
    });
    companyA = a.id;
    await createCompany(t.app.db, {
      members: [{ userId: memberB.user.id, role: 'admin' }],
      priceList: { prices: [{ productId: drill.id, priceCents: 7_000 }] },
    });
    await t.app.liveCatalog.current();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (who: SignedIn | null, url: string) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });
  const priceIn = (list: { _id: string; price: number }[], id: string) =>
    list.find((p) => p._id === id)?.price;

  it('shows each member their company’s prices beside the list price, and others the list price', async () => {
    const a = (await get(memberA, `/api/product/${drill.id}`)).json();
    expect(a).toMatchObject({ price: 90, listPrice: 100, priceTiers: [{ minAmount: 50, price: 81 }] });
    const b = (await get(memberB, `/api/product/${drill.id}`)).json();
    // B's own price on the list replaces the tool's price and its volume prices.
    expect(b).toMatchObject({ price: 70, listPrice: 100, priceTiers: [] });
    const anonymous = (await get(null, `/api/product/${drill.id}`)).json();
    expect(anonymous).toMatchObject({ price: 100, priceTiers: [{ minAmount: 50, price: 90 }] });
    expect(anonymous).not.toHaveProperty('listPrice');
    expect((await get(retail, `/api/product/${drill.id}`)).json()).not.toHaveProperty('listPrice');
    const page = (await get(memberA, `/api/tools/${drill.slug}`)).json();
    expect(page).toMatchObject({ price: 90, listPrice: 100 });
    const recent = (await get(memberB, '/api/recentProducts')).json();
    expect(priceIn(recent, drill.id)).toBe(70);
  });

  it('filters, sorts and counts the catalogue on the member’s prices', async () => {
    // 65–75 $: B's drill (70) only; nobody else has a tool of these in that range.
    const inRange = (who: SignedIn | null) => get(who, `/api/products?q=${word}&minPrice=65&maxPrice=75`);
    expect((await inRange(memberB)).json().map((p: { _id: string }) => p._id)).toEqual([drill.id]);
    expect((await inRange(memberA)).json()).toEqual([]);
    expect((await inRange(null)).json()).toEqual([]);
    const cheapFirst = (await get(memberA, `/api/products?q=${word}&sort=price-desc`)).json();
    expect(cheapFirst.map((p: { price: number }) => p.price)).toEqual([270, 90]);
    const facets = (await get(memberB, `/api/products/facets?q=${word}`)).json();
    expect(facets.price).toEqual({ min: 70, max: 300 });
    expect((await get(null, `/api/products/facets?q=${word}`)).json().price).toEqual({ min: 100, max: 300 });
  });

  it('never lets a cached answer carry one company’s price to anyone else', async () => {
    const routes = [
      `/api/product/${drill.id}`,
      `/api/products?q=${word}`,
      `/api/products?q=${word}&minPrice=65&maxPrice=75`,
      `/api/products/facets?q=${word}`,
      `/api/tools/${drill.slug}`,
      '/api/recentProducts',
    ];
    const expected = { a: 90, b: 70, anonymous: 100 };
    const drillPrice = (body: unknown): number | undefined => {
      if (Array.isArray(body)) return priceIn(body, drill.id);
      const one = body as { _id?: string; price?: number | { min: number } };
      if (typeof one.price === 'object') return one.price.min;
      return one._id === drill.id ? (one.price as number) : undefined;
    };
    // Each route three times over, the three askers at once, so that every answer could come from another's.
    for (let round = 0; round < 3; round++)
      for (const url of routes) {
        const [a, b, anonymous, alsoAnonymous] = await Promise.all([
          get(memberA, url),
          get(memberB, url),
          get(null, url),
          get(null, url),
        ]);
        for (const [who, answer] of [
          ['a', a],
          ['b', b],
          ['anonymous', anonymous],
          ['anonymous', alsoAnonymous],
        ] as const) {
          expect(answer.statusCode, `${who} ${url}`).toBe(200);
          const price = drillPrice(answer.json());
          // The in-range search finds the drill for B alone.
          if (price !== undefined) expect(price, `${who} ${url}`).toBe(expected[who]);
          else expect(url.includes('minPrice') && who !== 'b', `${who} ${url}`).toBe(true);
          if (who !== 'anonymous') expect(answer.headers['cache-control'], url).toBe('private, no-store');
        }
      }
  });

  it('prices the cart as checkout charges it, for any discount, own price and amount', async () => {
    const cases = fc.record({
      discount: fc.option(fc.integer({ min: 1, max: 9_999 }), { nil: null }),
      own: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
      drillAmount: fc.integer({ min: 1, max: 120 }),
      sawAmount: fc.integer({ min: 1, max: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ discount, own, drillAmount, sawAmount }) => {
        const buyer = await signIn(t.app, 'customer');
        await createCompany(t.app.db, {
          members: [{ userId: buyer.user.id, role: 'admin' }],
          priceList: {
            discountBasisPoints: discount,
            prices: own === null ? [] : [{ productId: saw.id, priceCents: own }],
          },
        });
        for (const [productId, amount] of [
          [drill.id, drillAmount],
          [saw.id, sawAmount],
        ] as const)
          await t.app.inject({
            method: 'PUT',
            url: `/api/cart/${productId}`,
            headers: buyer.headers,
            payload: { amount },
          });
        const cart = (await get(buyer, '/api/cart')).json();
        const placed = await t.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: buyer.headers,
          payload: { name: 'Pat Buyer', phone: '+1 555 0100', address: '1 Dock Road, Portland' },
        });
        expect(placed.statusCode, placed.body).toBe(201);
        const [order] = await t.app.db.select().from(orders).where(eq(orders.id, placed.json().insertedId));
        const charged = order?.lines.map((line) => [line.productId, line.unitPriceCents / 100]);
        const shown = cart.lines.map((line: { productId: string; unitPrice: number }) => [
          line.productId,
          line.unitPrice,
        ]);
        expect(charged).toEqual(shown);
        const netCents = order?.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
        expect(netCents).toBe(Math.round(cart.total * 100));
      }),
      { numRuns: 12 },
    );
  });

  it('shows list prices again once the company is suspended, and a new list price at once', async () => {
    await t.app.db
      .update(priceListPrices)
      .set({ priceCents: 6_500 })
      .where(eq(priceListPrices.productId, drill.id));
    expect((await get(memberB, `/api/product/${drill.id}`)).json().price).toBe(65);
    await t.app.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, companyA));
    const suspended = (await get(memberA, `/api/product/${drill.id}`)).json();
    expect(suspended.price).toBe(100);
    expect(suspended).not.toHaveProperty('listPrice');
    await t.app.db.update(companies).set({ status: 'approved' }).where(eq(companies.id, companyA));
  });
});
