import { addressLines } from '@ironvolt/shared/address';
import type { AdminOrder, OrderStatusBody } from '@ironvolt/shared/admin';
import { companyMessages } from '@ironvolt/shared/companies-constants';
import { dollarsToCents } from '@ironvolt/shared/money';
import {
  type CompanyOrder,
  type CompanyOrdersQuery,
  formatOrderNumber,
  MY_ORDERS_PAGE_SIZE,
  type Order,
  type OrderAmountProblem,
  type OrderDetail,
  type OrderStep,
  orderAmountProblem,
  orderMessages,
  orderStatuses,
} from '@ironvolt/shared/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwner, assertOwnerOrAdmin, type CurrentUser } from '../../plugins/app/auth.ts';
import { recordShipmentSerials } from '../warranty/public.ts';
import type { PdfThread } from './invoice-pdf-thread.ts';
import {
  assertNoOverdue,
  companyOfBuyer,
  confirmOnAccount,
  creditOnAccount,
  lockAccountTerms,
  recordPayment,
  reversePayment,
  settlePlacedOnAccount,
} from './on-account.ts';
import { toOrderJson } from './order-json.ts';
import { type OrderMails, orderMail, placedMailDraft } from './order-mail-writer.ts';
import { releaseOrderStock } from './order-stock.ts';
import {
  advanceStatus,
  cancelExpiredOrders,
  companyAdminsOf,
  deleteOrder,
  findOrder,
  findOrderForUpdate,
  listAllOrders,
  listCompanyOrders,
  listOrdersOfEmail,
  type OrderRow,
  ordersJson,
  paymentsOfOrders,
  placeOrderAtOnce,
  serializedToShip,
  serialsOfShipped,
  setStatus,
  statusChangesOf,
} from './orders-repository.ts';
import { orderLimitsOf, type PlacedOrderReply, placedOrderReply } from './placed-order.ts';
import { refundStatesOf } from './refund-states.ts';

const MAX_RESERVABLE = 2_147_483_647;

/**
 * The payment-void port: voids the intent of an order just cancelled or deleted, refunding a charge found on it.
 * Never throws: failures are logged and the cancellation stands. The payments feature provides it (app.ts hands
 * it to the features that cancel orders), so orders need nothing of payments' files.
 */
export type VoidPayment = (intentId: string, log: FastifyBaseLogger) => Promise<void>;

/**
 * What the orders' services use of this server, built once by ordersRoutes (orderMailsOf for the mails); each
 * service takes the part it needs. The request's logger and the payment-void port stay arguments of the call.
 */
export interface OrdersDeps {
  db: Database;
  config: Config;
  mails: OrderMails;
  /** The thread the order documents (invoice, credit note, statement) are rendered in. */
  pdfs: PdfThread;
}

/** POST /addOrder's body once validated: the amount is a whole number (AddOrderBodySchema). */
export interface PlaceOrder {
  productId: string;
  amount: number;
  name?: string | undefined;
  phoneNo?: string | undefined;
  address?: string | undefined;
  poNumber?: string | undefined;
  note?: string | undefined;
  payment?: 'card' | 'account' | undefined;
}

/**
 * How the API answers each problem of the order amount rule when the database took no stock: a minimum not
 * met can never be ordered (422); a stock too small is a conflict with other buyers (409). A malformed amount
 * never gets here (the body schema answers 400).
 */
const AMOUNT_REFUSAL_STATUS: Record<OrderAmountProblem, number> = {
  empty: 400,
  notWhole: 400,
  belowMin: 422,
  aboveStock: 409,
};

/**
 * Places an order for the signed-in buyer at the catalog's price. In one statement (orders-repository.ts): the
 * buyer's unpaid orders are counted, the stock is taken by a conditional update (never below zero, whatever runs
 * at the same time), and the order is written with a snapshot of the product's name and unit price; when none is
 * written, the buyer's count and the product's figures read in the same call say why (429, 404, 422 or 409).
 * The buyer's "order placed" mail is written by the same statement as the order (ADR 052), so it exists exactly
 * when the order does.
 */
