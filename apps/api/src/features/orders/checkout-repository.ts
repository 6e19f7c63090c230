import type { Address } from '@ironvolt/shared/address';
import type { ShippingRate } from '@ironvolt/shared/shipping';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { placeholdersOf } from '../../db/prepared.ts';
import { orders, type StoredOrderLine } from '../../db/schema/orders.ts';
import type { PlacedMailDraft } from './order-mail-writer.ts';
import {
  type OrderLimits,
  type PlacedColumns,
  type PlacedOrderFigures,
  type PlacedOrderRow,
  placedOrderColumns,
  placedOrderOf,
  preparedPlacing,
} from './placed-order.ts';

export interface Recipient {
  userId: string;
  email: string;
  customerName: string;
  phoneNo: string;
  address: string;
  poNumber: string | null;
  note: string | null;
}

export type CheckoutOutcome =
  | { outcome: 'placed'; order: PlacedOrderFigures }
  | { outcome: 'too_many_unpaid' | 'empty' }
  | { outcome: 'short'; lines: { productId: string; available: number }[] }
  | { outcome: 'below_min_order'; lines: { productId: string; name: string; minOrder: number }[] }
  | { outcome: 'above_unverified_share'; lines: UnverifiedShareLine[] };

/** A cart line that would make an unverified buyer hold more of its tool than they may (ironvolt_unverified_hold_limit). */
export interface UnverifiedShareLine {
  productId: string;
  name: string;
  /** What the buyer may hold of the tool in all, and what their unpaid orders hold of it already. */
  limit: number;
  held: number;
}

/** A line of an accepted quote, placed at its quoted price per piece instead of the cart's (ADR 146). */
export interface QuotedLine {
  productId: string;
  amount: number;
  unitPriceCents: number;
}

type CheckoutRow = PlacedOrderRow & { outcome: string; problems: unknown };
/** Where a checkout ships and at what rate (ADR 145); absent, the order has no shipping line. */
export interface Delivery {
  address: Address;
  rate: ShippingRate;
}

type CheckoutValues = Recipient &
  OrderLimits & { taxRateBasisPoints: number; deliveryAddress: string | null; shippingRate: string | null };
const given = placeholdersOf<CheckoutValues & { lines: string }>();
const checkoutArguments = sql`${given('userId')}::uuid, ${given('email')}, ${given('customerName')},
  ${given('phoneNo')}, ${given('address')}, ${given('poNumber')}, ${given('note')}, ${given('maxUnpaid')}::integer,
  ${given('taxRateBasisPoints')}::integer, ${given('unverifiedStockPercent')}::integer,
  ${given('deliveryAddress')}::jsonb, ${given('shippingRate')}::jsonb`;
const checkoutCall = sql`ironvolt_checkout(${checkoutArguments})`;
const quoteCheckoutCall = sql`ironvolt_checkout(${checkoutArguments}, ${given('lines')}::jsonb)`;
const checkoutColumns: PlacedColumns<CheckoutRow> = {
  outcome: sql`placed.outcome`,
  ...placedOrderColumns,
  problems: sql`placed.problems`,
};
const checkout = preparedPlacing<CheckoutRow, CheckoutValues>('checkout', checkoutCall, checkoutColumns);
const quoteCheckout = preparedPlacing<CheckoutRow, CheckoutValues & { lines: string }>(
  'checkout_quote',
  quoteCheckoutCall,
  checkoutColumns,
);

/**
 * The cart checked out in one statement (`ironvolt_checkout`): every line's stock taken and the
 * order written with its lines and its tax at `taxRateBasisPoints` (ironvolt_tax_cents) and the cart emptied, or nothing
 * at all and the reason. An unverified buyer's cart is refused whole when a line would make their unpaid orders hold
 * more of its tool than they may (ironvolt_unverified_hold_limit). Given a `mail`, the same statement writes the buyer's "order
 * placed" mail (ADR 052). Given `quoted` lines, those are placed at their prices instead and the cart is kept.
 */
export async function checkoutAtOnce(
  db: Executor,
  recipient: Recipient,
  limits: OrderLimits,
  taxRateBasisPoints: number,
  mail: PlacedMailDraft | undefined,
  delivery?: Delivery,
  quoted?: readonly QuotedLine[],
): Promise<CheckoutOutcome> {
  const values: CheckoutValues = {
    ...recipient,
    ...limits,
    taxRateBasisPoints,
    deliveryAddress: delivery ? JSON.stringify(delivery.address) : null,
    shippingRate: delivery ? JSON.stringify(delivery.rate) : null,
  };
  const lines = quoted?.map((line) => ({
    product_id: line.productId,
    amount: line.amount,
    unit_cents: line.unitPriceCents,
  }));
  const [row] = lines
    ? await quoteCheckout(db, { ...values, lines: JSON.stringify(lines) }, mail)
    : await checkout(db, values, mail);
  if (!row) throw new Error('ironvolt_checkout answered no row');
  switch (row.outcome) {
    case 'placed': {
      const order = placedOrderOf(row);
      if (!order) throw new Error('ironvolt_checkout answered placed without its order');
      return { outcome: 'placed', order };
    }
    case 'short':
      return { outcome: 'short', lines: row.problems as { productId: string; available: number }[] };
    case 'below_min_order':
      return {
        outcome: 'below_min_order',
        lines: row.problems as { productId: string; name: string; minOrder: number }[],
      };
    case 'above_unverified_share':
      return { outcome: 'above_unverified_share', lines: row.problems as UnverifiedShareLine[] };
    case 'too_many_unpaid':
    case 'empty':
      return { outcome: row.outcome };
    default:
      throw new Error(`ironvolt_checkout answered an unknown outcome: ${row.outcome}`);
  }
}

/** The buyer and lines of an order, to order it again. */
export async function findOrderLines(
  db: Executor,
  orderId: string,
): Promise<{ userId: string; lines: StoredOrderLine[] } | undefined> {
  const [row] = await db
    .select({ userId: orders.userId, lines: orders.lines })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
