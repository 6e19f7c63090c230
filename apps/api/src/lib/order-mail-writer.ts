import { formatDollars } from '@ironvolt/shared/money';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { orders } from '../db/schema/index.ts';
import type { MailAttachmentRef } from '../mail-templates/attachments.ts';
import type { MailShop } from '../mail-templates/layout.tsx';
import {
  type CancelledBy,
  type OrderMailKind,
  orderMailSubject,
} from '../mail-templates/order-mail-facts.ts';
import { mailShopOf, type NewMail } from '../mail-templates/templates.ts';
import type { PlacedOrderFigures } from './placed-order.ts';

export type { CancelledBy, OrderMailKind } from '../mail-templates/order-mail-facts.ts';

type OrderRow = typeof orders.$inferSelect;

/** What an order mail reads off its order; what a new order has not got yet may be left out. */
export type OrderMailSource = Pick<
  OrderRow,
  | 'id'
  | 'email'
  | 'orderNumber'
  | 'customerName'
  | 'lines'
  | 'taxRateBasisPoints'
  | 'taxCents'
  | 'totalPriceCents'
> &
  Partial<
    Pick<
      OrderRow,
      'poNumber' | 'transactionId' | 'invoiceNumber' | 'creditNoteNumber' | 'carrier' | 'trackingNumber'
    >
  >;

/** The shop as its order mails name it, and how long it holds an unpaid order (the "order placed" mail says). */
export interface OrderMailShop extends MailShop {
  holdHours: number;
}

/** Where a feature writes its order mails (app.mailOutbox) and what they sign with. */
export interface OrderMails {
  outbox: { enqueue(db: Pick<Database, 'insert'>, mail: NewMail): Promise<void> };
  shop: OrderMailShop;
}

/** The order mails of this server: written to its outbox, signed with its shop's name and address. */
export const orderMailsOf = (app: FastifyInstance): OrderMails => ({
  outbox: app.mailOutbox,
  shop: {
    shopName: app.config.shopName,
    publicUrl: app.config.publicUrl,
    holdHours: app.config.orders.holdHours,
  },
});

const dollars = (cents: number) => formatDollars(cents / 100);

/** The net, the tax with its rate and the gross of an order placed with tax, as its invoice states them. */
const taxTotals = (order: OrderMailSource) => [
  `Net: ${dollars(order.totalPriceCents - order.taxCents)}`,
  `Tax ${order.taxRateBasisPoints / 100}%: ${dollars(order.taxCents)}`,
  `Total: ${dollars(order.totalPriceCents)}`,
];

/**
 * The mails to a buyer about their order (ADR 027's outbox sends them, ADR 028's templates shape them): HTML in
 * the shop's colours and a text part that states every fact in words. The facts are read off the order now and
 * kept with the mail; the template renders them when the mail is sent (ADR 035), outside the order's transaction.
 */
export function orderMail(
  shop: OrderMailShop,
  kind: OrderMailKind,
  order: OrderMailSource,
  options: { cancelledBy?: CancelledBy } = {},
): NewMail & { kind: OrderMailKind } {
  const reference = formatOrderNumber(order.orderNumber);
  const facts = {
    customerName: order.customerName,
    reference,
    // Every line of the order (one for SPEC's Buy Now, many from the cart).
    lines: order.lines.map(
      (l) =>
        `${l.amount} pc ${l.productName} (model ${l.model}) at ${dollars(l.unitPriceCents)}: ${dollars(l.lineTotalCents)}`,
    ),
    totals: order.taxRateBasisPoints > 0 ? taxTotals(order) : [],
    gross: dollars(order.totalPriceCents),
    poNumber: order.poNumber ?? undefined,
    transactionId: order.transactionId ?? undefined,
    invoiceNumber: order.invoiceNumber ?? undefined,
    creditNoteNumber: order.creditNoteNumber ?? undefined,
    carrier: order.carrier ?? undefined,
    trackingNumber: order.trackingNumber ?? undefined,
    myOrdersUrl: `${shop.publicUrl}/dashboard/my-orders`,
    payUrl: `${shop.publicUrl}/dashboard/payment/${order.id}`,
    holdHours: shop.holdHours,
    cancelledBy: options.cancelledBy ?? 'buyer',
  };
  // The paid and refunded mails carry their document, named here and rendered when the mail is sent.
  const attachments: MailAttachmentRef[] = [];
  if (kind === 'order_paid' && order.invoiceNumber) attachments.push({ kind: 'invoice', orderId: order.id });
  if (kind === 'order_refunded' && order.creditNoteNumber)
    attachments.push({ kind: 'credit-note', orderId: order.id });
  return {
    kind,
    to: order.email,
    subject: orderMailSubject(kind, reference),
    data: { shop: mailShopOf(shop), facts },
    attachments,
  };
}

/** The "order placed" mail of an order just written: what the writing call answered and what it was given. */
export const orderPlacedMail = (
  shop: OrderMailShop,
  placed: PlacedOrderFigures,
  given: Pick<OrderRow, 'email' | 'customerName' | 'taxRateBasisPoints' | 'poNumber'>,
) => orderMail(shop, 'order_placed', { ...placed, ...given });
