import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct, TEST_PASSWORD } from '../../../test/factories.ts';
import {
  asSent,
  build,
  databaseKinds,
  login,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import {
  adminActivity,
  creditNotes,
  mailOutbox,
  orders,
  products,
  refunds,
  returns,
  testPaymentIntents,
} from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// A tax rate whose rounding shows: 19.25 %, so that each partial credit note's tax is rounded and the parts must
// still sum to the invoice's.
describe.each(databaseKinds)('returns and warranty claims on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind, { config: { tax: { rateBasisPoints: 1925 } } });
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const patchStatus = (orderId: string, status: 'shipped' | 'delivered') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/order/${orderId}/status`,
      headers: admin.headers,
      payload: { status },
    });

  /** A buyer's card order of `amount` of a new tool, paid, shipped and delivered through the real routes. */
  async function deliveredOrder(buyer: SignedIn, amount = 10, priceCents = 1_999, stock = 100) {
    const product = await createProduct(t.app.db, {
      quantity: stock,
      minOrder: 1,
      priceCents,
      name: `Hammer Drill ${Math.random().toString(36).slice(2, 7)}`,
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: product.id, amount, name: 'Robin Buyer', address: '1 Mill Road, Hull' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().insertedId as string;
    expect((await payByTestCard(t.app, buyer, orderId)).statusCode).toBe(200);
    expect((await patchStatus(orderId, 'shipped')).statusCode).toBe(200);
    expect((await patchStatus(orderId, 'delivered')).statusCode).toBe(200);
    return { orderId, product };
  }
  const open = (who: SignedIn | undefined, orderId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/returns`,
      ...(who ? { headers: who.headers } : {}),
      payload,
    });
  const line = (productId: string, amount: number, reason = 'not_needed', serials?: string[]) => ({
    productId,
    amount,
    reason,
    ...(serials ? { serials } : {}),
  });
  const step = (
    id: string,
    what: 'approve' | 'reject' | 'receive' | 'resolve',
    payload?: object,
    who = admin,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/returns/${id}/${what}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
  const read = (who: SignedIn | undefined, url: string) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });
  const stockOf = async (productId: string) =>
    (await t.app.db.select({ q: products.quantity }).from(products).where(eq(products.id, productId)))[0]?.q;
  const orderRow = async (orderId: string) =>
    (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  /** Requested, approved and received: ready to resolve. */
  async function received(buyer: SignedIn, orderId: string, lines: object[]) {
    const res = await open(buyer, orderId, { lines });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id as string;
    expect((await step(id, 'approve', { instructions: 'Send it to 1 Foundry Road' })).statusCode).toBe(200);
    expect((await step(id, 'receive')).statusCode).toBe(200);
    return id;
  }

  it('takes a buyer’s return of 2 of 10 through every step to a partial refund by card, mailed and audited', async () => {
    const buyer = await signIn(t.app, 'customer');
    const { orderId, product } = await deliveredOrder(buyer);
    expect(await stockOf(product.id)).toBe(90);

    const opened = await open(buyer, orderId, {
      lines: [line(product.id, 2, 'not_needed', ['SN-1'])],
      note: 'Bought two too many',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const year = new Date().getUTCFullYear();
    expect(opened.json().number).toMatch(new RegExp(`^RMA-${year}-\\d{6}$`));
    const id = opened.json()._id as string;

    const mine = await read(buyer, '/api/returns');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-total-count']).toBe('1');
    expect(mine.json()[0]).toMatchObject({
      _id: id,
      status: 'requested',
      orderId,
      note: 'Bought two too many',
      lines: [
        { productId: product.id, amount: 2, unitPrice: 19.99, serials: ['SN-1'], reason: 'not_needed' },
      ],
    });

    const approved = await step(id, 'approve', { instructions: 'Send them to 1 Foundry Road, Sheffield' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      instructions: 'Send them to 1 Foundry Road, Sheffield',
    });
    expect((await step(id, 'receive')).json().status).toBe('received');

    const resolved = await step(id, 'resolve', { lines: [{ productId: product.id, resolution: 'refund' }] });
    expect(resolved.statusCode, resolved.body).toBe(200);
    // 2 × $19.99 = $39.98, its tax round(3998 × 19.25 %) = 770 cents.
    expect(resolved.json()).toMatchObject({
      creditNoteNumber: expect.stringMatching(new RegExp(`^CN-${year}-\\d{6}$`)),
      refund: 'refunded',
      return: {
        status: 'resolved',
        lines: [{ resolution: 'refund' }],
        creditNote: { net: 39.98, tax: 7.7, total: 47.68 },
      },
    });
    const cn = resolved.json().creditNoteNumber as string;
    // Not needed: back on the shelf.
    expect(await stockOf(product.id)).toBe(92);
    // The card is refunded that part only, once.
    const order = await orderRow(orderId);
    expect(order?.returnCreditedCents).toBe(4768);
    expect(order?.status).toBe('delivered');
    const [intent] = await t.app.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, order?.transactionId ?? ''));
    expect(intent?.refundId).toBeNull();
    expect(intent?.partRefunds.map((part) => part.amountCents)).toEqual([4768]);
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ reason: 'return_refund', amountCents: 4768 });
    expect(refund?.processorRefundId).toMatch(/^tre_/);

    const mails = await asSent(
      t.app,
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, buyer.user.email), like(mailOutbox.kind, 'return_%')))
        .orderBy(asc(mailOutbox.createdAt)),
    );
    expect(mails.map((mail) => mail.kind)).toEqual([
      'return_requested',
      'return_approved',
      'return_received',
      'return_resolved',
    ]);
    expect(mails[1]?.textBody).toContain('Send them to 1 Foundry Road, Sheffield');
    expect(mails[3]?.textBody).toContain(`Refund with credit note ${cn}, $47.68 back to your card`);

    const audited = await t.app.db
      .select({ action: adminActivity.action, actorEmail: adminActivity.actorEmail })
      .from(adminActivity)
      .where(eq(adminActivity.subjectId, id))
      .orderBy(asc(adminActivity.at));
    expect(audited).toEqual([
      { action: 'return.requested', actorEmail: buyer.user.email },
      { action: 'return.approved', actorEmail: admin.user.email },
      { action: 'return.received', actorEmail: admin.user.email },
      { action: 'return.resolved', actorEmail: admin.user.email },
    ]);

    // The credit note, read back as its buyer and an admin download it.
    for (const who of [buyer, admin]) {
      const pdf = await read(who, `/api/returns/${id}/credit-note.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${cn}.pdf"`);
      const { text } = await pdfTextOf(pdf.rawPayload);
      expect(text).toContain(`Credit note ${cn}`);
      expect(text).toContain(
        `Credits invoice ${order?.invoiceNumber} in part (return ${opened.json().number})`,
      );
      expect(text).toContain(product.name);
      expect(text).toContain('$39.98');
      expect(text).toContain('$7.70');
      expect(text).toContain('$47.68');
    }
    // Its first PDF starts the PDF thread and its mails load the templates: slow on a loaded machine.
  }, 120_000);

  it('refuses another buyer (403) and anyone signed out (401), and hides nothing of another’s return', async () => {
    const buyer = await signIn(t.app, 'customer');
    const other = await signIn(t.app, 'customer');
    const { orderId, product } = await deliveredOrder(buyer);
    const theirs = await open(other, orderId, { lines: [line(product.id, 1)] });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('This order is not yours');
    expect((await open(undefined, orderId, { lines: [line(product.id, 1)] })).statusCode).toBe(401);

    const id = (await open(buyer, orderId, { lines: [line(product.id, 1)] })).json()._id as string;
    expect((await read(other, `/api/returns/${id}`)).statusCode).toBe(403);
    expect((await read(undefined, `/api/returns/${id}`)).statusCode).toBe(401);
    expect((await read(undefined, '/api/returns')).statusCode).toBe(401);
    expect((await read(other, '/api/returns')).json()).toEqual([]);
    expect((await read(other, `/api/returns/${id}/credit-note.pdf`)).statusCode).toBe(403);
    // Only a shop admin takes the steps.
    expect((await step(id, 'approve', { instructions: 'x' }, buyer)).statusCode).toBe(403);
    expect((await read(buyer, `/api/returns/${id}`)).json().status).toBe('requested');
    // No credit note before a refund.
    const none = await read(buyer, `/api/returns/${id}/credit-note.pdf`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This return has no credit note');
    expect((await read(buyer, '/api/returns/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses an order not delivered, a tool not on it, and more than is left after the other returns', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { quantity: 100, minOrder: 1, priceCents: 1_000 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: product.id, amount: 3, name: 'Robin Buyer', address: '1 Mill Road, Hull' },
    });
    const paidId = placed.json().insertedId as string;
    expect((await payByTestCard(t.app, buyer, paidId)).statusCode).toBe(200);
    const notYet = await open(buyer, paidId, { lines: [line(product.id, 1)] });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('Only a delivered order can be returned');

    const { orderId, product: tool } = await deliveredOrder(buyer, 10);
    const elsewhere = await open(buyer, orderId, { lines: [line(product.id, 1)] });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().message).toBe(`The order has no line of product ${product.id}`);
    const eleven = await open(buyer, orderId, { lines: [line(tool.id, 11)] });
    expect(eleven.statusCode).toBe(409);
    expect(eleven.json().message).toBe(`At most 10 of ${tool.name} can still be returned`);
    const serials = await open(buyer, orderId, { lines: [line(tool.id, 1, 'defective', ['A', 'B'])] });
    expect(serials.statusCode).toBe(422);
    expect(serials.json().message).toBe(`Give at most one serial number per returned ${tool.name}`);

    const six = await open(buyer, orderId, { lines: [line(tool.id, 6)] });
    expect(six.statusCode).toBe(201);
    const five = await open(buyer, orderId, { lines: [line(tool.id, 5)] });
    expect(five.statusCode).toBe(409);
    expect(five.json().message).toBe(`At most 4 of ${tool.name} can still be returned`);
    // A rejected return gives its amounts back to the order.
    const rejected = await step(six.json()._id, 'reject', { reason: 'Not in its box' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection: 'Not in its box' });
    expect((await open(buyer, orderId, { lines: [line(tool.id, 10)] })).statusCode).toBe(201);
    const none = await open(buyer, orderId, { lines: [line(tool.id, 1)] });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(`Every ${tool.name} of this order is already being returned`);
  });

  it('lets only one of two returns racing for the same units through', async () => {
    const buyer = await signIn(t.app, 'customer');
    const { orderId, product } = await deliveredOrder(buyer, 10);
    const answers = await Promise.all([
      open(buyer, orderId, { lines: [line(product.id, 6)] }),
      open(buyer, orderId, { lines: [line(product.id, 6)] }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const held = await t.app.db.select().from(returns).where(eq(returns.orderId, orderId));
    expect(held).toHaveLength(1);
  });

  it('refuses a step from the wrong status with 409 naming the status', async () => {
    const buyer = await signIn(t.app, 'customer');
    const { orderId, product } = await deliveredOrder(buyer);
    const id = (await open(buyer, orderId, { lines: [line(product.id, 1)] })).json()._id as string;
    const early = await step(id, 'receive');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The return is requested: it cannot be received');
    const tooEarly = await step(id, 'resolve', { lines: [{ productId: product.id, resolution: 'repair' }] });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe('The return is requested: it cannot be resolved');
    expect((await step(id, 'approve', { instructions: 'Post it back' })).statusCode).toBe(200);
    const twice = await step(id, 'approve', { instructions: 'Post it back' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The return is approved: it cannot be approved');
    const late = await step(id, 'reject', { reason: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The return is approved: it cannot be rejected');
    expect((await step(id, 'receive')).statusCode).toBe(200);
    const partial = await step(id, 'resolve', { lines: [] });
    expect(partial.statusCode).toBe(400);
    const wrongLine = await step(id, 'resolve', {
      lines: [{ productId: '00000000-0000-4000-8000-000000000000', resolution: 'repair' }],
    });
    expect(wrongLine.statusCode).toBe(422);
    expect(wrongLine.json().message).toBe('Resolve every line of the return, each once');
    const repaired = await step(id, 'resolve', { lines: [{ productId: product.id, resolution: 'repair' }] });
    expect(repaired.statusCode).toBe(200);
    expect(repaired.json().creditNoteNumber).toBeUndefined();
    expect(repaired.json().return).toMatchObject({ status: 'resolved', lines: [{ resolution: 'repair' }] });
    const again = await step(id, 'resolve', { lines: [{ productId: product.id, resolution: 'refund' }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The return is resolved: it cannot be resolved');
  });

  it('sums an order’s partial credit notes to its invoice to the cent when every unit comes back in parts', async () => {
    const buyer = await signIn(t.app, 'customer');
    const { orderId, product } = await deliveredOrder(buyer, 10, 1_999);
    const order = await orderRow(orderId);
    // 10 × $19.99 = $199.90; tax round(19990 × 19.25 %) = 3848 cents.
    expect(order).toMatchObject({ totalPriceCents: 23_838, taxCents: 3_848 });
    for (const amount of [3, 3, 4]) {
      const id = await received(buyer, orderId, [line(product.id, amount, 'defective')]);
      const res = await step(id, 'resolve', { lines: [{ productId: product.id, resolution: 'refund' }] });
      expect(res.statusCode, res.body).toBe(200);
    }
    const notes = await t.app.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(asc(creditNotes.number));
    expect(notes.map((note) => [note.netCents, note.taxCents])).toEqual([
      [5_997, 1_154],
      [5_997, 1_155],
      [7_996, 1_539],
    ]);
    expect(notes.reduce((sum, note) => sum + note.netCents, 0)).toBe(19_990);
    expect(notes.reduce((sum, note) => sum + note.taxCents, 0)).toBe(3_848);
    expect(notes.reduce((sum, note) => sum + note.totalCents, 0)).toBe(23_838);
    expect((await orderRow(orderId))?.returnCreditedCents).toBe(23_838);
    // The card got back exactly what was charged, in three parts.
    const [intent] = await t.app.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, order?.transactionId ?? ''));
    expect(intent?.partRefunds.reduce((sum, part) => sum + part.amountCents, 0)).toBe(23_838);
    // Defective tools do not go back on the shelf.
    expect(await stockOf(product.id)).toBe(90);
    // Nothing is left to credit: the database refuses more than the invoice whoever asks.
    await expect(
      t.app.db.update(orders).set({ returnCreditedCents: 23_839 }).where(eq(orders.id, orderId)),
    ).rejects.toThrow();
  });

  it('replaces lines with a zero-price order reserved from stock, and refuses when the stock is short', async () => {
    const buyer = await signIn(t.app, 'customer');
    const { orderId, product } = await deliveredOrder(buyer, 4, 5_000, 6);
    expect(await stockOf(product.id)).toBe(2);
    const id = await received(buyer, orderId, [line(product.id, 3, 'defective')]);
    const short = await step(id, 'resolve', { lines: [{ productId: product.id, resolution: 'replace' }] });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(`Not enough ${product.name} in stock for a replacement`);
    expect((await read(buyer, `/api/returns/${id}`)).json().status).toBe('received');
    expect(await stockOf(product.id)).toBe(2);

    await t.app.db.update(products).set({ quantity: 5 }).where(eq(products.id, product.id));
    const replaced = await step(id, 'resolve', { lines: [{ productId: product.id, resolution: 'replace' }] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const number = replaced.json().replacementOrderNumber as number;
    expect(replaced.json().return).toMatchObject({
      replacementOrderNumber: number,
      lines: [{ resolution: 'replace' }],
    });
    expect(await stockOf(product.id)).toBe(2);
    const [replacement] = await t.app.db.select().from(orders).where(eq(orders.orderNumber, number));
    expect(replacement).toMatchObject({
      userId: buyer.user.id,
      status: 'paid',
      totalPriceCents: 0,
      amount: 3,
      address: '1 Mill Road, Hull',
    });
    // It ships as any order does.
    expect((await patchStatus(replacement?.id ?? '', 'shipped')).statusCode).toBe(200);
  });

  it('covers a defective serial by its registered warranty, the others by the guarantee, and only serials shipped with the order', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, {
      quantity: 10,
      minOrder: 1,
      priceCents: 9_900,
      name: `Rotary Hammer ${Math.random().toString(36).slice(2, 7)}`,
      serialized: true,
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: product.id, amount: 2, name: 'Robin Buyer', address: '1 Mill Road, Hull' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().insertedId as string;
    expect((await payByTestCard(t.app, buyer, orderId)).statusCode).toBe(200);
    const serialA = `RA-${Math.random().toString(36).slice(2, 8)}`;
    const serialB = `RB-${Math.random().toString(36).slice(2, 8)}`;
    const ship = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${orderId}/status`,
      headers: admin.headers,
      payload: { status: 'shipped', serials: [{ productId: product.id, serials: [serialA, serialB] }] },
    });
    expect(ship.statusCode, ship.body).toBe(200);
    expect((await patchStatus(orderId, 'delivered')).statusCode).toBe(200);
    // The owner registers serial A the day it arrived: three years instead of one.
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/warranty/registrations',
      payload: {
        model: product.model,
        serial: serialA,
        purchasedOn: new Date().toISOString().slice(0, 10),
        name: 'Robin Buyer',
        email: buyer.user.email,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const twoYearsOn = new Date();
    twoYearsOn.setUTCFullYear(twoYearsOn.getUTCFullYear() + 2);
    const defective = async (serials: string[], amount = serials.length) => {
      vi.useFakeTimers({ toFake: ['Date'], now: twoYearsOn });
      try {
        const token = await login(t.app, buyer.user.email, TEST_PASSWORD);
        return await open({ ...buyer, headers: { authorization: `Bearer ${token}` } }, orderId, {
          lines: [line(product.id, amount, 'defective', serials)],
        });
      } finally {
        vi.useRealTimers();
      }
    };
    const unregistered = await defective([serialB]);
    expect(unregistered.statusCode).toBe(422);
    expect(unregistered.json().message).toMatch(new RegExp(`^The guarantee of ${product.name} ended on `));
    const stranger = await defective(['NOT-SHIPPED-1']);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message).toBe(
      `NOT-SHIPPED-1 is not a serial number of the ${product.name} shipped with this order`,
    );
    // Every unit of a claim names its serial, each once: one registered serial cannot cover the other unit.
    const short = await defective([serialA], 2);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(
      `A defect or warranty claim on ${product.name} names the serial number of each unit returned: give 2`,
    );
    expect((await defective([serialA, serialA])).statusCode).toBe(422);
    expect((await defective([serialA])).statusCode).toBe(201);
  });

  it('keeps the return windows to their edges by a fixed clock', async () => {
    const buyer = await signIn(t.app, 'customer');
    const { orderId, product } = await deliveredOrder(buyer, 10);
    const changes = await t.app.db
      .select({ at: adminActivity.at, after: adminActivity.after })
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, orderId), eq(adminActivity.action, 'order.status_changed')))
      .orderBy(asc(adminActivity.at));
    const shippedAt = changes[0]?.at ?? new Date(0);
    const deliveredAt = changes[1]?.at ?? new Date(0);
    /** The buyer, signed in at `time` on a fixed clock, returns one unit for `reason`. */
    const at = async (time: Date, reason: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: time });
      try {
        const token = await login(t.app, buyer.user.email, TEST_PASSWORD);
        return await open({ ...buyer, headers: { authorization: `Bearer ${token}` } }, orderId, {
          lines: [line(product.id, 1, reason)],
        });
      } finally {
        vi.useRealTimers();
      }
    };
    const lastDay = new Date(deliveredAt.getTime() + 30 * DAY_MS);
    expect((await at(lastDay, 'not_needed')).statusCode).toBe(201);
    expect((await at(lastDay, 'wrong_item')).statusCode).toBe(201);
    const after = new Date(lastDay.getTime() + 1);
    const late = await at(after, 'not_needed');
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      `${product.name} was delivered more than 30 days ago: it can only be returned as defective or under warranty`,
    );
    expect((await at(after, 'wrong_item')).statusCode).toBe(422);
    // A defect is covered a year from shipping, to the millisecond.
    const coverEnd = new Date(shippedAt);
    coverEnd.setUTCFullYear(coverEnd.getUTCFullYear() + 1);
    expect((await at(coverEnd, 'defective')).statusCode).toBe(201);
    expect((await at(coverEnd, 'warranty')).statusCode).toBe(201);
    const uncovered = await at(new Date(coverEnd.getTime() + 1), 'warranty');
    expect(uncovered.statusCode).toBe(422);
    expect(uncovered.json().message).toMatch(
      new RegExp(`^The guarantee of ${product.name} ended on \\w+ \\d{1,2}, \\d{4}$`),
    );
  });
});
