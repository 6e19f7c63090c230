import { centsToDollars, formatDollars } from '@ironvolt/shared/money';
import { formatOrderNumber, orderMessages } from '@ironvolt/shared/orders-constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { nextDocumentNumber } from '../../db/document-numbers.ts';
import { companies, orderPayments, orders } from '../../db/schema/index.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import { balanceCentsOf, utcToday } from './order-json.ts';
import { type OrderMails, orderMail } from './order-mail-writer.ts';
import { releaseOrderStock } from './order-stock.ts';
import { findOrderForUpdate, type OrderRow } from './orders-repository.ts';
import { isOverdue, onAccountInvoiced, openBalanceCents } from './receivables-repository.ts';

// Paying on account (issue 51, ADR 139): the credit a company is given, checked and used in the transaction that
// places or approves an order, with the company's row locked so its concurrent orders are decided one at a time.

/** A company's terms as read under its row lock. */
export interface AccountTerms {
  companyId: string;
  paymentTermsDays: number;
  creditLimitCents: number;
}

/**
 * Locks the buyer's company row FOR UPDATE until the transaction ends (across instances, on both databases) and
 * answers its terms; 409 unless the buyer belongs to an approved company with terms and a credit limit.
 */
export async function lockAccountTerms(
  tx: Executor,
  companyId: string | null | undefined,
): Promise<AccountTerms> {
  const [company] = companyId
    ? await tx
        .select({
          status: companies.status,
          paymentTermsDays: companies.paymentTermsDays,
          creditLimitCents: companies.creditLimitCents,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update')
    : [];
  if (
    !companyId ||
    company?.status !== 'approved' ||
    company.paymentTermsDays <= 0 ||
    company.creditLimitCents <= 0
  )
    throw conflict(orderMessages.accountNotOpen, 'payment');
  return {
    companyId,
    paymentTermsDays: company.paymentTermsDays,
    creditLimitCents: company.creditLimitCents,
  };
}

/** The company's open balance on account in cents: every invoiced order's balance, credit notes taken off. */
export async function companyOpenBalanceCents(tx: Executor, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ open: sql<string>`coalesce(sum(${openBalanceCents}), 0)` })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), onAccountInvoiced));
  return Number(row?.open ?? 0);
}

/** The company's oldest invoice on account past its due date with money still owed, if any. */
export async function overdueInvoiceOf(
  tx: Executor,
  companyId: string,
  today: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), isOverdue(today)))
    .orderBy(orders.dueDate)
    .limit(1);
  return row?.invoiceNumber ?? undefined;
}

/** 409 naming the company's overdue invoice, when it has one. */
export async function assertNoOverdue(tx: Executor, companyId: string, today = utcToday()): Promise<void> {
  const overdue = await overdueInvoiceOf(tx, companyId, today);
  if (overdue) throw conflict(orderMessages.invoiceOverdue(overdue), 'payment');
}

/**
 * The order confirmed on account, once its credit is checked: 409 when the company's open balance plus it would
 * pass the limit. Then `confirmed` with its invoice number issued in this transaction, its due date the invoice's
 * date (the database's clock, as the number's year) plus the terms, and the invoice mail with the PDF.
 */
