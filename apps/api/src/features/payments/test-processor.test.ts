import { paymentMessages } from '@ironvolt/shared/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  expireHolds,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { orders, payments, products, refunds, testPaymentIntents } from '../../db/schema/index.ts';
import { luhnValid, testCardOutcome } from '../../plugins/app/payment-processors/test-processor.ts';

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

  it('refuses with 422 to start a card payment larger than a card can take, and the order stays unpaid', async () => {
    // 100 tools at $1,000,000: $100,000,000, above a card's $999,999.99.
    const { orderId } = await order(buyer, 100, 100_000_000);
    const intent = await intentFor(buyer, orderId);
    expect(intent.statusCode, intent.body).toBe(422);
    expect(intent.json().message).toBe(paymentMessages.tooLargeForCard);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payment/${orderId}`,
      headers: buyer.headers,
    });
    expect(page.json()).toMatchObject({ status: 'unpaid', totalPrice: 100_000_000 });
  });

  it("refuses an empty or impossible expiry as Stripe's card element words it, and charges nothing", async () => {
    const { orderId } = await order(buyer);
    const { clientSecret } = (await intentFor(buyer, orderId)).json();
    const confirm = (card: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test-payments/confirm',
        headers: buyer.headers,
        payload: {
          clientSecret,
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2099,
          cvc: '123',
          ...card,
        },
      });
    for (const [card, message, field] of [
      [{ expMonth: '', expYear: '', cvc: '' }, paymentMessages.incompleteCard, 'expMonth'],
      [{ expMonth: '00' }, paymentMessages.invalidExpiryMonth, 'expMonth'],
      [{ expMonth: '13' }, paymentMessages.invalidExpiryMonth, 'expMonth'],
      [{ expMonth: 'ab' }, paymentMessages.invalidExpiryMonth, 'expMonth'],
      [{ expMonth: '0x0C' }, paymentMessages.invalidExpiryMonth, 'expMonth'],
      [{ expMonth: '1e1' }, paymentMessages.invalidExpiryMonth, 'expMonth'],
      [{ expYear: '2O30' }, paymentMessages.invalidExpiryYear, 'expYear'],
    ] as const) {
      const res = await confirm(card);
      expect(res.statusCode, JSON.stringify(card)).toBe(400);
      expect(res.json(), JSON.stringify(card)).toEqual({ message, field });
    }
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('unpaid');
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

  const intentsOf = (orderId: string) =>
    t.app.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, orderId));
  const orderRow = async (orderId: string) =>
    (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  const paymentsOf = (orderId: string) =>
    t.app.db.select().from(payments).where(eq(payments.orderId, orderId));
  const stockOf = async (productId: string) =>
    (await t.app.db.select({ q: products.quantity }).from(products).where(eq(products.id, productId)))[0]?.q;

  it('hands out one intent per order: two tabs get the same one, and paying both charges once', async () => {
    const { orderId } = await order(buyer);
    const first = await intentFor(buyer, orderId);
    const second = await intentFor(buyer, orderId);
    const [third, fourth] = await Promise.all([intentFor(buyer, orderId), intentFor(buyer, orderId)]);
    const secrets = [first, second, third, fourth].map((r) => r.json().clientSecret);
    expect(new Set(secrets).size).toBe(1);
    expect(await intentsOf(orderId)).toHaveLength(1);

    const results = await Promise.all([
      pay(buyer, first.json().clientSecret, '4242424242424242'),
      pay(buyer, second.json().clientSecret, '4242424242424242'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results[0]?.json().transactionId).toBe(results[1]?.json().transactionId);
    expect((await intentsOf(orderId)).filter((i) => i.status === 'succeeded')).toHaveLength(1);
    expect(await paymentsOf(orderId)).toHaveLength(1);
    expect((await orderRow(orderId))?.status).toBe('paid');
  });

  it('refuses to charge an intent made before the order was cancelled: 409, and nothing charged', async () => {
    const { orderId } = await order(buyer);
    const { clientSecret } = (await intentFor(buyer, orderId)).json();
    await t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: buyer.headers });
    expect((await intentsOf(orderId)).map((i) => i.status)).toEqual(['canceled']);
    const res = await pay(buyer, clientSecret, '4242424242424242');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: paymentMessages.orderNotPayable });
    expect((await intentsOf(orderId)).map((i) => i.status)).toEqual(['canceled']);
    expect(await paymentsOf(orderId)).toHaveLength(0);
    expect((await orderRow(orderId))?.status).toBe('cancelled');
  });

  it('refuses to charge an order the hold expiry cancelled, whose intent the sweep voided', async () => {
    const { orderId, productId } = await order(buyer);
    const { clientSecret } = (await intentFor(buyer, orderId)).json();
    await expireHolds(t.app, orderId);
    expect((await orderRow(orderId))?.status).toBe('cancelled');
    expect((await intentsOf(orderId)).map((i) => i.status)).toEqual(['canceled']);
    expect(await stockOf(productId)).toBe(100);
    const res = await pay(buyer, clientSecret, '4242424242424242');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(paymentMessages.orderNotPayable);
    expect(await paymentsOf(orderId)).toHaveLength(0);
  });

  it('cancel and pay sent together, 50 times: each order ends paid and kept, or cancelled with nothing charged', async () => {
    const outcomes = { paid: 0, cancelled: 0 };
    for (let round = 0; round < 50; round++) {
      const { orderId, productId } = await order(buyer);
      const { clientSecret } = (await intentFor(buyer, orderId)).json();
      const cancelFirst = round % 2 === 0;
      const cancel = () =>
        t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: buyer.headers });
      const charge = () => pay(buyer, clientSecret, '4242424242424242');
      const [cancelled, paid] = cancelFirst
        ? await Promise.all([cancel(), charge()])
        : (await Promise.all([charge(), cancel()])).reverse();
      const row = await orderRow(orderId);
      const intents = await intentsOf(orderId);
      const charged = intents.filter((i) => i.status === 'succeeded' && !i.refundId);
      if (row?.status === 'paid') {
        outcomes.paid++;
        expect(paid?.statusCode, `round ${round}`).toBe(200);
        expect(cancelled?.statusCode, `round ${round}`).toBe(409);
        expect(charged.map((i) => i.id)).toEqual([row.transactionId]);
        expect(await paymentsOf(orderId)).toHaveLength(1);
        expect(await stockOf(productId)).toBe(97);
      } else {
        outcomes.cancelled++;
        expect(row?.status, `round ${round}`).toBe('cancelled');
        expect(cancelled?.statusCode, `round ${round}`).toBe(200);
        expect(paid?.statusCode, `round ${round}`).toBe(409);
        expect(charged, `round ${round}`).toEqual([]);
        expect(await paymentsOf(orderId)).toHaveLength(0);
        expect(await stockOf(productId)).toBe(100);
      }
    }
    expect(outcomes.paid + outcomes.cancelled).toBe(50);
  }, 90_000); // fifty rounds one after another: on a loaded machine past the default 30 s

  it('refunds a charge found on a cancelled order, records it, and the confirmation says so', async () => {
    const { orderId, productId } = await order(buyer);
    await intentFor(buyer, orderId);
    await t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: buyer.headers });
    // The processor took the card at the instant the order was cancelled (a crash between the two steps).
    const [intent] = await intentsOf(orderId);
    await t.app.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.id, intent?.id ?? ''));

    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payment/${orderId}/confirm`,
        headers: buyer.headers,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: paymentMessages.refunded });
    }
    const recorded = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(recorded).toEqual([
      expect.objectContaining({
        processor: 'test',
        intentId: intent?.id,
        amountCents: 7_500,
        reason: 'order_cancelled',
        processorRefundId: expect.stringMatching(/^tre_/),
        refundedAt: expect.any(Date),
      }),
    ]);
    const [after] = await intentsOf(orderId);
    expect(after?.refundId).toBe(recorded[0]?.processorRefundId);
    expect((await orderRow(orderId))?.status).toBe('cancelled');
    expect(await paymentsOf(orderId)).toHaveLength(0);
    expect(await stockOf(productId)).toBe(100);
  });
});

