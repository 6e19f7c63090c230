import type { Readable } from 'node:stream';
import { addressLines } from '@ironvolt/shared/address';
import { companyMessages } from '@ironvolt/shared/companies-constants';
import { centsToDollars, formatDollars } from '@ironvolt/shared/money';
import { formatOrderNumber, type ReminderKind } from '@ironvolt/shared/orders-constants';
import {
  type AgingBucket,
  agingBucketOf,
  agingBuckets,
  type CompanyReceivables,
  type MyReceivables,
  type OpenInvoice,
  type Receivables,
  receivablesCsvColumns,
  STATEMENT_DAYS,
} from '@ironvolt/shared/receivables';
import { stringify } from 'csv-stringify';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { companies, companyMembers, orders, users } from '../../db/schema/index.ts';
import { escapeCell } from '../../lib/csv-file.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { paymentReminderSubject } from '../../mail-templates/receivables-mails.tsx';
import { mailShopOf } from '../../mail-templates/templates.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import type { OrderMails } from './order-mail-writer.ts';
import type { OrdersDeps } from './orders-service.ts';
import {
  type CompanyBalanceRow,
  claimReminder,
  companyBalances,
  companyCreditNotesSince,
  companyPaymentsSince,
  dueReminders,
  listOpenInvoices,
  type OpenInvoiceRow,
  onAccountInvoiced,
  openBalanceCents,
  reminderKindOf,
} from './receivables-repository.ts';

const DAY_MS = 86_400_000;

/** The calendar day receivables are aged by: UTC, as due dates are written (ADR 142). */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

const invoiceJson = (row: OpenInvoiceRow): OpenInvoice => ({
  invoiceNumber: row.invoiceNumber,
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  invoiceDate: utcDay(row.invoicedAt),
  dueDate: row.dueDate,
  total: centsToDollars(row.totalCents),
  paid: centsToDollars(row.paidCents),
  balance: centsToDollars(row.balanceCents),
  daysOverdue: row.daysOverdue,
});

/** What a company may still order on account: its limit less its open balance, never below 0. */
const availableCents = (row: CompanyBalanceRow) => Math.max(0, row.creditLimitCents - row.openBalanceCents);

/** GET /admin/receivables: every company with orders on account, its balance, credit and aged open invoices. */
export async function getReceivables(db: Database, now = new Date()): Promise<Receivables> {
  const today = utcDay(now);
  const [balances, invoices] = await Promise.all([companyBalances(db, today), listOpenInvoices(db, today)]);
  const byCompany = new Map<string, OpenInvoiceRow[]>();
  for (const invoice of invoices)
    byCompany.set(invoice.companyId, [...(byCompany.get(invoice.companyId) ?? []), invoice]);
  return {
    asOf: today,
    companies: balances.map((company): CompanyReceivables => {
      const buckets = Object.fromEntries(
        agingBuckets.map((bucket) => [bucket, { total: 0, invoices: [] as OpenInvoice[] }]),
      ) as CompanyReceivables['buckets'];
      const bucketCents = new Map<AgingBucket, number>();
      for (const row of byCompany.get(company.companyId) ?? []) {
        const bucket = agingBucketOf(row.daysOverdue);
        buckets[bucket].invoices.push(invoiceJson(row));
        bucketCents.set(bucket, (bucketCents.get(bucket) ?? 0) + row.balanceCents);
      }
      for (const [bucket, cents] of bucketCents) buckets[bucket].total = centsToDollars(cents);
      return {
        companyId: company.companyId,
        companyName: company.companyName,
        paymentTermsDays: company.paymentTermsDays,
        openBalance: centsToDollars(company.openBalanceCents),
        creditLimit: centsToDollars(company.creditLimitCents),
        availableCredit: centsToDollars(availableCents(company)),
        overdue: centsToDollars(company.overdueCents),
        buckets,
      };
    }),
  };
}

