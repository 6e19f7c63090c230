import { AddressSchema } from './address.ts';
import { reorderSkipReasons } from './cart-constants.ts';
import { OrderNoteSchema, PaymentChoiceSchema, PlacedOrderSchema, PoNumberSchema } from './orders.ts';
import { printable } from './text-fields.ts';
import { z } from './zod.ts';

export * from './cart-constants.ts';

/**
 * PUT /cart/:productId: the amount of that tool in the cart (not added to it). Checked by the purchase page's rule
 * with its messages (orderAmountProblem), an empty or broken amount included, so every refusal is that rule's 422.
 */
export const CartAmountBodySchema = z.object({
  amount: z.unknown().optional().describe('pieces, a whole number'),
});
export type CartAmountBody = z.input<typeof CartAmountBodySchema>;

export const CartProductParamsSchema = z.object({ productId: z.string().max(100) });

/** One tool in the cart, priced now: its volume price for the amount, money in dollars computed in cents. */
export const CartLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  model: z.string(),
  image: z.string(),
  amount: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  minOrder: z.number().int(),
  /** The tool's own price per piece now, which applies below its first volume price. */
  price: z.number(),
  /** The tool's volume prices now, ascending by amount (price-tiers.ts): the cart shows them and prices a typed amount. */
  priceTiers: z.array(z.object({ minAmount: z.number().int(), price: z.number() })),
  /** In stock now; 0 for a tool no longer sold. */
  available: z.number().int(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.object({
  lines: z.array(CartLineSchema),
  total: z.number(),
});
export type Cart = z.infer<typeof CartSchema>;

/** POST /order/:id/reorder: the cart with the order's tools added, and those that could not be. */
export const ReorderReplySchema = CartSchema.extend({
  skipped: z.array(z.object({ productId: z.string(), reason: z.enum(reorderSkipReasons) })),
});
export type ReorderReply = z.infer<typeof ReorderReplySchema>;

/** POST /checkout: who receives the order and where; the lines, prices and buyer come from the server. */
const textAddress = printable('The address', 300);

export const CheckoutBodySchema = z
  .object({
    name: printable('Your name', 100),
    phone: printable('The phone number', 40),
    /**
     * Where the order ships: the shared address shape (the order gets its shipping line, ADR 145), or SPEC's address
     * as one line of text (no shipping line until one is given on the payment page). Left out with `addressId`.
     */
    address: z.union([AddressSchema, z.string()], { error: 'The address must be text' }).optional(),
    /** One of the buyer's company's shipping addresses, by id, instead of `address`. */
    addressId: z.string().max(100).optional(),
    poNumber: PoNumberSchema.optional(),
    note: OrderNoteSchema.optional(),
    payment: PaymentChoiceSchema,
  })
  .refine((body) => body.address !== undefined || body.addressId !== undefined, {
    message: 'The address is required',
    path: ['address'],
  })
  // An address as text is checked by SPEC's rule apart: inside the union its messages would be lost.
  .transform((body, ctx) => {
    if (typeof body.address !== 'string') return body;
    const text = textAddress.safeParse(body.address);
    if (text.success) return { ...body, address: text.data };
    for (const issue of text.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['address'] });
    return z.NEVER;
  });
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;
export type CheckoutInput = z.output<typeof CheckoutBodySchema>;

export const CheckoutReplySchema = PlacedOrderSchema;

/** 409 of POST /checkout: every line short of stock, with what is left (0 for a tool no longer sold). */
export const CheckoutShortSchema = z.object({
  message: z.string(),
  lines: z.array(z.object({ productId: z.string(), available: z.number().int() })),
});
