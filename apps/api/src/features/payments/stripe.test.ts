import { paymentMessages } from '@ironvolt/shared/payments';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
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
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in.ts';
import { orders, paymentEvents, payments, products, refunds } from '../../db/schema/index.ts';
import { settlePendingRefunds } from './payments-service.ts';

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
        payments: 'stripe',
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

  let lastProductId = '';
  async function unpaidOrder(amount = 4, priceCents = 12_345) {
    const product = await createProduct(t.app.db, { minOrder: 1, quantity: 100, priceCents });
    lastProductId = product.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: product.id, amount, totalPrice: 1 },
    });
    return res.json().insertedId as string;
  }
  const orderRow = async (orderId: string) =>
    (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  const stockOf = async (productId: string) =>
    (await t.app.db.select({ q: products.quantity }).from(products).where(eq(products.id, productId)))[0]?.q;
  const refundsOf = (intentId: string) =>
    t.app.db.select().from(refunds).where(eq(refunds.intentId, intentId));
  const refundCalls = (intentId: string) =>
    standIn.requests.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === intentId);
  const cancel = (orderId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers: buyer.headers });
  const confirmCheck = (orderId: string) =>
    t.app.inject({ method: 'POST', url: `/api/payment/${orderId}/confirm`, headers: buyer.headers });
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

  it("takes a signed event larger than the 64 KB of other JSON bodies (Stripe's events can be)", async () => {
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    standIn.succeed(intentId);
    const event = JSON.parse(succeededEvent(`evt_big_${orderId.slice(0, 8)}`, intentId, orderId, 49_380));
    event.data.object.description = 'x'.repeat(300 * 1024);
    const payload = JSON.stringify(event);
    const res = await webhook(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('paid');
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

  it("does not mark an order paid from a charge that is not the order's total, and gives it back", async () => {
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    standIn.succeed(intentId);
    const payload = succeededEvent(`evt_cheap_${orderId.slice(0, 8)}`, intentId, orderId, 50);
    expect((await webhook(payload, sign(payload))).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('unpaid');
    expect(await refundsOf(intentId)).toEqual([
      expect.objectContaining({
        orderId,
        reason: 'amount_mismatch',
        processorRefundId: expect.stringMatching(/^re_/),
      }),
    ]);
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

  it('voids the Stripe intent when the order is cancelled, so the card form can no longer pay it', async () => {
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect(standIn.intents.get(intentId)?.status).toBe('canceled');
    const paid = await standIn.confirm(intentId);
    expect(paid.status).toBe(400);
    expect(paid.body).toMatchObject({ error: { code: 'payment_intent_unexpected_state' } });
    const check = await confirmCheck(orderId);
    expect(check.statusCode).toBe(409);
    expect(check.json()).toEqual({ message: paymentMessages.orderNotPayable });
    expect(refundCalls(intentId)).toHaveLength(0);
  });

  it('voids the Stripe intent of an order the hold expiry cancelled', async () => {
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    await expireHolds(t.app, orderId);
    expect((await orderRow(orderId))?.status).toBe('cancelled');
    expect(standIn.intents.get(intentId)?.status).toBe('canceled');
    expect((await standIn.confirm(intentId)).status).toBe(400);
  });

  it('refunds a charge that went through as the order was cancelled, once, with an idempotency key', async () => {
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    expect((await standIn.confirm(intentId)).status).toBe(200); // the card went through; the event is on its way
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('cancelled');
    expect(await stockOf(lastProductId)).toBe(100);
    const calls = refundCalls(intentId);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toBe(`ironvolt-refund-${intentId}`);
    const refund = standIn.refunds.get(intentId);
    expect(refund).toMatchObject({ amount: 49_380, status: 'succeeded' });
    expect(await refundsOf(intentId)).toEqual([
      expect.objectContaining({
        orderId,
        processor: 'stripe',
        amountCents: 49_380,
        reason: 'order_cancelled',
        processorRefundId: refund?.id,
      }),
    ]);

    // Stripe's event, then the browser's check, arrive after: nothing is paid or refunded twice, and they say so.
    const payload = succeededEvent(`evt_late_${orderId.slice(0, 8)}`, intentId, orderId, 49_380);
    expect((await webhook(payload, sign(payload))).statusCode).toBe(200);
    const check = await confirmCheck(orderId);
    expect(check.statusCode).toBe(409);
    expect(check.json()).toEqual({ message: paymentMessages.refunded });
    expect(refundCalls(intentId)).toHaveLength(1);
    expect(await refundsOf(intentId)).toHaveLength(1);
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);

    // An admin may still delete the cancelled order; the refund stays on record.
    const admin = await signIn(t.app, 'admin');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${orderId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await refundsOf(intentId)).toEqual([
      expect.objectContaining({ orderId: null, processorRefundId: refund?.id }),
    ]);
  });

  it("refunds a charge reported by Stripe's event for an order an admin deleted", async () => {
    const admin = await signIn(t.app, 'admin');
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    standIn.succeed(intentId);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${orderId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await orderRow(orderId)).toBeUndefined();
    expect(await refundsOf(intentId)).toEqual([
      expect.objectContaining({
        orderId: null,
        reason: 'order_gone',
        processorRefundId: expect.stringMatching(/^re_/),
      }),
    ]);
    const payload = succeededEvent(`evt_gone_${orderId.slice(0, 8)}`, intentId, orderId, 49_380);
    expect((await webhook(payload, sign(payload))).statusCode).toBe(200);
    expect(refundCalls(intentId)).toHaveLength(1);
  });

  it('keeps a refund Stripe could not take, says it will be made, and makes it on the next sweep', async () => {
    const orderId = await unpaidOrder();
    const { intentId } = await startPayment(orderId);
    await cancel(orderId);
    standIn.succeed(intentId); // paid at the instant the void was sent
    standIn.refundsDown = true;
    try {
      const payload = succeededEvent(`evt_down_${orderId.slice(0, 8)}`, intentId, orderId, 49_380);
      expect((await webhook(payload, sign(payload))).statusCode).toBe(200);
      const check = await confirmCheck(orderId);
      expect(check.json()).toEqual({ message: paymentMessages.refundPending });
      expect(await refundsOf(intentId)).toEqual([
        expect.objectContaining({
          processorRefundId: null,
          attempts: 2,
          lastError: expect.stringMatching(/down/),
        }),
      ]);
    } finally {
      standIn.refundsDown = false;
    }
    const deps = { db: t.app.db, processor: t.app.payments.processor, log: t.app.log };
    expect(await settlePendingRefunds(deps)).toBeGreaterThanOrEqual(1);
    expect(standIn.refunds.get(intentId)).toMatchObject({ amount: 49_380 });
    expect(await refundsOf(intentId)).toEqual([
      expect.objectContaining({ processorRefundId: standIn.refunds.get(intentId)?.id, attempts: 3 }),
    ]);
    expect((await confirmCheck(orderId)).json()).toEqual({ message: paymentMessages.refunded });
  });

  it('refunds a paid order through Stripe once, with the idempotency key, when an admin refunds it', async () => {
    const admin = await signIn(t.app, 'admin');
    const orderId = await unpaidOrder(4, 12_345);
    const { intentId } = await startPayment(orderId);
    standIn.succeed(intentId);
    const payload = succeededEvent(`evt_refund_${orderId.slice(0, 8)}`, intentId, orderId, 49_380);
    expect((await webhook(payload, sign(payload))).statusCode).toBe(200);
    expect(await stockOf(lastProductId)).toBe(96);

    const refund = () =>
      t.app.inject({ method: 'POST', url: `/api/order/${orderId}/refund`, headers: admin.headers });
    const [first, second] = await Promise.all([refund(), refund()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const calls = refundCalls(intentId);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toBe(`ironvolt-refund-${intentId}`);
    expect(standIn.refunds.get(intentId)).toMatchObject({ amount: 49_380, status: 'succeeded' });
    expect(await refundsOf(intentId)).toEqual([
      expect.objectContaining({
        reason: 'admin_refund',
        processorRefundId: standIn.refunds.get(intentId)?.id,
      }),
    ]);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'refunded',
      creditNoteNumber: expect.stringMatching(/^CN-/),
    });
    expect(await stockOf(lastProductId)).toBe(100);
    // Stripe's event for the charge, sent again after the refund, changes nothing.
    expect((await webhook(payload, sign(payload))).statusCode).toBe(200);
    const late = succeededEvent(`evt_late_${orderId.slice(0, 8)}`, intentId, orderId, 49_380);
    expect((await webhook(late, sign(late))).statusCode).toBe(200);
    expect(refundCalls(intentId)).toHaveLength(1);
    expect((await orderRow(orderId))?.status).toBe('refunded');
  });

  it('cancel and pay sent together, 50 times: each order ends paid and kept, or cancelled with any charge refunded', async () => {
    for (let round = 0; round < 50; round++) {
      const orderId = await unpaidOrder();
      const { intentId } = await startPayment(orderId);
      // The browser's card form, then Stripe's event once the card went through.
      const pay = async () => {
        const paid = await standIn.confirm(intentId);
        if (paid.status !== 200) return paid.status;
        const payload = succeededEvent(
          `evt_round_${round}_${orderId.slice(0, 8)}`,
          intentId,
          orderId,
          49_380,
        );
        return (await webhook(payload, sign(payload))).statusCode;
      };
      const [cancelled] = await Promise.all([cancel(orderId), pay()]);
      const row = await orderRow(orderId);
      const charged = standIn.intents.get(intentId)?.status === 'succeeded';
      const refunded = standIn.refunds.has(intentId);
      if (row?.status === 'paid') {
        expect(cancelled.statusCode, `round ${round}`).toBe(409);
        expect(row.transactionId).toBe(intentId);
        expect(refunded, `round ${round}`).toBe(false);
        expect(await stockOf(lastProductId)).toBe(96);
      } else {
        expect(row?.status, `round ${round}`).toBe('cancelled');
        expect(cancelled.statusCode, `round ${round}`).toBe(200);
        expect(charged && !refunded, `round ${round}: a charge left on a cancelled order`).toBe(false);
        expect(await stockOf(lastProductId)).toBe(100);
      }
    }
  }, 90_000); // fifty rounds one after another: on a loaded machine past the default 30 s
});