/** GET /admin/receivables/export.csv: one row per open invoice, with its company and aging bucket. */
export function receivablesCsv(db: Database, now = new Date()): Readable {
  const today = utcDay(now);
  const csv = stringify({ header: true, columns: [...receivablesCsvColumns], record_delimiter: 'windows' });
  void (async () => {
    try {
      for (const row of await listOpenInvoices(db, today)) {
        const record: Record<(typeof receivablesCsvColumns)[number], string> = {
          company: escapeCell(row.companyName),
          bucket: agingBucketOf(row.daysOverdue),
          invoice_number: row.invoiceNumber,
          order_number: formatOrderNumber(row.orderNumber),
          invoice_date: utcDay(row.invoicedAt),
          due_date: row.dueDate,
          total: (row.totalCents / 100).toFixed(2),
          paid: (row.paidCents / 100).toFixed(2),
          balance: (row.balanceCents / 100).toFixed(2),
          days_overdue: String(row.daysOverdue),
        };
        if (!csv.write(record)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}

/**
 * The company whose receivables the signed-in user may see: their own, as its company admin, while approved. A
 * buyer gets 403; the company comes from the server's record of the member, never from the request.
 */
function ownCompanyOf(user: CurrentUser): string {
  if (user.company?.status !== 'approved') throw forbidden(companyMessages.notApproved);
  if (user.company.role !== 'admin') throw forbidden(companyMessages.companyAdminOnly);
  return user.company.id;
}

const noBalance = (companyId: string): Omit<CompanyBalanceRow, 'companyName' | 'paymentTermsDays'> => ({
  companyId,
  creditLimitCents: 0,
  openBalanceCents: 0,
  overdueCents: 0,
});

/** The company's row with its terms and limit, and its balance (none yet without orders on account). */
async function ownStanding(db: Database, companyId: string, today: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw forbidden(companyMessages.notApproved);
  const [balance] = await companyBalances(db, today, companyId);
  const standing: CompanyBalanceRow = {
    ...noBalance(companyId),
    ...balance,
    companyName: company.name,
    paymentTermsDays: company.paymentTermsDays,
    creditLimitCents: company.creditLimitCents,
  };
  return { company, standing };
}

/** GET /my-company/receivables: a company admin's own open invoices, payments of 90 days, balance and credit. */
export async function getMyReceivables(
  db: Database,
  user: CurrentUser,
  now = new Date(),
): Promise<MyReceivables> {
  const companyId = ownCompanyOf(user);
  const today = utcDay(now);
  const since = new Date(Date.parse(today) - STATEMENT_DAYS * DAY_MS);
  const [{ standing }, invoices, payments] = await Promise.all([
    ownStanding(db, companyId, today),
    listOpenInvoices(db, today, companyId),
    companyPaymentsSince(db, companyId, since),
  ]);
  return {
    asOf: today,
    companyName: standing.companyName,
    paymentTermsDays: standing.paymentTermsDays,
    openBalance: centsToDollars(standing.openBalanceCents),
    creditLimit: centsToDollars(standing.creditLimitCents),
    availableCredit: centsToDollars(availableCents(standing)),
    overdue: centsToDollars(standing.overdueCents),
    openInvoices: invoices.map(invoiceJson),
    payments: payments.map((payment) => ({
      _id: payment.id,
      orderId: payment.orderId,
      orderNumber: payment.orderNumber,
      invoiceNumber: payment.invoiceNumber,
      kind: payment.kind,
      amount: centsToDollars(payment.amountCents),
      reference: payment.reference,
      receivedAt: payment.receivedAt.toISOString(),
      reversed: payment.reversedAt !== null,
    })),
  };
}

/**
 * GET /my-company/statement.pdf: every open invoice, the payments and credit notes of the last 90 days and the
 * balance, rendered in the PDF thread as the invoices are.
 */
export async function getStatementPdf(
  deps: Pick<OrdersDeps, 'db' | 'config' | 'pdfs'>,
  user: CurrentUser,
  now = new Date(),
): Promise<{ filename: string; pdf: Buffer }> {
  const { db, config, pdfs } = deps;
  const companyId = ownCompanyOf(user);
  const today = utcDay(now);
  const since = new Date(Date.parse(today) - STATEMENT_DAYS * DAY_MS);
  const [{ company, standing }, invoices, payments, creditNotes] = await Promise.all([
    ownStanding(db, companyId, today),
    listOpenInvoices(db, today, companyId),
    companyPaymentsSince(db, companyId, since),
    companyCreditNotesSince(db, companyId, since),
  ]);
  const pdf = await pdfs.renderStatement({
    asOf: today,
    since: utcDay(since),
    seller: { name: config.seller.name, address: config.seller.address, taxId: config.seller.taxId },
    bankDetails: config.seller.bankDetails,
    company: { name: company.name, taxId: company.taxId, addressLines: addressLines(company.address) },
    openInvoices: invoices.map((row) => ({
      invoiceNumber: row.invoiceNumber,
      orderNumber: row.orderNumber,
      invoiceDate: utcDay(row.invoicedAt),
      dueDate: row.dueDate,
      totalCents: row.totalCents,
      paidCents: row.paidCents,
      balanceCents: row.balanceCents,
      daysOverdue: row.daysOverdue,
    })),
    payments: payments.map((payment) => ({
      receivedAt: utcDay(payment.receivedAt),
      invoiceNumber: payment.invoiceNumber,
      reference: payment.reference,
      kind: payment.kind,
      amountCents: payment.amountCents,
      reversed: payment.reversedAt !== null,
    })),
    creditNotes: creditNotes.map((note) => ({
      number: note.creditNoteNumber,
      date: utcDay(note.creditedAt),
      invoiceNumber: note.invoiceNumber,
      amountCents: note.amountCents,
    })),
    balanceCents: standing.openBalanceCents,
    overdueCents: standing.overdueCents,
  });
  return { filename: `statement-${today}.pdf`, pdf };
}

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Whom a reminder goes to: the company's admins and the buyer who ordered, each once. */
async function reminderRecipients(
  tx: Executor,
  companyId: string,
  buyerId: string,
): Promise<{ email: string; name: string }[]> {
  const [admins, buyer] = await Promise.all([
    tx
      .select({ email: users.email, name: users.name })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin'))),
    tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, buyerId)),
  ]);
  const byEmail = new Map<string, { email: string; name: string }>();
  for (const person of [...buyer, ...admins]) byEmail.set(person.email.toLowerCase(), person);
  return [...byEmail.values()];
}

/**
 * Writes one reminder of an order, if it is still due: the order is locked and read again (a payment recorded
 * meanwhile stops it), the reminder's row claimed, and its mails written, all in one transaction. Answers whether
 * this call wrote it; another instance that claimed it first makes this one write nothing.
 */
async function sendReminder(
  db: Database,
  mails: OrderMails,
  bankDetails: string,
  today: string,
  orderId: string,
  kind: ReminderKind,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        userId: orders.userId,
        companyId: orders.companyId,
        invoiceNumber: orders.invoiceNumber,
        dueDate: orders.dueDate,
        status: orders.status,
        balanceCents: openBalanceCents.mapWith(Number),
        onAccount: onAccountInvoiced.mapWith(Boolean),
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order?.onAccount || !order.companyId || !order.invoiceNumber || !order.dueDate) return false;
    if (order.balanceCents <= 0 || order.status === 'cancelled' || order.status === 'refunded') return false;
    if (reminderKindOf((Date.parse(today) - Date.parse(order.dueDate)) / DAY_MS) !== kind) return false;
    if (!(await claimReminder(tx, orderId, kind))) return false;
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, order.companyId));
    const data = {
      shop: mailShopOf(mails.shop),
      kind,
      companyName: company?.name ?? '',
      invoiceNumber: order.invoiceNumber,
      orderReference: formatOrderNumber(order.orderNumber),
      dueDate: longDay.format(new Date(`${order.dueDate}T00:00:00Z`)),
      amountDue: formatDollars(centsToDollars(order.balanceCents)),
      bankDetails: bankDetails.split('\n').filter((line) => line.trim() !== ''),
      link: `${mails.shop.publicUrl}/dashboard/my-orders/${order.id}`,
    };
    for (const person of await reminderRecipients(tx, order.companyId, order.userId))
      await mails.outbox.enqueue(tx, {
        kind: 'payment_reminder',
        to: person.email,
        subject: paymentReminderSubject(kind, order.invoiceNumber),
        data: { ...data, greetingName: person.name || person.email },
        attachments: [{ kind: 'invoice', orderId: order.id }],
      });
    return true;
  });
}

/**
 * The reminders due on `now`'s UTC day, each written once across instances (order_reminders' key decides);
 * answers how many were written. Run by the orders' periodic sweep.
 */
export async function sendDueReminders(
  deps: Pick<OrdersDeps, 'db' | 'config' | 'mails'>,
  now = new Date(),
): Promise<number> {
  const { db, config, mails } = deps;
  const today = utcDay(now);
  let written = 0;
  for (const { orderId, kind } of await dueReminders(db, today))
    if (await sendReminder(db, mails, config.seller.bankDetails, today, orderId, kind)) written += 1;
  if (written > 0) mails.outbox.noteWritten();
  return written;
}
