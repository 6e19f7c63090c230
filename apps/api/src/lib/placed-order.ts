import { centsToDollars } from '@ironvolt/shared/money';
import type { PlacedOrder } from '@ironvolt/shared/orders';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../config/env.ts';
import { type Preparer, placeholdersOf, preparedStatement } from '../db/prepared.ts';
import type { PlacedMailDraft } from './order-mail-writer.ts';
import { ORDER_NUMBER_MARK } from './order-mail-writer.ts';

/**
 * The limits both ways of placing an order pass to their function: the unpaid-order cap (MAX_UNPAID_ORDERS), and
 * the share of a tool's stock an unverified buyer may hold (UNVERIFIED_BUYER_STOCK_PERCENT, migration 0029).
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

/** What Buy Now (POST /addOrder) and the checkout answer of the order they wrote, beside SPEC's `acknowledged`. */
export type PlacedOrderReply = Omit<PlacedOrder, 'acknowledged'>;
export const placedOrderReply = (order: PlacedOrderFigures): PlacedOrderReply => ({
  insertedId: order.id,
  orderNumber: order.orderNumber,
  totalPrice: centsToDollars(order.totalPriceCents),
});

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

/** The "order placed" mail's values in `placingStatement`, as `mailValues` gives them. */
interface PlacedMailValues {
  mailMessageId: string;
  mailTo: string;
  mailSubject: string;
  mailData: string;
  mailOrder: string;
  mailShortHoldHours: number;
}
const mailValue = placeholdersOf<PlacedMailValues>();

/**
 * The statement that places an order: `call`, one of the two order functions, answers as `placed`, and with
 * `withMail` the same statement writes the buyer's "order placed" mail into the outbox with the order's figures
 * as the function answered them (ADR 052). One round trip, no BEGIN or COMMIT: a statement is atomic, so the
 * mail exists exactly when the order does. MATERIALIZED runs the function once for both readers of its answer.
 * The mail states the order's hold as the function gave it: shorter for an unverified buyer's (migration 0029).
 * The call's and the mail's values are placeholders: the statement is prepared once (ADR 056), and its values
 * are given per order, the mail's by `mailValues`.
 */
function placingStatement(call: SQL, columns: SQL, withMail: boolean): SQL {
  if (!withMail) return sql`select ${columns} from ${call} as placed`;
  return sql`
    with placed as materialized (select * from ${call}),
    placed_mail as (
      insert into mail_outbox (message_id, kind, to_address, subject, template_data)
      select ${mailValue('mailMessageId')}, 'order_placed', ${mailValue('mailTo')},
             replace(${mailValue('mailSubject')}, ${ORDER_NUMBER_MARK}, placed.placed_number::text),
             ${mailValue('mailData')}::jsonb
               || case when placed.short_hold
                    then jsonb_build_object('holdHours', ${mailValue('mailShortHoldHours')}::numeric)
                    else '{}'::jsonb end
               || jsonb_build_object('order', ${mailValue('mailOrder')}::jsonb
               || jsonb_build_object('id', placed.order_id, 'orderNumber', placed.placed_number,
                                     'lines', placed.order_lines, 'taxCents', placed.order_tax_cents,
                                     'totalPriceCents', placed.placed_total_cents))
      from placed where placed.order_id is not null
    )
    select ${columns} from placed`;
}

/** The "order placed" mail's values of `placingStatement`. */
function mailValues(mail: PlacedMailDraft): PlacedMailValues {
  const { order, ...data } = mail.data;
  return {
    mailMessageId: mail.messageId,
    mailTo: mail.to,
    mailSubject: mail.subject,
    mailData: JSON.stringify(data),
    mailOrder: JSON.stringify(order),
    mailShortHoldHours: mail.shortHoldHours,
  };
}

/**
 * An order function's `call` and the `columns` read of its answer as `placingStatement`'s two forms, prepared as
 * `name` and `name_with_mail` (ADR 056): answers the rows of the one a mail asks for, run with `values`.
 */
export function preparedPlacing<Row, Values extends object>(
  name: string,
  call: SQL,
  columns: SQL,
): (db: Preparer, values: Values, mail: PlacedMailDraft | undefined) => Promise<Row[]> {
  const alone = preparedStatement<Row, Values>(name, placingStatement(call, columns, false));
  const withMail = preparedStatement<Row, Values & PlacedMailValues>(
    `${name}_with_mail`,
    placingStatement(call, columns, true),
  );
  return (db, values, mail) => (mail ? withMail(db, { ...values, ...mailValues(mail) }) : alone(db, values));
}
