import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { orders, payments, products } from '../../db/schema/index.ts';
import { luhnValid, testCardOutcome } from './test-processor.ts';

describe('test cards', () => {
  const card = (number: string, expYear = 2099) => ({ number, expMonth: 12, expYear });
  it("follows Stripe's documented test cards", () => {
    expect(testCardOutcome(card('4242 4242 4242 4242'))).toBeUndefined();
    expect(testCardOutcome(card('4000000000000002'))?.code).toBe('card_declined');
    expect(testCardOutcome(card('4000 0000 0000 9995'))?.message).toBe('Your card has insufficient funds.');
    expect(testCardOutcome(card('4000000000000069'))?.message).toBe('Your card has expired.');
    expect(testCardOutcome(card('4000000000000127'))?.message).toBe(
      "Your card's security code is incorrect.",
    );
  });
  it('refuses a past expiry, a failed Luhn check and any other number', () => {
    expect(testCardOutcome(card('4242424242424242', 2020))?.message).toBe(
      "Your card's expiration date is in the past.",
    );
    expect(
      testCardOutcome({ number: '4242424242424242', expMonth: 10, expYear: 26 }, new Date('2026-11-21'))
        ?.code,
    ).toBe('invalid_expiry_year');
    expect(
      testCardOutcome({ number: '4242424242424242', expMonth: 11, expYear: 26 }, new Date('2026-11-21')),
    ).toBeUndefined();
    expect(testCardOutcome(card('4242424242424241'))?.message).toBe('Your card number is incorrect.');
    expect(testCardOutcome(card('5555555555554444'))?.code).toBe('card_not_supported');
    expect(testCardOutcome(card('4242'))?.code).toBe('incomplete_number');
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});

describe.each(databaseKinds)('paying with the built-in test processor on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await build(kind);
    buyer = await signIn(t.app, 'customer');
  });
  afterAll(async () => {
    await t.close();
  });

  async function order(who: SignedIn, amount = 3, priceCents = 2_500) {
    const product = await createProduct(t.app.db, { minOrder: 1, quantity: 100, priceCents });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: who.headers,
      payload: { productId: product.id, amount },
    });
    return { orderId: res.json().insertedId as string, productId: product.id };
  }
  const intentFor = (who: SignedIn, orderId: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: who.headers,
      payload: { orderId, ...extra },
    });
  const pay = (who: SignedIn, clientSecret: string, number: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      headers: who.headers,
      payload: { clientSecret, number, expMonth: 12, expYear: 2099, cvc: '123', email: who.user.email },
    });

  it('takes a good card, marks the order paid once, and shows the transaction id', async () => {
    const { orderId, productId } = await order(buyer);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payment/${orderId}`,
      headers: buyer.headers,
    });
    expect(page.json()).toMatchObject({ _id: orderId, totalPrice: 75, status: 'unpaid' });
    const intent = await intentFor(buyer, orderId, { price: 0.5 });
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toEqual({
      clientSecret: expect.stringMatching(/^tpi_\w+_secret_/),
      processor: 'test',
    });

    const paid = await pay(buyer, intent.json().clientSecret, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    const { transactionId } = paid.json();
    expect(transactionId).toMatch(/^tpi_/);

    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/payment/${orderId}/confirm`,
      headers: buyer.headers,
    });
    expect(confirm.json()).toEqual({ status: 'succeeded', transactionId });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'paid', transactionId });
    const recorded = await t.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.amountCents).toBe(7_500);
    const [product] = await t.app.db.select().from(products).where(eq(products.id, productId));
    expect(product?.quantity).toBe(97);

    // paying twice is impossible
    expect((await intentFor(buyer, orderId)).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payment/${orderId}`, headers: buyer.headers }))
        .statusCode,
    ).toBe(409);
    expect((await pay(buyer, intent.json().clientSecret, '4242424242424242')).json().transactionId).toBe(
      transactionId,
    );
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
  });

  it('answers declines with 402 and the card’s message, and the order stays unpaid', async () => {
    const { orderId } = await order(buyer);
    const { clientSecret } = (await intentFor(buyer, orderId)).json();
    for (const [number, message] of [
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
      ['4000000000000069', 'Your card has expired.'],
      ['4000000000000127', "Your card's security code is incorrect."],
      ['1234567812345678', 'Your card number is incorrect.'],
    ] as const) {
      const res = await pay(buyer, clientSecret, number);
      expect(res.statusCode, number).toBe(402);
      expect(res.json().message).toBe(message);
      expect(res.body).not.toContain(number);
    }
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('unpaid');
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/payment/${orderId}/confirm`,
      headers: buyer.headers,
    });
    expect(confirm.statusCode).toBe(409);
  });

  it("refuses to start paying someone else's order, or a cancelled one", async () => {
    const stranger = await signIn(t.app, 'customer');
    const { orderId } = await order(buyer);
    expect((await intentFor(stranger, orderId)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payment/${orderId}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(403);
    await t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: buyer.headers });
    expect((await intentFor(buyer, orderId)).statusCode).toBe(409);
  });

  it('voids the intent of a cancelled order, so the card can no longer pay it', async () => {
    const { orderId } = await order(buyer);
    const { clientSecret } = (await intentFor(buyer, orderId)).json();
    await t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: buyer.headers });
    const res = await pay(buyer, clientSecret, '4242424242424242');
    expect(res.statusCode).toBe(402);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('cancelled');
  });

  it('records one payment when two tabs pay the same order at once', async () => {
    const { orderId } = await order(buyer);
    const [a, b] = await Promise.all([intentFor(buyer, orderId), intentFor(buyer, orderId)]);
    const results = await Promise.all([
      pay(buyer, a.json().clientSecret, '4242424242424242'),
      pay(buyer, b.json().clientSecret, '4242424242424242'),
    ]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('paid');
  });
});
