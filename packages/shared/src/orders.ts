import { AddressJsonSchema } from './address.ts';
import { ORDER_NOTE_MAX, PO_NUMBER_MAX } from './cart-constants.ts';
import { InsertedSchema, PageNumberSchema } from './http.ts';
import {
  isAmountEmpty,
  orderMessages,
  orderStatuses,
  paymentMethods,
  REJECT_REASON_MAX,
} from './orders-constants.ts';
import { plainText, printable } from './text-fields.ts';
import { z } from './zod.ts';

export * from './orders-constants.ts';

/** The short reference of an order that people read and say, e.g. 1042 (ADR 025). */
export const OrderNumberSchema = z.number().int().positive();

/** How the buyer pays (POST /addOrder, POST /checkout): by card as SPEC says, or on account (issue 51). */
export const PaymentChoiceSchema = z
  .enum(paymentMethods, { error: 'payment must be card or account' })
  .optional()
  .default('card');

/** The buyer's own reference for an order, printed on its invoice (POST /checkout, POST /addOrder). */
export const PoNumberSchema = printable('The PO number', PO_NUMBER_MAX);

/** A note for the order (POST /checkout, POST /addOrder): it may run over lines (delivery instructions), no other control characters. */
export const OrderNoteSchema = z
  .string({ error: 'The note must be text' })
  .trim()
  .max(ORDER_NOTE_MAX, `The note can be at most ${ORDER_NOTE_MAX} characters`)
  .regex(/^(?:[^\p{Cc}]|\r?\n)*$/u, 'The note cannot hold control characters')
  .superRefine(plainText('The note'));

/**
 * POST /addOrder. The buyer is the session's user and the price comes from the catalog: an `email`,
 * `totalPrice` or `productName` in the body is ignored.
 */
export const AddOrderBodySchema = z.object({
  productId: z.string({ error: 'productId is required' }).max(100, 'productId is not valid'),
  // A whole number, or SPEC's message for what it is not: the rest of the rule needs the product's figures.
  amount: z
    .number({
      error: (issue) =>
        isAmountEmpty(issue.input) ? orderMessages.amountEmpty : orderMessages.amountNotWhole,
    })
    .refine(Number.isInteger, orderMessages.amountNotWhole),
  name: z.string().trim().max(100, orderMessages.nameTooLong).superRefine(plainText('Your name')).optional(),
  phoneNo: z
    .string()
    .trim()
    .max(40, orderMessages.phoneTooLong)
    .superRefine(plainText('The phone number'))
    .optional(),
  address: z
    .string()
    .trim()
    .max(300, orderMessages.addressTooLong)
    .superRefine(plainText('The address'))
    .optional(),
  poNumber: PoNumberSchema.optional(),
  note: OrderNoteSchema.optional(),
  payment: PaymentChoiceSchema,
});
export type AddOrderBody = z.input<typeof AddOrderBodySchema>;

/**
 * POST /addOrder's answer: SPEC's `acknowledged` and the new id, with the order's number and amount due, and its
 * status: `unpaid`, or `awaiting_approval` for a company buyer's order above their order limit.
 */