export async function placeOrder(
  deps: Pick<OrdersDeps, 'db' | 'config' | 'mails'>,
  buyer: CurrentUser,
  input: PlaceOrder,
  log: FastifyBaseLogger,
): Promise<PlacedOrderReply> {
  const { db, config, mails } = deps;
  if (!isUuid(input.productId)) throw notFound(orderMessages.productGone);
  const { amount } = input;
  // Beyond any stock a product can hold: answered from the product's figures without touching the stock.
  const reservable = amount >= 1 && amount <= MAX_RESERVABLE;
  const max = config.orders.maxUnpaidPerCustomer;

  const taxRate = config.tax.rateBasisPoints;
  const customerName = input.name ?? buyer.name;
  const onAccount = input.payment === 'account';
  // As checkout stores them: a note left empty is no note.
  const poNumber = input.poNumber ?? null;
  const note = input.note || null;
  // On account, the buyer's mail is the invoice or "awaits approval", written once the order is settled.
  const mail =
    buyer.email && !onAccount
      ? placedMailDraft(mails, {
          email: buyer.email,
          customerName,
          address: input.address ?? '',
          taxRateBasisPoints: taxRate,
          poNumber,
        })
      : undefined;
  const place = (executor: Executor) =>
    placeOrderAtOnce(
      executor,
      input.productId,
      reservable ? amount : null,
      orderLimitsOf(config),
      taxRate,
      {
        userId: buyer.id,
        email: buyer.email,
        customerName,
        phoneNo: input.phoneNo ?? '',
        address: input.address ?? '',
        poNumber,
        note,
      },
      mail,
    );
  const placed = onAccount
    ? await db.transaction(async (tx) => {
        // The company's row stays locked until this commits: its orders on account are decided one at a time.
        const terms = await lockAccountTerms(tx, companyOfBuyer(buyer));
        await assertNoOverdue(tx, terms.companyId);
        const result = await place(tx);
        if (!result.order) return result;
        const settled = await settlePlacedOnAccount(tx, mails, terms, result.order.id);
        return { ...result, order: { ...result.order, status: settled.status as 'confirmed' } };
      })
    : await place(db);
  if (placed.order && (mail || onAccount)) mails.outbox.noteWritten();
  if (placed.order?.status === 'awaiting_approval') await mailApprovers(deps, placed.order.id, log);
  if (placed.order) return placedOrderReply(placed.order);
  if (placed.unpaid >= max) throw new HttpError(429, orderMessages.tooManyUnpaid(max));
  const { product } = placed;
  if (!product) throw notFound(orderMessages.productGone);
  // The figures are read just after the try: stock that came back in between can make the amount look fine,
  // but it was more than the stock when tried.
  const amountProblem = orderAmountProblem(amount, product);
  // An amount the shop could sell, but more than an unverified buyer may hold: 409 like too little stock, a
  // conflict with what the buyer's unpaid orders already hold (429 is for asking too often).
  const share = placed.unverifiedShare;
  if (!amountProblem && share && share.held + amount > share.limit)
    throw conflict(orderMessages.aboveUnverifiedShare(share.limit, share.productName, share.held), 'amount');
  const { problem, message } = amountProblem ?? {
    problem: 'aboveStock',
    message: orderMessages.amountAboveStock(product.quantity),
  };
  throw new HttpError(AMOUNT_REFUSAL_STATUS[problem], message, 'amount');
}

/** How long an unpaid order is held before the sweep cancels it: shorter for an unverified buyer's (short_hold). */
export const holdHoursOf = (config: Config, order: Pick<OrderRow, 'shortHold'>): number =>
  order.shortHold ? config.unverifiedBuyers.holdHours : config.orders.holdHours;

/** GET /myOrder/:email: one's own orders, or anyone's for an admin; newest first, a page at a time. */
export async function getOrdersOf(
  db: Database,
  user: CurrentUser,
  email: string,
  page: number,
): Promise<{ orders: Order[]; total: number }> {
  assertOwnerOrAdmin(user, { email });
  const { rows, total } = await listOrdersOfEmail(db, email, {
    offset: (page - 1) * MY_ORDERS_PAGE_SIZE,
    limit: MY_ORDERS_PAGE_SIZE,
  });
  return { orders: await ordersJson(db, rows), total };
}

/** GET /payment/:id: the buyer's own order while it waits for payment. */
export async function getOrderToPay(db: Database, user: CurrentUser, id: string): Promise<Order> {
  const order = isUuid(id) ? await findOrder(db, id) : undefined;
  if (!order) throw notFound(orderMessages.orderNotFound);
  assertOwner(user, { userId: order.userId }, orderMessages.notYours);
  if (order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered') {
    throw conflict(orderMessages.alreadyPaid);
  }
  if (order.status !== 'unpaid') throw conflict(orderMessages.notUnpaid);
  return toOrderJson(order);
}

/**
 * DELETE /order/:id. A customer cancels their own unpaid order: it stays in their history as cancelled and
 * its stock returns. An admin deletes any unpaid or cancelled order (stock returns for unpaid ones).
 * Paid orders are never cancelled or deleted here. Returns the payment intent to void, if any.
 */
