// What the order mails are and what they state, without React: the code that writes a mail into the outbox loads
// this; the templates (react-email, slow to load) load only when the outbox first renders a mail (renderers.ts).

/** Every order mail there is; the outbox's renderer knows a kind as an order mail by this list. */
export const orderMailKinds = [
  'order_placed',
  'order_paid',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_refunded',
] as const;
export type OrderMailKind = (typeof orderMailKinds)[number];
/** Who cancelled an unpaid order, as the cancellation mail says it. */
export type CancelledBy = 'buyer' | 'admin' | 'hold_expiry';

/** What an order mail states, already in words and dollars (lib/order-mail-writer.ts reads them off the order). */
export interface OrderMailFacts {
  customerName: string;
  /** `#1001`. */
  reference: string;
  /** The order's lines, e.g. `2 pc Rotary Hammer (model RH-2) at $10.00: $20.00`. */
  lines: string[];
  /** Lines under it when the order carries tax: its net, its tax with the rate, and what the buyer pays. */
  totals: string[];
  /** What the buyer pays, e.g. `$24.00`. */
  gross: string;
  /** The buyer's purchase-order number, when the order came from the cart with one. */
  poNumber: string | undefined;
  transactionId: string | undefined;
  invoiceNumber: string | undefined;
  creditNoteNumber: string | undefined;
  carrier: string | undefined;
  trackingNumber: string | undefined;
  myOrdersUrl: string;
  /** Where the buyer pays the order (order placed). */
  payUrl: string;
  /** How long an unpaid order is held before it is cancelled (order placed). */
  holdHours: number;
  cancelledBy: CancelledBy;
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
  })[kind];