export async function confirmOnAccount(
  tx: Executor,
  mails: OrderMails | undefined,
  terms: AccountTerms,
  order: OrderRow,
): Promise<OrderRow> {
  const open = await companyOpenBalanceCents(tx, terms.companyId);
  const available = terms.creditLimitCents - open;
  if (order.totalPriceCents > available)
    throw conflict(
      orderMessages.creditExceeded(formatDollars(centsToDollars(Math.max(available, 0)))),
      'payment',
    );
  const invoiceNumber = await nextDocumentNumber(tx, 'INV');
  const [confirmed] = await tx
    .update(orders)
    .set({
      status: 'confirmed',
      paymentMethod: 'account',
      invoiceNumber,
      invoicedAt: sql`now()`,
      dueDate: sql`(now() at time zone 'UTC')::date + ${terms.paymentTermsDays}::integer`,
      invoiceBuyer: {
        name: order.customerName,
        email: order.email,
        phone: order.phoneNo,
        address: order.address,
      },
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!confirmed) throw new Error(`order ${order.id} vanished while it was confirmed on account`);
  if (confirmed.email) await mails?.outbox.enqueue(tx, orderMail(mails.shop, 'order_invoiced', confirmed));
  return confirmed;
}

/**
 * A new order placed in `tx` with `payment: "account"`: one above the buyer's order limit waits for approval
 * (marked as on account, its credit checked when approved); any other is confirmed on account at once. The buyer's
 * mail is written here (the placing statement wrote none): "awaiting approval", or the invoice.
 */
export async function settlePlacedOnAccount(
  tx: Executor,
  mails: OrderMails,
  terms: AccountTerms,
  orderId: string,
): Promise<OrderRow> {
  const order = await findOrderForUpdate(tx, orderId);
  if (!order) throw new Error(`order ${orderId} just placed is gone`);
  // The order took the company the buyer belongs to as it was placed; one who left the company whose terms were
  // locked (after signing in) orders on nobody's account: the whole placing rolls back.
  if (order.companyId !== terms.companyId) throw conflict(orderMessages.accountNotOpen, 'payment');
  if (order.status === 'awaiting_approval') {
    const [marked] = await tx
      .update(orders)
      .set({ paymentMethod: 'account' })
      .where(eq(orders.id, order.id))
      .returning();
    if (marked?.email) await mails.outbox.enqueue(tx, orderMail(mails.shop, 'order_placed', marked));
    return marked ?? order;
  }
  return confirmOnAccount(tx, mails, terms, order);
}

/** The buyer's company for an order on account: the company they order for now. */
export const companyOfBuyer = (user: CurrentUser): string | null =>
  user.company?.status === 'approved' ? user.company.id : null;

const orderLabel = (order: OrderRow) => `${formatOrderNumber(order.orderNumber)} for ${order.email}`;

/** Locks an order on account with an invoice for its money to move; 404 or 409 otherwise. */
async function lockAccountOrder(tx: Executor, id: string): Promise<OrderRow> {
  const order = await findOrderForUpdate(tx, id);
  if (!order) throw notFound(orderMessages.orderNotFound);
  if (order.paymentMethod !== 'account' || !order.invoiceNumber) throw conflict(orderMessages.notOnAccount);
  return order;
}

/**
 * POST /order/:id/payments (shop admins): a payment received by transfer, partial or whole; more than the balance
 * is 422. At balance 0 the order is paid: `paidAt` set, a confirmed order becomes `paid` (a shipped or delivered one
 * keeps its fulfilment status) and the "payment received" mail goes out.
 */
export async function recordPayment(
  tx: Executor,
  mails: OrderMails,
  actor: Actor,
  id: string,
  payment: { amountCents: number; reference: string; receivedAt: Date },
): Promise<OrderRow> {
  const order = await lockAccountOrder(tx, id);
  const balance = balanceCentsOf(order);
  if (balance <= 0 || order.status === 'cancelled' || order.status === 'refunded')
    throw conflict(orderMessages.paymentNothingOwed);
  if (payment.amountCents > balance)
    throw unprocessable(orderMessages.paymentAboveBalance(formatDollars(centsToDollars(balance))), 'amount');
  const [row] = await tx
    .insert(orderPayments)
    .values({ orderId: order.id, kind: 'received', ...payment, recordedBy: actor.id })
    .returning();
  const settled = payment.amountCents === balance;
  const [updated] = await tx
    .update(orders)
    .set({
      amountPaidCents: sql`${orders.amountPaidCents} + ${payment.amountCents}`,
      ...(settled
        ? { paidAt: sql`now()`, ...(order.status === 'confirmed' ? { status: 'paid' as const } : {}) }
        : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated || !row) throw new Error(`order ${order.id} vanished while a payment was recorded`);
  await recordActivity(tx, {
    actor,
    action: 'order.payment_recorded',
    subject: { type: 'order', id: order.id, label: orderLabel(order) },
    before: { amountPaidCents: order.amountPaidCents, status: order.status },
    after: {
      paymentId: row.id,
      amountCents: payment.amountCents,
      reference: payment.reference,
      receivedAt: payment.receivedAt.toISOString(),
      amountPaidCents: updated.amountPaidCents,
      status: updated.status,
    },
  });
  // The mail's "Payment:" line names every transfer that paid it, with its amount when there were several.
  if (settled && updated.email) {
    const received = await tx
      .select({ reference: orderPayments.reference, amountCents: orderPayments.amountCents })
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.orderId, order.id),
          eq(orderPayments.kind, 'received'),
          isNull(orderPayments.reversedAt),
        ),
      )
      .orderBy(orderPayments.receivedAt, orderPayments.createdAt);
    const transfers =
      received.length > 1
        ? received.map((p) => `${p.reference} (${formatDollars(centsToDollars(p.amountCents))})`).join(', ')
        : payment.reference;
    await mails.outbox.enqueue(
      tx,
      orderMail(mails.shop, 'order_paid', { ...updated, transactionId: transfers }),
    );
  }
  return updated;
}

