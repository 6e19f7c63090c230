import { eq } from 'drizzle-orm';
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
import { companies, orders } from '../../db/schema/index.ts';

/** 20% tax, 12% off on the list, one tool with its own price and a volume price on it. */
describe.each(databaseKinds)('orders on a company’s terms on %s', (kind) => {
  let t: TestApp;
  let listed: Awaited<ReturnType<typeof createProduct>>;
  let own: Awaited<ReturnType<typeof createProduct>>;
  let dealer: SignedIn;
  let buyer: SignedIn;
  let retail: SignedIn;
  let companyId: string;
  beforeAll(async () => {
    t = await build(kind, {
      config: {
        tax: { rateBasisPoints: 2000 },
        orders: { ...testConfig().orders, maxUnpaidPerCustomer: 50 },
      },
    });
    listed = await createProduct(t.app.db, { priceCents: 12_999, minOrder: 10, quantity: 1000 });
    own = await createProduct(t.app.db, {
      priceCents: 5_000,
      minOrder: 10,
      quantity: 1000,
      priceTiers: [{ minAmount: 50, priceCents: 4_500 }],
    });
    [dealer, buyer, retail] = await Promise.all([
      signIn(t.app, 'customer'),
      signIn(t.app, 'customer'),
      signIn(t.app, 'customer'),
    ]);
    const company = await createCompany(t.app.db, {
      members: [
        { userId: dealer.user.id, role: 'admin' },
        { userId: buyer.user.id, role: 'buyer', orderLimitCents: 250_000 },
      ],
      priceList: {
        discountBasisPoints: 1200,
        prices: [
          { productId: own.id, priceCents: 4_000, priceTiers: [{ minAmount: 100, priceCents: 3_500 }] },
        ],
      },
    });
    companyId = company.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const buyNow = (who: SignedIn, productId: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: who.headers,
      payload: { productId, amount },
    });
  const orderRow = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];

  it('charges a member the list’s discount, or the tool’s own price and volume price on the list, with tax', async () => {
    const discounted = await buyNow(dealer, listed.id, 10);
    expect(discounted.statusCode, discounted.body).toBe(201);
    // 129.99 less 12% is 114.3912: 114.39 a piece, 1,143.90 net, 228.78 tax.
    expect(discounted.json()).toMatchObject({ totalPrice: 1372.68, status: 'unpaid' });
    const row = await orderRow(discounted.json().insertedId);
    expect(row).toMatchObject({ unitPriceCents: 11_439, taxCents: 22_878, companyId });
    expect(row?.buyerCompany).toMatchObject({ taxExempt: false, taxId: 'US-12-3456789' });

    const ownPrice = await buyNow(dealer, own.id, 60);
    // The list's own price (40.00), not the tool's volume price at 50 (45.00) nor 12% off.
    expect((await orderRow(ownPrice.json().insertedId))?.unitPriceCents).toBe(4_000);
    const ownTier = await buyNow(dealer, own.id, 100);
    expect((await orderRow(ownTier.json().insertedId))?.unitPriceCents).toBe(3_500);
  });

  it('charges a retail customer the list price and names no company', async () => {
    const placed = await buyNow(retail, listed.id, 10);
    expect(placed.json()).toMatchObject({ totalPrice: 1559.88, status: 'unpaid' });
    expect(await orderRow(placed.json().insertedId)).toMatchObject({
      unitPriceCents: 12_999,
      companyId: null,
      buyerCompany: null,
    });
  });

  it('checks a cart out at the company’s prices', async () => {
    for (const [productId, amount] of [
      [listed.id, 10],
      [own.id, 100],
    ] as const) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/cart/${productId}`,
        headers: dealer.headers,
        payload: { amount },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: dealer.headers,
      payload: { name: 'Dana Dealer', phone: '+1 555 0100', address: '1 Dock Road, Portland' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const row = await orderRow(placed.json().insertedId);
    expect(row?.lines.map((line) => line.unitPriceCents)).toEqual([11_439, 3_500]);
    // 1,143.90 + 3,500.00 net, 20% tax.
    expect(row).toMatchObject({ totalPriceCents: 557_268, companyId });
    expect(placed.json()).toMatchObject({ totalPrice: 5572.68, status: 'unpaid' });
  });

  it('places a buyer’s order above their limit awaiting approval, holding its stock', async () => {
    // 20 × 114.39 × 1.2 = 2,745.36: above the 2,500.00 limit.
    const above = await buyNow(buyer, listed.id, 20);
    expect(above.statusCode, above.body).toBe(201);
    expect(above.json()).toMatchObject({ status: 'awaiting_approval', totalPrice: 2745.36 });
    expect((await orderRow(above.json().insertedId))?.status).toBe('awaiting_approval');
    // 10 × 114.39 × 1.2 = 1,372.68: within it.
    const within = await buyNow(buyer, listed.id, 10);
    expect(within.json()).toMatchObject({ status: 'unpaid' });
    // A company admin's order is never held for approval.
    expect((await buyNow(dealer, listed.id, 100)).json()).toMatchObject({ status: 'unpaid' });
    // The order awaiting approval cannot be paid yet.
    const pay = await t.app.inject({
      method: 'GET',
      url: `/api/payment/${above.json().insertedId}`,
      headers: buyer.headers,
    });
    expect(pay.statusCode).toBe(409);
  });

  it('charges no tax to a tax-exempt company, and list prices once the company is suspended', async () => {
    await t.app.db.update(companies).set({ taxExempt: true }).where(eq(companies.id, companyId));
    const exempt = await buyNow(dealer, listed.id, 10);
    expect(await orderRow(exempt.json().insertedId)).toMatchObject({
      unitPriceCents: 11_439,
      taxCents: 0,
      taxRateBasisPoints: 0,
      totalPriceCents: 114_390,
      buyerCompany: expect.objectContaining({ taxExempt: true }),
    });
    await t.app.db
      .update(companies)
      .set({ taxExempt: false, status: 'suspended' })
      .where(eq(companies.id, companyId));
    const suspended = await buyNow(dealer, listed.id, 10);
    expect(await orderRow(suspended.json().insertedId)).toMatchObject({
      unitPriceCents: 12_999,
      companyId: null,
    });
    await t.app.db.update(companies).set({ status: 'approved' }).where(eq(companies.id, companyId));
  });
});
