import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';

describe.each(databaseKinds)("an order's page (GET /api/order/:id) on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const place = async (buyer: SignedIn) => {
    const product = await createProduct(t.app.db, { name: 'Impact Driver', minOrder: 1, priceCents: 1_250 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: product.id, amount: 4, address: '12 Mill Lane, Leeds' },
    });
    expect(placed.statusCode).toBe(201);
    return placed.json().insertedId as string;
  };
  const get = (id: string, who: SignedIn) =>
    t.app.inject({ method: 'GET', url: `/api/order/${id}`, headers: who.headers });

  it('shows an unpaid order to its buyer with its hold, and lists each step once it is paid, shipped and delivered', async () => {
    const buyer = await signIn(t.app, 'customer');
    const id = await place(buyer);

    const unpaid = await get(id, buyer);
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json()).toMatchObject({
      _id: id,
      status: 'unpaid',
      address: '12 Mill Lane, Leeds',
      lines: [{ productName: 'Impact Driver', amount: 4, unitPrice: 12.5, lineTotal: 50 }],
    });
    expect(unpaid.json().history.map((step: { status: string }) => step.status)).toEqual(['unpaid']);
    expect(Date.parse(unpaid.json().holdUntil)).toBeGreaterThan(Date.now());

    expect((await payByTestCard(t.app, buyer, id)).statusCode).toBe(200);
    for (const status of ['shipped', 'delivered'])
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/order/${id}/status`,
            headers: admin.headers,
            payload: { status },
          })
        ).statusCode,
      ).toBe(200);

    const delivered = (await get(id, buyer)).json();
    expect(delivered.holdUntil).toBeUndefined();
    expect(delivered.history.map((step: { status: string }) => step.status)).toEqual([
      'unpaid',
      'paid',
      'shipped',
      'delivered',
    ]);
    const times = delivered.history.map((step: { at: string }) => Date.parse(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // An admin sees the same order.
    expect((await get(id, admin)).json().history).toEqual(delivered.history);
  });

  it("ends a cancelled order's steps with its cancellation", async () => {
    const buyer = await signIn(t.app, 'customer');
    const id = await place(buyer);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: buyer.headers })).statusCode,
    ).toBe(200);
    const cancelled = (await get(id, buyer)).json();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.map((step: { status: string }) => step.status)).toEqual(['unpaid', 'cancelled']);
  });

  it("refuses another customer's order (403), an unknown or malformed id (404) and no sign-in (401)", async () => {
    const buyer = await signIn(t.app, 'customer');
    const other = await signIn(t.app, 'customer');
    const id = await place(buyer);
    const refused = await get(id, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This order is not yours');
    expect((await get('00000000-0000-4000-8000-000000000000', buyer)).statusCode).toBe(404);
    expect((await get('not-an-id', buyer)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/order/${id}` })).statusCode).toBe(401);
  });
});