export async function cancelOrDeleteOrder(
  deps: Pick<OrdersDeps, 'db' | 'mails'>,
  user: CurrentUser,
  id: string,
): Promise<string | undefined> {
  const { db, mails } = deps;
  if (!isUuid(id)) throw notFound(orderMessages.orderNotFound);
  return db.transaction(async (tx) => {
    const order = await findOrderForUpdate(tx, id);
    if (!order) throw notFound(orderMessages.orderNotFound);
    assertOwnerOrAdmin(user, { userId: order.userId }, orderMessages.notYours);
    const isAdmin = user.role === 'admin';
    // An unshipped order on account is invoiced: cancelled (never deleted) with a credit note, by buyer or admin.
    if (order.paymentMethod === 'account' && order.status === 'confirmed') {
      if (order.amountPaidCents > 0) throw conflict(orderMessages.cancelPaidOnAccount);
      const credited = await creditOnAccount(tx, { id: user.id, email: user.email }, order, 'cancelled');
      if (isAdmin)
        await recordActivity(tx, {
          actor: user,
          action: 'order.status_changed',
          subject: { type: 'order', id: order.id, label: orderLabel(order) },
          before: { status: order.status },
          after: { status: 'cancelled', creditNoteNumber: credited.creditNoteNumber },
        });
      if (credited.email)
        await mails.outbox.enqueue(
          tx,
          orderMail(mails.shop, 'order_cancelled', credited, { cancelledBy: isAdmin ? 'admin' : 'buyer' }),
        );
      return undefined;
    }
    // An order awaiting approval holds its stock as an unpaid one does: its buyer may take it back as well.
    const holding = order.status === 'unpaid' || order.status === 'awaiting_approval';
    if (!holding && order.status !== 'cancelled') {
      throw conflict(isAdmin ? orderMessages.paidCannotDelete : orderMessages.paidCannotCancel);
    }
    if (!isAdmin && order.status === 'cancelled') throw conflict(orderMessages.alreadyCancelled);
    // Invoice and credit note numbers run without gaps: an order that carries them stays, cancelled.
    if (isAdmin && (order.invoiceNumber || order.creditNoteNumber))
      throw conflict(orderMessages.invoicedCannotDelete);
    if (holding) {
      await releaseOrderStock(tx, [order]);
      // The buyer hears of it, whoever cancelled: they may have meant to pay.
      if (order.email)
        await mails.outbox.enqueue(
          tx,
          orderMail(mails.shop, 'order_cancelled', order, { cancelledBy: isAdmin ? 'admin' : 'buyer' }),
        );
    }
    if (isAdmin) {
      await deleteOrder(tx, order.id);
      await recordActivity(tx, {
        actor: user,
        action: 'order.deleted',
        subject: { type: 'order', id: order.id, label: orderLabel(order) },
        before: auditedOrder(order),
      });
    } else await setStatus(tx, order.id, 'cancelled');
    return holding ? (order.paymentIntentId ?? undefined) : undefined;
  });
}

/**
 * Cancels unpaid orders, and orders still awaiting approval, older than their hold (holdHoursOf) and returns their stock; safe to run on many instances
 * at once. Each batch's payment intents are voided as soon as the batch is cancelled, before the next one.
 */
export async function releaseExpiredHolds(
  deps: Pick<OrdersDeps, 'db' | 'config'> & Partial<Pick<OrdersDeps, 'mails'>>,
  voidIntent: (intentId: string) => Promise<void>,
  now = new Date(),
): Promise<number> {
  const { db, config, mails } = deps;
  const heldSince = (shortHold: boolean) =>
    new Date(now.getTime() - holdHoursOf(config, { shortHold }) * 3_600_000);
  const cutoff = { hold: heldSince(false), shortHold: heldSince(true) };
  const mailCancelled = mails
    ? async (
        tx: Parameters<OrderMails['outbox']['enqueue']>[0],
        order: OrderRow,
        was: OrderRow['status'],
      ) => {
        const cancelledBy = was === 'awaiting_approval' ? 'approval_lapsed' : 'hold_expiry';
        if (order.email)
          await mails.outbox.enqueue(tx, orderMail(mails.shop, 'order_cancelled', order, { cancelledBy }));
      }
    : undefined;
  let total = 0;
  for (;;) {
    const { cancelled, intentIds } = await cancelExpiredOrders(db, cutoff, mailCancelled);
    total += cancelled;
    for (const intentId of intentIds) await voidIntent(intentId);
    if (cancelled < 500) return total;
  }
}

const NEXT_STEP: Partial<Record<OrderRow['status'], OrderRow['status']>> = {
  paid: 'shipped',
  // On account: invoiced and ready to ship before it is paid (ADR 139).
  confirmed: 'shipped',
  shipped: 'delivered',
};

/** When an unpaid order's hold ends: the sweep cancels it from then on. */
const holdEndOf = (config: Config, order: Pick<OrderRow, 'createdAt' | 'shortHold'>): Date =>
  new Date(order.createdAt.getTime() + holdHoursOf(config, order) * 3_600_000);

