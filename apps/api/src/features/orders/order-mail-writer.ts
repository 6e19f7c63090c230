import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { MailAttachmentRef } from '../../mail-templates/attachments.ts';
import {
  awaitingApprovalSubject,
  type CancelledBy,
  type OrderMailFigures,
  type OrderMailKind,
  type OrderMailShop,
  orderMailFacts,
  orderMailSubject,
} from '../../mail-templates/order-mail-facts.ts';
import { mailShopOf, type NewMail } from '../../mail-templates/templates.ts';
import type { PlacedOrderFigures } from './placed-order.ts';

export type { CancelledBy, OrderMailKind, OrderMailShop } from '../../mail-templates/order-mail-facts.ts';

/** What an order mail reads off its order (a row of `orders` has it all). */
export type OrderMailSource = OrderMailFigures & { email: string };

/** Where a feature writes its order mails (app.mailOutbox) and what they sign with. */
export interface OrderMails {
  outbox: {
    enqueue(db: Executor, mail: NewMail): Promise<void>;
    noteWritten(): void;
  };
  shop: OrderMailShop;
  /** How long an unverified buyer's unpaid order is held: what their "order placed" mail says instead. */
  unverifiedHoldHours: number;
}

/** The order mails of this server: written to its outbox, signed with its shop's name and address. */
export const orderMailsOf = (app: FastifyInstance): OrderMails => ({
  outbox: app.mailOutbox,
  shop: {
    shopName: app.config.shopName,
    publicUrl: app.config.publicUrl,
    holdHours: app.config.orders.holdHours,
  },
  unverifiedHoldHours: app.config.unverifiedBuyers.holdHours,
});

/**
 * The mails to a buyer about their order (ADR 027's outbox sends them, ADR 028's templates shape them): HTML in
 * the shop's colours and a text part that states every fact in words. The facts are read off the order now and
 * kept with the mail; the template renders them when the mail is sent (ADR 035), outside the order's transaction.
 */
export function orderMail(
  shop: OrderMailShop,
  kind: OrderMailKind,
  order: OrderMailSource,
  options: {
    cancelledBy?: CancelledBy;
    /** A company admin's reason for rejecting the order. */
    reason?: string;
    /** To a company admin instead of the buyer: greeted by their name, the buyer named in the mail. */
    companyAdmin?: { email: string; name: string };
    /** An order on account refunded: what was paid on it, returned by transfer. */
    repaidCents?: number;
  } = {},
): NewMail & { kind: OrderMailKind } {
  const admin = options.companyAdmin;
  const facts = orderMailFacts(
    shop,
    admin ? { ...order, customerName: admin.name } : order,
    options.cancelledBy,
    {
      reason: options.reason,
      buyerName: admin ? order.customerName : undefined,
      repaidCents: options.repaidCents,
    },
  );
  // The paid and refunded mails carry their document, named here and rendered when the mail is sent.
  const attachments: MailAttachmentRef[] = [];
  if ((kind === 'order_paid' || kind === 'order_invoiced') && order.invoiceNumber)
    attachments.push({ kind: 'invoice', orderId: order.id });
  // An order on account cancelled after its invoice: the credit note that cancels it.
  if ((kind === 'order_refunded' || kind === 'order_cancelled') && order.creditNoteNumber)
    attachments.push({ kind: 'credit-note', orderId: order.id });
  return {
    kind,
    to: admin ? admin.email : order.email,
    subject: orderMailSubject(kind, facts.reference),
    data: { shop: mailShopOf(shop), facts },
    attachments,
  };
}

/** The buyer as the order was placed for them: what the "order placed" mail names beside the order's figures. */
export interface PlacedOrderBuyer {
  email: string;
  customerName: string;
  address: string;
  /** The shop's rate the order was placed at (a tax-exempt company's order is written at 0, see below). */
  taxRateBasisPoints: number;
  poNumber: string | null;
}

/**
 * The buyer's "order placed" mail of an order just written, from the figures its function answered (ADR 153): the
 * caller writes it in the order's transaction, so the order exists exactly when its mail does. It states the hold
 * the order got, shorter for an unverified buyer's (`shortHold`), and an order placed awaiting a company admin's
 * approval has a subject and words of its own.
 */
export function placedOrderMail(
  mails: OrderMails,
  buyer: PlacedOrderBuyer,
  order: PlacedOrderFigures,
): NewMail & { kind: OrderMailKind } {
  const shop = order.shortHold ? { ...mails.shop, holdHours: mails.unverifiedHoldHours } : mails.shop;
  const mail = orderMail(shop, 'order_placed', {
    ...order,
    email: buyer.email,
    customerName: buyer.customerName,
    address: buyer.address,
    poNumber: buyer.poNumber,
    // A tax-exempt company's order is written at rate 0 and so with no tax: its mail must not state the shop's
    // rate. (A taxed order of a few cents whose tax rounds to 0 loses only its zero tax line.)
    taxRateBasisPoints: order.taxCents === 0 ? 0 : buyer.taxRateBasisPoints,
  });
  return order.status === 'awaiting_approval'
    ? { ...mail, subject: awaitingApprovalSubject(formatOrderNumber(order.orderNumber)) }
    : mail;
}
