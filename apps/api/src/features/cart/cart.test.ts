import { CART_MAX_LINES, cartMessages } from '@ironvolt/shared/cart';
import { orderMessages } from '@ironvolt/shared/orders';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
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
import { products } from '../../db/schema/index.ts';

describe.each(databaseKinds)('the cart on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await build(kind, {
      config: { orders: { holdHours: 48, maxUnpaidPerCustomer: 3, sweepSeconds: 3600 } },
    });
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (buyer: SignedIn, productId: string, amount: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/cart/${productId}`,
      headers: buyer.headers,
      payload: amount === undefined ? {} : { amount },
    });
  const cartOf = async (buyer: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: '/api/cart', headers: buyer.headers })).json();
  const delivery = { name: 'Dana Dealer', phone: '+1 555 0100', address: '1 Depot Way, Springfield' };
  const checkout = (buyer: SignedIn, body: object = delivery) =>
    t.app.inject({ method: 'POST', url: '/api/checkout', headers: buyer.headers, payload: body });
  const stockOf = async (id: string) =>
    (await t.app.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]?.q;
  const ordersOf = async (buyer: SignedIn) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/myOrder/${encodeURIComponent(buyer.user.email)}`,
        headers: buyer.headers,
      })
    ).json();

  it('is empty at first, and only for a signed-in buyer', async () => {
    const buyer = await signIn(t.app, 'customer');
    expect(await cartOf(buyer)).toEqual({ lines: [], total: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/checkout', payload: delivery })).statusCode).toBe(
      401,
    );
  });

  it("refuses amounts by the purchase page's rule with its messages, and tools not for sale", async () => {
    const buyer = await signIn(t.app, 'customer');
    const tool = await createProduct(t.app.db, { quantity: 40, minOrder: 10 });
    const refusal = async (amount: unknown) => {
      const res = await put(buyer, tool.id, amount);
      return [res.statusCode, res.json().message];
    };
    expect(await refusal(undefined)).toEqual([422, orderMessages.amountEmpty]);
    expect(await refusal(null)).toEqual([422, orderMessages.amountEmpty]);
    expect(await refusal('')).toEqual([422, orderMessages.amountEmpty]);
    expect(await refusal('  ')).toEqual([422, orderMessages.amountEmpty]);
    expect(await refusal('ten')).toEqual([422, orderMessages.amountNotWhole]);
    expect(await refusal(true)).toEqual([422, orderMessages.amountNotWhole]);
    expect(await refusal(9)).toEqual([422, 'Min order quantity is 10']);
    expect(await refusal(41)).toEqual([422, "You can't buy more than 40"]);
    expect(await refusal(10.5)).toEqual([422, orderMessages.amountNotWhole]);
    expect((await put(buyer, '00000000-0000-4000-8000-000000000000', 10)).statusCode).toBe(404);
    expect((await put(buyer, 'not-an-id', 10)).statusCode).toBe(404);
    const gone = await createProduct(t.app.db, { deletedAt: new Date() });
    expect((await put(buyer, gone.id, 10)).statusCode).toBe(404);
    expect(await cartOf(buyer)).toEqual({ lines: [], total: 0 });
  });

  it('keeps lines in the order they were added, sets (not adds) amounts, removes and empties', async () => {
    const buyer = await signIn(t.app, 'customer');
    const a = await createProduct(t.app.db, { name: 'Cart Drill', priceCents: 1_999, minOrder: 5 });
    const b = await createProduct(t.app.db, { name: 'Cart Saw', priceCents: 10_000, minOrder: 1 });
    expect((await put(buyer, a.id, 5)).statusCode).toBe(200);
    const res = await put(buyer, b.id, 3);
    // A write answers the cart as GET does: the database's ironvolt_cart and readCart are twins.
    expect(await cartOf(buyer)).toEqual(res.json());
    expect(res.json()).toEqual({
      lines: [
        {
          productId: a.id,
          name: 'Cart Drill',
          model: a.model,
          image: a.image,
          amount: 5,
          unitPrice: 19.99,
          lineTotal: 99.95,
          minOrder: 5,
          price: 19.99,
          priceTiers: [],
          available: a.quantity,
        },
        expect.objectContaining({ productId: b.id, amount: 3, unitPrice: 100, lineTotal: 300 }),
      ],
      total: 399.95,
    });
    expect((await put(buyer, a.id, 7)).json().lines[0]).toMatchObject({ amount: 7, lineTotal: 139.93 });
    // Stock is not taken by a cart.
    expect(await stockOf(a.id)).toBe(a.quantity);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${a.id}`,
      headers: buyer.headers,
    });
    expect(removed.json().lines.map((l: { productId: string }) => l.productId)).toEqual([b.id]);
    const emptied = await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: buyer.headers });
    expect(emptied.json()).toEqual({ lines: [], total: 0 });
  });

  it('holds 50 tools at most, even when many are put at once, and still changes the amount of one in it', async () => {
    const buyer = await signIn(t.app, 'customer');
    const tools = await Promise.all(
      Array.from({ length: CART_MAX_LINES + 5 }, () => createProduct(t.app.db, { quantity: 9, minOrder: 1 })),
    );
    const answers = await Promise.all(tools.map((tool) => put(buyer, tool.id, 1)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(CART_MAX_LINES);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused.map((res) => [res.statusCode, res.json().message])).toEqual(
      Array.from({ length: 5 }, () => [422, cartMessages.full]),
    );
    const { lines } = await cartOf(buyer);
    expect(lines).toHaveLength(CART_MAX_LINES);
    expect((await put(buyer, lines[0].productId, 2)).json().lines[0]).toMatchObject({ amount: 2 });
  });

  it('prices each line by the volume price its amount reaches, at every edge, as the order then charges', async () => {
    const tool = await createProduct(t.app.db, {
      priceCents: 1_000,
      minOrder: 10,
      quantity: 100_000,
      priceTiers: [
        { minAmount: 50, priceCents: 950 },
        { minAmount: 100, priceCents: 875 },
      ],
    });
    const expected: [number, number][] = [
      [10, 10],
      [49, 10],
      [50, 9.5],
      [51, 9.5],
      [99, 9.5],
      [100, 8.75],
      [101, 8.75],
    ];
    for (const [amount, unitPrice] of expected) {
      const buyer = await signIn(t.app, 'customer');
      const cart = (await put(buyer, tool.id, amount)).json();
      expect(cart.lines[0], `amount ${amount}`).toMatchObject({
        // The whole table, whichever tier applies: the cart page shows it and prices a typed amount by it.
        price: 10,
        priceTiers: [
          { minAmount: 50, price: 9.5 },
          { minAmount: 100, price: 8.75 },
        ],
        unitPrice,
        lineTotal: Math.round(unitPrice * 100 * amount) / 100,
      });
      const placed = await checkout(buyer);
      expect(placed.statusCode, placed.body).toBe(201);
      const [order] = await ordersOf(buyer);
      expect(order.lines[0], `amount ${amount}`).toMatchObject({ unitPrice, amount, lineTotal: cart.total });
      expect(order.totalPrice).toBe(cart.total);
    }
  });

  it('checks out the whole cart as one order with its lines, PO number and note, then pays it once', async () => {
    const buyer = await signIn(t.app, 'customer');
    const tools = await Promise.all(
      ['Checkout Drill', 'Checkout Grinder', 'Checkout Sander'].map((name, i) =>
        createProduct(t.app.db, { name, priceCents: 1_000 * (i + 1), minOrder: 2, quantity: 30 }),
      ),
    );
    for (const [i, tool] of tools.entries()) await put(buyer, tool.id, 2 + i);
    const res = await checkout(buyer, {
      ...delivery,
      poNumber: 'PO-2026-0042',
      note: 'Deliver to gate 3.\nCall ahead.',
      totalPrice: 0.01,
    });
    expect(res.statusCode, res.body).toBe(201);
    // As Buy Now answers: the order's number and what is due (its lines with the tax), whatever the client said.
    expect(res.json()).toEqual({
      acknowledged: true,
      insertedId: expect.any(String),
      orderNumber: expect.any(Number),
      totalPrice: expect.any(Number),
      status: 'unpaid',
    });
    const id = res.json().insertedId;

    const [order] = await ordersOf(buyer);
    expect(res.json()).toMatchObject({ orderNumber: order.orderNumber, totalPrice: order.totalPrice });
    expect(order).toMatchObject({
      _id: id,
      name: 'Dana Dealer',
      phoneNo: '+1 555 0100',
      address: '1 Depot Way, Springfield',
      poNumber: 'PO-2026-0042',
      note: 'Deliver to gate 3.\nCall ahead.',
      // SPEC's one-tool fields are the first line's.
      productId: tools[0]?.id,
      productName: 'Checkout Drill',
      amount: 2,
      totalPrice: 20 + 60 + 120,
      status: 'unpaid',
    });
    expect(order.lines).toEqual(
      tools.map((tool, i) => ({
        productId: tool.id,
        productName: tool.name,
        model: tool.model,
        unitPrice: 10 * (i + 1),
        amount: 2 + i,
        lineTotal: 10 * (i + 1) * (2 + i),
      })),
    );
    for (const [i, tool] of tools.entries()) expect(await stockOf(tool.id)).toBe(30 - (2 + i));
    expect(await cartOf(buyer)).toEqual({ lines: [], total: 0 });

    const toPay = await t.app.inject({ method: 'GET', url: `/api/payment/${id}`, headers: buyer.headers });
    expect(toPay.json()).toMatchObject({ totalPrice: 200, lines: order.lines });
    expect((await payByTestCard(t.app, buyer, id)).statusCode).toBe(200);
    expect((await payByTestCard(t.app, buyer, id).catch((e: Error) => e.message)).toString()).toMatch(/409/);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/${id}/invoice.pdf`,
      headers: buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    for (const tool of tools) expect(text).toContain(tool.name);
    expect(text).toContain('PO number: PO-2026-0042');
    expect(text).toContain('$200.00');
  });

  it('refuses the whole checkout when any line is short, naming each, and changes nothing', async () => {
    const buyer = await signIn(t.app, 'customer');
    const plenty = await createProduct(t.app.db, { quantity: 100, minOrder: 1 });
    const scarce = await createProduct(t.app.db, { quantity: 100, minOrder: 1 });
    const retired = await createProduct(t.app.db, { quantity: 100, minOrder: 1 });
    await put(buyer, plenty.id, 10);
    await put(buyer, scarce.id, 10);
    await put(buyer, retired.id, 10);
    // Others bought, and the admin retired a tool, while it sat in the cart.
    await t.app.db.update(products).set({ quantity: 4 }).where(eq(products.id, scarce.id));
    await t.app.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, retired.id));
    const before = await cartOf(buyer);
    expect(before.lines.map((l: { available: number }) => l.available)).toEqual([100, 4, 0]);

    const res = await checkout(buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: cartMessages.short(2),
      lines: [
        { productId: scarce.id, available: 4 },
        { productId: retired.id, available: 0 },
      ],
    });
    expect(await stockOf(plenty.id)).toBe(100);
    expect(await stockOf(scarce.id)).toBe(4);
    expect(await cartOf(buyer)).toEqual(before);
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('refuses an empty cart, a line under a raised minimum and bad delivery fields', async () => {
    const buyer = await signIn(t.app, 'customer');
    const empty = await checkout(buyer);
    expect([empty.statusCode, empty.json().message]).toEqual([422, cartMessages.empty]);

    const tool = await createProduct(t.app.db, { name: 'Raised Minimum Saw', quantity: 100, minOrder: 1 });
    await put(buyer, tool.id, 5);
    const invalid: [object, string][] = [
      [{ ...delivery, poNumber: 'P'.repeat(41) }, 'poNumber'],
      [{ ...delivery, poNumber: 'PO\u0000' }, 'poNumber'],
      [{ ...delivery, note: 'n'.repeat(501) }, 'note'],
      [{ ...delivery, note: 'ring\u0007bell' }, 'note'],
      [{ ...delivery, address: '' }, 'address'],
      [{ name: 'No Phone', address: 'Somewhere' }, 'phone'],
    ];
    for (const [body, field] of invalid) {
      const res = await checkout(buyer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    await t.app.db.update(products).set({ minOrder: 10 }).where(eq(products.id, tool.id));
    const below = await checkout(buyer);
    expect([below.statusCode, below.json().message]).toEqual([
      422,
      'Raised Minimum Saw: Min order quantity is 10',
    ]);
    expect(await stockOf(tool.id)).toBe(100);
  });

  it('counts orders, not lines, against the unpaid-order cap', async () => {
    // This file's cap is 3 unpaid orders: the buyer holds 2, one from Buy Now and one from a one-line cart.
    const buyer = await signIn(t.app, 'customer');
    const tools = await Promise.all(
      [1, 2, 3].map(() => createProduct(t.app.db, { priceCents: 1_000, quantity: 100, minOrder: 1 })),
    );
    const [first] = tools;
    if (!first) throw new Error('no tools');
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: first.id, amount: 1 },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    await put(buyer, first.id, 1);
    expect((await checkout(buyer)).statusCode).toBe(201);
    const fillCart = async () => {
      for (const tool of tools) expect((await put(buyer, tool.id, 2)).statusCode).toBe(200);
    };

    // A third order of three lines is allowed: it is one order.
    await fillCart();
    const third = await checkout(buyer);
    expect(third.statusCode, third.body).toBe(201);
    const [newest] = await ordersOf(buyer);
    expect(newest._id).toBe(third.json().insertedId);
    expect(newest.lines).toHaveLength(3);
    expect(await Promise.all(tools.map((tool) => stockOf(tool.id)))).toEqual([96, 98, 98]);

    // A fourth is refused, taking nothing and leaving the cart as it was.
    await fillCart();
    const before = await cartOf(buyer);
    const capped = await checkout(buyer);
    expect([capped.statusCode, capped.json().message]).toEqual([429, orderMessages.tooManyUnpaid(3)]);
    expect(await cartOf(buyer)).toEqual(before);
    expect(await ordersOf(buyer)).toHaveLength(3);
    expect(await Promise.all(tools.map((tool) => stockOf(tool.id)))).toEqual([96, 98, 98]);

    // Once one is paid, the buyer is under the cap again.
    expect((await payByTestCard(t.app, buyer, third.json().insertedId)).statusCode).toBe(200);
    expect((await checkout(buyer)).statusCode).toBe(201);
  });

  it('gives back the stock of every line when the order is cancelled', async () => {
    const buyer = await signIn(t.app, 'customer');
    const a = await createProduct(t.app.db, { quantity: 50, minOrder: 1 });
    const b = await createProduct(t.app.db, { quantity: 50, minOrder: 1 });
    await put(buyer, a.id, 7);
    await put(buyer, b.id, 9);
    const id = (await checkout(buyer)).json().insertedId;
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([43, 41]);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: buyer.headers });
    expect(cancel.statusCode).toBe(200);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([50, 50]);
  });

  it('orders again at today’s prices, skipping tools gone or sold out, only for the order’s buyer', async () => {
    const buyer = await signIn(t.app, 'customer');
    const kept = await createProduct(t.app.db, { priceCents: 1_000, quantity: 100, minOrder: 2 });
    const retired = await createProduct(t.app.db, { quantity: 100, minOrder: 1 });
    const soldOut = await createProduct(t.app.db, { quantity: 100, minOrder: 3 });
    await put(buyer, kept.id, 4);
    await put(buyer, retired.id, 3);
    await put(buyer, soldOut.id, 5);
    const id = (await checkout(buyer)).json().insertedId;
    await t.app.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, retired.id));
    await t.app.db.update(products).set({ priceCents: 1_200 }).where(eq(products.id, kept.id));
    // Sold out: another buyer takes all but 2 of it, fewer than anyone may order.
    const rival = await signIn(t.app, 'customer');
    expect((await put(rival, soldOut.id, 93)).statusCode).toBe(200);
    expect((await checkout(rival)).statusCode).toBe(201);
    expect(await stockOf(soldOut.id)).toBe(2);
    expect((await put(rival, soldOut.id, 3)).json().message).toBe("You can't buy more than 2");

    const stranger = await signIn(t.app, 'customer');
    const reorderAs = (who: SignedIn, orderId = id) =>
      t.app.inject({ method: 'POST', url: `/api/order/${orderId}/reorder`, headers: who.headers });
    expect((await reorderAs(stranger)).statusCode).toBe(403);
    expect((await reorderAs(admin)).statusCode).toBe(403);
    expect((await reorderAs(buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await cartOf(stranger)).lines).toEqual([]);

    const res = await reorderAs(buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      lines: [expect.objectContaining({ productId: kept.id, amount: 4, unitPrice: 12, lineTotal: 48 })],
      total: 48,
      skipped: [
        { productId: retired.id, reason: 'gone' },
        { productId: soldOut.id, reason: 'short' },
      ],
    });
    // Again: the amounts add up in the cart.
    expect((await reorderAs(buyer)).json().lines[0]).toMatchObject({ productId: kept.id, amount: 8 });
  });

  it('sells no tool beyond its stock when 40 buyers with overlapping carts check out at once', async () => {
    const scarce = await Promise.all(
      [30, 45, 60].map((quantity) => createProduct(t.app.db, { quantity, minOrder: 1 })),
    );
    const buyers = await Promise.all(Array.from({ length: 40 }, () => signIn(t.app, 'customer')));
    const wants = buyers.map((_, i) => scarce.map((_, j) => 1 + ((i + j) % 4)));
    for (const [i, buyer] of buyers.entries())
      for (const [j, tool] of scarce.entries()) {
        const amount = wants[i]?.[j] ?? 1;
        // Every second buyer carts only two of the three tools, so the carts overlap unevenly.
        if (i % 2 === 1 && j === i % 3) continue;
        await put(buyer, tool.id, amount);
      }
    const carts = await Promise.all(buyers.map(cartOf));
    const results = await Promise.all(buyers.map((buyer) => checkout(buyer)));
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);

    const sold = scarce.map(() => 0);
    for (const [i, res] of results.entries()) {
      const buyer = buyers[i] as SignedIn;
      const cart = carts[i];
      const mine = await ordersOf(buyer);
      if (res.statusCode === 201) {
        // All of the cart, in one order.
        expect(mine).toHaveLength(1);
        expect(mine[0].lines.map((l: { amount: number }) => l.amount)).toEqual(
          cart.lines.map((l: { amount: number }) => l.amount),
        );
        for (const line of mine[0].lines)
          sold[scarce.findIndex((s) => s.id === line.productId)] += line.amount;
      } else {
        // None of it: no order, the cart as it was.
        expect(mine).toEqual([]);
        expect((await cartOf(buyer)).lines.map((l: { amount: number }) => l.amount)).toEqual(
          cart.lines.map((l: { amount: number }) => l.amount),
        );
      }
    }
    expect(results.some((r) => r.statusCode === 201)).toBe(true);
    for (const [j, tool] of scarce.entries()) {
      const left = await stockOf(tool.id);
      expect(left).toBeGreaterThanOrEqual(0);
      expect((left ?? 0) + (sold[j] ?? 0)).toBe(tool.quantity);
    }
  });
});