/**
 * The steps an order went through, oldest first: placed and paid from the order itself, shipped and delivered
 * from the audit trail, refunded from its credit note's date; a cancelled order's last change is its
 * cancellation (the order keeps no other time for it).
 */
const historyOf = (order: OrderRow, changes: { status: string | undefined; at: Date }[]): OrderStep[] => {
  const steps: { status: OrderRow['status']; at: Date }[] = [{ status: 'unpaid', at: order.createdAt }];
  if (order.paymentMethod === 'account' && order.invoicedAt)
    steps.push({ status: 'confirmed', at: order.invoicedAt });
  if (order.paidAt) steps.push({ status: 'paid', at: order.paidAt });
  for (const change of changes)
    if (change.status === 'shipped' || change.status === 'delivered')
      steps.push({ status: change.status, at: change.at });
  if (order.status === 'refunded')
    steps.push({ status: 'refunded', at: order.creditedAt ?? order.updatedAt });
  if (order.status === 'cancelled') steps.push({ status: 'cancelled', at: order.updatedAt });
  return steps
    .filter((step) => orderStatuses.includes(step.status))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((step) => ({ status: step.status, at: step.at.toISOString() }));
};

/** GET /order/:id: one order with its steps, for its buyer or an admin (404 for an unknown id, 403 for another's). */
export async function getOrderDetail(
  deps: Pick<OrdersDeps, 'db' | 'config'>,
  user: CurrentUser,
  id: string,
): Promise<OrderDetail> {
  const { db, config } = deps;
  const order = isUuid(id) ? await findOrder(db, id) : undefined;
  if (!order) throw notFound(orderMessages.orderNotFound);
  assertMaySee(user, order);
  const changes =
    order.status === 'shipped' || order.status === 'delivered' || order.status === 'refunded'
      ? await statusChangesOf(db, id)
      : [];
  const [json] = await ordersJson(db, [order]);
  if (!json) throw notFound(orderMessages.orderNotFound);
  return {
    ...json,
    history: historyOf(order, changes),
    ...(order.status === 'unpaid' || order.status === 'awaiting_approval'
      ? { holdUntil: holdEndOf(config, order).toISOString() }
      : {}),
  };
}

