import { type SQL, sql } from 'drizzle-orm';
import type { PlacedMailDraft } from './order-mail-writer.ts';
import { ORDER_NUMBER_MARK } from './order-mail-writer.ts';

/** A new order as the function that wrote it answers (migration 0026). */
export interface PlacedOrderFigures {
  id: string;
  orderNumber: number;
  totalPriceCents: number;
}

/**
 * What the statement placing an order reads of what ironvolt_place_order or ironvolt_checkout answered (null
 * when it wrote none), from their answer named `placed` (see placingStatement).
 */
export const placedOrderColumns = sql.raw('placed.order_id, placed.placed_number, placed.placed_total_cents');

export interface PlacedOrderRow {
  order_id: string | null;
  placed_number: number | null;
  placed_total_cents: number | string | null;
}

/** The order a call wrote, from its answer; undefined when it wrote none. */
export function placedOrderOf(row: PlacedOrderRow): PlacedOrderFigures | undefined {
  if (!row.order_id || row.placed_number === null || row.placed_total_cents === null) return undefined;
  return {
    id: row.order_id,
    orderNumber: row.placed_number,
    // bigint comes back as a string from node-postgres.
    totalPriceCents: Number(row.placed_total_cents),
  };
}

/**
 * The statement that places an order: `call`, one of the two order functions, answers as `placed`, and when it
 * wrote an order and there is a `mail` to write, the same statement writes the buyer's "order placed" mail into
 * the outbox with the order's figures as the function answered them (ADR 052). One round trip, no BEGIN or
 * COMMIT: a statement is atomic, so the mail exists exactly when the order does. MATERIALIZED runs the function
 * once for both readers of its answer.
 */
export function placingStatement(call: SQL, columns: SQL, mail: PlacedMailDraft | undefined): SQL {
  if (!mail) return sql`select ${columns} from ${call} as placed`;
  const { order: given, ...data } = mail.data;
  return sql`
    with placed as materialized (select * from ${call}),
    placed_mail as (
      insert into mail_outbox (message_id, kind, to_address, subject, template_data)
      select ${mail.messageId}, 'order_placed', ${mail.to},
             replace(${mail.subject}, ${ORDER_NUMBER_MARK}, placed.placed_number::text),
             ${JSON.stringify(data)}::jsonb || jsonb_build_object('order', ${JSON.stringify(given)}::jsonb
               || jsonb_build_object('id', placed.order_id, 'orderNumber', placed.placed_number,
                                     'lines', placed.order_lines, 'taxCents', placed.order_tax_cents,
                                     'totalPriceCents', placed.placed_total_cents))
      from placed where placed.order_id is not null
    )
    select ${columns} from placed`;
}
