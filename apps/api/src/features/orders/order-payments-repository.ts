import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { nextDocumentNumber } from '../../db/document-numbers.ts';
import { orders } from '../../db/schema/orders.ts';
import { releaseOrderStock } from './order-stock.ts';
import type { OrderRow } from './orders-repository.ts';

// The statements the payments feature runs on an order as its money moves: the intent, paid, refunded.
/** Records the order's live intent while the order still waits for payment; false when it no longer does. */
export async function rememberIntent(db: Executor, orderId: string, intentId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ paymentIntentId: intentId })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'unpaid')))
    .returning({ id: orders.id });
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
