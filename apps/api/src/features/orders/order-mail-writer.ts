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
  type PlacedOrderMailData,
} from '../../mail-templates/order-mail-facts.ts';
import { mailShopOf, type NewMail } from '../../mail-templates/templates.ts';

export type { CancelledBy, OrderMailKind, OrderMailShop } from '../../mail-templates/order-mail-facts.ts';

/** What an order mail reads off its order (a row of `orders` has it all). */
export type OrderMailSource = OrderMailFigures & { email: string };

/** Where a feature writes its order mails (app.mailOutbox) and what they sign with. */
export interface OrderMails {
  outbox: {
    enqueue(db: Executor, mail: NewMail): Promise<void>;
    newMessageId(): string;
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

/** Where the subject of an "order placed" mail holds the number of the order the statement writes. */
export const ORDER_NUMBER_MARK = '{number}';

/**
 * The "order placed" mail of an order about to be placed (ADR 052): all of it but the new order's own figures
 * (its id, number, lines and sums), which the statement that places the order adds as it writes the mail
 * (`placingStatement`), so the order and its mail are written in one round trip, or neither is.
 */
export interface PlacedMailDraft {
  messageId: string;
  to: string;
  /** With ORDER_NUMBER_MARK where the order's number goes. */
  subject: string;
  /** The subject instead when the order is placed awaiting approval (ORDER_NUMBER_MARK likewise). */
  awaitingSubject: string;
  data: Omit<PlacedOrderMailData, 'order'> & {
    order: Pick<OrderMailFigures, 'customerName' | 'address' | 'taxRateBasisPoints' | 'poNumber'>;
  };
  /** The hold the mail states instead of `data.holdHours` when the order is held short (an unverified buyer's). */
  shortHoldHours: number;
}

export const placedMailDraft = (
  mails: OrderMails,
  given: {
    email: string;
    customerName: string;
    address: string;
    taxRateBasisPoints: number;
    poNumber: string | null;
  },
): PlacedMailDraft => ({
  messageId: mails.outbox.newMessageId(),
  to: given.email,
  subject: orderMailSubject('order_placed', formatOrderNumber(ORDER_NUMBER_MARK)),
  awaitingSubject: awaitingApprovalSubject(formatOrderNumber(ORDER_NUMBER_MARK)),
  data: {
    shop: mailShopOf(mails.shop),
    holdHours: mails.shop.holdHours,
    order: {
      customerName: given.customerName,
      address: given.address,
      taxRateBasisPoints: given.taxRateBasisPoints,
      poNumber: given.poNumber,
    },
  },
  shortHoldHours: mails.unverifiedHoldHours,
});
