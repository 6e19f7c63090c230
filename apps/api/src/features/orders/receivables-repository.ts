import type { ReminderKind } from '@ironvolt/shared/orders-constants';
import { and, asc, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { companies, orderPayments, orderReminders, orders } from '../../db/schema/index.ts';

/**
 * The one rule of what an order on account still owes (ADR 142): its total, less what was paid (net of reversals
 * and money repaid), less its credit note; negative when the buyer is owed money back. The receivables, the
 * statement, the reminders and the overview's overdue total all read it here.
 */
export const openBalanceCents: SQL<number> = sql<number>`(${orders.totalPriceCents} - ${orders.amountPaidCents} - CASE WHEN ${orders.creditNoteNumber} IS NOT NULL THEN ${orders.totalPriceCents} ELSE ${orders.returnCreditedCents} END)`;

/** An order on account that was invoiced: the orders the receivables are made of. */
export const onAccountInvoiced: SQL = sql`(${orders.paymentMethod} = 'account' AND ${orders.invoiceNumber} IS NOT NULL)`;

/** The days an invoice is past its due date on `today` (a UTC calendar day, YYYY-MM-DD); 0 or less: not yet due. */
const daysPastDue = (today: string) => sql<number>`(${today}::date - ${orders.dueDate})`;

/** Whether an order on account is overdue on `today`: something still owed, and its due date has passed. */
export const isOverdue = (today: string): SQL<boolean> =>
  sql<boolean>`(${onAccountInvoiced} AND ${openBalanceCents} > 0 AND ${orders.dueDate} < ${today}::date)`;

export interface OpenInvoiceRow {
  orderId: string;
  orderNumber: number;
  invoiceNumber: string;
  invoicedAt: Date;
  dueDate: string;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  daysOverdue: number;
  companyId: string;
  companyName: string;
}

/** The invoices on account with something still owed, of every company or one, oldest due date first. */
export async function listOpenInvoices(
  db: Executor,
  today: string,
  companyId?: string,
): Promise<OpenInvoiceRow[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      invoiceNumber: orders.invoiceNumber,
      invoicedAt: orders.invoicedAt,
      dueDate: orders.dueDate,
      totalCents: orders.totalPriceCents,
      paidCents: orders.amountPaidCents,
      balanceCents: openBalanceCents.mapWith(Number),
      daysOverdue: sql<number>`greatest(${daysPastDue(today)}, 0)`.mapWith(Number),
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(
      and(
        onAccountInvoiced,
        sql`${openBalanceCents} > 0`,
        companyId ? eq(orders.companyId, companyId) : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id), asc(orders.dueDate), asc(orders.orderNumber));
  // Both columns are set on every invoiced order on account (the checkout writes them with the invoice number).
  return rows.map((row) => ({
    ...row,
    invoiceNumber: row.invoiceNumber ?? '',
    invoicedAt: row.invoicedAt ?? new Date(0),
    dueDate: row.dueDate ?? today,
  }));
}

export interface CompanyBalanceRow {
  companyId: string;
  companyName: string;
  creditLimitCents: number;
  paymentTermsDays: number;
  /** Every invoiced order on account's balance, credit notes and money owed back included. */
  openBalanceCents: number;
  overdueCents: number;
}

/** Per company with orders on account (or the one given): its open balance, overdue part, terms and limit. */
export async function companyBalances(
  db: Executor,
  today: string,
  companyId?: string,
): Promise<CompanyBalanceRow[]> {
  return db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      creditLimitCents: companies.creditLimitCents,
      paymentTermsDays: companies.paymentTermsDays,
      openBalanceCents: sql<number>`coalesce(sum(${openBalanceCents}), 0)`.mapWith(Number),
      overdueCents:
        sql<number>`coalesce(sum(${openBalanceCents}) FILTER (WHERE ${isOverdue(today)}), 0)`.mapWith(Number),
    })
    .from(companies)
    .innerJoin(orders, and(eq(orders.companyId, companies.id), onAccountInvoiced))
    .where(companyId ? eq(companies.id, companyId) : undefined)
    .groupBy(companies.id)
    .orderBy(asc(companies.name), asc(companies.id));
}

