import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nextDocumentNumber } from '../../db/document-numbers.ts';
import { orders, paymentEvents, payments, refunds } from '../../db/schema/index.ts';
import { releaseOrderStock } from '../../lib/order-stock.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function lockOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Records the order's live intent while the order still waits for payment; false when it no longer does. */
export async function rememberIntent(db: Executor, orderId: string, intentId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ paymentIntentId: intentId })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'unpaid')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Records a webhook event id; false when it was recorded before (a redelivery). */
export async function recordEvent(db: Executor, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/**
 * unpaid → paid, once: the status condition makes a repeated transition change nothing. The order gets its
 * invoice number in the same transaction, only when it did move, so the series has no gap.
 */
export async function markOrderPaid(
  db: Executor,
  orderId: string,
  transactionId: string,
): Promise<OrderRow | undefined> {
  const [paid] = await db
    .update(orders)
    .set({ status: 'paid', transactionId, paidAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'unpaid')))
    .returning();
  if (!paid) return undefined;
  const invoiceNumber = await nextDocumentNumber(db, 'INV');
  const [invoiced] = await db
    .update(orders)
    .set({
      invoiceNumber,
      // The database's clock, which gave the number its year: the invoice's date and number always agree.
      invoicedAt: sql`now()`,
      invoiceBuyer: {
        name: paid.customerName,
        email: paid.email,
        phone: paid.phoneNo,
        address: paid.address,
      },
    })
    .where(eq(orders.id, orderId))
    .returning();
  return invoiced;
}

/**
 * paid → refunded, once: the order gets its credit note number in the same transaction, only when it did move (so
 * the series has no gap), and its stock goes back to the catalog.
 */
export async function markOrderRefunded(db: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [moved] = await db
    .update(orders)
    // The database's clock, as for the credit note number's year (nextDocumentNumber).
    .set({ status: 'refunded', creditedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
    .returning();
  if (!moved) return undefined;
  const creditNoteNumber = await nextDocumentNumber(db, 'CN');
  const [credited] = await db
    .update(orders)
    .set({ creditNoteNumber })
    .where(eq(orders.id, orderId))
    .returning();
  await releaseOrderStock(db, [moved]);
  return credited;
}

export async function findPaymentOfOrder(
  db: Executor,
  orderId: string,
): Promise<typeof payments.$inferSelect | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

export async function insertPayment(
  db: Executor,
  payment: { orderId: string; processor: 'stripe' | 'test'; intentId: string; amountCents: number },
): Promise<boolean> {
  const rows = await db.insert(payments).values(payment).onConflictDoNothing().returning({ id: payments.id });
  return rows.length > 0;
}

/** Notes a charge to give back; a second note of the same intent changes nothing. */
export async function insertRefund(
  db: Executor,
  refund: Pick<typeof refunds.$inferInsert, 'orderId' | 'processor' | 'intentId' | 'amountCents' | 'reason'>,
): Promise<void> {
  await db.insert(refunds).values(refund).onConflictDoNothing();
}

export async function findRefund(db: Executor, intentId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.intentId, intentId));
  return row;
}

export async function markRefunded(db: Executor, id: string, processorRefundId: string): Promise<void> {
  await db
    .update(refunds)
    .set({
      processorRefundId,
      refundedAt: new Date(),
      attempts: sql`${refunds.attempts} + 1`,
      lastError: null,
    })
    .where(and(eq(refunds.id, id), isNull(refunds.processorRefundId)));
}

/** Counts a failed try; answers the tries so far. */
export async function noteRefundFailure(db: Executor, id: string, error: string): Promise<number> {
  const [row] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(refunds.id, id))
    .returning({ attempts: refunds.attempts });
  return row?.attempts ?? 0;
}

/** Refunds still to make with this processor, oldest first, that have been tried fewer than `maxAttempts` times. */
export const listPendingRefunds = (
  db: Executor,
  processor: 'stripe' | 'test',
  maxAttempts: number,
  limit: number,
) =>
  db
    .select()
    .from(refunds)
    .where(
      and(
        isNull(refunds.processorRefundId),
        eq(refunds.processor, processor),
        lt(refunds.attempts, maxAttempts),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
