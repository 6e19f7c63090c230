import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  lt,
  or,
  type Placeholder,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { placeholdersOf, preparedPerDatabase } from '../../db/prepared.ts';
import { adminActivity, companyMembers, orderPayments, orders, users } from '../../db/schema/index.ts';
import { serializedAmong, serialsByOrder } from '../warranty/public.ts';
import { ORDER_JSON_COLUMNS, type OrderJsonRow, type OrderPaymentRow, toOrderJson } from './order-json.ts';
import type { PlacedMailDraft } from './order-mail-writer.ts';
import { releaseOrderStock } from './order-stock.ts';
import {
  type OrderLimits,
  type PlacedColumns,
  type PlacedOrderFigures,
  type PlacedOrderRow,
  placedOrderColumns,
  placedOrderOf,
  preparedPlacing,
} from './placed-order.ts';

export type OrderRow = typeof orders.$inferSelect;
/** What the buyer's order says besides the product and amount; name and price come from the catalog. */
export interface OrderDetails {
  userId: string;
  email: string;
  customerName: string;
  phoneNo: string;
  address: string;
  /** The buyer's PO number and note, null when not given. */
  poNumber: string | null;
  note: string | null;
}

/** What one call of `ironvolt_place_order` found: the new order, or the figures that explain why there is none. */
export interface PlacedOrder {
  /** The new order: its id, number, total, lines and tax as written; undefined when none was written. */
  order?: PlacedOrderFigures;
  /** The buyer's unpaid orders before this one. */
  unpaid: number;
  /** The live product's stock and minimum order when no order was written; undefined when it is gone. */
  product?: { quantity: number; minOrder: number };
  /**
   * For a buyer whose address is not confirmed and who has never paid, read before the order: the pieces of the
   * product their unpaid orders hold and what they may hold in all (ironvolt_unpaid_held); undefined for anyone else.
   */
  unverifiedShare?: { held: number; limit: number; productName: string };
}

type PlaceOrderRow = PlacedOrderRow & {
  unpaid: number;
  quantity: number | null;
  min_order: number | null;
  held: number | string | null;
  hold_limit: number | string | null;
  product_name: string | null;
};
type PlaceOrderValues = OrderDetails & {
  productId: string;
  amount: number | null;
  maxUnpaid: number;
  taxRateBasisPoints: number;
  unverifiedStockPercent: number;
};
const given = placeholdersOf<PlaceOrderValues>();
const placeOrderCall = sql`ironvolt_place_order(${given('userId')}::uuid, ${given('email')},
  ${given('customerName')}, ${given('phoneNo')}, ${given('address')}, ${given('poNumber')}, ${given('note')},
  ${given('productId')}::uuid,
  ${given('amount')}::integer, ${given('maxUnpaid')}::integer, ${given('taxRateBasisPoints')}::integer,
  ${given('unverifiedStockPercent')}::integer)`;
const placeOrderColumns: PlacedColumns<PlaceOrderRow> = {
  ...placedOrderColumns,
  unpaid: sql`placed.unpaid`,
  quantity: sql`placed.quantity`,
  min_order: sql`placed.min_order`,
  held: sql`placed.held`,
  hold_limit: sql`placed.hold_limit`,
  product_name: sql`placed.product_name`,
};
const placeOrder = preparedPlacing<PlaceOrderRow, PlaceOrderValues>(
  'place_order',
  placeOrderCall,
  placeOrderColumns,
);

/**
 * Places an order in one statement (ironvolt_place_order, ADR 018): locks the buyer, counts their unpaid orders and,
 * when there are fewer than `maxUnpaid` and `amount` is given, takes `amount` units of a live product if at this
 * instant there are that many and the amount meets the minimum order, and writes the order with the product's
 * name and unit price as they are now, and the tax at `taxRateBasisPoints` (ironvolt_tax_cents). Concurrent orders
 * can never oversell, and an order never exists without its stock. A buyer whose address is not confirmed and who
 * has never paid gets no order that would make their unpaid orders hold more of the product than its minimum
 * order or `unverifiedStockPercent` of its stock, whichever is larger (ironvolt_unverified_hold_limit). With no order, the
 * product's figures are read right after, in the same call.
 * Given a `mail`, the same statement writes the buyer's "order placed" mail with the order (ADR 052).
 */
export async function placeOrderAtOnce(
  db: Executor,
  productId: string,
  amount: number | null,
  limits: OrderLimits,
  taxRateBasisPoints: number,
  details: OrderDetails,
  mail: PlacedMailDraft | undefined,
): Promise<PlacedOrder> {
  const values: PlaceOrderValues = { ...details, productId, amount, ...limits, taxRateBasisPoints };
  const [row] = await placeOrder(db, values, mail);
  if (!row) throw new Error('ironvolt_place_order answered no row');
  const order = placedOrderOf(row);
  return {
    ...(order ? { order } : {}),
    unpaid: row.unpaid,
    ...(row.quantity !== null && row.min_order !== null
      ? { product: { quantity: row.quantity, minOrder: row.min_order } }
      : {}),
    // bigint comes back as a string from node-postgres.
    ...(row.held !== null && row.hold_limit !== null && row.product_name !== null
      ? {
          unverifiedShare: {
            held: Number(row.held),
            limit: Number(row.hold_limit),
            productName: row.product_name,
          },
        }
      : {}),
  };
}

