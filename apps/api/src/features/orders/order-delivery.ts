import { type Address, addressLines } from '@ironvolt/shared/address';
import { centsToDollars, taxCentsOf } from '@ironvolt/shared/money';
import { orderMessages } from '@ironvolt/shared/orders';
import { gramsToKg, type ShippingQuote, shippingCentsOf, shippingMessages } from '@ironvolt/shared/shipping';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { orders, type StoredOrderLine } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwner, type CurrentUser } from '../../plugins/app/auth.ts';
import { deliveryRateOf } from '../shipping/public.ts';
import { findOrderForUpdate } from './orders-repository.ts';

/** The weight of an order's lines in grams, by each tool's weight now (a deleted tool's too). */
async function weightOfLines(db: Executor, lines: readonly StoredOrderLine[]): Promise<number> {
  const amounts = JSON.stringify(lines.map((line) => ({ id: line.productId, amount: line.amount })));
  const [row] = rowsOf<{ grams: string | null }>(
    await db.execute(sql`
      select sum(products.weight_grams::bigint * line.amount)::text as grams
      from jsonb_to_recordset(${amounts}::jsonb) as line(id uuid, amount integer)
      join products on products.id = line.id`),
  );
  return Number(row?.grams ?? 0);
}

/**
 * PUT /order/:id/delivery: the buyer's unpaid order (Buy Now's, or a checkout's) ships to `address`; its shipping
 * line is computed from its weight and the zone's rate, taxed at the order's own rate beside the goods, and its
 * total becomes what the card is charged (a payment intent of the old amount is not used again). 422 for a country
 * not shipped to, 409 once the order is no longer unpaid; nothing is written then.
 */
export async function setOrderDelivery(
  db: Database,
  user: CurrentUser,
  id: string,
  address: Address,
): Promise<ShippingQuote & { address: Address }> {
  if (!isUuid(id)) throw notFound(orderMessages.orderNotFound);
  const { zone, rate } = await deliveryRateOf(db, address.country);
  return db.transaction(async (tx) => {
    const order = await findOrderForUpdate(tx, id);
    if (!order) throw notFound(orderMessages.orderNotFound);
    assertOwner(user, order, orderMessages.notYours);
    if (order.status !== 'unpaid') throw conflict(shippingMessages.notUnpaid);
    const netCents = order.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    const weightGrams = await weightOfLines(tx, order.lines);
    const shippingCents = shippingCentsOf(weightGrams, netCents, rate) ?? 0;
    const percent = order.taxRateBasisPoints / 100;
    const shippingTaxCents = taxCentsOf(shippingCents, percent);
    const taxCents = order.taxCents - order.shippingTaxCents + shippingTaxCents;
    const totalPriceCents = netCents + shippingCents + taxCents;
    await tx
      .update(orders)
      .set({
        deliveryAddress: address,
        // The address the admin's table, the mails and the invoice read: the delivery address, in lines.
        address: addressLines(address).join(', '),
        shippingWeightGrams: weightGrams,
        shippingCents,
        shippingTaxCents,
        taxCents,
        totalPriceCents,
      })
      .where(eq(orders.id, id));
    return {
      address,
      country: address.country,
      zone,
      weightKg: gramsToKg(weightGrams),
      net: centsToDollars(netCents),
      shipping: centsToDollars(shippingCents),
      shippingTax: centsToDollars(shippingTaxCents),
      tax: centsToDollars(taxCents),
      total: centsToDollars(totalPriceCents),
    };
  });
}