/**
 * POST /order/:id/payments/:paymentId/reverse (shop admins): a payment recorded by mistake (or bounced) is marked
 * reversed with who, when and why; never deleted. The balance rises again; a `paid` order not yet shipped is
 * `confirmed` again and loses its `paidAt`.
 */
export async function reversePayment(
  tx: Executor,
  actor: Actor,
  id: string,
  paymentId: string,
  reason: string,
): Promise<OrderRow> {
  const order = await lockAccountOrder(tx, id);
  const [payment] = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.orderId, order.id)))
    .for('update');
  if (!payment) throw notFound(orderMessages.paymentNotFound);
  // A credit note settled the order (what was paid was repaid): reversing a payment now would owe less than nothing.
  if (order.creditNoteNumber) throw conflict(orderMessages.paymentReverseCredited);
  if (payment.reversedAt) throw conflict(orderMessages.paymentAlreadyReversed);
  if (payment.kind !== 'received') throw conflict(orderMessages.paymentReverseRepaid);
  await tx
    .update(orderPayments)
    .set({ reversedAt: sql`now()`, reversedBy: actor.id, reverseReason: reason })
    .where(and(eq(orderPayments.id, payment.id), isNull(orderPayments.reversedAt)));
  const [updated] = await tx
    .update(orders)
    .set({
      amountPaidCents: sql`${orders.amountPaidCents} - ${payment.amountCents}`,
      ...(order.paidAt && !order.creditNoteNumber
        ? { paidAt: null, ...(order.status === 'paid' ? { status: 'confirmed' as const } : {}) }
        : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${order.id} vanished while a payment was reversed`);
  await recordActivity(tx, {
    actor,
    action: 'order.payment_reversed',
    subject: { type: 'order', id: order.id, label: orderLabel(order) },
    before: {
      paymentId: payment.id,
      amountCents: payment.amountCents,
      amountPaidCents: order.amountPaidCents,
    },
    after: { reason, amountPaidCents: updated.amountPaidCents, status: updated.status },
  });
  return updated;
}

/**
 * An unshipped order on account ends with a credit note issued in this transaction and its stock back on sale:
 * `cancelled` (the buyer or an admin cancelled it, nothing paid) or `refunded` (an admin refunded it; what was paid
 * is recorded as repaid, so its balance is 0).
 */
export async function creditOnAccount(
  tx: Executor,
  actor: Actor,
  order: OrderRow,
  to: 'cancelled' | 'refunded',
): Promise<OrderRow> {
  const creditNoteNumber = await nextDocumentNumber(tx, 'CN');
  if (to === 'refunded' && order.amountPaidCents > 0)
    await tx.insert(orderPayments).values({
      orderId: order.id,
      kind: 'repaid',
      amountCents: order.amountPaidCents,
      reference: `Refund with credit note ${creditNoteNumber}`,
      receivedAt: new Date(),
      recordedBy: actor.id,
    });
  const [credited] = await tx
    .update(orders)
    .set({ status: to, creditNoteNumber, creditedAt: sql`now()`, amountPaidCents: 0 })
    .where(eq(orders.id, order.id))
    .returning();
  if (!credited) throw new Error(`order ${order.id} vanished while it was credited`);
  await releaseOrderStock(tx, [order]);
  return credited;
}
