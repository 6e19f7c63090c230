import { DELETED_CUSTOMER_NAME } from '@ironvolt/shared/accounts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { releaseOrderStock } from './order-stock.ts';

// The statements the accounts feature runs on a customer's orders: their data export and their account's end.
/** A customer's own orders (all of them, by account, whatever the address on them), newest first. */
export const listOrdersOfUser = (db: Executor, userId: string) =>
  db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));

/**
 * Whether an order of the user's holding the tool (on any of its lines) is delivered: a tool's review is theirs to
 * write only then (ADR 152).
 */
export async function hasDeliveredOrderOf(db: Executor, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'delivered'),
        sql`${orders.lines} @> jsonb_build_array(jsonb_build_object('productId', ${productId}::text))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many of the user's orders are paid and not delivered yet (locked: none moves while the account goes). */
export async function countOrdersOnTheirWay(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['paid', 'shipped'])))
    .for('update');
  return rows.length;
}

/**
 * Cancels the user's unpaid orders (and those awaiting their company's approval) and gives their stock back, as the buyer's own cancel does; answers the
 * payment intents they had, to void once the transaction is committed.
 */
export async function cancelUnpaidOrdersOf(
  db: Executor,
  userId: string,
): Promise<{ cancelled: number; intentIds: string[] }> {
  const unpaid = await db
    .select({
      id: orders.id,
      lines: orders.lines,
      intent: orders.paymentIntentId,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['unpaid', 'awaiting_approval'])))
    .orderBy(orders.id)
    .for('update');
  await releaseOrderStock(db, unpaid);
  if (unpaid.length > 0) {
    await db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(
        inArray(
          orders.id,
          unpaid.map((o) => o.id),
        ),
      );
  }
  return { cancelled: unpaid.length, intentIds: unpaid.flatMap((o) => (o.intent ? [o.intent] : [])) };
}

/** Takes a deleted account's personal details off its orders, which stay for the shop's accounts under "Deleted customer". */
export async function anonymizeOrdersOf(db: Executor, userId: string): Promise<void> {
  await db
    .update(orders)
    .set({
      email: '',
      customerName: DELETED_CUSTOMER_NAME,
      phoneNo: '',
      address: '',
      deliveryAddress: null,
      note: null,
    })
    .where(eq(orders.userId, userId));
}
