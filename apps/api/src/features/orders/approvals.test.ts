import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createProduct } from '../../../test/factories.ts';
import {
  asSent,
  build,
  databaseKinds,
  expireHolds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
  testConfig,
} from '../../../test/helper.ts';
import { adminActivity, mailOutbox, orders, products } from '../../db/schema/index.ts';

/** A company with an admin and a buyer limited to $1,000; a second company; a retail customer and a shop admin. */
describe.each(databaseKinds)('orders awaiting a company’s approval on %s', (kind) => {
  let t: TestApp;
  let tool: Awaited<ReturnType<typeof createProduct>>;
  let dealer: SignedIn;
  let buyer: SignedIn;
  let otherDealer: SignedIn;
  let retail: SignedIn;
  let shopAdmin: SignedIn;
  let companyId: string;
  beforeAll(async () => {
    t = await build(kind, {
      config: { tax: { rateBasisPoints: 0 }, orders: { ...testConfig().orders, maxUnpaidPerCustomer: 50 } },
    });
    // $100.00 a piece, from 1: 11 pieces is above the buyer's $1,000 limit, 5 within it.
    tool = await createProduct(t.app.db, {
      name: 'Impact Driver',
      priceCents: 10_000,
      minOrder: 1,
      quantity: 500,
    });
    [dealer, buyer, otherDealer, retail, shopAdmin] = await Promise.all([
      signIn(t.app, 'customer'),
      signIn(t.app, 'customer'),
      signIn(t.app, 'customer'),
      signIn(t.app, 'customer'),
      signIn(t.app, 'admin'),
    ]);
    companyId = (
      await createCompany(t.app.db, {
        members: [
          { userId: dealer.user.id, role: 'admin' },
          { userId: buyer.user.id, role: 'buyer', orderLimitCents: 100_000 },
        ],
      })
    ).id;
    await createCompany(t.app.db, { members: [{ userId: otherDealer.user.id, role: 'admin' }] });
  });
  afterAll(async () => {
    await t.close();
  });

  const buyNow = async (who: SignedIn, amount: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: who.headers,
      payload: { productId: tool.id, amount },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { insertedId: string; status: string };
  };
  const approve = (who: SignedIn, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/order/${id}/approve`, headers: who.headers });
  const reject = (who: SignedIn, id: string, payload: object = { reason: 'Over this month’s budget' }) =>
    t.app.inject({ method: 'POST', url: `/api/order/${id}/reject`, headers: who.headers, payload });
  const stock = async () =>
    (await t.app.db.select({ q: products.quantity }).from(products).where(eq(products.id, tool.id)))[0]?.q;
  const status = async (id: string) =>
    (await t.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
  const mailsTo = async (email: string) =>
    asSent(
      t.app,
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email))
        .orderBy(desc(mailOutbox.createdAt)),
    );
  const audit = async (id: string) =>
    t.app.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectType, 'order'), eq(adminActivity.subjectId, id)));

  it('mails the company’s admins an order placed awaiting approval, and tells the buyer it awaits it', async () => {
    const placed = await buyNow(buyer, 11);
    expect(placed.status).toBe('awaiting_approval');
    const [toDealer] = await mailsTo(dealer.user.email);
    expect(toDealer).toMatchObject({ kind: 'order_awaiting_approval' });
    expect(toDealer?.subject).toMatch(/^Order #\d+ awaits your approval$/);
    expect(toDealer?.textBody).toContain('above their order limit');
    expect(toDealer?.textBody).toContain('/dashboard/approvals');
    const [toBuyer] = await mailsTo(buyer.user.email);
    expect(toBuyer).toMatchObject({ kind: 'order_placed' });
    expect(toBuyer?.subject).toContain("awaits your company's approval");
    expect(toBuyer?.textBody).not.toContain('Please pay');
    // No mail to another company's admin.
    expect(await mailsTo(otherDealer.user.email)).toHaveLength(0);
  });

  it('lets the company admin approve: the order becomes payable, the buyer is mailed, the audit trail has it', async () => {
    const { insertedId: id } = await buyNow(buyer, 11);
    // The buyer cannot pay it yet, nor approve it.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payment/${id}`, headers: buyer.headers })).statusCode,
    ).toBe(409);
    const byBuyer = await approve(buyer, id);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe("Only the company's admins can approve or reject its orders");
    expect((await approve(otherDealer, id)).statusCode).toBe(403);
    expect((await approve(retail, id)).statusCode).toBe(403);

    const approved = await approve(dealer, id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ _id: id, status: 'unpaid', holdUntil: expect.any(String) });
    expect(await status(id)).toBe('unpaid');
    // Once only.
    expect((await approve(dealer, id)).statusCode).toBe(409);
    expect((await reject(dealer, id)).statusCode).toBe(409);
    const [mail] = await mailsTo(buyer.user.email);
    expect(mail).toMatchObject({ kind: 'order_approved' });
    expect(mail?.textBody).toContain(`/dashboard/payment/${id}`);
    expect(await audit(id)).toEqual([
      expect.objectContaining({ action: 'order.approved', actorEmail: dealer.user.email }),
    ]);
    expect((await payByTestCard(t.app, buyer, id)).statusCode).toBe(200);
    expect(await status(id)).toBe('paid');
  });

  it('lets the company admin reject with a reason: cancelled, stock back, the buyer mailed the reason', async () => {
    const before = await stock();
    const { insertedId: id } = await buyNow(buyer, 12);
    expect(await stock()).toBe((before ?? 0) - 12);
    const empty = await reject(dealer, id, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Say why the order is rejected');
    expect((await reject(dealer, id, {})).statusCode).toBe(400);
    expect((await reject(otherDealer, id)).statusCode).toBe(403);
    expect(await status(id)).toBe('awaiting_approval');

    const rejected = await reject(dealer, id);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await status(id)).toBe('cancelled');
    expect(await stock()).toBe(before);
    const [mail] = await mailsTo(buyer.user.email);
    expect(mail).toMatchObject({ kind: 'order_cancelled' });
    expect(mail?.textBody).toContain("your company's admin rejected your order");
    expect(mail?.textBody).toContain('The reason given: Over this month’s budget');
    expect(await audit(id)).toEqual([
      expect.objectContaining({
        action: 'order.rejected',
        after: expect.objectContaining({ reason: 'Over this month’s budget', status: 'cancelled' }),
      }),
    ]);
  });

  it('lets a shop admin decide, and answers 404 for an unknown order and 409 for one not awaiting approval', async () => {
    const { insertedId: id } = await buyNow(buyer, 11);
    expect((await approve(shopAdmin, id)).statusCode).toBe(200);
    expect((await approve(shopAdmin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await approve(shopAdmin, 'not-an-id')).statusCode).toBe(404);
    const retailOrder = await buyNow(retail, 1);
    expect((await approve(shopAdmin, retailOrder.insertedId)).statusCode).toBe(409);
    expect((await approve(retail, retailOrder.insertedId)).statusCode).toBe(403);
  });

  it('refuses to approve an order past its hold (409), which the sweep is about to cancel', async () => {
    const { insertedId: id } = await buyNow(buyer, 11);
    const placedAt = new Date(Date.now() - (t.app.config.orders.holdHours * 3600 + 60) * 1000);
    await t.app.db.update(orders).set({ createdAt: placedAt }).where(eq(orders.id, id));
    const late = await approve(dealer, id);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toContain('past its hold');
    expect(await status(id)).toBe('awaiting_approval');
    // Rejecting it is still allowed: it ends as the sweep would end it.
    expect((await reject(dealer, id)).statusCode).toBe(200);
  });

  it('lets the buyer cancel their own order awaiting approval, stock back', async () => {
    const before = await stock();
    const { insertedId: id } = await buyNow(buyer, 11);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${id}`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await status(id)).toBe('cancelled');
    expect(await stock()).toBe(before);
  });

  it('lapses an order still awaiting approval at the end of its hold, stock back, the buyer told why', async () => {
    const before = await stock();
    const { insertedId: id } = await buyNow(buyer, 13);
    expect(await expireHolds(t.app, id)).toBeGreaterThanOrEqual(1);
    expect(await status(id)).toBe('cancelled');
    expect(await stock()).toBe(before);
    const [mail] = await mailsTo(buyer.user.email);
    expect(mail?.textBody).toContain('was cancelled because it was not approved in time');
  });

  it('shows the company admin every order of the company, filterable by buyer and status; a buyer their own', async () => {
    const mine = await buyNow(dealer, 1);
    const list = (who: SignedIn, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/my-company/orders${query}`, headers: who.headers });
    const all = await list(dealer);
    expect(all.statusCode, all.body).toBe(200);
    const buyers = new Set(all.json().map((o: { buyerId: string }) => o.buyerId));
    expect(buyers).toEqual(new Set([dealer.user.id, buyer.user.id]));
    expect(Number(all.headers['x-total-count'])).toBe(all.json().length);
    const ofBuyer = await list(dealer, `?buyer=${buyer.user.id}&status=cancelled`);
    expect(ofBuyer.json().length).toBeGreaterThan(0);
    for (const o of ofBuyer.json()) expect(o).toMatchObject({ buyerId: buyer.user.id, status: 'cancelled' });

    const buyerOwn = await list(buyer);
    expect(buyerOwn.json().every((o: { buyerId: string }) => o.buyerId === buyer.user.id)).toBe(true);
    expect((await list(buyer, `?buyer=${dealer.user.id}`)).statusCode).toBe(403);
    // Another company's admin sees none of these; a retail customer has no company orders.
    expect((await list(otherDealer)).json()).toEqual([]);
    expect((await list(retail)).statusCode).toBe(403);
    expect((await list(dealer, '?buyer=nope')).statusCode).toBe(400);

    // The company admin opens a buyer's order; another company's admin and the buyer (for the admin's) cannot.
    const buyersOrder = ofBuyer.json()[0]._id as string;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/order/${buyersOrder}`, headers: dealer.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/order/${buyersOrder}`, headers: otherDealer.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/order/${mine.insertedId}`, headers: buyer.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('lets the company admin download a buyer’s invoice, not another company’s admin', async () => {
    const { insertedId: id } = await buyNow(buyer, 2);
    expect((await payByTestCard(t.app, buyer, id)).statusCode).toBe(200);
    const invoice = (who: SignedIn) =>
      t.app.inject({ method: 'GET', url: `/api/order/${id}/invoice.pdf`, headers: who.headers });
    expect((await invoice(dealer)).statusCode).toBe(200);
    expect((await invoice(otherDealer)).statusCode).toBe(403);
    expect(companyId).toBeTruthy();
  });
});
