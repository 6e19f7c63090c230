import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in.ts';
import { orders, paymentEvents, payments } from '../../db/schema/index.ts';

const WEBHOOK_SECRET = 'whsec_test_ironvolt';
const stripe = new Stripe('sk_test_ironvolt');

describe.each(databaseKinds)('paying with Stripe (SDK against a local stand-in) on %s', (kind) => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let buyer: SignedIn;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await build(kind, {
      config: {
        stripe: {
          secretKey: 'sk_test_ironvolt',
          publishableKey: 'pk_test_ironvolt',
          webhookSecret: WEBHOOK_SECRET,
          apiUrl: standIn.url,
        },
      },
    });
    buyer = await signIn(t.app, 'customer');
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  async function unpaidOrder(amount = 4, priceCents = 12_345) {
    const product = await createProduct(t.app.db, { minOrder: 1, quantity: 100, priceCents });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: product.id, amount, totalPrice: 1 },
    });
    return res.json().insertedId as string;
  }
  async function startPayment(orderId: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { orderId, price: 0.5 },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    return { body: res.json(), intentId: row?.paymentIntentId ?? '' };
  }
  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  const succeededEvent = (id: string, intentId: string, orderId: string, amount: number) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          amount,
          status: 'succeeded',
          metadata: { orderId },
        },
      },
    });
  const sign = (payload: string) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

  it("sends Stripe the order's total, whatever the browser said, with an idempotency key and the order id", async () => {
    const orderId = await unpaidOrder(4, 12_345);
    const { body, intentId } = await startPayment(orderId);
    expect(body).toEqual({
      clientSecret: expect.stringMatching(/^pi_\w+_secret_/),
      processor: 'stripe',
      publishableKey: 'pk_test_ironvolt',
    });
    const create = standIn.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/payment_intents' &&
        r.form.get('metadata[orderId]') === orderId,
    );
    expect(create?.form.get('amount')).toBe('49380');
    expect(create?.form.get('currency')).toBe('usd');
    expect(create?.idempotencyKey).toBe(`ironvolt-order-${orderId}-49380`);
    // asking again gives the same intent, not a second one
    const again = await startPayment(orderId);
    expect(again.intentId).toBe(intentId);
    expect(again.body.clientSecret).toBe(body.clientSecret);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    const payload = succeededEvent('evt_forged', intentId, orderId, 49_380);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const signature of [forged, 'nonsense', '']) {
      const res = await webhook(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The webhook signature is not valid' });
    }
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('unpaid');
    expect(
      await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged')),
    ).toHaveLength(0);
  });

  it('marks the order paid once when the same signed event comes five times at once', async () => {
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    const payload = succeededEvent(`evt_${orderId.slice(0, 8)}`, intentId, orderId, 49_380);
    const results = await Promise.all(Array.from({ length: 5 }, () => webhook(payload, sign(payload))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'paid', transactionId: intentId });
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
  });

  it("records one payment when the browser's check races the webhook", async () => {
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    standIn.succeed(intentId);
    const payload = succeededEvent(`evt_race_${orderId.slice(0, 8)}`, intentId, orderId, 49_380);
    const [check, hook] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/payment/${orderId}/confirm`, headers: buyer.headers }),
      webhook(payload, sign(payload)),
    ]);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ status: 'succeeded', transactionId: intentId });
    expect(hook.statusCode).toBe(200);
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
  });

  it("does not mark an order paid from an event whose amount is not the order's total", async () => {
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    const payload = succeededEvent(`evt_cheap_${orderId.slice(0, 8)}`, intentId, orderId, 50);
    expect((await webhook(payload, sign(payload))).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('unpaid');
  });

  it("does not take the browser's word: the check asks Stripe, and an unpaid intent stays unpaid", async () => {
    const orderId = await unpaidOrder();
    await startPayment(orderId);
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/payment/${orderId}/confirm`,
      headers: buyer.headers,
    });
    expect(check.statusCode).toBe(409);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('unpaid');
  });

  it('voids the Stripe intent when the order is cancelled', async () => {
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    await t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: buyer.headers });
    expect(standIn.intents.get(intentId)?.status).toBe('canceled');
  });
});