/** The recorded payments of the orders on account among `rows`, by order, oldest first: one read for a page. */
export async function paymentsOfOrders(
  db: Executor,
  rows: readonly Pick<OrderRow, 'id' | 'paymentMethod'>[],
): Promise<Map<string, OrderPaymentRow[]>> {
  const ids = rows.filter((row) => row.paymentMethod === 'account').map((row) => row.id);
  const byOrder = new Map<string, OrderPaymentRow[]>();
  if (ids.length === 0) return byOrder;
  const payments = await db
    .select()
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, ids))
    .orderBy(orderPayments.receivedAt, orderPayments.createdAt);
  for (const payment of payments)
    byOrder.set(payment.orderId, [...(byOrder.get(payment.orderId) ?? []), payment]);
  return byOrder;
}

/** Orders as JSON, each with its recorded payments. */
/** The serial numbers of the orders that have shipped (ADR 148), by order and product. */
export async function serialsOfShipped(
  db: Executor,
  rows: readonly Pick<OrderRow, 'id' | 'status'>[],
): Promise<Map<string, Map<string, string[]>>> {
  const shipped = rows.filter((row) => SHIPPED_STATUSES.has(row.status)).map((row) => row.id);
  return shipped.length === 0 ? new Map() : serialsByOrder(db, shipped);
}
const SHIPPED_STATUSES: ReadonlySet<string> = new Set(['shipped', 'delivered', 'refunded']);

/** Of the orders still to ship, which lines' tools take serial numbers when they do (the ship dialog asks for them). */
export async function serializedToShip(
  db: Executor,
  rows: readonly Pick<OrderRow, 'status' | 'lines'>[],
): Promise<ReadonlySet<string>> {
  const ids = rows
    .filter((row) => row.status === 'paid' || row.status === 'confirmed')
    .flatMap((row) => row.lines.map((line) => line.productId));
  return ids.length === 0 ? new Set() : serializedAmong(db, [...new Set(ids)]);
}

export async function ordersJson<Row extends OrderJsonRow>(db: Executor, rows: readonly Row[]) {
  const payments = await paymentsOfOrders(db, rows);
  const serials = await serialsOfShipped(db, rows);
  const serialized = await serializedToShip(db, rows);
  return rows.map((row) => toOrderJson(row, payments.get(row.id), serials.get(row.id), serialized));
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * When an admin shipped and delivered the order, from the audit trail's entries about it (the order keeps no
 * column for either); oldest first. Read through the entries of that action (admin_activity_action_idx).
 */
export async function statusChangesOf(
  db: Executor,
  id: string,
): Promise<{ status: string | undefined; at: Date }[]> {
  const rows = await db
    .select({ after: adminActivity.after, at: adminActivity.at })
    .from(adminActivity)
    .where(and(eq(adminActivity.action, 'order.status_changed'), eq(adminActivity.subjectId, id)))
    .orderBy(adminActivity.at);
  return rows.map((row) => ({ status: (row.after as { status?: string } | null)?.status, at: row.at }));
}

/** Locks one order row until the transaction ends. */
export async function findOrderForUpdate(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** An address as every buyer's orders are matched: whatever the case typed, without surrounding spaces. */
const normalEmail = (email: string) => email.trim().toLowerCase();
/** A value given now, or a placeholder given when a prepared statement runs. */
type Param<T> = T | Placeholder;

const ofEmail = (email: Param<string>, column: SQLWrapper = orders.email) => sql`lower(${column}) = ${email}`;
/** The orders table under another name, for a subquery beside the outer one. */
const counted = alias(orders, 'counted');
/** How many orders a buyer has (from `table`: `orders` or its alias), `email` normalized. */
const countOfEmail = (db: Executor, email: Param<string>, table: typeof orders | typeof counted = orders) =>
  db.select({ n: count() }).from(table).where(ofEmail(email, table.email));

const orderColumns = getTableColumns(orders);
/** The orders table's columns that an order's JSON reads (lib/order-json.ts). */
const orderJsonColumns = Object.fromEntries(
  ORDER_JSON_COLUMNS.map((name) => [name, orderColumns[name]]),
) as Pick<typeof orderColumns, (typeof ORDER_JSON_COLUMNS)[number]>;

/**
 * One page of a buyer's orders, newest first, `email` normalized, each row with how many orders they have in all:
 * counted once in the same statement (an uncorrelated subquery, run once, from the e-mail index), so a page costs
 * one round trip. Only the columns My Orders' JSON shows: every other one would be read, sent and decoded for
 * nothing.
 */
export const ordersOfEmail = (
  db: Executor,
  email: Param<string>,
  page: { offset: Param<number>; limit: Param<number> },
) =>
  db
    .select({
      ...orderJsonColumns,
      total: sql<number>`(${countOfEmail(db, email, counted)})`.mapWith(Number),
    })
    .from(orders)
    .where(ofEmail(email))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);

