// What the order mails are and what they state, without React: the code that writes a mail into the outbox loads
// this; the templates (react-email, slow to load) load only when the outbox first renders a mail (renderers.ts).
import { PRODUCT_UNIT } from '@ironvolt/shared/catalog-constants';
import { formatDollars } from '@ironvolt/shared/money';
import { formatCount } from '@ironvolt/shared/numbers';
import { formatOrderNumber, trackingUrl } from '@ironvolt/shared/orders-constants';
import type { StoredOrderLine } from '../db/schema/orders.ts';
import type { MailShop } from './layout.tsx';

/** Every order mail there is; the outbox's renderer knows a kind as an order mail by this list. */
export const orderMailKinds = [
  'order_placed',
  'order_paid',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_refunded',
  'order_awaiting_approval',
  'order_approved',
  // An order on account confirmed: its invoice attached, payable by its due date (ADR 139).
  'order_invoiced',
] as const;
export type OrderMailKind = (typeof orderMailKinds)[number];
/**
 * Who cancelled an unpaid order, as the cancellation mail says it: `company` is a company admin's rejection of an
 * order awaiting approval, `approval_lapsed` such an order still unapproved at the end of its hold.
 */
export type CancelledBy = 'buyer' | 'admin' | 'hold_expiry' | 'company' | 'approval_lapsed';

/** What an order mail states, already in words and dollars (features/orders/order-mail-writer.ts reads them off the order). */
export interface OrderMailFacts {
  customerName: string;
  /** `#1001`. */
  reference: string;
  /** The order's lines, e.g. `2 pc Rotary Hammer (model RH-2) at $10.00: $20.00`. */
  lines: string[];
  /** Lines under it when the order carries tax: its net, its tax with the rate, and what the buyer pays. */
  totals: string[];
  /**
   * The lines as a table (tool, model, amount, unit price, line total) with the net, tax and total under them:
   * mails written before it carry only `lines` and `totals`.
   */
  table?: { rows: [string, string, string, string, string][]; totals: [string, string][] } | undefined;
  /** Who and where the order is delivered to, e.g. `Dana Builder, 9 Depot Lane, Leeds` (absent in older mails). */
  deliverTo?: string | undefined;
  /** What the buyer pays, e.g. `$24.00`. */
  gross: string;
  /** The buyer's purchase-order number, when the order came from the cart with one. */
  poNumber: string | undefined;
  transactionId: string | undefined;
  invoiceNumber: string | undefined;
  creditNoteNumber: string | undefined;
  carrier: string | undefined;
  trackingNumber: string | undefined;
  /** The carrier's tracking page for the number, when the carrier is one of the list (absent in older mails). */
  trackingUrl?: string | undefined;
  myOrdersUrl: string;
  /** Where the buyer pays the order (order placed). */
  payUrl: string;
  /** How long an unpaid order is held before it is cancelled (order placed). */
  holdHours: number;
  cancelledBy: CancelledBy;
  /** Placed above the buyer's order limit: it waits for a company admin's approval before it can be paid. */
  awaitingApproval?: boolean | undefined;
  /** Why a company admin rejected the order (order cancelled by `company`). */
  reason?: string | undefined;
  /** Who placed the order, for the company admins' "awaits your approval" mail. */
  buyerName?: string | undefined;
  /** Where a company admin approves or rejects it. */
  approvalsUrl?: string | undefined;
  /** An order on account's due date, e.g. `January 6, 2027` (order invoiced). */
  dueDate?: string | undefined;
  /** An order on account cancelled after its invoice: its credit note cancels the invoice. */
  creditedOnAccount?: boolean | undefined;
  /** What was paid on an order on account that its refund returns by transfer, e.g. `$200.00` (order refunded). */
  repaid?: string | undefined;
}

/** The subject of each order mail. */
export const orderMailSubject = (kind: OrderMailKind, reference: string): string =>
  ({
    order_placed: `Your order ${reference} is placed: please pay`,
    order_paid: `Payment received for your order ${reference}`,
    order_shipped: `Your order ${reference} is on its way`,
    order_delivered: `Your order ${reference} was delivered`,
    order_cancelled: `Your order ${reference} was cancelled`,
    order_refunded: `Your order ${reference} was refunded`,
    order_awaiting_approval: `Order ${reference} awaits your approval`,
    order_approved: `Your order ${reference} is approved: please pay`,
    order_invoiced: `Your order ${reference} is confirmed on account: invoice enclosed`,
  })[kind];

/** The subject of the buyer's "order placed" mail of an order placed awaiting their company's approval. */
export const awaitingApprovalSubject = (reference: string): string =>
  `Your order ${reference} is placed and awaits your company's approval`;

/** The figures of an order that its mails state; what a new order has not got yet may be left out. */
export interface OrderMailFigures {
  id: string;
  orderNumber: number;
  customerName: string;
  /** Where the order goes (the order's `address`): the mails name it under the lines. */
  address?: string | null | undefined;
  lines: StoredOrderLine[];
  taxRateBasisPoints: number;
  taxCents: number;
  totalPriceCents: number;
  /** The shipping line's net, in the total (ADR 145); absent or 0 for an order with none. */
  shippingCents?: number | undefined;
  poNumber?: string | null | undefined;
  transactionId?: string | null | undefined;
  invoiceNumber?: string | null | undefined;
  creditNoteNumber?: string | null | undefined;
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  /** The order's status when the mail was written: the "order placed" mail of one awaiting approval says so. */
  status?: string | undefined;
  /** An order on account's due date, `YYYY-MM-DD`. */
  dueDate?: string | null | undefined;
  paymentMethod?: 'card' | 'account' | undefined;
}

