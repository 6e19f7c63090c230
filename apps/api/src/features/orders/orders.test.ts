import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, insertOrderHistory } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { orders, products } from '../../db/schema/index.ts';
import { voidPaymentOf } from '../payments/public.ts';
import { releaseExpiredHolds } from './orders-service.ts';

describe.each(databaseKinds)('orders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const addOrder = (who: SignedIn, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/addOrder', headers: who.headers, payload });
  const stockOf = async (id: string) =>
    (await t.app.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]?.q;

  it('applies the order rules at their edges with SPEC’s messages', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { minOrder: 10, quantity: 50 });
    const cases: [unknown, number, string | undefined][] = [
      [9, 422, 'Min order quantity is 10'],
      [0, 422, 'Min order quantity is 10'],
      [-5, 422, 'Min order quantity is 10'],
      [51, 409, "You can't buy more than 50"],
      [10 ** 12, 409, "You can't buy more than 50"],
      [1.5, 400, 'The amount must be a whole number of pieces'],
      ['10', 400, 'The amount must be a whole number of pieces'],
      [undefined, 400, 'Ammount can not be empty'],
      ['', 400, 'Ammount can not be empty'],
      [null, 400, 'Ammount can not be empty'],
    ];
    for (const [amount, status, message] of cases) {
      const res = await addOrder(buyer, {
        productId: product.id,
        ...(amount === undefined ? {} : { amount }),
      });
      expect(res.statusCode, String(amount)).toBe(status);
      expect(res.json(), String(amount)).toEqual({ message, field: 'amount' });
    }
    expect(await stockOf(product.id)).toBe(50);

    const atMin = await addOrder(buyer, { productId: product.id, amount: 10 });
    expect(atMin.statusCode).toBe(201);
    // The answer names the new order by its number and says what is due, as the server priced it.
    expect(atMin.json()).toEqual({
      acknowledged: true,
      insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orderNumber: expect.any(Number),
      totalPrice: (10 * product.priceCents) / 100,
      status: 'unpaid',
    });
    const rest = await addOrder(buyer, { productId: product.id, amount: 40 });
    expect(rest.statusCode).toBe(201);
    // Numbers come from one sequence: each order's is new and larger than the one before.
    expect(rest.json().orderNumber).toBeGreaterThan(atMin.json().orderNumber);
    expect(rest.json().totalPrice).toBe((40 * product.priceCents) / 100);
    expect(await stockOf(product.id)).toBe(0);
    const none = await addOrder(buyer, { productId: product.id, amount: 10 });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe("You can't buy more than 0");
  });

  it('charges the catalog price whatever the body says, for the token’s user, with a snapshot of the product', async () => {
    const buyer = await signIn(t.app, 'customer');
    const other = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, {
      name: 'Snapshot Saw',
      priceCents: 4_999,
      minOrder: 2,
      quantity: 100,
    });
    const res = await addOrder(buyer, {
      productId: product.id,
      amount: 3,
      totalPrice: 0.01,
      price: 0.01,
      productName: 'Free stuff',
      email: other.user.email,
      phoneNo: '+1 555 0142',
      address: '12 Quarry Rd, Springfield',
    });
    expect(res.statusCode).toBe(201);
    await t.app.db
      .update(products)
      .set({ name: 'Renamed Saw', priceCents: 99_999 })
      .where(eq(products.id, product.id));

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/myOrder/${buyer.user.email}`,
      headers: buyer.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      {
        _id: res.json().insertedId,
        orderNumber: res.json().orderNumber,
        email: buyer.user.email,
        name: buyer.user.name,
        phoneNo: '+1 555 0142',
        address: '12 Quarry Rd, Springfield',
        productId: product.id,
        productName: 'Snapshot Saw',
        amount: 3,
        unitPrice: 49.99,
        totalPrice: 149.97,
        taxRatePercent: 0,
        tax: 0,
        lines: [
          {
            productId: product.id,
            productName: 'Snapshot Saw',
            model: product.model,
            unitPrice: 49.99,
            amount: 3,
            lineTotal: 149.97,
          },
        ],
        // SPEC's Buy Now: no delivery address yet, so no shipping line until the payment page gives one.
        shipping: 0,
        shippingTax: 0,
        weightKg: 0,
        status: 'unpaid',
        createdAt: expect.any(String),
        // By card, unpaid: the whole total is owed.
        payment: {
          method: 'card',
          dueDate: null,
          amountPaid: 0,
          balance: 149.97,
          overdue: false,
          payments: [],
        },
      },
    ]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/myOrder/${other.user.email}`,
      headers: other.headers,
    });
    expect(theirs.json()).toEqual([]);
  });

  it('keeps a Buy Now order’s PO number and note, shows them and prints the PO number on the invoice', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { priceCents: 2_500, minOrder: 1, quantity: 20 });
    const storedOf = async (id: string) =>
      (
        await t.app.db
          .select({ poNumber: orders.poNumber, note: orders.note })
          .from(orders)
          .where(eq(orders.id, id))
      )[0];

    const res = await addOrder(buyer, {
      productId: product.id,
      amount: 2,
      poNumber: '  PO-2026-0107 ',
      note: 'Deliver to gate 3.\nCall ahead.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().insertedId;
    expect(await storedOf(id)).toEqual({ poNumber: 'PO-2026-0107', note: 'Deliver to gate 3.\nCall ahead.' });
    const page = await t.app.inject({ method: 'GET', url: `/api/order/${id}`, headers: buyer.headers });
    expect(page.json()).toMatchObject({ poNumber: 'PO-2026-0107', note: 'Deliver to gate 3.\nCall ahead.' });
    expect((await payByTestCard(t.app, buyer, id)).statusCode).toBe(200);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/${id}/invoice.pdf`,
      headers: buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain('PO number: PO-2026-0107');

    // Without them, as before: nothing stored, nothing shown, no PO line on the invoice.
    const plain = await addOrder(buyer, { productId: product.id, amount: 1, note: '' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await storedOf(plain.json().insertedId)).toEqual({ poNumber: null, note: null });
    const plainPage = await t.app.inject({
      method: 'GET',
      url: `/api/order/${plain.json().insertedId}`,
      headers: buyer.headers,
    });
    expect(plainPage.json().poNumber).toBeUndefined();
    expect(plainPage.json().note).toBeUndefined();
    expect((await payByTestCard(t.app, buyer, plain.json().insertedId)).statusCode).toBe(200);
    const plainPdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/${plain.json().insertedId}/invoice.pdf`,
      headers: buyer.headers,
    });
    expect((await new PDFParse({ data: new Uint8Array(plainPdf.rawPayload) }).getText()).text).not.toContain(
      'PO number',
    );
  });

  it('refuses a Buy Now PO number or note that checkout would refuse, with its message, and takes no stock', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { minOrder: 1, quantity: 20 });
    const cases: [object, string, string][] = [
      [{ poNumber: 'P'.repeat(41) }, 'poNumber', 'The PO number can be at most 40 characters'],
      [{ poNumber: '   ' }, 'poNumber', 'The PO number cannot be empty'],
      [{ poNumber: 'PO\u0001' }, 'poNumber', 'The PO number cannot hold control characters'],
      [{ note: 'n'.repeat(501) }, 'note', 'The note can be at most 500 characters'],
      [{ note: 'ring\u0007bell' }, 'note', 'The note cannot hold control characters'],
      [{ note: 42 }, 'note', 'The note must be text'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await addOrder(buyer, { productId: product.id, amount: 2, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json(), JSON.stringify(extra)).toEqual({ message, field });
    }
    expect(await stockOf(product.id)).toBe(20);
    expect(await t.app.db.select().from(orders).where(eq(orders.productId, product.id))).toEqual([]);
  });

  it('refuses orders for unknown, malformed or deleted products', async () => {
    const buyer = await signIn(t.app, 'customer');
    const gone = await createProduct(t.app.db, { deletedAt: new Date() });
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'nope', gone.id]) {
      const res = await addOrder(buyer, { productId, amount: 10 });
      expect(res.statusCode, productId).toBe(404);
      expect(res.json().message).toBe('This product is no longer sold');
    }
  });

  it('lets one customer hold at most MAX_UNPAID_ORDERS unpaid orders', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { minOrder: 1, quantity: 100 });
    for (let i = 0; i < 5; i++)
      expect((await addOrder(buyer, { productId: product.id, amount: 1 })).statusCode).toBe(201);
    const sixth = await addOrder(buyer, { productId: product.id, amount: 1 });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/already have 5 unpaid orders/);
    expect(await stockOf(product.id)).toBe(95);
  });

  it('counts one customer’s orders one at a time: 20 at once leave exactly 5 unpaid', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { minOrder: 1, quantity: 100 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => addOrder(buyer, { productId: product.id, amount: 2 })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
    expect(await stockOf(product.id)).toBe(90);
  });

  it('lets a customer cancel their own unpaid order: it stays as cancelled and the stock returns', async () => {
    const buyer = await signIn(t.app, 'customer');
    const stranger = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { minOrder: 5, quantity: 20 });
    const id = (await addOrder(buyer, { productId: product.id, amount: 8 })).json().insertedId;
    expect(await stockOf(product.id)).toBe(12);

    const notTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${id}`,
      headers: stranger.headers,
    });
    expect(notTheirs.statusCode).toBe(403);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: buyer.headers });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ acknowledged: true, message: 'One order delete' });
    expect(await stockOf(product.id)).toBe(20);
    const [order] = (
      await t.app.inject({ method: 'GET', url: `/api/myOrder/${buyer.user.email}`, headers: buyer.headers })
    ).json();
    expect(order.status).toBe('cancelled');
    const again = await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: buyer.headers });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(20);
  });

  it('never lets a customer cancel a paid order; an admin deletes unpaid and cancelled ones only', async () => {
    const buyer = await signIn(t.app, 'customer');
    const admin = await signIn(t.app, 'admin');
    const product = await createProduct(t.app.db, { minOrder: 1, quantity: 10 });
    const paid = (await addOrder(buyer, { productId: product.id, amount: 2 })).json().insertedId;
    await t.app.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, paid));
    const customerTry = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${paid}`,
      headers: buyer.headers,
    });
    expect(customerTry.statusCode).toBe(409);
    expect(customerTry.json().message).toBe('A paid order cannot be cancelled');
    const adminTry = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${paid}`,
      headers: admin.headers,
    });
    expect(adminTry.statusCode).toBe(409);

    const unpaid = (await addOrder(buyer, { productId: product.id, amount: 3 })).json().insertedId;
    expect(await stockOf(product.id)).toBe(5);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/order/${unpaid}`, headers: admin.headers });
    expect(del.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(8);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${unpaid}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('cancels unpaid orders after the hold and returns their stock, once', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { minOrder: 1, quantity: 30 });
    const old = (await addOrder(buyer, { productId: product.id, amount: 4 })).json().insertedId;
    const fresh = (await addOrder(buyer, { productId: product.id, amount: 6 })).json().insertedId;
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(orders.id, old));
    expect(await stockOf(product.id)).toBe(20);

    const voidIntent = (id: string) => voidPaymentOf(t.app)(id, t.app.log);
    const [a, b] = await Promise.all([
      releaseExpiredHolds({ db: t.app.db, config: t.app.config }, voidIntent),
      releaseExpiredHolds({ db: t.app.db, config: t.app.config }, voidIntent),
    ]);
    expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(product.id)).toBe(24);
    const statuses = Object.fromEntries(
      (
        await t.app.db
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(eq(orders.productId, product.id))
      ).map((o) => [o.id, o.status]),
    );
    expect(statuses).toEqual({ [old]: 'cancelled', [fresh]: 'unpaid' });
    await releaseExpiredHolds({ db: t.app.db, config: t.app.config }, voidIntent);
    expect(await stockOf(product.id)).toBe(24);
  });

  it('never oversells: 100 concurrent orders for the last 7 units sell exactly 7', async () => {
    const product = await createProduct(t.app.db, { minOrder: 1, quantity: 7 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signIn(t.app, 'customer')));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        addOrder(buyers[i % 20] as SignedIn, { productId: product.id, amount: 1 }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    // the others: 409 when the stock ran out, 429 when that buyer already holds 5 unpaid orders
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
    expect(await stockOf(product.id)).toBe(0);
    const sold = await t.app.db
      .select({ amount: orders.amount })
      .from(orders)
      .where(eq(orders.productId, product.id));
    expect(sold.reduce((sum, o) => sum + o.amount, 0)).toBe(7);
  });

  it('lists My Orders a page of 20 at a time, newest first, with the total in X-Total-Count', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { name: 'Paged Drill' });
    await insertOrderHistory(t.app.db, [buyer.user], product, 45);
    const page = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/myOrder/${encodeURIComponent(buyer.user.email)}${query}`,
        headers: buyer.headers,
      });
    const seen: string[] = [];
    for (const [query, size] of [
      ['', 20],
      ['?page=2', 20],
      ['?page=3', 5],
      ['?page=4', 0],
    ] as const) {
      const answer = await page(query);
      expect(answer.statusCode, query).toBe(200);
      expect(answer.headers['x-total-count'], query).toBe('45');
      const orders = answer.json() as { _id: string; productName: string; createdAt: string }[];
      expect(orders, query).toHaveLength(size);
      expect(orders.every((o) => o.productName === 'Paged Drill')).toBe(true);
      seen.push(...orders.map((o) => o.createdAt));
    }
    expect(seen).toEqual([...seen].sort().reverse());
    expect(new Set(seen).size).toBe(45);

    for (const bad of ['?page=0', '?page=two', '?page=1.5', '?page=100001']) {
      const refused = await page(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message, bad).toMatch(/^page /);
    }
  });
});
