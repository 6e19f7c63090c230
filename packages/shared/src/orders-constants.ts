// orders.ts without zod: its limits, messages and rules. The storefront's first load imports them from
// here, so zod stays out of it; `./orders.ts` re-exports them beside its schemas.

/**
 * `awaiting_approval`: a company buyer's order above their order limit, holding its stock until a company admin
 * approves it. `confirmed`: an order on account, invoiced and ready to ship before it is paid (ADR 139).
 */
export const orderStatuses = [
  'unpaid',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'awaiting_approval',
  'confirmed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** How an order is paid: by card at checkout (SPEC), or on account against its invoice (issue 51). */
export const paymentMethods = ['card', 'account'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The net terms a shop admin may give a company, in days; 0 = card only. */
export const paymentTermsDays = [0, 15, 30, 45, 60, 90] as const;

/** The reminders of an unpaid invoice on account: 3 days before its due date, on it, 7 and 14 days after. */
export const reminderKinds = ['before_3', 'due', 'after_7', 'after_14'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** The longest reason a company admin may give for rejecting an order (POST /order/:id/reject). */
export const REJECT_REASON_MAX = 500;

/** My Orders' page (GET /myOrder/:email?page=): a customer with years of orders gets them a page at a time. */
export const MY_ORDERS_PAGE_SIZE = 20;

/**
 * An order's number as people read it: "#1042" (ADR 025). Given a placeholder instead, it answers the text SQL
 * completes with the number of an order it is writing (ADR 052).
 */
export const formatOrderNumber = (orderNumber: number | string): string => `#${orderNumber}`;

/**
 * The carriers the ship dialog offers (PATCH /order/:id/status refuses any other). Orders shipped before the list
 * keep the free text they were given, shown as it is.
 */
export const carriers = ['UPS', 'FedEx', 'DHL', 'USPS', 'Other'] as const;
export type Carrier = (typeof carriers)[number];

/** Each listed carrier's public tracking page, the number appended; "Other" has none. */
const trackingPages: Record<Exclude<Carrier, 'Other'>, string> = {
  UPS: 'https://www.ups.com/track?tracknum=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  DHL: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
};

/**
 * The carrier's tracking page for a shipment, or undefined when there is none to link: no number, "Other", or an
 * old free-text carrier.
 */
export function trackingUrl(
  carrier: string | undefined,
  trackingNumber: string | undefined,
): string | undefined {
  if (!carrier || !trackingNumber || !Object.hasOwn(trackingPages, carrier)) return undefined;
  return trackingPages[carrier as keyof typeof trackingPages] + encodeURIComponent(trackingNumber.trim());
}

/** "by DHL" in "Shipped by DHL"; "Other" reads as what it is. */
export const carrierPhrase = (carrier: string): string =>
  carrier === 'Other' ? 'by another carrier' : `by ${carrier}`;

/** SPEC section 5 and 7, word for word (typos included), plus the messages real ordering adds. */
export const orderMessages = {
  amountEmpty: 'Ammount can not be empty',
  amountBelowMin: (minOrder: number) => `Min order quantity is ${minOrder}`,
  amountAboveStock: (quantity: number) => `You can't buy more than ${quantity}`,
  amountNotWhole: 'The amount must be a whole number of pieces',
  placed: 'Your order have been placed',
  deleted: 'One order delete',
  confirmTitle: 'Are you sure?',
  confirmAccept: 'Accept',
  confirmCancel: 'Cancel',
  orderNotFound: 'Order not found',
  productGone: 'This product is no longer sold',
  tooManyUnpaid: (max: number) =>
    `You already have ${max} unpaid orders. Pay for or cancel one of them before placing another.`,
  /** An unverified buyer's unpaid orders would hold more of a tool than its share (UNVERIFIED_BUYER_STOCK_PERCENT). */
  aboveUnverifiedShare: (limit: number, productName: string, held: number) =>
    `Until your e-mail address is confirmed or you have paid for an order, you can hold at most ${limit} pc of ${productName} in unpaid orders${held > 0 ? ` (yours hold ${held} pc)` : ''}: confirm your address from My Profile to order more`,
  paidCannotCancel: 'A paid order cannot be cancelled',
  paidCannotDelete: 'A paid order cannot be deleted',
  alreadyCancelled: 'This order is already cancelled',
  notUnpaid: 'This order is not waiting for payment',
  alreadyPaid: 'This order is already paid',
  notYours: 'This order is not yours',
  noInvoice: 'This order has no invoice: it has not been paid',
  noCreditNote: 'This order has no credit note: it has not been refunded',
  refundNotPaid: 'Only a paid order can be refunded',
  refundShipped: 'A shipped order cannot be refunded',
  refundCancelled: 'A cancelled order cannot be refunded',
  alreadyRefunded: 'This order is already refunded',
  refundNoPayment: "This order's payment is not on record with the card processor: refund it there by hand",
  nameTooLong: 'Your name can be at most 100 characters',
  phoneTooLong: 'The phone number can be at most 40 characters',
  addressTooLong: 'The address can be at most 300 characters',
  placedAwaitingApproval: "Your order is placed: it awaits your company's approval",
  placedOnAccount: "Your order is confirmed on your company's account: its invoice is on its way",
  notAwaitingApproval: 'This order is not awaiting approval',
  approvalHoldEnded: 'This order waited past its hold and is being cancelled: the buyer can order again',
  approveCompanyAdminOnly: "Only the company's admins can approve or reject its orders",
  rejectReasonEmpty: 'Say why the order is rejected',
  rejectReasonTooLong: 'The reason can be at most 500 characters',
  approved: 'The order is approved: its buyer can pay it now',
  rejected: 'The order is rejected: its stock is back on sale',
  badTransition: (from: OrderStatus, to: OrderStatus) => `An order that is ${from} cannot become ${to}`,
  /** Paying on account (issue 51, ADR 139). */
  accountNotOpen:
    'Paying on account is open only to members of an approved company with payment terms and a credit limit: pay by card',
  creditExceeded: (available: string) =>
    `This order would exceed your credit limit: ${available} is available`,
  invoiceOverdue: (invoiceNumber: string) =>
    `Invoice ${invoiceNumber} is overdue: pay it before ordering on account again (paying by card stays open)`,
  notOnAccount: 'This order is not paid on account',
  paymentAboveBalance: (balance: string) => `The payment is more than the balance of ${balance}`,
  paymentNothingOwed: 'Nothing is owed on this order',
  paymentNotFound: 'There is no such payment of this order',
  paymentAlreadyReversed: 'This payment is already reversed',
  paymentReverseRepaid: 'Money repaid with a refund cannot be reversed',
  invoicedCannotDelete:
    'This order has an invoice and a credit note: it is kept for the books and cannot be deleted',
  paymentReverseCredited: 'This order has a credit note: its payments can no longer be reversed',
  cancelPaidOnAccount:
    'Payments were recorded on this order: a shop admin refunds it instead (credit note and repayment)',
} as const;

/**
 * What Accept does, in one line under SPEC's 'Are you sure?': the order by its number and what it holds, then what
 * follows.
 */
export const orderConfirmLines = {
  /** A company admin approves a buyer's order above their limit. */
  approve: (orderNumber: number, holds: string) =>
    `Approve order ${formatOrderNumber(orderNumber)} (${holds}): its buyer can pay it, within its hold.`,
  /** A company admin rejects it. */
  reject: (orderNumber: number, holds: string) =>
    `Reject order ${formatOrderNumber(orderNumber)} (${holds}): it is cancelled, its stock returns and its buyer is mailed your reason.`,
  /** A buyer cancels their unpaid order (it stays in their history as cancelled). */
  cancel: (orderNumber: number, holds: string) =>
    `Cancel order ${formatOrderNumber(orderNumber)} (${holds}): its stock returns and it can no longer be paid.`,
  /** An admin deletes an unpaid or a cancelled order. */
  delete: (orderNumber: number, holds: string, unpaid: boolean) =>
    unpaid
      ? `Delete order ${formatOrderNumber(orderNumber)} (${holds}): its stock returns, it can no longer be paid and it leaves the orders list.`
      : `Delete order ${formatOrderNumber(orderNumber)} (${holds}): it leaves the orders list for good.`,
  /** An admin refunds a paid order before it ships. */
  refund: (orderNumber: number, total: string, buyer: string) =>
    `Refund order ${formatOrderNumber(orderNumber)} (${total} to ${buyer}): the card is refunded in full, the stock returns and a credit note is issued.`,
} as const;

/**
 * How long an unpaid order is still held, as Manage All orders says it: "Held 1 h 20 min more", counted in whole
 * minutes rounded up (never "0 min" while it is held); once its hold has ended, that the sweep is cancelling it.
 */
export function holdLeftText(holdUntil: string, now: number): string {
  const minutes = Math.ceil((Date.parse(holdUntil) - now) / 60_000);
  if (!(minutes > 0)) return 'Hold ended: being cancelled';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const left = hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  return `Held ${left} more`;
}

/** What may be wrong with an amount ordered, in the order the rule checks it. */
export type OrderAmountProblem = 'empty' | 'notWhole' | 'belowMin' | 'aboveStock';

/** An amount left out: nothing, or only blanks typed. */
export const isAmountEmpty = (amount: unknown): boolean =>
  amount === undefined || amount === null || (typeof amount === 'string' && amount.trim() === '');

/**
 * The order amount rule, in one copy for the browser's form, the API's body schema and its answer when the
 * database took no stock: undefined when the amount may be ordered, otherwise what is wrong and SPEC's message.
 */
export function orderAmountProblem(
  amount: number | string | null | undefined,
  product: { minOrder: number; quantity: number },
): { problem: OrderAmountProblem; message: string } | undefined {
  if (isAmountEmpty(amount)) return { problem: 'empty', message: orderMessages.amountEmpty };
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value) || !Number.isInteger(value))
    return { problem: 'notWhole', message: orderMessages.amountNotWhole };
  if (value < product.minOrder)
    return { problem: 'belowMin', message: orderMessages.amountBelowMin(product.minOrder) };
  if (value > product.quantity)
    return { problem: 'aboveStock', message: orderMessages.amountAboveStock(product.quantity) };
  return undefined;
}

/** The order form's message for an amount, or undefined when it may be ordered (orderAmountProblem). */
export const orderAmountError = (
  amount: number | string | null | undefined,
  product: { minOrder: number; quantity: number },
): string | undefined => orderAmountProblem(amount, product)?.message;
