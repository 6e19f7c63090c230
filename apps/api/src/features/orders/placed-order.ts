import { centsToDollars } from '@ironvolt/shared/money';
import type { PlacedOrder } from '@ironvolt/shared/orders';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { StoredOrderLine } from '../../db/schema/orders.ts';

/**
 * The limits both ways of placing an order pass to their function: the unpaid-order cap (MAX_UNPAID_ORDERS), and
 * the share of a tool's stock an unverified buyer may hold (UNVERIFIED_BUYER_STOCK_PERCENT, ironvolt_unverified_hold_limit).
 */
export interface OrderLimits {
  maxUnpaid: number;
  unverifiedStockPercent: number;
}

/** The limits of `config`, as placing an order passes them. */
export const orderLimitsOf = (config: Config): OrderLimits => ({
  maxUnpaid: config.orders.maxUnpaidPerCustomer,
  unverifiedStockPercent: config.unverifiedBuyers.stockPercent,
});

/** A new order as the function that wrote it answers (ironvolt_place_order, ironvolt_checkout). */
export interface PlacedOrderFigures {
  id: string;
  orderNumber: number;
  totalPriceCents: number;
  /** Unpaid, awaiting a company admin's approval (above the buyer's order limit), or confirmed on account. */
  status: 'unpaid' | 'awaiting_approval' | 'confirmed';
  /** The lines and tax as written: the "order placed" mail states them without reading the order again. */
  lines: StoredOrderLine[];
  taxCents: number;
  /** The shipping line's net (the checkout's; Buy Now places none). */
  shippingCents: number;
  /** Held for an unverified buyer's shorter time (ironvolt_unverified_buyer): their mail says so. */
  shortHold: boolean;
}

/** What a statement placing an order reads of what ironvolt_place_order or ironvolt_checkout answered as `placed`. */
export const placedOrderColumns = {
  order_id: sql`placed.order_id`,
  placed_number: sql`placed.placed_number`,
  placed_total_cents: sql`placed.placed_total_cents`,
  placed_status: sql`placed.placed_status`,
  order_lines: sql`placed.order_lines`,
  order_tax_cents: sql`placed.order_tax_cents`,
  short_hold: sql`placed.short_hold`,
};

/** The answer's columns of the new order (null when none was written); bigint comes back as a string from node-postgres. */
export interface PlacedOrderRow {
  order_id: string | null;
  placed_number: number | null;
  placed_total_cents: number | string | null;
  placed_status: string | null;
  order_lines: StoredOrderLine[] | null;
  order_tax_cents: number | string | null;
  short_hold: boolean | null;
  /** Only ironvolt_checkout answers it. */
  order_shipping_cents?: number | string | null;
}

/** What Buy Now (POST /addOrder) and the checkout answer of the order they wrote, beside SPEC's `acknowledged`. */
export type PlacedOrderReply = Omit<PlacedOrder, 'acknowledged'>;
export const placedOrderReply = (order: PlacedOrderFigures): PlacedOrderReply => ({
  insertedId: order.id,
  orderNumber: order.orderNumber,
  totalPrice: centsToDollars(order.totalPriceCents),
  status: order.status,
});

/** The order a call wrote, from its answer; undefined when it wrote none. */
export function placedOrderOf(row: PlacedOrderRow): PlacedOrderFigures | undefined {
  if (!row.order_id || row.placed_number === null || row.placed_total_cents === null) return undefined;
  return {
    id: row.order_id,
    orderNumber: row.placed_number,
    // bigint comes back as a string from node-postgres.
    totalPriceCents: Number(row.placed_total_cents),
    status: row.placed_status === 'awaiting_approval' ? 'awaiting_approval' : 'unpaid',
    lines: row.order_lines ?? [],
    taxCents: Number(row.order_tax_cents ?? 0),
    shippingCents: Number(row.order_shipping_cents ?? 0),
    shortHold: row.short_hold === true,
  };
}

/**
 * What a statement placing an order reads of the function's answer: a row's columns, each `placed.<column>`. The
 * answer's columns are the function's, which Drizzle's schema does not describe: the rows are typed by the caller.
 */
export type PlacedColumns<Row> = { [K in keyof Row]: SQL };

/**
 * An order function's `call` with the `columns` read of its answer (named `placed`), prepared as `name` once per
 * database or transaction (ADR 056), its values placeholders: answers the rows, run with `values`. The buyer's
 * "order placed" mail is not this statement's: the caller writes it with the answer, in the same transaction
 * (ADR 153).
 */
export function preparedPlacing<Row, Values extends object>(
  name: string,
  call: SQL,
  columns: PlacedColumns<Row>,
): (db: Executor, values: Values) => Promise<Row[]> {
  const placing = preparedPerDatabase((db: Executor) =>
    db.select(columns).from(sql`${call} as placed`).prepare(name),
  );
  return async (db, values) => (await placing(db).execute(values as Record<string, unknown>)) as Row[];
}
