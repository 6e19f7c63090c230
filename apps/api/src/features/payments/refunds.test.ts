import { orderMessages } from '@ironvolt/shared/orders';
import { paymentMessages } from '@ironvolt/shared/payments';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import {
  asSent,
  build,
  databaseKinds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import {
  adminActivity,
  mailOutbox,
  orders,
  products,
  refunds,
  testPaymentIntents,
} from '../../db/schema/index.ts';
import { settlePendingRefunds } from './payments-service.ts';

const textOf = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

describe.each(databaseKinds)('refunds by an admin (test processor) on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
    buyer = await signIn(t.app, 'customer');
  });
  afterAll(async () => {
    await t.close();
  });

  let productId = '';
  const placeOrder = async (amount = 4, priceCents = 2_550) => {
    productId = (await createProduct(t.app.db, { quantity: 100, minOrder: 1, priceCents })).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId, amount, name: 'Robin Buyer', address: '1 Mill Road, Hull' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().insertedId as string;
  };
  const paidOrder = async (amount = 4, priceCents = 2_550) => {
    const orderId = await placeOrder(amount, priceCents);
    expect((await payByTestCard(t.app, buyer, orderId)).statusCode).toBe(200);
    return orderId;
  };
  const refund = (orderId: string, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/order/${orderId}/refund`, headers });
  const ship = (orderId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/order/${orderId}/status`,
      headers: admin.headers,
      payload: { status: 'shipped' },
    });
  const stock = async () =>
    (await t.app.db.select({ q: products.quantity }).from(products).where(eq(products.id, productId)))[0]?.q;
  const orderRow = async (orderId: string) =>
    (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  /** The buyer's refund mails as they are sent. */
  const refundMails = async () =>
    asSent(
      t.app,
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, buyer.user.email), eq(mailOutbox.kind, 'order_refunded'))),
    );
  /** What Manage All orders says of an order's refund (GET /orders, the admin's list). */
  const refundShown = async (orderId: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders?limit=100', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as { _id: string; refund?: string }[]).find((order) => order._id === orderId);
    expect(listed, `order ${orderId} is listed`).toBeDefined();
    return listed?.refund;
  };
  const creditNote = (orderId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/order/${orderId}/credit-note.pdf`, headers });

  it('refunds a paid order in full: the card, the stock, a credit note, the audit trail and the buyer’s mail', async () => {
    const orderId = await paidOrder(4, 2_550);
    expect(await stock()).toBe(96);
    const res = await refund(orderId);
    expect(res.statusCode, res.body).toBe(200);
    const year = new Date().getUTCFullYear();
    expect(res.json()).toMatchObject({
      refund: 'refunded',
      order: {
        _id: orderId,
        status: 'refunded',
        totalPrice: 102,
        creditNoteNumber: expect.stringMatching(new RegExp(`^CN-${year}-\\d{6}$`)),
      },
    });
    const { creditNoteNumber } = res.json().order;
    expect(await stock()).toBe(100);

    const row = await orderRow(orderId);
    const [intent] = await t.app.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, row?.transactionId ?? ''));
    expect(intent?.refundId).toMatch(/^tre_/);
    expect(await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([
      expect.objectContaining({
        reason: 'admin_refund',
        amountCents: 10_200,
        processorRefundId: intent?.refundId,
      }),
    ]);
    const [entry] = await t.app.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, orderId), eq(adminActivity.action, 'order.refunded')));
    expect(entry).toMatchObject({
      actorEmail: admin.user.email,
      before: expect.objectContaining({ status: 'paid' }),
      after: expect.objectContaining({ status: 'refunded', creditNoteNumber }),
    });
    const mails = await refundMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/was refunded/);
    expect(mails[0]?.textBody).toContain(creditNoteNumber);
    expect(mails[0]?.textBody).toContain('$102.00');

    // The buyer sees it in My Orders and downloads the credit note; the invoice stays as it was issued.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/myOrder/${encodeURIComponent(buyer.user.email)}`,
      headers: buyer.headers,
    });
    expect(mine.json().find((o: { _id: string }) => o._id === orderId)).toMatchObject({
      status: 'refunded',
      creditNoteNumber,
      invoiceNumber: row?.invoiceNumber,
    });
    const pdf = await creditNote(orderId, buyer.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await textOf(pdf.rawPayload);
    expect(text).toContain(`Credit note ${creditNoteNumber}`);
    expect(text).toContain(`Credits invoice ${row?.invoiceNumber}`);
    expect(text).toMatch(/Total credited\s+\$102\.00/);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/order/${orderId}/invoice.pdf`,
          headers: buyer.headers,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses an amount with 400 rather than refund the whole payment in its place; an empty body is a refund', async () => {
    const order = await paidOrder();
    for (const payload of [{ amount: 100 }, { amount: 0.5, reason: 'damaged' }]) {
      const partial = await t.app.inject({
        method: 'POST',
        url: `/api/order/${order}/refund`,
        headers: admin.headers,
        payload,
      });
      expect(partial.statusCode).toBe(400);
      expect(partial.json().message).toBe(paymentMessages.refundWhole);
      expect((await orderRow(order))?.status).toBe('paid');
    }
    const whole = await t.app.inject({
      method: 'POST',
      url: `/api/order/${order}/refund`,
      headers: admin.headers,
      payload: {},
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect((await orderRow(order))?.status).toBe('refunded');
  });

  it('refuses a second refund, and unpaid, shipped, delivered and cancelled orders, with 409 and nothing changed', async () => {
    const refunded = await paidOrder();
    expect((await refund(refunded)).statusCode).toBe(200);
    const again = await refund(refunded);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(orderMessages.alreadyRefunded);
    expect(await stock()).toBe(100);

    const unpaid = await placeOrder();
    expect((await refund(unpaid)).json()).toEqual({ message: orderMessages.refundNotPaid, field: 'status' });
    expect(await stock()).toBe(96);

    const shipped = await paidOrder();
    expect((await ship(shipped)).statusCode).toBe(200);
    const refusedShipped = await refund(shipped);
    expect(refusedShipped.statusCode).toBe(409);
    expect(refusedShipped.json().message).toBe(orderMessages.refundShipped);
    expect((await orderRow(shipped))?.status).toBe('shipped');
    expect((await orderRow(shipped))?.creditNoteNumber).toBeNull();

    const cancelled = await placeOrder();
    await t.app.inject({ method: 'DELETE', url: `/api/order/${cancelled}`, headers: buyer.headers });
    const refusedCancelled = await refund(cancelled);
    expect(refusedCancelled.statusCode).toBe(409);
    expect(refusedCancelled.json().message).toBe(orderMessages.refundCancelled);

    expect(await creditNote(shipped, admin.headers)).toMatchObject({ statusCode: 409 });
    expect((await creditNote(shipped, admin.headers)).json().message).toBe(orderMessages.noCreditNote);
  });

  it('lets only an admin refund, and only the buyer or an admin read the credit note', async () => {
    const orderId = await paidOrder();
    expect((await refund(orderId, buyer.headers)).statusCode).toBe(403);
    expect((await refund(orderId, { authorization: '' })).statusCode).toBe(401);
    expect((await orderRow(orderId))?.status).toBe('paid');
    expect((await refund('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await refund('not-an-id')).statusCode).toBe(404);
    expect((await refund(orderId)).statusCode).toBe(200);
    const stranger = await signIn(t.app, 'customer');
    expect((await creditNote(orderId, stranger.headers)).statusCode).toBe(403);
    expect((await creditNote(orderId, admin.headers)).statusCode).toBe(200);
  });

  it('refunds once when the same refund is sent eight times at once', async () => {
    const orderId = await paidOrder(5);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(orderId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await stock()).toBe(100);
    expect(await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
    const mails = await refundMails();
    expect(
      mails.filter((m) =>
        m.textBody.includes(
          (answers.find((a) => a.statusCode === 200)?.json().order.creditNoteNumber as string) ?? '-',
        ),
      ),
    ).toHaveLength(1);
  });

  it('refund and shipment sent together, 15 times: exactly one wins, and the stock and documents agree', async () => {
    for (let round = 0; round < 15; round++) {
      const orderId = await paidOrder(3);
      const [refunded, shipped] = await Promise.all([refund(orderId), ship(orderId)]);
      const row = await orderRow(orderId);
      expect([refunded.statusCode, shipped.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
      if (refunded.statusCode === 200) {
        expect(row?.status).toBe('refunded');
        expect(row?.creditNoteNumber).toMatch(/^CN-/);
        expect(await stock()).toBe(100);
      } else {
        expect(row?.status).toBe('shipped');
        expect(row?.creditNoteNumber).toBeNull();
        expect(await stock()).toBe(97);
      }
    }
  });

  it('gives refunds at the same time credit note numbers in a row, with no gap', async () => {
    const orderIds = [];
    for (let n = 0; n < 6; n++) orderIds.push(await paidOrder(1));
    const answers = await Promise.all(orderIds.map((id) => refund(id)));
    const numbers = answers
      .map((a) => Number((a.json().order.creditNoteNumber as string).slice(-6)))
      .sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, i) => first + i));
  });

  it('keeps a refund the processor could not make as pending, and makes it on the next sweep', async () => {
    const orderId = await paidOrder(2);
    const processor = t.app.payments.processor;
    if (!processor) throw new Error('the test processor is set up in tests');
    const refundIntent = processor.refundIntent;
    processor.refundIntent = () => Promise.reject(new Error('processor down'));
    try {
      const res = await refund(orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ refund: 'pending', order: { status: 'refunded' } });
    } finally {
      processor.refundIntent = refundIntent;
    }
    const [noted] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(noted).toMatchObject({ processorRefundId: null, attempts: 1, lastError: 'processor down' });
    expect(await refundShown(orderId)).toBe('pending');
    expect(await settlePendingRefunds({ db: t.app.db, processor, log: t.app.log })).toBeGreaterThanOrEqual(1);
    const [made] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(made?.processorRefundId).toMatch(/^tre_/);
    expect(await refundShown(orderId)).toBe('refunded');
  });

  it('tells an admin in the orders list when the processor has not taken a refund after its last try', async () => {
    const orderId = await paidOrder(1);
    const processor = t.app.payments.processor;
    if (!processor) throw new Error('the test processor is set up in tests');
    const refundIntent = processor.refundIntent;
    processor.refundIntent = () => Promise.reject(new Error('charge disputed'));
    try {
      expect((await refund(orderId)).json()).toMatchObject({ refund: 'pending' });
      const sweep = () => settlePendingRefunds({ db: t.app.db, processor, log: t.app.log });
      // The payments sweep tries it until its tenth try, then leaves it to a person.
      for (let tries = 1; tries < 10; tries++) {
        expect(await refundShown(orderId), `after ${tries} tries`).toBe('pending');
        await sweep();
      }
      const [left] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(left).toMatchObject({ processorRefundId: null, attempts: 10, lastError: 'charge disputed' });
      expect(await refundShown(orderId)).toBe('failed');
    } finally {
      processor.refundIntent = refundIntent;
    }
    // Not tried again by the sweep: it stays failed until someone settles it at the processor.
    await settlePendingRefunds({ db: t.app.db, processor, log: t.app.log });
    expect(await refundShown(orderId)).toBe('failed');
    // Orders that were never refunded say nothing of a refund.
    const paid = await paidOrder(1);
    expect(await refundShown(paid)).toBeUndefined();
  });
});
