import { CART_MAX_LINES, cartMessages } from '@ironvolt/shared/cart';
import { orderMessages } from '@ironvolt/shared/orders';
import { QUICK_ORDER_MAX_LINES, quickOrderMessages } from '@ironvolt/shared/quick-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { products } from '../../db/schema/index.ts';

describe.each(databaseKinds)('quick order on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const quick = (buyer: SignedIn | null, text: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/quick-order',
      ...(buyer ? { headers: buyer.headers } : {}),
      payload: { text },
    });
  const quickCsv = (buyer: SignedIn, file: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/quick-order',
      headers: { ...buyer.headers, 'content-type': 'text/csv' },
      payload: file,
    });
  const cartOf = async (buyer: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: '/api/cart', headers: buyer.headers })).json();
  const amounts = (cart: { lines: { model: string; amount: number }[] }) =>
    Object.fromEntries(cart.lines.map((line) => [line.model, line.amount]));
  const tool = (overrides: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(t.app.db, { quantity: 100, minOrder: 1, priceCents: 1_000, ...overrides });

  it('reads spaces, commas, tabs, quoted cells, blank lines and Windows line ends, and sums repeated models', async () => {
    const buyer = await signIn(t.app, 'customer');
    const [a, b, c, d] = await Promise.all([tool(), tool(), tool(), tool()]);
    const text = [
      `${a.model} 40`,
      '',
      `${b.model}, 20`,
      `${c.model}\t7`,
      `"${d.model}","3"`,
      '   ',
      `${a.model.toLowerCase()};2`,
    ].join('\r\n');
    const res = await quick(buyer, text);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lines).toEqual([
      { line: 1, model: a.model, amount: 42, result: 'added', message: cartMessages.added },
      { line: 3, model: b.model, amount: 20, result: 'added', message: cartMessages.added },
      { line: 4, model: c.model, amount: 7, result: 'added', message: cartMessages.added },
      { line: 5, model: d.model, amount: 3, result: 'added', message: cartMessages.added },
    ]);
    const expected = { [a.model]: 42, [b.model]: 20, [c.model]: 7, [d.model]: 3 };
    expect(amounts(body.cart)).toEqual(expected);
    expect(body.cart.total).toBe(720);
    expect(amounts(await cartOf(buyer))).toEqual(expected);
  });

  it('answers every kind of refusal in the purchase page’s words, and adds the rest', async () => {
    const buyer = await signIn(t.app, 'customer');
    const fine = await tool();
    const big = await tool({ minOrder: 10 });
    const scarce = await tool({ quantity: 5 });
    const gone = await tool();
    await t.app.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    const text = [
      `${fine.model} 2`,
      'NO-SUCH-MODEL 4',
      `${big.model} 9`,
      `${scarce.model} 6`,
      `${gone.model} 1`,
      `${fine.model} ten`,
      `${fine.model}`,
      `${fine.model},1,extra`,
      `"${fine.model} 1`,
    ].join('\n');
    const body = (await quick(buyer, text)).json();
    expect(body.lines).toEqual([
      { line: 1, model: fine.model, amount: 2, result: 'added', message: cartMessages.added },
      {
        line: 2,
        model: 'NO-SUCH-MODEL',
        amount: 4,
        result: 'unknown_model',
        message: quickOrderMessages.unknownModel('NO-SUCH-MODEL'),
      },
      { line: 3, model: big.model, amount: 9, result: 'below_minimum', message: 'Min order quantity is 10' },
      { line: 4, model: scarce.model, amount: 6, result: 'short', message: "You can't buy more than 5" },
      { line: 5, model: gone.model, amount: 1, result: 'not_for_sale', message: orderMessages.productGone },
      { line: 6, model: fine.model, amount: null, result: 'invalid', message: orderMessages.amountNotWhole },
      { line: 7, model: fine.model, amount: null, result: 'invalid', message: quickOrderMessages.noAmount },
      { line: 8, model: fine.model, amount: null, result: 'invalid', message: quickOrderMessages.extraCells },
      {
        line: 9,
        model: `"${fine.model} 1`,
        amount: null,
        result: 'invalid',
        message: quickOrderMessages.unreadable,
      },
    ]);
    expect(amounts(await cartOf(buyer))).toEqual({ [fine.model]: 2 });
  });

  it('adds to the amount already in the cart, and judges the sum by the minimum and the stock', async () => {
    const buyer = await signIn(t.app, 'customer');
    const drill = await tool({ quantity: 30, minOrder: 10 });
    const saw = await tool({ quantity: 30 });
    await quick(buyer, `${drill.model} 10\n${saw.model} 20`);
    const body = (await quick(buyer, `${drill.model} 5\n${saw.model} 15`)).json();
    expect(body.lines).toEqual([
      { line: 1, model: drill.model, amount: 5, result: 'added', message: cartMessages.added },
      {
        line: 2,
        model: saw.model,
        amount: 15,
        result: 'short',
        message: `You can't buy more than 30${quickOrderMessages.alreadyInCart(20)}`,
      },
    ]);
    expect(amounts(await cartOf(buyer))).toEqual({ [drill.model]: 15, [saw.model]: 20 });
  });

  it('takes a CSV file with a byte-order mark and a header, and refuses one that is not UTF-8', async () => {
    const buyer = await signIn(t.app, 'customer');
    const [a, b] = await Promise.all([tool(), tool()]);
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`model,amount\r\n"${a.model}",12\r\n${b.model},"4"\r\n\r\n`),
    ]);
    const res = await quickCsv(buyer, file);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().lines.map((line: { line: number; result: string }) => [line.line, line.result]),
    ).toEqual([
      [2, 'added'],
      [3, 'added'],
    ]);
    expect(amounts(await cartOf(buyer))).toEqual({ [a.model]: 12, [b.model]: 4 });
    // A pasted list that starts with a byte-order mark (text copied from such a file) is read the same.
    const pasted = (await quick(buyer, `\uFEFF${a.model} 1`)).json();
    expect(pasted.lines[0]).toMatchObject({ line: 1, model: a.model, amount: 1, result: 'added' });
    const latin1 = await quickCsv(buyer, Buffer.from([0x4d, 0xe9, 0x74, 0x72, 0x65, 0x20, 0x31]));
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().message).toBe(quickOrderMessages.notUtf8);
  });

  it(`keeps the cart's cap of ${CART_MAX_LINES} tools, refusing the lines beyond it with the cart's message`, async () => {
    const buyer = await signIn(t.app, 'customer');
    const held = await Promise.all(Array.from({ length: CART_MAX_LINES - 2 }, () => tool()));
    const first = await quick(buyer, held.map((product) => `${product.model} 1`).join('\n'));
    expect(first.json().cart.lines).toHaveLength(CART_MAX_LINES - 2);
    const more = await Promise.all(Array.from({ length: 4 }, () => tool()));
    const text = [`${held[0]?.model} 1`, ...more.map((product) => `${product.model} 1`)].join('\n');
    const body = (await quick(buyer, text)).json();
    expect(
      body.lines.map((line: { result: string; message: string }) => [line.result, line.message]),
    ).toEqual([
      ['added', cartMessages.added],
      ['added', cartMessages.added],
      ['added', cartMessages.added],
      ['invalid', cartMessages.full],
      ['invalid', cartMessages.full],
    ]);
    expect(body.cart.lines).toHaveLength(CART_MAX_LINES);
    expect(amounts(body.cart)[held[0]?.model ?? '']).toBe(2);
  });

  it(`takes ${QUICK_ORDER_MAX_LINES} lines, and refuses one more naming the limit, adding nothing`, async () => {
    const buyer = await signIn(t.app, 'customer');
    const bolt = await tool({ quantity: 10_000 });
    const lines = Array.from({ length: QUICK_ORDER_MAX_LINES }, () => `${bolt.model},2`);
    const full = await quick(buyer, `model,amount\n${lines.join('\n')}\n\n`);
    expect(full.statusCode).toBe(200);
    expect(full.json().lines).toEqual([
      {
        line: 2,
        model: bolt.model,
        amount: 2 * QUICK_ORDER_MAX_LINES,
        result: 'added',
        message: cartMessages.added,
      },
    ]);
    const tooMany = await quick(buyer, [...lines, `${bolt.model},2`].join('\n'));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(quickOrderMessages.tooManyLines);
    expect(tooMany.json().message).toContain(String(QUICK_ORDER_MAX_LINES));
    expect(amounts(await cartOf(buyer))).toEqual({ [bolt.model]: 2 * QUICK_ORDER_MAX_LINES });
    const empty = await quick(buyer, '\n  \r\n');
    expect([empty.statusCode, empty.json().message]).toEqual([422, quickOrderMessages.empty]);
  });

  it('is only for a signed-in buyer', async () => {
    const anonymous = await quick(null, 'IV-HG2000 40');
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers the cart on the buyer's company prices", async () => {
    const buyer = await signIn(t.app, 'customer');
    const drill = await tool({ priceCents: 10_000 });
    await createCompany(t.app.db, {
      members: [{ userId: buyer.user.id, role: 'buyer' }],
      priceList: { prices: [{ productId: drill.id, priceCents: 7_000 }] },
    });
    const body = (await quick(buyer, `${drill.model} 3`)).json();
    expect(body.cart.lines[0]).toMatchObject({
      model: drill.model,
      amount: 3,
      unitPrice: 70,
      lineTotal: 210,
    });
    expect(body.cart.total).toBe(210);
  });
});
