import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { orderPayments, orders, type StoredOrderLine } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/activity.ts';
import { releaseOrderStock } from './order-stock.ts';
import type { OrderRow } from './orders-repository.ts';

// What a return (features/returns, ADR 150) changes of its order: the credit its credit notes give, and the
// zero-price order that replaces returned tools. The orders feature alone writes the orders table.

/**
 * Adds a return's credit note (tax included) to what the order's returns have credited, in the transaction that
 * issues it, with the order locked. On account the receivable drops by as much; what the buyer had paid beyond what
 * they now owe is recorded as repaid, as a whole-order refund on account records it (ADR 139). Answers that sum.
 * The orders_return_credited_valid check refuses crediting more than the order's total.
 */
export async function creditReturnedPart(
  tx: Executor,
  actor: Actor,
  order: OrderRow,
  creditCents: number,
  creditNoteNumber: string,
): Promise<{ repaidCents: number }> {
  const credited = order.returnCreditedCents + creditCents;
  const owed = order.totalPriceCents - credited;
  const repaidCents =
    order.paymentMethod === 'account' ? Math.max(0, order.amountPaidCents - Math.max(owed, 0)) : 0;
  if (repaidCents > 0)
    await tx.insert(orderPayments).values({
      orderId: order.id,
      kind: 'repaid',
      amountCents: repaidCents,
      reference: `Refund with credit note ${creditNoteNumber}`,
      receivedAt: new Date(),
      recordedBy: actor.id,
    });
  await tx
    .update(orders)
    .set({
      returnCreditedCents: credited,
      ...(repaidCents > 0 ? { amountPaidCents: order.amountPaidCents - repaidCents } : {}),
    })
    .where(eq(orders.id, order.id));
  return { repaidCents };
}

/** Puts returned tools back on the shelf (tools in id order, as checkout locks them). */
export async function restockReturned(
  tx: Executor,
  lines: readonly { productId: string; amount: number }[],
): Promise<void> {
  await releaseOrderStock(tx, [
    {
      lines: lines.map((line) => ({
        productId: line.productId,
        amount: line.amount,
        productName: '',
        model: '',
        unitPriceCents: 0,
        lineTotalCents: 0,
      })),
    },
  ]);
}

/**
 * A zero-price order replacing returned tools: for the original order's buyer, company and delivery address,
 * reserved as any order (the stock taken only if that many are there now, tools locked in id order) and
 * waiting to ship as a paid order does. Answers the product short of stock instead when one is.
 */
export async function placeReplacementOrder(
  tx: Executor,
  original: OrderRow,
  lines: readonly { productId: string; name: string; model: string; amount: number }[],
  note: string,
): Promise<{ id: string; orderNumber: number } | { shortOf: string }> {
  const sorted = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
  for (const line of sorted) {
    const taken = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update products set quantity = quantity - ${line.amount}, updated_at = now()
        where id = ${line.productId} and quantity >= ${line.amount}
        returning id`),
    );
    if (taken.length === 0) return { shortOf: line.name };
  }
  const stored: StoredOrderLine[] = lines.map((line) => ({
    productId: line.productId,
    productName: line.name,
    model: line.model,
    unitPriceCents: 0,
    amount: line.amount,
    lineTotalCents: 0,
  }));
  const [first] = stored;
  if (!first) throw new Error('a replacement order needs a line');
  const [row] = await tx
    .insert(orders)
    .values({
      userId: original.userId,
      email: original.email,
      customerName: original.customerName,
      phoneNo: original.phoneNo,
      address: original.address,
      deliveryAddress: original.deliveryAddress,
      productId: first.productId,
      productName: first.productName,
      unitPriceCents: 0,
      amount: first.amount,
      totalPriceCents: 0,
      taxRateBasisPoints: original.taxRateBasisPoints,
      taxCents: 0,
      lines: stored,
      companyId: original.companyId,
      buyerCompany: original.buyerCompany,
      poNumber: original.poNumber,
      note,
      // Nothing to pay: it waits to ship as a paid order does, and ships by the same steps.
      status: 'paid',
      paidAt: new Date(),
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  if (!row) throw new Error('the replacement order was not written');
  return row;
}
