import { sql } from 'drizzle-orm';
import type { StoredOrderLine } from '../db/schema/index.ts';

/** A new order as the function that wrote it answers (migration 0026): its mail needs no read of it afterwards. */
export interface PlacedOrderFigures {
  id: string;
  orderNumber: number;
  totalPriceCents: number;
  lines: StoredOrderLine[];
  taxCents: number;
}

/** What ironvolt_place_order and ironvolt_checkout both answer about the order they wrote (null when none). */
export const placedOrderColumns = sql.raw(
  'order_id, placed_number, placed_total_cents, order_lines, order_tax_cents',
);

export interface PlacedOrderRow {
  order_id: string | null;
  placed_number: number | null;
  placed_total_cents: number | string | null;
  order_lines: StoredOrderLine[] | null;
  order_tax_cents: number | string | null;
}

/** The order a call wrote, from its answer; undefined when it wrote none. */
export function placedOrderOf(row: PlacedOrderRow): PlacedOrderFigures | undefined {
  if (!row.order_id || row.placed_number === null || row.placed_total_cents === null) return undefined;
  return {
    id: row.order_id,
    orderNumber: row.placed_number,
    // bigint comes back as a string from node-postgres.
    totalPriceCents: Number(row.placed_total_cents),
    lines: row.order_lines ?? [],
    taxCents: Number(row.order_tax_cents ?? 0),
  };
}
