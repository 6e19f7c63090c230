import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany, createOrder, createProduct } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  type SignedIn,
  signIn,
  type TestApp,
  testConfig,
} from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { companies, mailOutbox, orderPayments, orderReminders, orders } from '../../db/schema/index.ts';
import { orderMailsOf } from './order-mail-writer.ts';
import { getReceivables, sendDueReminders } from './receivables-service.ts';

const DAY = 86_400_000;
let serial = 0;
/** The UTC day `days` from `from`, YYYY-MM-DD. */
const dayFrom = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);

type Product = Awaited<ReturnType<typeof createProduct>>;

/**
 * An order on account as the checkout writes it: confirmed, invoiced on `invoicedAt`, due on `dueDate`, with
 * `paidCents` paid and a credit note when `credited`.
 */
async function onAccountOrder(
  db: Database,
  buyer: { id: string; email: string },
  product: Product,
  companyId: string,
  options: { totalCents: number; dueDate: string; invoicedAt?: Date; paidCents?: number; credited?: boolean },
) {
  serial += 1;
  const invoiceNumber = `INV-2026-${String(800000 + serial)}`;
  const row = await createOrder(db, buyer, product, {
    amount: 1,
    unitPriceCents: options.totalCents,
    totalPriceCents: options.totalCents,
    status: options.credited ? 'cancelled' : 'confirmed',
    paymentMethod: 'account',
    companyId,
    invoiceNumber,
    invoicedAt: options.invoicedAt ?? new Date(Date.parse(options.dueDate) - 30 * DAY),
    dueDate: options.dueDate,
    amountPaidCents: options.paidCents ?? 0,
    ...(options.credited
      ? { creditNoteNumber: `CN-2026-${String(800000 + serial)}`, creditedAt: new Date() }
      : {}),
  });
  return { ...row, invoiceNumber, creditNoteNumber: row.creditNoteNumber ?? '' };
}

/** A company on account (Net 30, the limit given in cents) with a company admin and a buyer. */
async function companyOnAccount(app: FastifyInstance, creditLimitCents: number) {
  const admin = await signIn(app, 'customer');
  const buyer = await signIn(app, 'customer');
  const company = await createCompany(app.db, {
    members: [
      { userId: admin.user.id, role: 'admin' },
      { userId: buyer.user.id, role: 'buyer' },
    ],
  });
  await app.db
    .update(companies)
    .set({ paymentTermsDays: 30, creditLimitCents })
    .where(eq(companies.id, company.id));
  return { company, admin, buyer };
}

