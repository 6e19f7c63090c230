import { orderMessages } from '@ironvolt/shared/orders-constants';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createProduct } from '../../../test/factories.ts';
import {
  asSent,
  build,
  databaseKinds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
  testConfig,
} from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import { adminActivity, companies, mailOutbox, orders, products } from '../../db/schema/index.ts';

/**
 * Paying on account (issue 51): a company on Net 30 with a $5,000 credit limit, its admin and a buyer limited to
 * $2,000; a company without terms; a retail customer and a shop admin. Tools at $100.00, no tax.
 */
describe.each(databaseKinds)('paying on account on %s', (kind) => {
  let t: TestApp;
  let tool: Awaited<ReturnType<typeof createProduct>>;
  let dealer: SignedIn;
  let buyer: SignedIn;
  let plainDealer: SignedIn;
  let retail: SignedIn;
  let shopAdmin: SignedIn;
  let companyId: string;
  let plainCompanyId: string;
  beforeAll(async () => {
    t = await build(kind, {
      config: { tax: { rateBasisPoints: 0 }, orders: { ...testConfig().orders, maxUnpaidPerCustomer: 50 } },
    });
    tool = await createProduct(t.app.db, {
      name: 'Core Drill',
      priceCents: 10_000,
      minOrder: 1,
      quantity: 5000,
    });
    [dealer, buyer, plainDealer, retail, shopAdmin] = await Promise.all([
      signIn(t.app, 'customer'),
      signIn(t.app, 'customer'),
      signIn(t.app, 'customer'),
      signIn(t.app, 'customer'),
      signIn(t.app, 'admin'),
    ]);
    companyId = (
      await createCompany(t.app.db, {
        paymentTermsDays: 30,
        creditLimitCents: 500_000,
        members: [
          { userId: dealer.user.id, role: 'admin' },
          { userId: buyer.user.id, role: 'buyer', orderLimitCents: 200_000 },
        ],
      })
    ).id;
    plainCompanyId = (
      await createCompany(t.app.db, { members: [{ userId: plainDealer.user.id, role: 'admin' }] })
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const buyNow = (who: SignedIn, amount: number, payment?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: who.headers,
      payload: { productId: tool.id, amount, ...(payment ? { payment } : {}) },
    });
  const detail = async (id: string, who: SignedIn = shopAdmin) =>
    (await t.app.inject({ method: 'GET', url: `/api/order/${id}`, headers: who.headers })).json();
  const pay = (id: string, payload: object, who: SignedIn = shopAdmin) =>
    t.app.inject({ method: 'POST', url: `/api/order/${id}/payments`, headers: who.headers, payload });
  const stock = async () =>
    (await t.app.db.select({ q: products.quantity }).from(products).where(eq(products.id, tool.id)))[0]?.q;
  const mailsTo = async (email: string) =>
    asSent(
      t.app,
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email))
        .orderBy(desc(mailOutbox.createdAt)),
    );
  /** Every order on account of the company settled, so each test starts with its whole credit. */
  const clearBalance = async () => {
    await t.app.db
      .update(orders)
      .set({ amountPaidCents: orders.totalPriceCents })
      .where(
        and(
          eq(orders.companyId, companyId),
          eq(orders.paymentMethod, 'account'),
          // A credit note already settled these: marking them paid too would count as credit.
          isNull(orders.creditNoteNumber),
        ),
      );
  };

  it('lets shop admins give terms and a credit limit, validated and audit-trailed, in the company answer', async () => {
    const url = `/api/companies/${plainCompanyId}`;
    const patch = (who: SignedIn, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: who.headers, payload });
    expect((await patch(plainDealer, { paymentTermsDays: 30 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url, payload: { paymentTermsDays: 30 } })).statusCode).toBe(
      401,
    );
    const badTerms = await patch(shopAdmin, { paymentTermsDays: 20 });
    expect(badTerms.statusCode).toBe(400);
    expect(badTerms.json().message).toContain('paymentTermsDays must be one of 0, 15, 30, 45, 60, 90');
    const badLimit = await patch(shopAdmin, { creditLimit: -5 });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toContain('The credit limit must be a number of dollars');
    expect((await patch(shopAdmin, { creditLimit: 10.001 })).statusCode).toBe(400);

    const ok = await patch(shopAdmin, { paymentTermsDays: 45, creditLimit: 12_500.5 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ paymentTermsDays: 45, creditLimit: 12_500.5 });
    const [row] = await t.app.db.select().from(companies).where(eq(companies.id, plainCompanyId));
    expect(row).toMatchObject({ paymentTermsDays: 45, creditLimitCents: 1_250_050 });
    const [entry] = await t.app.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, plainCompanyId), eq(adminActivity.action, 'company.edited')))
      .orderBy(desc(adminActivity.at));
    expect(entry).toMatchObject({
      actorEmail: shopAdmin.user.email,
      before: { paymentTermsDays: 0, creditLimitCents: 0 },
      after: { paymentTermsDays: 45, creditLimitCents: 1_250_050 },
    });
    // Back to card only for the tests below.
    expect((await patch(shopAdmin, { paymentTermsDays: 0, creditLimit: 0 })).statusCode).toBe(200);
  });

  it('refuses paying on account to a retail customer and a company without terms; card stays SPEC’s flow', async () => {
    for (const who of [retail, plainDealer]) {
      const res = await buyNow(who, 1, 'account');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(
        'Paying on account is open only to members of an approved company',
      );
    }
    const card = await buyNow(retail, 2);
    expect(card.statusCode).toBe(201);
    expect(card.json()).toMatchObject({ status: 'unpaid', totalPrice: 200 });
    const id = card.json().insertedId;
    expect((await detail(id)).payment).toEqual({
      method: 'card',
      dueDate: null,
      amountPaid: 0,
      balance: 200,
      overdue: false,
      payments: [],
    });
    expect((await payByTestCard(t.app, retail, id)).statusCode).toBe(200);
    expect((await detail(id)).payment).toMatchObject({ method: 'card', amountPaid: 200, balance: 0 });
  });

  it('confirms a Buy Now on account at once: invoice issued, due in 30 days, stock taken, invoice mailed, shippable unpaid', async () => {
    await clearBalance();
    const before = await stock();
    const res = await buyNow(dealer, 3, 'account');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'confirmed', totalPrice: 300 });
    const id = res.json().insertedId as string;
    expect(await stock()).toBe((before ?? 0) - 3);
    const order = await detail(id, dealer);
    expect(order.status).toBe('confirmed');
    expect(order.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    const due = new Date(row?.invoicedAt ?? 0);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(order.payment).toEqual({
      method: 'account',
      dueDate: due.toISOString().slice(0, 10),
      amountPaid: 0,
      balance: 300,
      overdue: false,
      payments: [],
    });
    const [mail] = await mailsTo(dealer.user.email);
    expect(mail?.kind).toBe('order_invoiced');
    expect(mail?.textBody).toContain(order.invoiceNumber);
    expect(mail?.attachments).toEqual([{ kind: 'invoice', orderId: id }]);
    const shipped = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${id}/status`,
      headers: shopAdmin.headers,
      payload: { status: 'shipped' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', payment: { balance: 300 } });
  });

  it('prints the due date and the shop’s bank details on an invoice on account; a card invoice has neither', async () => {
    await clearBalance();
    const pdfText = async (id: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/order/${id}/invoice.pdf`,
        headers: dealer.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (await pdfTextOf(res.rawPayload)).text.replace(/\s+/g, ' ');
    };
    const id = (await buyNow(dealer, 2, 'account')).json().insertedId as string;
    const order = await detail(id, dealer);
    const due = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${order.payment.dueDate}T00:00:00Z`),
    );
    const text = await pdfText(id);
    for (const expected of [
      `Due date: ${due}`,
      'How to pay',
      `Please pay $200.00 by bank transfer by ${due}, quoting invoice ${order.invoiceNumber}.`,
      'Foundry Bank',
      'IBAN GB29 NWBK 6016 1331 9268 19',
    ])
      expect(text).toContain(expected);

    const card = (await buyNow(dealer, 1)).json().insertedId as string;
    expect((await payByTestCard(t.app, dealer, card)).statusCode).toBe(200);
    const cardText = await pdfText(card);
    expect(cardText).toContain('Invoice INV-');
    for (const absent of ['Due date', 'How to pay', 'Foundry Bank', 'IBAN'])
      expect(cardText).not.toContain(absent);
  });

  it('places a checkout on account too', async () => {
    await clearBalance();
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${tool.id}`,
      headers: dealer.headers,
      payload: { amount: 4 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: dealer.headers,
      payload: { name: 'Dana Dealer', phone: '+1 555 0100', address: '1 Depot Way', payment: 'account' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'confirmed', totalPrice: 400 });
    expect((await detail(res.json().insertedId)).payment).toMatchObject({ method: 'account', balance: 400 });
  });

  it('refuses an order past the credit limit with the amount available, and leaves the stock', async () => {
    await clearBalance();
    expect((await buyNow(dealer, 30, 'account')).statusCode).toBe(201);
    const before = await stock();
    const res = await buyNow(dealer, 21, 'account');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order would exceed your credit limit: $2,000.00 is available');
    expect(await stock()).toBe(before);
    // By card it goes through.
    expect((await buyNow(dealer, 21)).statusCode).toBe(201);
  });

  it('tells every member the credit left on the my-company answer, and a company without terms none', async () => {
    await clearBalance();
    const mine = async (who: SignedIn) =>
      (await t.app.inject({ method: 'GET', url: '/api/my-company', headers: who.headers })).json();
    expect(await mine(buyer)).toMatchObject({
      company: { paymentTermsDays: 30, creditLimit: 5000 },
      availableCredit: 5000,
    });
    expect((await buyNow(dealer, 12, 'account')).statusCode).toBe(201);
    // A card order owes nothing on account.
    expect((await buyNow(dealer, 3)).statusCode).toBe(201);
    expect((await mine(buyer)).availableCredit).toBe(3800);
    expect((await mine(dealer)).availableCredit).toBe(3800);
    const plain = await mine(plainDealer);
    expect(plain.company).toMatchObject({ paymentTermsDays: 0, creditLimit: 0 });
    expect(plain).not.toHaveProperty('availableCredit');
  });

  it('lets exactly the orders that fit pass when eight race at the limit', async () => {
    await clearBalance();
    // $5,000 of credit, eight orders of $900: five fit, three do not, whatever their order.
    const results = await Promise.all(Array.from({ length: 8 }, () => buyNow(dealer, 9, 'account')));
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409))
      expect(res.json().message).toMatch(/^This order would exceed your credit limit: \$\d/);
  });

  it('blocks new orders on account while an invoice is overdue, naming it; card stays open', async () => {
    await clearBalance();
    const placed = await buyNow(dealer, 1, 'account');
    const id = placed.json().insertedId as string;
    await t.app.db.update(orders).set({ dueDate: '2020-01-01' }).where(eq(orders.id, id));
    const order = await detail(id);
    expect(order.payment.overdue).toBe(true);
    const res = await buyNow(dealer, 1, 'account');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`Invoice ${order.invoiceNumber} is overdue`);
    expect((await buyNow(dealer, 1)).statusCode).toBe(201);
    await clearBalance();
    expect((await detail(id)).payment.overdue).toBe(false);
  });

  it('takes partial payments, refuses more than the balance, marks it paid at 0 with the mail, and reverses', async () => {
    await clearBalance();
    const id = (await buyNow(dealer, 5, 'account')).json().insertedId as string;
    const ship = async () => {
      const shipped = await t.app.inject({
        method: 'PATCH',
        url: `/api/order/${id}/status`,
        headers: shopAdmin.headers,
        payload: { status: 'shipped' },
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
      return shipped.json();
    };
    expect(
      (await pay(id, { amount: 100, reference: 'X', receivedAt: '2026-01-02' }, dealer)).statusCode,
    ).toBe(403);
    expect((await pay(id, { amount: 0, reference: 'X', receivedAt: '2026-01-02' })).statusCode).toBe(400);
    expect((await pay(id, { amount: 10, reference: '', receivedAt: '2026-01-02' })).statusCode).toBe(400);
    expect((await pay(id, { amount: 10, reference: 'X', receivedAt: 'soon' })).statusCode).toBe(400);
    // Days the calendar does not have are refused, not moved to another day or left to the database.
    expect((await pay(id, { amount: 10, reference: 'X', receivedAt: '2026-02-31' })).statusCode).toBe(400);
    expect((await pay(id, { amount: 10, reference: 'X', receivedAt: '0000-01-01' })).statusCode).toBe(400);

    const first = await pay(id, { amount: 200, reference: 'TRF-1', receivedAt: '2026-01-02' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'confirmed', payment: { amountPaid: 200, balance: 300 } });
    const above = await pay(id, { amount: 300.01, reference: 'TRF-2', receivedAt: '2026-01-03' });
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toBe('The payment is more than the balance of $300.00');

    const second = await pay(id, { amount: 300, reference: 'TRF-2', receivedAt: '2026-01-03T09:30:00Z' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
      payment: { amountPaid: 500, balance: 0, overdue: false },
    });
    const payments = second.json().payment.payments as {
      _id: string;
      reference: string;
      reversed: boolean;
    }[];
    expect(payments.map((p) => [p.reference, p.reversed])).toEqual([
      ['TRF-1', false],
      ['TRF-2', false],
    ]);
    const [mail] = await mailsTo(dealer.user.email);
    expect(mail?.kind).toBe('order_paid');
    expect(mail?.subject).toContain('Payment received');
    // Paid in two transfers: the mail names both, each with its amount, not only the one that settled it.
    expect(mail?.textBody).toContain('Payment: TRF-1 ($200.00), TRF-2 ($300.00)');
    expect((await pay(id, { amount: 1, reference: 'TRF-3', receivedAt: '2026-01-03' })).statusCode).toBe(409);

    const reverseUrl = `/api/order/${id}/payments/${payments[1]?._id}/reverse`;
    expect(
      (await t.app.inject({ method: 'POST', url: reverseUrl, headers: shopAdmin.headers, payload: {} }))
        .statusCode,
    ).toBe(400);
    const reversed = await t.app.inject({
      method: 'POST',
      url: reverseUrl,
      headers: shopAdmin.headers,
      payload: { reason: 'The transfer bounced' },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json()).toMatchObject({
      status: 'confirmed',
      payment: { amountPaid: 200, balance: 300 },
    });
    expect(reversed.json().paidAt).toBeUndefined();
    expect(reversed.json().payment.payments[1]).toMatchObject({ reference: 'TRF-2', reversed: true });
    const again = await t.app.inject({
      method: 'POST',
      url: reverseUrl,
      headers: shopAdmin.headers,
      payload: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    const trail = await t.app.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.subjectId, id))
      .orderBy(adminActivity.at);
    expect(trail.map((entry) => entry.action)).toEqual([
      'order.payment_recorded',
      'order.payment_recorded',
      'order.payment_reversed',
    ]);
    expect(trail[2]?.after).toMatchObject({ reason: 'The transfer bounced' });
    // Shipped before the rest is paid: the answer lists its payments as the order's own answer does.
    const shipped = await ship();
    expect(shipped.status).toBe('shipped');
    expect(shipped.payment.payments).toHaveLength(2);
    expect(shipped.payment).toEqual((await detail(id)).payment);
  });

  it('cancels an unshipped order on account with a credit note and gives the stock back', async () => {
    await clearBalance();
    const before = await stock();
    const id = (await buyNow(dealer, 2, 'account')).json().insertedId as string;
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${id}`,
      headers: dealer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stock()).toBe(before);
    const order = await detail(id);
    expect(order.status).toBe('cancelled');
    expect(order.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(order.payment).toMatchObject({ balance: 0, overdue: false });
    const [mail] = await mailsTo(dealer.user.email);
    expect(mail?.kind).toBe('order_cancelled');
    expect(mail?.attachments).toEqual([{ kind: 'credit-note', orderId: id }]);
    // Its invoice and credit note keep their numbers: a shop admin cannot delete it.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${id}`,
      headers: shopAdmin.headers,
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(orderMessages.invoicedCannotDelete);
    expect((await detail(id)).creditNoteNumber).toBe(order.creditNoteNumber);
  });

  it('refunds a paid order on account with a credit note and a recorded repayment', async () => {
    await clearBalance();
    const id = (await buyNow(dealer, 2, 'account')).json().insertedId as string;
    expect((await pay(id, { amount: 200, reference: 'TRF-9', receivedAt: '2026-01-05' })).statusCode).toBe(
      200,
    );
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/order/${id}/refund`,
      headers: shopAdmin.headers,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const order = await detail(id);
    // The refund's answer lists the payments as the order's own answer does.
    expect(refunded.json().order.payment).toEqual(order.payment);
    // So does the buyer's export of their data.
    const myData = await t.app.inject({ method: 'GET', url: '/api/me/data', headers: dealer.headers });
    expect(myData.statusCode).toBe(200);
    const exported = myData.json().orders.find((o: { _id: string }) => o._id === id);
    expect(exported.payment).toEqual(order.payment);
    expect(exported.payment.payments).toHaveLength(2);
    expect(order.status).toBe('refunded');
    expect(order.creditNoteNumber).toMatch(/^CN-/);
    expect(order.payment).toMatchObject({ amountPaid: 0, balance: 0 });
    expect(order.payment.payments.map((p: { kind: string; amount: number }) => [p.kind, p.amount])).toEqual([
      ['received', 200],
      ['repaid', 200],
    ]);
    // The buyer is told it was refunded with a credit note and that what they paid comes back by transfer.
    const [mail] = await mailsTo(dealer.user.email);
    expect(mail?.kind).toBe('order_refunded');
    expect(mail?.subject).toBe(`Your order #${order.orderNumber} was refunded`);
    expect(mail?.attachments).toEqual([{ kind: 'credit-note', orderId: id }]);
    expect(mail?.textBody).toContain(
      `credit note ${order.creditNoteNumber} cancels its invoice ${order.invoiceNumber}`,
    );
    expect(mail?.textBody).toContain('The $200.00 you paid on it is returned to you by bank transfer.');
    expect(mail?.textBody).not.toMatch(/cancelled|card/);
    // Refunded before anything was paid: nothing to send back.
    const unpaid = (await buyNow(dealer, 1, 'account')).json().insertedId as string;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/order/${unpaid}/refund`, headers: shopAdmin.headers }))
        .statusCode,
    ).toBe(200);
    const [unpaidMail] = await mailsTo(dealer.user.email);
    expect(unpaidMail?.kind).toBe('order_refunded');
    expect(unpaidMail?.textBody).toContain('nothing is owed for it');
    expect(unpaidMail?.textBody).toContain('Nothing was paid on it, so nothing is returned.');
    // The credit note settled it: the payment it repaid can no longer be reversed.
    const received = order.payment.payments[0]._id as string;
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/order/${id}/payments/${received}/reverse`,
      headers: shopAdmin.headers,
      payload: { reason: 'Bounced' },
    });
    expect(reversed.statusCode).toBe(409);
    expect(reversed.json().message).toBe(orderMessages.paymentReverseCredited);
  });

  it('holds a buyer’s order above their limit for approval, then confirms it on account when approved', async () => {
    await clearBalance();
    const res = await buyNow(buyer, 25, 'account');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('awaiting_approval');
    const id = res.json().insertedId as string;
    expect((await detail(id)).invoiceNumber).toBeUndefined();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/order/${id}/approve`,
      headers: dealer.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'confirmed',
      invoiceNumber: expect.stringMatching(/^INV-/),
      payment: { method: 'account', balance: 2500 },
    });
  });

  it('lets only one of two approvals at the limit pass; the other is refused with the credit left', async () => {
    await clearBalance();
    // Two held orders of $3,000 each: either fits the $5,000 limit alone, both together do not.
    const held = await Promise.all([buyNow(buyer, 30, 'account'), buyNow(buyer, 30, 'account')]);
    const ids = held.map((res) => {
      expect(res.json().status).toBe('awaiting_approval');
      return res.json().insertedId as string;
    });
    const approvals = await Promise.all(
      ids.map((id, index) =>
        t.app.inject({
          method: 'POST',
          url: `/api/order/${id}/approve`,
          headers: (index === 0 ? dealer : shopAdmin).headers,
        }),
      ),
    );
    const codes = approvals.map((res) => res.statusCode).sort();
    expect(codes, approvals.map((res) => res.body).join('\n')).toEqual([200, 409]);
    const loser = approvals.find((res) => res.statusCode === 409);
    expect(loser?.json().message).toBe('This order would exceed your credit limit: $2,000.00 is available');
    const states = await Promise.all(ids.map(async (id) => (await detail(id)).status));
    expect(states.sort()).toEqual(['awaiting_approval', 'confirmed']);
  });

  it('tells a buyer only the company’s admins approve, before looking at the company’s terms', async () => {
    await clearBalance();
    const id = (await buyNow(buyer, 25, 'account')).json().insertedId as string;
    await t.app.db.update(companies).set({ paymentTermsDays: 0 }).where(eq(companies.id, companyId));
    try {
      const approve = (who: SignedIn) =>
        t.app.inject({ method: 'POST', url: `/api/order/${id}/approve`, headers: who.headers });
      const byBuyer = await approve(buyer);
      expect(byBuyer.statusCode).toBe(403);
      expect(byBuyer.json().message).toBe(orderMessages.approveCompanyAdminOnly);
      expect((await approve(retail)).statusCode).toBe(403);
      // The company's admin may decide: on account is closed now, so it cannot be approved on account.
      const byAdmin = await approve(dealer);
      expect(byAdmin.statusCode).toBe(409);
      expect(byAdmin.json().message).toContain('Paying on account is open only to members');
    } finally {
      await t.app.db.update(companies).set({ paymentTermsDays: 30 }).where(eq(companies.id, companyId));
    }
  });
});