export const PlacedOrderSchema = InsertedSchema.extend({
  orderNumber: OrderNumberSchema,
  totalPrice: z.number(),
  status: z.enum(['unpaid', 'awaiting_approval', 'confirmed']),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** One tool of an order as it was ordered: its name, model and unit price then, money in dollars. */
export const OrderLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  model: z.string(),
  unitPrice: z.number(),
  amount: z.number().int(),
  lineTotal: z.number(),
  /** Once shipped, a serialized tool's serial numbers, one per unit (ADR 148). */
  serials: z.array(z.string()).optional(),
  /** Before it ships: true when the tool takes one serial number per unit at shipping. */
  serialized: z.boolean().optional(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** A payment recorded on an order on account: `repaid` is money given back with a refund. */
export const OrderPaymentSchema = z.object({
  _id: z.string(),
  kind: z.enum(['received', 'repaid']),
  amount: z.number(),
  reference: z.string(),
  receivedAt: z.string(),
  reversed: z.boolean(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/**
 * An order's payment state, apart from its fulfilment (`status`): how it is paid, when it is due (on account), what
 * was paid and what is still owed, in dollars.
 */
export const OrderPaymentStateSchema = z.object({
  method: z.enum(paymentMethods),
  /** `YYYY-MM-DD`: the invoice date plus the company's terms; null for a card order. */
  dueDate: z.string().nullable(),
  amountPaid: z.number(),
  balance: z.number(),
  overdue: z.boolean(),
  payments: z.array(OrderPaymentSchema),
});
export type OrderPaymentState = z.infer<typeof OrderPaymentStateSchema>;

/**
 * An order as JSON: SPEC's fields, money in dollars, the product as it was when ordered. An order from the cart
 * holds several `lines`; SPEC's one-tool fields (productId, productName, amount, unitPrice) are then its first
 * line's, and `totalPrice` is the sum of all lines plus `tax`.
 */
export const OrderSchema = z.object({
  _id: z.string(),
  orderNumber: OrderNumberSchema,
  email: z.string(),
  name: z.string(),
  phoneNo: z.string(),
  address: z.string(),
  productId: z.string(),
  productName: z.string(),
  amount: z.number().int(),
  unitPrice: z.number(),
  /** What the buyer pays: the lines plus `shipping` plus `tax`. */
  totalPrice: z.number(),
  /** The tax rate in force when the order was placed (0: no tax), and the tax in dollars; never recalculated. */
  taxRatePercent: z.number(),
  tax: z.number(),
  lines: z.array(OrderLineSchema),
  /**
   * Where the order ships, once given (at checkout, or on a Buy Now order's payment page), and its shipping line: net
   * in `shipping`, its tax in `shippingTax` (part of `tax`), by the order's weight in kg (ADR 145).
   */
  deliveryAddress: AddressJsonSchema.optional(),
  shipping: z.number(),
  shippingTax: z.number(),
  weightKg: z.number(),
  /** The buyer's purchase-order number and note, when given at checkout. */
  poNumber: z.string().optional(),
  note: z.string().optional(),
  status: z.enum(orderStatuses),
  transactionId: z.string().optional(),
  createdAt: z.string(),
  paidAt: z.string().optional(),
  /** Once paid: its invoice at GET /api/order/:id/invoice.pdf. */
  invoiceNumber: z.string().optional(),
  /** Once refunded: its credit note at GET /api/order/:id/credit-note.pdf. */
  creditNoteNumber: z.string().optional(),
  /** Once shipped, when the admin gave them. */
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  payment: OrderPaymentStateSchema,
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);

/** GET /myOrder/:email?page=: one page of MY_ORDERS_PAGE_SIZE, newest first. */
export const MyOrdersQuerySchema = z.object({ page: PageNumberSchema });

export const OrderIdParamsSchema = z.object({ id: z.string().max(100) });

/** POST /order/:id/reject: why the company admin rejects the order; the buyer's mail repeats it. */
export const RejectOrderBodySchema = z.object({
  reason: z
    .string({ error: orderMessages.rejectReasonEmpty })
    .trim()
    .min(1, orderMessages.rejectReasonEmpty)
    .max(REJECT_REASON_MAX, orderMessages.rejectReasonTooLong)
    .superRefine(plainText('The reason')),
});
export type RejectOrderBody = z.infer<typeof RejectOrderBodySchema>;

/** The largest payment an admin may record at once, in dollars. */
export const PAYMENT_AMOUNT_MAX = 100_000_000;

/** A real day of the calendar from the year 2000 on: `2026-02-31` and `0000-01-01` are not. */
const isCalendarDay = (day: string): boolean => {
  const date = new Date(`${day}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 2000 && date.toISOString().slice(0, 10) === day
  );
};

/**
 * POST /order/:id/payments (shop admins): a payment received by transfer, in dollars with whole cents; its bank
 * reference; when it arrived (an ISO date or date-time, not in the future).
 */
export const RecordPaymentBodySchema = z.object({
  amount: z
    .number({ error: 'The amount must be a number of dollars above 0' })
    .positive('The amount must be a number of dollars above 0')
    .max(PAYMENT_AMOUNT_MAX, 'The amount is too large')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'The amount is in whole cents'),
  reference: z
    .string({ error: 'Give the reference of the transfer' })
    .trim()
    .min(1, 'Give the reference of the transfer')
    .max(200, 'The reference can be at most 200 characters')
    .superRefine(plainText('The reference')),
  receivedAt: z
    .string({ error: 'receivedAt must be a date (YYYY-MM-DD) or a date and time' })
    .refine(
      (text) =>
        /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) &&
        !Number.isNaN(Date.parse(text)) &&
        isCalendarDay(text.slice(0, 10)),
      'receivedAt must be a date (YYYY-MM-DD) or a date and time',
    ),
});
export type RecordPaymentBody = z.input<typeof RecordPaymentBodySchema>;

/** POST /order/:id/payments/:paymentId/reverse: why the payment is reversed (kept in the audit trail). */
export const ReversePaymentBodySchema = z.object({
  reason: z
    .string({ error: 'Say why the payment is reversed' })
    .trim()
    .min(1, 'Say why the payment is reversed')
    .max(500, 'The reason can be at most 500 characters')
    .superRefine(plainText('The reason')),
});
export const OrderPaymentParamsSchema = z.object({ id: z.string().max(100), paymentId: z.string().max(100) });

/**
 * GET /my-company/orders: the company's orders for its admins (all of them, or one buyer's), a buyer's own for a
 * buyer; optionally of one status; a page of MY_ORDERS_PAGE_SIZE, newest first.
 */
export const CompanyOrdersQuerySchema = z.object({
  buyer: z.uuid({ error: 'The buyer must be a member id' }).optional(),
  status: z.enum(orderStatuses).optional(),
  page: PageNumberSchema,
});
export type CompanyOrdersQuery = z.infer<typeof CompanyOrdersQuerySchema>;

/** An order of the company's list: the order and which member placed it (its buyer's id). */
export const CompanyOrderSchema = OrderSchema.extend({ buyerId: z.string() });
export type CompanyOrder = z.infer<typeof CompanyOrderSchema>;

/** One step of an order's life as its page lists it: the status it reached and when. */
export const OrderStepSchema = z.object({ status: z.enum(orderStatuses), at: z.string() });
export type OrderStep = z.infer<typeof OrderStepSchema>;

/**
 * GET /order/:id: one order for its page (its buyer or an admin), with the steps it went through, oldest first,
 * and, while unpaid, until when its stock is held.
 */
export const OrderDetailSchema = OrderSchema.extend({
  history: z.array(OrderStepSchema),
  holdUntil: z.string().optional(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