describe.each(databaseKinds)(
  'a store with no card processor (no Stripe keys, no PAYMENTS=test) on %s',
  (kind) => {
    let t: TestApp;
    let buyer: SignedIn;
    beforeAll(async () => {
      t = await build(kind, { config: { payments: 'none' } });
      buyer = await signIn(t.app, 'customer');
    });
    afterAll(async () => {
      await t.close();
    });

    it('places orders, but card payment says it is not set up and no test card pays', async () => {
      const product = await createProduct(t.app.db, { minOrder: 1, quantity: 100 });
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/addOrder',
        headers: buyer.headers,
        payload: { productId: product.id, amount: 2 },
      });
      expect(placed.statusCode).toBe(201);
      const orderId = placed.json().insertedId;
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/payment/${orderId}`,
        headers: buyer.headers,
      });
      expect(page.statusCode).toBe(200);

      for (const res of [
        await t.app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: buyer.headers,
          payload: { orderId },
        }),
        await t.app.inject({
          method: 'POST',
          url: `/api/payment/${orderId}/confirm`,
          headers: buyer.headers,
        }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ message: paymentMessages.notSetUp });
      }
      const testCard = await t.app.inject({
        method: 'POST',
        url: '/api/test-payments/confirm',
        headers: buyer.headers,
        payload: {
          clientSecret: 'tpi_x_secret_y',
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2099,
          cvc: '123',
        },
      });
      expect(testCard.statusCode).toBe(404);
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.status).toBe('unpaid');
      expect(await t.app.db.select().from(testPaymentIntents)).toHaveLength(0);
    });
  },
);