describe.each(databaseKinds)('receivables on %s', (kind) => {
  let t: TestApp;
  let shopAdmin: SignedIn;
  let tool: Product;
  beforeAll(async () => {
    t = await build(kind);
    shopAdmin = await signIn(t.app, 'admin');
    tool = await createProduct(t.app.db, { name: 'Core Drill', model: 'CD-9', minOrder: 1, quantity: 500 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ages the open invoices by days past due on a fixed clock, counting UTC days', async () => {
    const { company, buyer } = await companyOnAccount(t.app, 1_000_000);
    const order = (
      dueDate: string,
      totalCents: number,
      more: { paidCents?: number; credited?: boolean } = {},
    ) => onAccountOrder(t.app.db, buyer.user, tool, company.id, { dueDate, totalCents, ...more });
    const notDue = await order('2026-06-20', 10_000);
    const dueToday = await order('2026-06-15', 20_000, { paidCents: 5_000 });
    const oneLate = await order('2026-06-14', 30_000);
    const thirty = await order('2026-05-16', 40_000);
    const thirtyOne = await order('2026-05-15', 50_000);
    const sixtyOne = await order('2026-04-15', 60_000);
    const ninetyOne = await order('2026-03-16', 70_000);
    await order('2026-03-01', 80_000, { paidCents: 80_000 }); // paid: not open
    await order('2026-03-01', 90_000, { credited: true }); // cancelled with its credit note: not open

    // 23:59 UTC on June 15: the invoice due that day is not yet late.
    const late = await getReceivables(t.app.db, new Date('2026-06-15T23:59:00Z'));
    const mine = late.companies.find((row) => row.companyId === company.id);
    expect(late.asOf).toBe('2026-06-15');
    const numbers = (bucket: keyof NonNullable<typeof mine>['buckets']) =>
      mine?.buckets[bucket].invoices.map((invoice) => [invoice.invoiceNumber, invoice.daysOverdue]);
    expect(numbers('current')).toEqual([
      [dueToday.invoiceNumber, 0],
      [notDue.invoiceNumber, 0],
    ]);
    expect(numbers('1-30')).toEqual([
      [thirty.invoiceNumber, 30],
      [oneLate.invoiceNumber, 1],
    ]);
    expect(numbers('31-60')).toEqual([[thirtyOne.invoiceNumber, 31]]);
    expect(numbers('61-90')).toEqual([[sixtyOne.invoiceNumber, 61]]);
    expect(numbers('over-90')).toEqual([[ninetyOne.invoiceNumber, 91]]);
    expect(mine?.buckets.current.total).toBe(250);
    expect(mine?.buckets['1-30'].total).toBe(700);
    const partial = mine?.buckets.current.invoices.find((invoice) => invoice.orderId === dueToday.id);
    expect(partial).toMatchObject({ total: 200, paid: 50, balance: 150, dueDate: '2026-06-15' });
    // 100 + 150 + 300 + 400 + 500 + 600 + 700 open; the paid and the credited order owe nothing.
    expect(mine).toMatchObject({
      openBalance: 2750,
      creditLimit: 10_000,
      availableCredit: 7250,
      overdue: 2500,
    });

    // A minute later it is June 16 in UTC: the invoice due on the 15th is a day late.
    const next = await getReceivables(t.app.db, new Date('2026-06-16T00:00:00Z'));
    const after = next.companies.find((row) => row.companyId === company.id);
    expect(after?.buckets.current.invoices.map((invoice) => invoice.invoiceNumber)).toEqual([
      notDue.invoiceNumber,
    ]);
    expect(after?.buckets['1-30'].invoices.map((invoice) => invoice.invoiceNumber)).toContain(
      dueToday.invoiceNumber,
    );
    expect(after?.overdue).toBe(2650);
  });

  it('exports one CSV row per open invoice with its company and bucket, to shop admins only', async () => {
    const { company, buyer } = await companyOnAccount(t.app, 500_000);
    const now = new Date();
    const late = await onAccountOrder(t.app.db, buyer.user, tool, company.id, {
      dueDate: dayFrom(now, -40),
      totalCents: 123_456,
      paidCents: 23_456,
    });
    const current = await onAccountOrder(t.app.db, buyer.user, tool, company.id, {
      dueDate: dayFrom(now, 10),
      totalCents: 9_900,
    });
    await onAccountOrder(t.app.db, buyer.user, tool, company.id, {
      dueDate: dayFrom(now, -5),
      totalCents: 5_000,
      paidCents: 5_000,
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/receivables/export.csv',
      headers: shopAdmin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = (parse(res.body, { columns: true }) as Record<string, string>[]).filter(
      (row) => row.company === company.name,
    );
    expect(rows).toEqual([
      {
        company: company.name,
        bucket: '31-60',
        invoice_number: late.invoiceNumber,
        order_number: `#${late.orderNumber}`,
        invoice_date: late.invoicedAt?.toISOString().slice(0, 10),
        due_date: dayFrom(now, -40),
        total: '1234.56',
        paid: '234.56',
        balance: '1000.00',
        days_overdue: '40',
      },
      expect.objectContaining({ bucket: 'current', invoice_number: current.invoiceNumber, balance: '99.00' }),
    ]);

    const customer = await signIn(t.app, 'customer');
    for (const url of ['/api/admin/receivables', '/api/admin/receivables/export.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: customer.headers })).statusCode).toBe(403);
    }
  });

  it('shows a company admin their own open invoices, payments, balance and credit; a buyer is refused', async () => {
    const own = await companyOnAccount(t.app, 200_000);
    const other = await companyOnAccount(t.app, 900_000);
    const now = new Date();
    const open = await onAccountOrder(t.app.db, own.buyer.user, tool, own.company.id, {
      dueDate: dayFrom(now, -3),
      totalCents: 60_000,
      paidCents: 10_000,
    });
    await t.app.db.insert(orderPayments).values([
      {
        orderId: open.id,
        amountCents: 15_000,
        reference: 'TRF-OWN-1',
        receivedAt: new Date(now.getTime() - DAY),
      },
      {
        orderId: open.id,
        amountCents: 5_000,
        reference: 'TRF-OWN-BOUNCED',
        receivedAt: new Date(now.getTime() - 2 * DAY),
        reversedAt: now,
        reverseReason: 'Bounced',
      },
    ]);
    const theirs = await onAccountOrder(t.app.db, other.buyer.user, tool, other.company.id, {
      dueDate: dayFrom(now, 5),
      totalCents: 70_000,
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/my-company/receivables',
      headers: own.admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      companyName: own.company.name,
      paymentTermsDays: 30,
      openBalance: 500,
      creditLimit: 2000,
      availableCredit: 1500,
      overdue: 500,
    });
    expect(body.openInvoices).toEqual([
      expect.objectContaining({ invoiceNumber: open.invoiceNumber, balance: 500, daysOverdue: 3 }),
    ]);
    expect(
      body.payments.map((p: { reference: string; reversed: boolean }) => [p.reference, p.reversed]),
    ).toEqual([
      ['TRF-OWN-1', false],
      ['TRF-OWN-BOUNCED', true],
    ]);
    expect(res.body).not.toContain(theirs.invoiceNumber);

    for (const url of ['/api/my-company/receivables', '/api/my-company/statement.pdf']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const byBuyer = await t.app.inject({ method: 'GET', url, headers: own.buyer.headers });
      expect(byBuyer.statusCode).toBe(403);
      expect(byBuyer.json().message).toBe("Only the company's admins can do this");
    }
  });

  it('renders the statement: open invoices, 90 days of payments and credit notes, the balance and how to pay', async () => {
    const own = await companyOnAccount(t.app, 300_000);
    const other = await companyOnAccount(t.app, 300_000);
    const now = new Date();
    const open = await onAccountOrder(t.app.db, own.buyer.user, tool, own.company.id, {
      dueDate: dayFrom(now, 12),
      totalCents: 45_000,
      paidCents: 20_000,
    });
    await t.app.db.insert(orderPayments).values([
      { orderId: open.id, amountCents: 20_000, reference: 'TRF-STATEMENT-7', receivedAt: now },
      {
        orderId: open.id,
        amountCents: 1_000,
        reference: 'TRF-ANCIENT',
        receivedAt: new Date(now.getTime() - 120 * DAY),
      },
    ]);
    const credited = await onAccountOrder(t.app.db, own.buyer.user, tool, own.company.id, {
      dueDate: dayFrom(now, 20),
      totalCents: 12_300,
      credited: true,
    });
    const theirs = await onAccountOrder(t.app.db, other.buyer.user, tool, other.company.id, {
      dueDate: dayFrom(now, 5),
      totalCents: 70_000,
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/my-company/statement.pdf',
      headers: own.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfTextOf(res.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Statement of account');
    expect(text).toContain(own.company.name);
    expect(text).toContain(open.invoiceNumber);
    expect(text).toMatch(/\$450\.00 \$200\.00 \$250\.00/);
    expect(text).toContain('TRF-STATEMENT-7');
    expect(text).not.toContain('TRF-ANCIENT');
    expect(text).toContain(credited.creditNoteNumber);
    expect(text).toContain('$123.00');
    expect(text).toContain('Balance $250.00');
    expect(text).toContain('IBAN GB29 NWBK 6016 1331 9268 19');
    expect(text).not.toContain(theirs.invoiceNumber);
  });

  it('shows the total overdue on the admin overview', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: shopAdmin.headers })
    ).json().overdueTotal as number;
    const { company, buyer } = await companyOnAccount(t.app, 900_000);
    const now = new Date();
    await onAccountOrder(t.app.db, buyer.user, tool, company.id, {
      dueDate: dayFrom(now, -1),
      totalCents: 31_000,
    });
    await onAccountOrder(t.app.db, buyer.user, tool, company.id, {
      dueDate: dayFrom(now, -100),
      totalCents: 50_000,
      paidCents: 20_000,
    });
    await onAccountOrder(t.app.db, buyer.user, tool, company.id, {
      dueDate: dayFrom(now, 0),
      totalCents: 77_700,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: shopAdmin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().overdueTotal).toBeCloseTo(before + 610, 2);
  });
});

describe.each(databaseKinds)('payment reminders on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    const mail = { ...testConfig().mail, smtpUrl: smtp.url };
    t = await build(kind, { config: { mail } });
    // A second instance on the same database, as a second server would run.
    other = await buildApp({
      config: testConfig({ dataDir: '/nonexistent', mail }),
      database: t.database,
      webRoot: null,
    });
    await other.ready();
  });
  afterEach(async () => {
    await other.close();
    await t.close();
  });

  it('sends each due reminder exactly once across two instances sweeping at once, to the admins and the buyer', async () => {
    const tool = await createProduct(t.app.db, {
      name: 'Rebar Bender',
      model: 'RB-2',
      minOrder: 1,
      quantity: 99,
    });
    const { company, admin, buyer } = await companyOnAccount(t.app, 5_000_000);
    const now = new Date();
    const due = (days: number, totalCents: number, more: { paidCents?: number; credited?: boolean } = {}) =>
      onAccountOrder(t.app.db, buyer.user, tool, company.id, {
        dueDate: dayFrom(now, days),
        totalCents,
        ...more,
      });
    const soon = await due(3, 100_000);
    const today = await due(0, 125_050, { paidCents: 25_050 });
    const week = await due(-8, 30_000);
    const found = await due(-20, 40_000); // found late: only its latest reminder
    const paid = await due(-8, 50_000, { paidCents: 50_000 });
    const cancelled = await due(0, 60_000, { credited: true });
    const later = await due(10, 70_000);

    const sweeps = await Promise.all([
      sendDueReminders({ db: t.app.db, config: t.app.config, mails: orderMailsOf(t.app) }),
      sendDueReminders({ db: other.db, config: other.config, mails: orderMailsOf(other) }),
      sendDueReminders({ db: t.app.db, config: t.app.config, mails: orderMailsOf(t.app) }),
    ]);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(4);
    const ids = [soon, today, week, found, paid, cancelled, later].map((order) => order.id);
    const kinds = await t.app.db.select().from(orderReminders).where(inArray(orderReminders.orderId, ids));
    expect(new Map(kinds.map((row) => [row.orderId, row.kind]))).toEqual(
      new Map([
        [soon.id, 'before_3'],
        [today.id, 'due'],
        [week.id, 'after_7'],
        [found.id, 'after_14'],
      ]),
    );
    // Swept again, by either instance: nothing more.
    expect(await sendDueReminders({ db: other.db, config: other.config, mails: orderMailsOf(other) })).toBe(
      0,
    );

    const outbox = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'payment_reminder'));
    expect(outbox).toHaveLength(8);
    await Promise.all([t.app.mailOutbox.deliverDue(), other.mailOutbox.deliverDue()]);
    await t.app.mailOutbox.deliverDue();
    const reminders = smtp.received.filter((mail) => mail.raw.includes('Invoice INV-'));
    expect(reminders).toHaveLength(8);
    expect(new Set(reminders.map((mail) => mail.messageId)).size).toBe(8);
    const to = (order: { invoiceNumber: string }) =>
      reminders
        .filter((mail) => /^Subject: .*$/m.exec(mail.raw)?.[0].includes(order.invoiceNumber))
        .map((mail) => mail.to)
        .sort();
    for (const order of [soon, today, week, found])
      expect(to(order)).toEqual([admin.user.email, buyer.user.email].sort());
    for (const order of [paid, cancelled, later]) expect(to(order)).toEqual([]);

    const dueMail = reminders.find((mail) =>
      mail.raw.includes(`Subject: Invoice ${today.invoiceNumber} is due today`),
    );
    const parsed = await simpleParser(dueMail?.raw ?? '');
    expect(parsed.text).toContain(`Invoice ${today.invoiceNumber} of ${company.name}`);
    expect(parsed.text).toContain('The amount due is $1,000.00');
    expect(parsed.text).toContain('IBAN GB29 NWBK 6016 1331 9268 19');
    expect(parsed.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);

    // A week on: the invoice paid meanwhile gets no more reminders, the others their next one.
    await t.app.db.update(orders).set({ amountPaidCents: 30_000 }).where(eq(orders.id, week.id));
    const weekOn = new Date(now.getTime() + 7 * DAY);
    expect(
      await sendDueReminders({ db: t.app.db, config: t.app.config, mails: orderMailsOf(t.app) }, weekOn),
    ).toBe(3);
    const sent = await t.app.db.select().from(orderReminders).where(inArray(orderReminders.orderId, ids));
    const kindsOf = (order: { id: string }) =>
      sent
        .filter((row) => row.orderId === order.id)
        .map((row) => row.kind)
        .sort();
    expect(kindsOf(week)).toEqual(['after_7']);
    expect(kindsOf(soon)).toEqual(['before_3', 'due']);
    expect(kindsOf(today)).toEqual(['after_7', 'due']);
    expect(kindsOf(later)).toEqual(['before_3']);
    expect(kindsOf(found)).toEqual(['after_14']);
  });
});
