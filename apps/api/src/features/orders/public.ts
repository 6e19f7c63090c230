/**
 * What the other features may use of an order: the orders feature runs every statement on the orders table and
 * its lines, and a feature imports it through this file only (biome.json's noRestrictedImports).
 */

// Placing an order: the checkout of a cart, the limits and mail both ways of placing pass, the reply.
export {
  type CheckoutOutcome,
  checkoutAtOnce,
  type Delivery,
  findOrderLines,
  type QuotedLine,
  type Recipient,
} from './checkout-repository.ts';
// A customer's orders as their account sees them: exported, unpaid ones cancelled, details taken off at its end.
export {
  anonymizeOrdersOf,
  cancelUnpaidOrdersOf,
  countOrdersOnTheirWay,
  hasDeliveredOrderOf,
  listOrdersOfUser,
} from './customer-orders-repository.ts';
// The PDF thread and the document it renders: a quote is printed as an invoice's layout is (ADR 146).
export type { InvoiceDocument } from './invoice-pdf.ts';
export { type PdfThread, pdfThread } from './invoice-pdf-thread.ts';
export {
  assertNoOverdue,
  companyOfBuyer,
  companyOpenBalanceCents,
  creditOnAccount,
  lockAccountTerms,
  settlePlacedOnAccount,
} from './on-account.ts';
// One JSON shape of an order for every answer that carries one; ordersJson adds an order on account's payments.
export { toOrderJson } from './order-json.ts';
export { type OrderMails, orderMail, orderMailsOf, placedMailDraft } from './order-mail-writer.ts';
// An order's money: the intent it waits on, paid with its invoice, refunded with its credit note and stock.
export { markOrderPaid, markOrderRefunded, rememberIntent } from './order-payments-repository.ts';
// The admin overview's figures.
export { ordersByStatus, revenueByDay, topProducts } from './order-reports-repository.ts';
// Gives an ended order's stock back.
export { releaseOrderStock } from './order-stock.ts';
export {
  findOrder,
  findOrderForUpdate as lockOrder,
  type OrderRow,
  ordersJson,
  statusChangesOf,
} from './orders-repository.ts';
// The payment-void port, which the payments feature provides; the company admins' mail of an order awaiting them.
export { mailApprovers, renderReturnCreditNote, type VoidPayment } from './orders-service.ts';
export { orderLimitsOf, type PlacedOrderFigures, placedOrderReply } from './placed-order.ts';
// What invoices on account past their due date still owe (the overview's overdue total, ADR 142).
export { overdueTotalCents } from './receivables-repository.ts';
export { utcDay } from './receivables-service.ts';
export { MAX_REFUND_ATTEMPTS } from './refund-states.ts';
// What a return changes of its order (ADR 150): its partial credit, the stock back, a replacement order.
export { creditReturnedPart, placeReplacementOrder, restockReturned } from './return-credits.ts';