/** The shop as its order mails name it, and how long it holds an unpaid order (the "order placed" mail says). */
export interface OrderMailShop extends MailShop {
  holdHours: number;
}

/**
 * The data an "order placed" mail keeps when the statement placing the order writes it (ADR 052): the order's
 * figures as they were written, worded into facts when the mail is rendered (`factsOfOrderMail`).
 */
export interface PlacedOrderMailData {
  shop: MailShop;
  holdHours: number;
  order: OrderMailFigures;
}

const dollars = (cents: number) => formatDollars(cents / 100);

/** The shipping line of an order that ships at a charge, as its invoice states it. */
const shippingTotals = (order: OrderMailFigures) =>
  order.shippingCents ? [`Shipping: ${dollars(order.shippingCents)}`] : [];

/** The net, the tax with its rate and the gross of an order placed with tax, as its invoice states them. */
const taxTotals = (order: OrderMailFigures) => [
  ...shippingTotals(order),
  `Net: ${dollars(order.totalPriceCents - order.taxCents)}`,
  `Tax ${order.taxRateBasisPoints / 100}%: ${dollars(order.taxCents)}`,
  `Total: ${dollars(order.totalPriceCents)}`,
];

/** What an order mail states about an order, in words and dollars. */
export const orderMailFacts = (
  shop: OrderMailShop,
  order: OrderMailFigures,
  cancelledBy: CancelledBy = 'buyer',
  extra: {
    reason?: string | undefined;
    buyerName?: string | undefined;
    repaidCents?: number | undefined;
  } = {},
): OrderMailFacts => ({
  customerName: order.customerName,
  reference: formatOrderNumber(order.orderNumber),
  // Every line of the order (one for SPEC's Buy Now, many from the cart).
  lines: order.lines.map(
    (l) =>
      `${l.amount} pc ${l.productName} (model ${l.model}) at ${dollars(l.unitPriceCents)}: ${dollars(l.lineTotalCents)}`,
  ),
  totals: order.taxRateBasisPoints > 0 ? taxTotals(order) : shippingTotals(order),
  table: {
    rows: order.lines.map((l) => [
      l.productName,
      l.model,
      `${formatCount(l.amount)} ${PRODUCT_UNIT}`,
      dollars(l.unitPriceCents),
      dollars(l.lineTotalCents),
    ]),
    totals: [
      ...(order.shippingCents ? ([['Shipping', dollars(order.shippingCents)]] as [string, string][]) : []),
      ...(order.taxRateBasisPoints > 0
        ? ([
            ['Net', dollars(order.totalPriceCents - order.taxCents)],
            [`Tax ${order.taxRateBasisPoints / 100}%`, dollars(order.taxCents)],
          ] as [string, string][])
        : []),
      ['Total', dollars(order.totalPriceCents)],
    ],
  },
  deliverTo: [order.customerName, order.address].filter(Boolean).join(', ') || undefined,
  gross: dollars(order.totalPriceCents),
  poNumber: order.poNumber ?? undefined,
  transactionId: order.transactionId ?? undefined,
  invoiceNumber: order.invoiceNumber ?? undefined,
  creditNoteNumber: order.creditNoteNumber ?? undefined,
  carrier: order.carrier ?? undefined,
  trackingNumber: order.trackingNumber ?? undefined,
  trackingUrl: trackingUrl(order.carrier ?? undefined, order.trackingNumber ?? undefined),
  myOrdersUrl: `${shop.publicUrl}/dashboard/my-orders`,
  payUrl: `${shop.publicUrl}/dashboard/payment/${order.id}`,
  holdHours: shop.holdHours,
  cancelledBy,
  ...(order.status === 'awaiting_approval' ? { awaitingApproval: true } : {}),
  ...(extra.reason ? { reason: extra.reason } : {}),
  ...(extra.buyerName ? { buyerName: extra.buyerName } : {}),
  approvalsUrl: `${shop.publicUrl}/dashboard/approvals`,
  ...(order.dueDate ? { dueDate: dueDateText(order.dueDate) } : {}),
  ...(order.paymentMethod === 'account' && order.creditNoteNumber ? { creditedOnAccount: true } : {}),
  ...(extra.repaidCents ? { repaid: dollars(extra.repaidCents) } : {}),
});

const dueDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A due date as mails and documents write it: `January 6, 2027`. */
export const dueDateText = (day: string): string => dueDateFormat.format(new Date(`${day}T00:00:00Z`));

/** What an order mail's stored data states: its facts as written (ADR 035), or worded now from its figures (ADR 052). */
export const factsOfOrderMail = (data: { facts: OrderMailFacts } | PlacedOrderMailData): OrderMailFacts =>
  'facts' in data ? data.facts : orderMailFacts({ ...data.shop, holdHours: data.holdHours }, data.order);