/** What all invoices on account past their due date still owe on `today`: the admin overview's figure. */
export async function overdueTotalCents(db: Database, today: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${openBalanceCents}), 0)`.mapWith(Number) })
    .from(orders)
    .where(isOverdue(today));
  return row?.cents ?? 0;
}

export interface CompanyPaymentRow {
  id: string;
  orderId: string;
  orderNumber: number;
  invoiceNumber: string | null;
  kind: 'received' | 'repaid';
  amountCents: number;
  reference: string;
  receivedAt: Date;
  reversedAt: Date | null;
}

/** A company's payments on account received since `since` (reversed ones too, marked), newest first. */
export async function companyPaymentsSince(
  db: Executor,
  companyId: string,
  since: Date,
): Promise<CompanyPaymentRow[]> {
  return db
    .select({
      id: orderPayments.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      invoiceNumber: orders.invoiceNumber,
      kind: orderPayments.kind,
      amountCents: orderPayments.amountCents,
      reference: orderPayments.reference,
      receivedAt: orderPayments.receivedAt,
      reversedAt: orderPayments.reversedAt,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(orders.companyId, companyId), gte(orderPayments.receivedAt, since)))
    .orderBy(desc(orderPayments.receivedAt), desc(orderPayments.createdAt));
}

export interface CompanyCreditNoteRow {
  orderId: string;
  orderNumber: number;
  creditNoteNumber: string;
  invoiceNumber: string | null;
  creditedAt: Date;
  amountCents: number;
}

/** A company's credit notes on orders on account issued since `since`, newest first. */
export async function companyCreditNotesSince(
  db: Executor,
  companyId: string,
  since: Date,
): Promise<CompanyCreditNoteRow[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      creditNoteNumber: orders.creditNoteNumber,
      invoiceNumber: orders.invoiceNumber,
      creditedAt: orders.creditedAt,
      amountCents: orders.totalPriceCents,
    })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.paymentMethod, 'account'),
        isNotNull(orders.creditNoteNumber),
        gte(orders.creditedAt, since),
      ),
    )
    .orderBy(desc(orders.creditedAt));
  return rows.map((row) => ({
    ...row,
    creditNoteNumber: row.creditNoteNumber ?? '',
    creditedAt: row.creditedAt ?? since,
  }));
}

/**
 * The reminder an open invoice is due on `today`, by its days past due: the latest one only, so an invoice found
 * late (a server down for days) gets one mail, not every kind it missed. Null before 3 days ahead of its due date.
 */
export const reminderKindOf = (daysPastDue: number): ReminderKind | null =>
  daysPastDue >= 14
    ? 'after_14'
    : daysPastDue >= 7
      ? 'after_7'
      : daysPastDue >= 0
        ? 'due'
        : daysPastDue >= -3
          ? 'before_3'
          : null;

export interface ReminderCandidate {
  orderId: string;
  kind: ReminderKind;
}

/**
 * The open invoices on account whose latest due reminder has not gone yet: unpaid (something still owed), neither
 * cancelled nor refunded, within 3 days of their due date or past it. Read without locks: claimReminder decides.
 */
export async function dueReminders(db: Database, today: string): Promise<ReminderCandidate[]> {
  const rows = await db
    .select({ orderId: orders.id, days: daysPastDue(today).mapWith(Number) })
    .from(orders)
    .where(
      and(
        onAccountInvoiced,
        sql`${openBalanceCents} > 0`,
        sql`${orders.status} NOT IN ('cancelled', 'refunded')`,
        sql`${orders.dueDate} <= ${today}::date + 3`,
      ),
    )
    .orderBy(asc(orders.dueDate));
  const candidates: ReminderCandidate[] = [];
  const sent = rows.length
    ? await db
        .select({ orderId: orderReminders.orderId, kind: orderReminders.kind })
        .from(orderReminders)
        .innerJoin(orders, eq(orders.id, orderReminders.orderId))
        .where(
          and(onAccountInvoiced, sql`${openBalanceCents} > 0`, sql`${orders.dueDate} <= ${today}::date + 3`),
        )
    : [];
  const already = new Set(sent.map((row) => `${row.orderId}:${row.kind}`));
  for (const row of rows) {
    const kind = reminderKindOf(row.days);
    if (kind && !already.has(`${row.orderId}:${kind}`)) candidates.push({ orderId: row.orderId, kind });
  }
  return candidates;
}

/**
 * Takes the reminder `kind` of an order for this transaction: true when this one wrote its row, false when another
 * instance (or an earlier sweep) already did. The row and the mail commit together, so each goes exactly once.
 */
export async function claimReminder(tx: Executor, orderId: string, kind: ReminderKind): Promise<boolean> {
  const claimed = await tx
    .insert(orderReminders)
    .values({ orderId, kind })
    .onConflictDoNothing()
    .returning({ orderId: orderReminders.orderId });
  return claimed.length > 0;
}
