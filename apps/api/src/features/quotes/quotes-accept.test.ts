import { quoteMessages } from '@ironvolt/shared/quotes';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import { adminActivity, mailOutbox, orders, products, quotes } from '../../db/schema/index.ts';
import { expireQuotes } from './public.ts';

describe.each(databaseKinds)('accepting and expiring quotes on %s', (kind) => {
  let t: TestApp;
  let shopAdmin: SignedIn;

  beforeAll(async () => {
    t = await build(kind);
    shopAdmin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const delivery = { name: 'Dana Dealer', phone: '+1 555 0100', address: '1 Depot Way, Springfield' };
  const accept = (who: SignedIn, id: string, payload: object = delivery) =>
    t.app.inject({ method: 'POST', url: `/api/quotes/${id}/accept`, headers: who.headers, payload });
  const read = async (who: SignedIn, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/quotes/${id}`, headers: who.headers })).json();
  const stockOf = async (id: string) =>
    (await t.app.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, id)))[0]
      ?.quantity;
  const kindsMailedTo = async (to: string) =>
    (
      await t.app.db
        .select({ kind: mailOutbox.kind })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, to))
        .orderBy(asc(mailOutbox.createdAt))
    ).map((row) => row.kind);

  /** A buyer's quote on two tools, offered by the shop at its own prices until `expiresAt`. */
  async function offered(
    options: { buyer?: SignedIn; expiresAt?: string; stock?: number } = {},
  ): Promise<{ buyer: SignedIn; drill: { id: string }; saw: { id: string }; id: string; number: string }> {
    const buyer = options.buyer ?? (await signIn(t.app, 'customer'));
    const drill = await createProduct(t.app.db, {
      name: 'Core Drill',
      priceCents: 10_000,
      minOrder: 1,
      quantity: options.stock ?? 100,
    });
    const saw = await createProduct(t.app.db, {
      name: 'Band Saw',
      priceCents: 5_000,
      minOrder: 1,
      quantity: 100,
    });
    for (const [id, amount] of [
      [drill.id, 4],
      [saw.id, 10],
    ] as const)
      await t.app.inject({
        method: 'PUT',
        url: `/api/cart/${id}`,
        headers: buyer.headers,
        payload: { amount },
      });
    const quote = (
      await t.app.inject({ method: 'POST', url: '/api/quotes', headers: buyer.headers, payload: {} })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote._id}/offer`,
      headers: shopAdmin.headers,
      payload: {
        lines: [
          { productId: drill.id, unitPrice: 87.5 },
          { productId: saw.id, unitPrice: 41 },
        ],
        expiresAt: options.expiresAt ?? new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
      },
    });
    expect(res.statusCode).toBe(200);
    return { buyer, drill, saw, id: quote._id, number: quote.number };
  }

  it('places an order at the quoted prices, reserves its stock, keeps the cart, and mails and audits it', async () => {
    const { buyer, drill, saw, id, number } = await offered();
    const res = await accept(buyer, id);
    expect(res.statusCode).toBe(201);
    const placed = res.json();
    const tax = t.app.config.tax.rateBasisPoints;
    const net = 4 * 8_750 + 10 * 4_100;
    expect(placed).toMatchObject({ acknowledged: true, status: 'unpaid' });
    expect(Math.round(placed.totalPrice * 100)).toBe(net + Math.round((net * tax) / 10_000));
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, placed.insertedId));
    expect(order?.lines.map((line) => [line.productId, line.amount, line.unitPriceCents])).toEqual([
      [drill.id, 4, 8_750],
      [saw.id, 10, 4_100],
    ]);
    expect(await stockOf(drill.id)).toBe(96);
    expect(await stockOf(saw.id)).toBe(90);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: buyer.headers })).json();
    expect(cart.lines).toHaveLength(2);
    const quote = await read(buyer, id);
    expect(quote).toMatchObject({ status: 'accepted', orderId: placed.insertedId });
    expect(quote.history.at(-1)).toMatchObject({ status: 'accepted', by: 'buyer' });
    expect(await kindsMailedTo(buyer.user.email)).toEqual([
      'quote_requested',
      'quote_offered',
      'order_placed',
      'quote_accepted',
    ]);
    const [entry] = await t.app.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, id), eq(adminActivity.action, 'quote.accepted')));
    expect(entry?.after).toMatchObject({ orderId: placed.insertedId });
    expect(entry?.subjectLabel).toBe(number);
    // Once: the next accept, and a decline, find it accepted.
    expect((await accept(buyer, id)).statusCode).toBe(409);
  });

  it('accepts at most once when two accepts race', async () => {
    const { buyer, drill, id } = await offered();
    const results = await Promise.all([accept(buyer, id), accept(buyer, id), accept(buyer, id)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    const loser = results.find((res) => res.statusCode === 409);
    expect(loser?.json().message).toBe(quoteMessages.notOffered('accepted'));
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).toHaveLength(1);
    expect(await stockOf(drill.id)).toBe(96);
  });

  it('answers 409 naming the lines short of stock, and leaves the quote offered and the stock as it was', async () => {
    const { buyer, drill, saw, id } = await offered();
    await t.app.db.update(products).set({ quantity: 3 }).where(eq(products.id, drill.id));
    const res = await accept(buyer, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Not enough in stock for Core Drill (3 left): ask for a revision',
      lines: [{ productId: drill.id, name: 'Core Drill', available: 3 }],
    });
    expect((await read(buyer, id)).status).toBe('offered');
    expect(await stockOf(saw.id)).toBe(100);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).toHaveLength(0);
  });

  it('refuses someone else’s quote, a delivery left out, and an offer past its time', async () => {
    const { buyer, id } = await offered();
    const other = await signIn(t.app, 'customer');
    expect((await accept(other, id)).statusCode).toBe(404);
    expect((await accept(shopAdmin, id)).statusCode).toBe(404);
    expect((await accept(buyer, id, { name: 'No Phone', address: 'Somewhere' })).statusCode).toBe(400);
    await t.app.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, id));
    const late = await accept(buyer, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(quoteMessages.expired);
  });

  it('is payable on account like any order of the company', async () => {
    const buyer = await signIn(t.app, 'customer');
    await createCompany(t.app.db, {
      paymentTermsDays: 30,
      creditLimitCents: 10_000_000,
      members: [{ userId: buyer.user.id, role: 'admin' }],
    });
    const { id } = await offered({ buyer });
    const res = await accept(buyer, id, { ...delivery, payment: 'account' });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('confirmed');
  });

  it('gives its PDF to its buyer and the shop only, with the offered lines and until when', async () => {
    const day = new Date(Date.now() + 10 * 24 * 3_600_000);
    const { buyer, id, number } = await offered({ expiresAt: day.toISOString().slice(0, 10) });
    const inWords = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(day);
    const res = await t.app.inject({ method: 'GET', url: `/api/quotes/${id}/pdf`, headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const { text } = await pdfTextOf(res.rawPayload);
    expect(text).toContain(`Quote ${number}`);
    expect(text).toContain(`Valid until: ${inWords}`);
    expect(text).toContain('Core Drill');
    expect(text).toContain('$87.50');
    expect(text).toContain('$350.00');
    expect(text).toContain('$760.00');
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${id}/pdf`,
      headers: shopAdmin.headers,
    });
    expect(admin.statusCode).toBe(200);
    const other = await signIn(t.app, 'customer');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/quotes/${id}/pdf`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('expires offers by a fixed clock, mails their buyers and refuses them at accept', async () => {
    const end = new Date(Date.now() + 2 * 24 * 3_600_000);
    const { buyer, id, number } = await offered({ expiresAt: end.toISOString() });
    const deps = { db: t.app.db, config: t.app.config, mailOutbox: t.app.mailOutbox };
    const before = new Date(end.getTime() - 1);
    await expireQuotes(deps, before);
    expect((await read(buyer, id)).status).toBe('offered');
    expect(await expireQuotes(deps, end)).toBeGreaterThanOrEqual(1);
    const quote = await read(buyer, id);
    expect(quote.status).toBe('expired');
    expect(quote.history.at(-1)).toMatchObject({ status: 'expired', by: 'system', at: end.toISOString() });
    expect((await kindsMailedTo(buyer.user.email)).at(-1)).toBe('quote_expired');
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, buyer.user.email), eq(mailOutbox.kind, 'quote_expired')));
    expect(mail?.subject).toBe(`Quote ${number} has expired`);
    const [entry] = await t.app.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, id), eq(adminActivity.action, 'quote.expired')));
    expect(entry?.actorId).toBeNull();
    // Swept once: a second run at the same time finds nothing of this quote's.
    await expireQuotes(deps, end);
    expect((await kindsMailedTo(buyer.user.email)).filter((k) => k === 'quote_expired')).toHaveLength(1);
    const res = await accept(buyer, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(quoteMessages.notOffered('expired'));
  });
});