/** Admin list of every order, newest first, optionally of one status; an unpaid one says until when it is held. */
export async function getAllOrders(
  deps: Pick<OrdersDeps, 'db' | 'config'>,
  query: { status?: OrderRow['status'] | undefined; q?: string | undefined; page: number; limit: number },
): Promise<{ orders: AdminOrder[]; total: number }> {
  const { db, config } = deps;
  const { rows, total } = await listAllOrders(db, {
    status: query.status,
    q: query.q,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const refunded = await refundStatesOf(
    db,
    rows.filter((row) => row.status === 'refunded').map((row) => row.id),
  );
  // The order's JSON: the route's AdminOrderSchema lets out only the admin table's fields.
  const payments = await paymentsOfOrders(db, rows);
  const serials = await serialsOfShipped(db, rows);
  const serialized = await serializedToShip(db, rows);
  return {
    orders: rows.map((row) => ({
      ...toOrderJson(row, payments.get(row.id), serials.get(row.id), serialized),
      refund: refunded.get(row.id),
      ...(row.status === 'unpaid' ? { holdUntil: holdEndOf(config, row).toISOString() } : {}),
    })),
    total,
  };
}

/** How the audit trail names an order: its number (as a refund's entry does), what was bought and by whom. */
const orderLabel = (order: OrderRow) =>
  `${formatOrderNumber(order.orderNumber)}: ${order.amount} × ${order.productName} for ${order.email}`;

/** What the audit trail keeps of an order: what was bought, by whom, for how much, and where it stood. */
const auditedOrder = (order: OrderRow) => ({
  email: order.email,
  productId: order.productId,
  productName: order.productName,
  amount: order.amount,
  totalPriceCents: order.totalPriceCents,
  status: order.status,
});

/** Ships a paid order or delivers a shipped one, recorded in the audit trail; any other step is refused (409). */
/**
 * PATCH /order/:id/status: paid → shipped (with the carrier and tracking number when given) → delivered, each
 * step once; the audit entry and the buyer's mail are written in the same transaction.
 */
export async function changeOrderStatus(
  deps: Pick<OrdersDeps, 'db' | 'mails'>,
  actor: Actor,
  id: string,
  body: OrderStatusBody,
): Promise<AdminOrder> {
  const { db, mails } = deps;
  if (!isUuid(id)) throw notFound(orderMessages.orderNotFound);
  const to = body.status;
  const shipping = { carrier: body.carrier, trackingNumber: body.trackingNumber };
  return db.transaction(async (tx) => {
    const order = await findOrderForUpdate(tx, id);
    if (!order) throw notFound(orderMessages.orderNotFound);
    if (NEXT_STEP[order.status] !== to || !(await advanceStatus(tx, id, order.status, to, shipping))) {
      throw conflict(orderMessages.badTransition(order.status, to), 'status');
    }
    // Each serialized line's serial numbers, one per unit, recorded with the shipment or it does not ship (ADR 148).
    if (to === 'shipped') await recordShipmentSerials(tx, order, body.serials ?? []);
    const changed: OrderRow = {
      ...order,
      status: to,
      carrier: shipping.carrier ?? order.carrier,
      trackingNumber: shipping.trackingNumber ?? order.trackingNumber,
    };
    await recordActivity(tx, {
      actor,
      action: 'order.status_changed',
      subject: { type: 'order', id, label: orderLabel(order) },
      before: { status: order.status },
      after: {
        status: to,
        ...(shipping.carrier ? { carrier: shipping.carrier } : {}),
        ...(shipping.trackingNumber ? { trackingNumber: shipping.trackingNumber } : {}),
        ...(body.serials?.length ? { serials: body.serials } : {}),
      },
    });
    if (changed.email)
      await mails.outbox.enqueue(
        tx,
        orderMail(mails.shop, to === 'shipped' ? 'order_shipped' : 'order_delivered', changed),
      );
    // An order on account shipped or delivered before it is paid answers with the payments it has.
    const [json] = await ordersJson(tx, [changed]);
    if (!json) throw new Error(`order ${id} vanished while its status changed`);
    return json;
  });
}

const CSV_COLUMNS = [
  'order id',
  'date',
  'customer',
  'email',
  'product',
  'amount',
  'total (USD)',
  'status',
  'transaction id',
  'order number',
  'invoice number',
  'carrier',
  'tracking number',
  'model',
  'unit price (USD)',
  'line total (USD)',
  'PO number',
  'note',
  'shipping (USD)',
  'delivery country',
  'serials',
];

/** One CSV cell: quoted, and never read by a spreadsheet as a formula. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Every order of the filter as CSV rows (a header first), fetched a page at a time. */
export async function* ordersCsv(
  db: Database,
  { status, q }: { status?: OrderRow['status'] | undefined; q?: string | undefined },
): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.map(csvCell).join(',')}\r\n`;
  const pageSize = 1000;
  for (let offset = 0; ; offset += pageSize) {
    const { rows } = await listAllOrders(db, { status, q, offset, limit: pageSize });
    const serials = await serialsOfShipped(db, rows);
    // One row per order line, each with its order's id, status and total.
    for (const o of rows)
      for (const line of o.lines)
        yield `${[
          o.id,
          o.createdAt.toISOString(),
          o.customerName,
          o.email,
          line.productName,
          line.amount,
          (o.totalPriceCents / 100).toFixed(2),
          o.status,
          o.transactionId ?? '',
          formatOrderNumber(o.orderNumber),
          o.invoiceNumber ?? '',
          o.carrier ?? '',
          o.trackingNumber ?? '',
          line.model,
          (line.unitPriceCents / 100).toFixed(2),
          (line.lineTotalCents / 100).toFixed(2),
          o.poNumber ?? '',
          o.note ?? '',
          (o.shippingCents / 100).toFixed(2),
          o.deliveryAddress?.country ?? '',
          // A shipped serialized line's serial numbers, one per unit, separated by spaces (ADR 148).
          (serials.get(o.id)?.get(line.productId) ?? []).join(' '),
        ]
          .map(csvCell)
          .join(',')}\r\n`;
    if (rows.length < pageSize) return;
  }
}

/** The shop's documents of an order: its invoice once paid, its credit note once refunded. */
export type OrderDocumentKind = 'invoice' | 'credit-note';

/**
 * GET /order/:id/invoice.pdf and /credit-note.pdf, for the order's buyer or an admin; 409 while the order has
 * no such document (an invoice once paid, a credit note once refunded).
 */
export async function getOrderDocumentPdf(
  deps: Pick<OrdersDeps, 'db' | 'config' | 'pdfs'>,
  user: CurrentUser,
  id: string,
  kind: OrderDocumentKind,
): Promise<{ filename: string; pdf: Buffer }> {
  const { db, config, pdfs } = deps;
  const order = isUuid(id) ? await findOrder(db, id) : undefined;
  if (!order) throw notFound(orderMessages.orderNotFound);
  assertMaySee(user, order);
  return renderOrderDocument(config, pdfs, order, kind, (await serialsOfShipped(db, [order])).get(order.id));
}

/**
 * An order's invoice or credit note as the mail outbox attaches it when the mail is sent (ADR 028): rendered
 * from the order as it is stored, the same document as the download; throws while the order has none.
 */
export async function orderDocumentAttachment(
  deps: Pick<OrdersDeps, 'db' | 'config' | 'pdfs'>,
  id: string,
  kind: OrderDocumentKind,
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const { db, config, pdfs } = deps;
  const order = isUuid(id) ? await findOrder(db, id) : undefined;
  if (!order) throw new Error(`order ${id} of a mail attachment is gone`);
  const serials = (await serialsOfShipped(db, [order])).get(order.id);
  const { filename, pdf } = await renderOrderDocument(config, pdfs, order, kind, serials);
  return { filename, content: pdf, contentType: 'application/pdf' };
}

/**
 * The PDF of an order's document from its stored values. A credit note repeats the invoice's buyer, lines and
 * amounts: a refund gives back the whole order. Once shipped, a serialized line lists its serial numbers.
 */
async function renderOrderDocument(
  config: Config,
  pdfs: PdfThread,
  order: OrderRow,
  kind: OrderDocumentKind,
  serials: ReadonlyMap<string, string[]> | undefined,
): Promise<{ filename: string; pdf: Buffer }> {
  if (!order.invoiceNumber || !order.invoicedAt) throw conflict(orderMessages.noInvoice);
  const issued =
    kind === 'invoice'
      ? { number: order.invoiceNumber, issuedAt: order.invoicedAt }
      : order.creditNoteNumber && order.creditedAt
        ? { number: order.creditNoteNumber, issuedAt: order.creditedAt }
        : undefined;
  if (!issued) throw conflict(orderMessages.noCreditNote);
  const pdf = await pdfs.render({
    ...issued,
    credits: kind === 'credit-note' ? { invoiceNumber: order.invoiceNumber } : undefined,
    paidAt: order.paidAt ?? undefined,
    orderNumber: order.orderNumber,
    transactionId: order.transactionId,
    seller: config.seller,
    onAccount:
      kind === 'invoice' && order.paymentMethod === 'account' && order.dueDate
        ? { dueDate: order.dueDate, bankDetails: config.seller.bankDetails }
        : undefined,
    ...issuedBuyerOf(order),
    poNumber: order.poNumber ?? undefined,
    lines: order.lines.map((line) => ({
      tool: line.productName,
      model: line.model,
      amount: line.amount,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
      serials: serials?.get(line.productId),
    })),
    // As stored when the order was placed: a later TAX_RATE_PERCENT never changes an issued document.
    shippingCents: order.shippingCents,
    netCents: order.totalPriceCents - order.taxCents,
    taxRatePercent: order.taxRateBasisPoints / 100,
    taxCents: order.taxCents,
    grossCents: order.totalPriceCents,
  });
  return { filename: `${issued.number}.pdf`, pdf };
}

/** The buyer as the order's documents name them: as issued, so a buyer who deleted their account later still has the invoice the shop must keep. */
const issuedBuyerOf = (order: OrderRow) => ({
  buyer: order.invoiceBuyer ?? {
    name: order.customerName,
    email: order.email,
    phone: order.phoneNo,
    address: order.address,
  },
  buyerCompany: order.buyerCompany
    ? {
        name: order.buyerCompany.name,
        taxId: order.buyerCompany.taxId,
        addressLines: addressLines(order.buyerCompany.address),
        taxExempt: order.buyerCompany.taxExempt,
      }
    : undefined,
});

/**
 * A return's credit note (ADR 150) as a PDF, laid out as the whole-order one: the buyer and invoice of the order,
 * the credited lines at the order's unit prices, and the note's own net, tax and total as issued.
 */
export async function renderReturnCreditNote(
  config: Config,
  pdfs: PdfThread,
  order: OrderRow,
  note: {
    number: string;
    returnNumber: string;
    issuedAt: Date;
    lines: { name: string; model: string; amount: number; unitPriceCents: number; lineTotalCents: number }[];
    netCents: number;
    taxCents: number;
    totalCents: number;
  },
): Promise<{ filename: string; pdf: Buffer }> {
  if (!order.invoiceNumber) throw conflict(orderMessages.noInvoice);
  const pdf = await pdfs.render({
    number: note.number,
    issuedAt: note.issuedAt,
    credits: { invoiceNumber: order.invoiceNumber, returnNumber: note.returnNumber },
    orderNumber: order.orderNumber,
    transactionId: order.transactionId,
    seller: config.seller,
    ...issuedBuyerOf(order),
    poNumber: order.poNumber ?? undefined,
    lines: note.lines.map((line) => ({
      tool: line.name,
      model: line.model,
      amount: line.amount,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
    })),
    netCents: note.netCents,
    taxRatePercent: order.taxRateBasisPoints / 100,
    taxCents: note.taxCents,
    grossCents: note.totalCents,
  });
  return { filename: `${note.number}.pdf`, pdf };
}

/** A company admin of `companyId`'s approved company: the one who approves its orders and sees all of them. */
const isCompanyAdminOf = (user: CurrentUser, companyId: string | null): boolean =>
  companyId !== null &&
  user.company?.id === companyId &&
  user.company.role === 'admin' &&
  user.company.status === 'approved';

/**
 * Who may see an order, its page and its documents: its buyer, a shop admin, or a company admin of the company it
 * was placed for (ADR 136); anyone else gets 403 as for another's order.
 */
function assertMaySee(user: CurrentUser, order: Pick<OrderRow, 'userId' | 'companyId'>): void {
  if (user.role === 'admin' || order.userId === user.id || isCompanyAdminOf(user, order.companyId)) return;
  throw forbidden(orderMessages.notYours);
}

/** 403 unless `user` is a shop admin or a company admin of the order's company (a buyer of it is told who decides). */
function assertMayDecide(user: CurrentUser, order: Pick<OrderRow, 'companyId'>): void {
  if (user.role === 'admin' || isCompanyAdminOf(user, order.companyId)) return;
  const sameCompany = order.companyId !== null && user.company?.id === order.companyId;
  throw forbidden(sameCompany ? orderMessages.approveCompanyAdminOnly : orderMessages.notYours);
}

/**
 * Locks an order awaiting approval for `user` to decide: 404 when there is none, 403 unless they are a shop admin
 * or a company admin of its company (a buyer of that company is told only its admins decide), 409 when it is not
 * awaiting approval.
 */
async function lockForDecision(
  tx: Executor,
  user: CurrentUser,
  id: string,
  /** Given for an approval: an order past its hold may no longer be approved. */
  config?: Config,
): Promise<OrderRow> {
  const order = isUuid(id) ? await findOrderForUpdate(tx, id) : undefined;
  if (!order) throw notFound(orderMessages.orderNotFound);
  assertMayDecide(user, order);
  if (order.status !== 'awaiting_approval') throw conflict(orderMessages.notAwaitingApproval);
  // Past its hold the sweep is about to cancel it: approving it now would promise a payment window already gone.
  if (config && holdEndOf(config, order).getTime() <= Date.now())
    throw conflict(orderMessages.approvalHoldEnded);
  return order;
}

/**
 * POST /order/:id/approve: an order awaiting approval becomes unpaid, payable as any other. Its hold keeps running
 * from when it was placed (ADR 136): the stock was withheld from other buyers since then, and the hold bounds that.
 * The buyer is mailed; the approval is in the audit trail.
 */
export async function approveOrder(
  deps: Pick<OrdersDeps, 'db' | 'config' | 'mails'>,
  user: CurrentUser,
  id: string,
): Promise<OrderDetail> {
  const { db, config, mails } = deps;
  const approved = await db.transaction(async (tx) => {
    // On account, the company's row is locked before the order (as placing locks it first): its credit is checked
    // now, by one approval at a time. Who may decide is settled first, so no one else holds up the company's orders.
    const peek = isUuid(id) ? await findOrder(tx, id) : undefined;
    if (!peek) throw notFound(orderMessages.orderNotFound);
    assertMayDecide(user, peek);
    const terms =
      peek.paymentMethod === 'account' && peek.status === 'awaiting_approval'
        ? await lockAccountTerms(tx, peek.companyId)
        : undefined;
    const order = await lockForDecision(tx, user, id, config);
    if (terms && order.paymentMethod === 'account') {
      await assertNoOverdue(tx, terms.companyId);
      const confirmed = await confirmOnAccount(tx, mails, terms, order);
      await recordActivity(tx, {
        actor: { id: user.id, email: user.email },
        action: 'order.approved',
        subject: { type: 'order', id: order.id, label: orderLabel(order) },
        before: { status: order.status },
        after: {
          status: confirmed.status,
          companyId: order.companyId,
          invoiceNumber: confirmed.invoiceNumber,
        },
      });
      return confirmed;
    }
    await setStatus(tx, order.id, 'unpaid');
    await recordActivity(tx, {
      actor: { id: user.id, email: user.email },
      action: 'order.approved',
      subject: { type: 'order', id: order.id, label: orderLabel(order) },
      before: { status: order.status },
      after: { status: 'unpaid', companyId: order.companyId },
    });
    const changed: OrderRow = { ...order, status: 'unpaid' };
    if (changed.email) await mails.outbox.enqueue(tx, orderMail(mails.shop, 'order_approved', changed));
    return changed;
  });
  return {
    ...toOrderJson(approved),
    history: historyOf(approved, []),
    ...(approved.status === 'unpaid' ? { holdUntil: holdEndOf(config, approved).toISOString() } : {}),
  };
}

/**
 * POST /order/:id/reject: an order awaiting approval is cancelled, its stock given back, and its buyer mailed the
 * reason; the rejection and its reason are in the audit trail.
 */
export async function rejectOrder(
  deps: Pick<OrdersDeps, 'db' | 'mails'>,
  user: CurrentUser,
  id: string,
  reason: string,
): Promise<string | undefined> {
  const { db, mails } = deps;
  return db.transaction(async (tx) => {
    const order = await lockForDecision(tx, user, id);
    await setStatus(tx, order.id, 'cancelled');
    await releaseOrderStock(tx, [order]);
    await recordActivity(tx, {
      actor: { id: user.id, email: user.email },
      action: 'order.rejected',
      subject: { type: 'order', id: order.id, label: orderLabel(order) },
      before: { status: order.status },
      after: { status: 'cancelled', reason, companyId: order.companyId },
    });
    if (order.email)
      await mails.outbox.enqueue(
        tx,
        orderMail(
          mails.shop,
          'order_cancelled',
          { ...order, status: 'cancelled' },
          { cancelledBy: 'company', reason },
        ),
      );
    return order.paymentIntentId ?? undefined;
  });
}

/**
 * The company admins' mail of an order just placed awaiting their approval. Written right after the statement that
 * placed it: should it fail, the order still waits on the Approvals page, and the sweep ends it with its hold.
 */
export async function mailApprovers(
  deps: Pick<OrdersDeps, 'db' | 'mails'>,
  orderId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db, mails } = deps;
  try {
    await db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId);
      if (!order?.companyId) return;
      for (const admin of await companyAdminsOf(tx, order.companyId))
        await mails.outbox.enqueue(
          tx,
          orderMail(mails.shop, 'order_awaiting_approval', order, { companyAdmin: admin }),
        );
    });
    mails.outbox.noteWritten();
  } catch (error) {
    // The order is placed: answering 500 now would have the buyer place it again.
    log.error({ err: error, orderId }, 'the approvers of an order could not be mailed');
  }
}

/**
 * GET /my-company/orders: a company admin sees all the company's orders (or one buyer's), a buyer their own placed
 * for the company; 403 for anyone not in an approved company. Newest first, a page at a time.
 */
export async function getCompanyOrders(
  db: Database,
  user: CurrentUser,
  query: CompanyOrdersQuery,
): Promise<{ orders: CompanyOrder[]; total: number }> {
  const company = user.company;
  if (company?.status !== 'approved') throw forbidden(companyMessages.notApproved);
  // A buyer's `buyer` filter can only be themselves: the server decides whose orders they see.
  const buyerId = company.role === 'admin' ? query.buyer : user.id;
  if (company.role !== 'admin' && query.buyer && query.buyer !== user.id)
    throw forbidden(companyMessages.companyAdminOnly);
  const { rows, total } = await listCompanyOrders(db, {
    companyId: company.id,
    buyerId,
    status: query.status,
    offset: (query.page - 1) * MY_ORDERS_PAGE_SIZE,
    limit: MY_ORDERS_PAGE_SIZE,
  });
  const payments = await paymentsOfOrders(db, rows);
  const serials = await serialsOfShipped(db, rows);
  return {
    orders: rows.map((row) => ({
      ...toOrderJson(row, payments.get(row.id), serials.get(row.id)),
      buyerId: row.userId,
    })),
    total,
  };
}

/** POST /order/:id/payments (shop admins): records a payment received on an order on account (ADR 139). */
export async function addOrderPayment(
  deps: Pick<OrdersDeps, 'db' | 'mails'>,
  actor: Actor,
  id: string,
  body: { amount: number; reference: string; receivedAt: string },
): Promise<Order> {
  const { db, mails } = deps;
  if (!isUuid(id)) throw notFound(orderMessages.orderNotFound);
  const receivedAt = new Date(body.receivedAt);
  if (receivedAt.getTime() > Date.now())
    throw unprocessable('receivedAt cannot be in the future', 'receivedAt');
  const order = await db.transaction((tx) =>
    recordPayment(tx, mails, actor, id, {
      amountCents: dollarsToCents(body.amount),
      reference: body.reference,
      receivedAt,
    }),
  );
  mails.outbox.noteWritten();
  const [json] = await ordersJson(db, [order]);
  if (!json) throw notFound(orderMessages.orderNotFound);
  return json;
}

/** POST /order/:id/payments/:paymentId/reverse (shop admins): a recorded payment reversed with a reason. */
export async function reverseOrderPayment(
  db: Database,
  actor: Actor,
  id: string,
  paymentId: string,
  reason: string,
): Promise<Order> {
  if (!isUuid(id)) throw notFound(orderMessages.orderNotFound);
  if (!isUuid(paymentId)) throw notFound(orderMessages.paymentNotFound);
  const order = await db.transaction((tx) => reversePayment(tx, actor, id, paymentId, reason));
  const [json] = await ordersJson(db, [order]);
  if (!json) throw notFound(orderMessages.orderNotFound);
  return json;
}
