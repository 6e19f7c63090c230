import { centsToDollars } from '@ironvolt/shared/money';
import type { PlacedOrder } from '@ironvolt/shared/orders';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Executor } from '../../db/client.ts';
import { placeholdersOf, preparedPerDatabase } from '../../db/prepared.ts';
import type { PlacedMailDraft } from './order-mail-writer.ts';
import { ORDER_NUMBER_MARK } from './order-mail-writer.ts';

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
}

/**
 * What the statement placing an order reads of what ironvolt_place_order or ironvolt_checkout answered (null
 * when it wrote none), from their answer named `placed` (see placingStatement).
 */
export const placedOrderColumns = {
  order_id: sql`placed.order_id`,
  placed_number: sql`placed.placed_number`,
  placed_total_cents: sql`placed.placed_total_cents`,
  placed_status: sql`placed.placed_status`,
};

export interface PlacedOrderRow {
  order_id: string | null;
  placed_number: number | null;
  placed_total_cents: number | string | null;
  placed_status: string | null;
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
  };
}

/** The "order placed" mail's values in `placingStatement`, as `mailValues` gives them. */
interface PlacedMailValues {
  mailMessageId: string;
  mailTo: string;
  mailSubject: string;
  mailAwaitingSubject: string;
  mailData: string;
  mailOrder: string;
  mailShortHoldHours: number;
}
const mailValue = placeholdersOf<PlacedMailValues>();

/**
 * What a statement placing an order reads of the function's answer: a row's columns, each `placed.<column>`. The
 * answer's columns are the function's, which Drizzle's schema does not describe: the rows are typed by the caller.
 */
export type PlacedColumns<Row> = { [K in keyof Row]: SQL };

/**
 * The mail's insert beside the order in `placingStatement`: the buyer's "order placed" mail, written into the
 * outbox with the order's figures as the function answered them, only when it wrote an order. The mail states the
 * order's hold as the function gave it: shorter for an unverified buyer's (`short_hold` of ironvolt_place_order and ironvolt_checkout).
 * An order placed awaiting a company admin's approval gets a subject and words of its own (its `status`).
 */
const placedMailInsert = sql`
  insert into mail_outbox (message_id, kind, to_address, subject, template_data)
  select ${mailValue('mailMessageId')}, 'order_placed', ${mailValue('mailTo')},
         replace(case when placed.placed_status = 'awaiting_approval' then ${mailValue('mailAwaitingSubject')}
                      else ${mailValue('mailSubject')} end, ${ORDER_NUMBER_MARK}, placed.placed_number::text),
         ${mailValue('mailData')}::jsonb
           || case when placed.short_hold
                then jsonb_build_object('holdHours', ${mailValue('mailShortHoldHours')}::numeric)
                else '{}'::jsonb end
           || jsonb_build_object('order', ${mailValue('mailOrder')}::jsonb
           || jsonb_build_object('id', placed.order_id, 'orderNumber', placed.placed_number,
                                 'lines', placed.order_lines, 'taxCents', placed.order_tax_cents,
                                 'totalPriceCents', placed.placed_total_cents, 'status', placed.placed_status)
           -- The checkout's shipping line (ironvolt_checkout answers it; Buy Now places none).
           || jsonb_strip_nulls(jsonb_build_object('shippingCents', to_jsonb(placed)->'order_shipping_cents'))
           -- A tax-exempt company's order is written at rate 0 and so with no tax: its mail must not state the
           -- shop's rate. (A taxed order of a few cents whose tax rounds to 0 loses only its zero tax line.)
           || case when placed.order_tax_cents = 0
                then jsonb_build_object('taxRateBasisPoints', 0) else '{}'::jsonb end)
  from placed where placed.order_id is not null`;

/**
 * The statement that places an order, prepared through Drizzle's query builder: `call`, one of the two order
 * functions, answers as `placed`, and `columns` are read of its answer. With a mail, the same statement writes the
 * buyer's "order placed" mail beside it (ADR 052): one round trip, no BEGIN or COMMIT, a statement being atomic,
 * so the mail exists exactly when the order does. The function is called once for both readers of its answer: a
 * CTE that calls a volatile function (or is read twice) is never folded into the query that reads it.
 */
function placingStatement<Row>(db: Executor, call: SQL, columns: PlacedColumns<Row>, withMail: boolean) {
  if (!withMail) return db.select(columns).from(sql`${call} as placed`);
  const placed = db.$with('placed', {}).as(sql`select * from ${call}`);
  const placedMail = db.$with('placed_mail', {}).as(placedMailInsert);
  return db.with(placed, placedMail).select(columns).from(sql`placed`);
}

/** The "order placed" mail's values of `placingStatement`. */
function mailValues(mail: PlacedMailDraft): PlacedMailValues {
  const { order, ...data } = mail.data;
  return {
    mailMessageId: mail.messageId,
    mailTo: mail.to,
    mailSubject: mail.subject,
    mailAwaitingSubject: mail.awaitingSubject,
    mailData: JSON.stringify(data),
    mailOrder: JSON.stringify(order),
    mailShortHoldHours: mail.shortHoldHours,
  };
}

/**
 * An order function's `call` and the `columns` read of its answer as `placingStatement`'s two forms, prepared as
 * `name` and `name_with_mail` once per database or transaction (ADR 056), their values placeholders (the mail's by
 * `mailValues`): answers the rows of the one a mail asks for, run with `values`.
 */
export function preparedPlacing<Row, Values extends object>(
  name: string,
  call: SQL,
  columns: PlacedColumns<Row>,
): (db: Executor, values: Values, mail: PlacedMailDraft | undefined) => Promise<Row[]> {
  const alone = preparedPerDatabase((db: Executor) =>
    placingStatement(db, call, columns, false).prepare(name),
  );
  const withMail = preparedPerDatabase((db: Executor) =>
    placingStatement(db, call, columns, true).prepare(`${name}_with_mail`),
  );
  return async (db, values, mail) => {
    const rows = mail
      ? await withMail(db).execute({ ...values, ...mailValues(mail) } as Record<string, unknown>)
      : await alone(db).execute(values as Record<string, unknown>);
    return rows as Row[];
  };
}
