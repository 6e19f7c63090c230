import { InsertedSchema } from './http.ts';
import { isAmountEmpty, orderMessages, orderStatuses } from './orders-constants.ts';
import { z } from './zod.ts';

export * from './orders-constants.ts';

/** The short reference of an order that people read and say, e.g. 1042 (ADR 025). */
export const OrderNumberSchema = z.number().int().positive();

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
  name: z.string().trim().max(100, orderMessages.nameTooLong).optional(),
  phoneNo: z.string().trim().max(40, orderMessages.phoneTooLong).optional(),
  address: z.string().trim().max(300, orderMessages.addressTooLong).optional(),
});
export type AddOrderBody = z.input<typeof AddOrderBodySchema>;

/** POST /addOrder's answer: SPEC's `acknowledged` and the new id, with the order's number and amount due. */
export const PlacedOrderSchema = InsertedSchema.extend({
  orderNumber: OrderNumberSchema,
  totalPrice: z.number(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** An order as JSON: SPEC's fields, money in dollars, the product as it was when ordered. */
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
  totalPrice: z.number(),
  status: z.enum(orderStatuses),
  transactionId: z.string().optional(),
  createdAt: z.string(),
  paidAt: z.string().optional(),
  /** Once paid: its invoice at GET /api/order/:id/invoice.pdf. */
  invoiceNumber: z.string().optional(),
  /** Once shipped, when the admin gave them. */
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);

export const OrderIdParamsSchema = z.object({ id: z.string().max(100) });
