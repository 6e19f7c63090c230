import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentEvents, payments, refunds } from '../../db/schema/index.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** Records a webhook event id; false when it was recorded before (a redelivery). */
export async function recordEvent(db: Executor, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
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
  refund: Pick<
    typeof refunds.$inferInsert,
    'orderId' | 'processor' | 'intentId' | 'amountCents' | 'reason' | 'creditNoteId'
  >,
): Promise<void> {
  await db.insert(refunds).values(refund).onConflictDoNothing();
}

/** The refund of an intent's whole charge (a return's partial refunds have a credit note instead). */
export async function findRefund(db: Executor, intentId: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.intentId, intentId), isNull(refunds.creditNoteId)));
  return row;
}

/** A return's partial refund, by its credit note. */
export async function findRefundOfCreditNote(
  db: Executor,
  creditNoteId: string,
): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.creditNoteId, creditNoteId));
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
