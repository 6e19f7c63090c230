import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;
export type OrderRow = typeof orders.$inferSelect;

export async function lockOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function rememberIntent(db: Executor, orderId: string, intentId: string): Promise<void> {
  await db.update(orders).set({ paymentIntentId: intentId }).where(eq(orders.id, orderId));
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

/** unpaid → paid, once: the status condition makes a repeated transition change nothing. */
export async function markOrderPaid(db: Executor, orderId: string, transactionId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'paid', transactionId, paidAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'unpaid')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function insertPayment(
  db: Executor,
  payment: { orderId: string; processor: 'stripe' | 'test'; intentId: string; amountCents: number },
): Promise<boolean> {
  const rows = await db.insert(payments).values(payment).onConflictDoNothing().returning({ id: payments.id });
  return rows.length > 0;
}