/** ordersOfEmail prepared: My Orders asks it on every page view (ADR 049). */
const preparedPage = preparedPerDatabase((db: Executor) =>
  ordersOfEmail(db, sql.placeholder('email'), {
    offset: sql.placeholder('offset'),
    limit: sql.placeholder('limit'),
  }).prepare('orders_of_email_page'),
);

/** A page of a buyer's orders, whatever the case of the address typed, and how many they have in all. */
export async function listOrdersOfEmail(
  db: Executor,
  email: string,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderJsonRow[]; total: number }> {
  const found = await preparedPage(db).execute({ email: normalEmail(email), ...page });
  const rows = found.map(({ total: _total, ...row }) => row);
  const [first] = found;
  if (first) return { rows, total: first.total };
  // A page past the end holds no row to carry the count.
  const [all] = await countOfEmail(db, normalEmail(email));
  return { rows, total: all?.n ?? 0 };
}

export async function setStatus(db: Executor, id: string, status: OrderRow['status']): Promise<void> {
  await db.update(orders).set({ status }).where(eq(orders.id, id));
}

export async function deleteOrder(db: Executor, id: string): Promise<void> {
  await db.delete(orders).where(eq(orders.id, id));
}

/**
 * Cancels unpaid orders, and orders still awaiting a company admin's approval, created before `cutoff.hold` (or
 * `cutoff.shortHold` when held short) and gives their stock back, a batch at a time; answers how many and the payment intents they had, to void. Rows are claimed with FOR
 * UPDATE SKIP LOCKED and the status is re-checked, so instances sweeping together never cancel an order twice or
 * return its stock twice.
 */
export async function cancelExpiredOrders(
  db: Database,
  cutoff: { hold: Date; shortHold: Date },
  /** Written for each cancelled order in the batch's transaction (the buyer's mail); `was` its status before. */
  onCancelled?: (tx: Executor, order: OrderRow, was: OrderRow['status']) => Promise<void>,
  batch = 500,
): Promise<{ cancelled: number; intentIds: string[] }> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select()
      .from(orders)
      .where(
        and(
          inArray(orders.status, ['unpaid', 'awaiting_approval']),
          or(
            lt(orders.createdAt, cutoff.hold),
            and(eq(orders.shortHold, true), lt(orders.createdAt, cutoff.shortHold)),
          ),
        ),
      )
      .orderBy(orders.createdAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    if (expired.length === 0) return { cancelled: 0, intentIds: [] };
    await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(
        inArray(
          orders.id,
          expired.map((o) => o.id),
        ),
      );
    await releaseOrderStock(tx, expired);
    if (onCancelled) for (const o of expired) await onCancelled(tx, { ...o, status: 'cancelled' }, o.status);
    const intentIds = expired.flatMap((o) => (o.paymentIntentId ? [o.paymentIntentId] : []));
    return { cancelled: expired.length, intentIds };
  });
}

/** `text` matched literally inside a LIKE pattern: its %, _ and \ escaped. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Manage All orders' search: every word of `q` matches the order's number (a whole number, with or without '#'),
 * or is found in the buyer's name, e-mail or PO number, whatever the case.
 */
const searchOf = (q: string | undefined) =>
  (q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => {
      const text = sql`lower(${orders.customerName} || ' ' || ${orders.email} || ' ' || coalesce(${orders.poNumber}, '')) like lower(${`%${likeLiteral(word)}%`})`;
      const number = /^#?(\d{1,9})$/.exec(word)?.[1];
      return number ? or(eq(orders.orderNumber, Number(number)), text) : text;
    });

export async function listAllOrders(
  db: Executor,
  filter: { status?: OrderRow['status'] | undefined; q?: string | undefined; offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(filter.status ? eq(orders.status, filter.status) : undefined, ...searchOf(filter.q));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Moves an order one step (paid → shipped, shipped → delivered) only from the state that step starts at. */
export async function advanceStatus(
  db: Executor,
  id: string,
  from: OrderRow['status'],
  to: OrderRow['status'],
  shipping: { carrier?: string | undefined; trackingNumber?: string | undefined } = {},
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      status: to,
      ...(shipping.carrier !== undefined ? { carrier: shipping.carrier } : {}),
      ...(shipping.trackingNumber !== undefined ? { trackingNumber: shipping.trackingNumber } : {}),
    })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The company admins of a company, to mail: their address and name. */
export async function companyAdminsOf(
  db: Executor,
  companyId: string,
): Promise<{ email: string; name: string }[]> {
  return db
    .select({ email: users.email, name: users.name })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')))
    .orderBy(users.email);
}

/**
 * A page of a company's orders, newest first (orders_company_newest_idx), of one buyer and one status when given,
 * each with who placed it, and how many match in all.
 */
export async function listCompanyOrders(
  db: Executor,
  filter: {
    companyId: string;
    buyerId?: string | undefined;
    status?: OrderRow['status'] | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: (OrderJsonRow & { userId: string })[]; total: number }> {
  const where = and(
    eq(orders.companyId, filter.companyId),
    filter.buyerId ? eq(orders.userId, filter.buyerId) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...orderJsonColumns, userId: orders.userId })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
