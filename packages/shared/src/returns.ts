import { PageNumberSchema } from './http.ts';
import { plainText } from './text-fields.ts';
import { z } from './zod.ts';

// Returns and warranty claims (issue 53, ADR 150): a buyer returns part of a delivered order; the shop approves or
// rejects, receives the tools and resolves each line with a refund (a partial credit note), a replacement or a repair.

export const returnReasons = ['defective', 'wrong_item', 'not_needed', 'warranty'] as const;
export type ReturnReason = (typeof returnReasons)[number];
export const returnStatuses = ['requested', 'approved', 'rejected', 'received', 'resolved'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
export const returnResolutions = ['refund', 'replace', 'repair'] as const;
export type ReturnResolution = (typeof returnResolutions)[number];

/** Reasons that send back a tool as it was sold: it goes back on the shelf when refunded (ADR 150). */
export const RESELLABLE_REASONS: readonly ReturnReason[] = ['not_needed', 'wrong_item'];
/** The guarantee every tool has from the day it shipped, in years (the home page's '1 year parts guarantee'). */
export const GUARANTEE_YEARS = 1;
export const RETURN_NOTE_MAX = 2000;
export const RETURNS_PAGE_SIZE = 20;
/** Returns one buyer may open an hour. */
export const RETURN_REQUESTS_PER_HOUR = 20;

export const returnReasonLabels: Record<ReturnReason, string> = {
  defective: 'Defective',
  wrong_item: 'Wrong item',
  not_needed: 'Not needed',
  warranty: 'Warranty claim',
};
export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  resolved: 'Resolved',
};
export const returnResolutionLabels: Record<ReturnResolution, string> = {
  refund: 'Refund',
  replace: 'Replacement',
  repair: 'Repair',
};

export const returnMessages = {
  orderNotFound: 'Order not found',
  notFound: 'Return not found',
  notYours: 'This order is not yours',
  returnNotYours: 'This return is not yours',
  notDelivered: 'Only a delivered order can be returned',
  notOnOrder: (productId: string) => `The order has no line of product ${productId}`,
  sameLineTwice: 'Name each of the order’s lines at most once',
  tooMany: (name: string, left: number) =>
    left === 0
      ? `Every ${name} of this order is already being returned`
      : `At most ${left} of ${name} can still be returned`,
  tooManySerials: (name: string) => `Give at most one serial number per returned ${name}`,
  serialTwice: (name: string) => `Give each serial number of the returned ${name} once`,
  serialPerUnit: (name: string, amount: number) =>
    `A defect or warranty claim on ${name} names the serial number of each unit returned: give ${amount}`,
  serialsNotShipped: (name: string, serials: readonly string[]) =>
    `${serials.join(', ')} ${serials.length === 1 ? 'is not a serial number' : 'are not serial numbers'} of the ${name} shipped with this order`,
  returnWindowOver: (name: string, days: number) =>
    `${name} was delivered more than ${days} days ago: it can only be returned as defective or under warranty`,
  coverOver: (name: string, until: string) => `The guarantee of ${name} ended on ${until}`,
  badStatus: (status: ReturnStatus, action: string) =>
    `The return is ${returnStatusLabels[status].toLowerCase()}: it cannot be ${action}`,
  resolveEveryLine: 'Resolve every line of the return, each once',
  replacementShort: (name: string) => `Not enough ${name} in stock for a replacement`,
  noCreditNote: 'This return has no credit note',
  refundNotSetUp: 'Card refunds are not set up',
  tooManyRequests: 'Too many returns opened; try again later',
} as const;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} can be at most ${max} characters`)
    .regex(/^(?:[^\p{Cc}]|\r?\n|\t)*$/u, `${field} cannot hold control characters`)
    .superRefine(plainText(field));

const amount = z
  .number({ error: 'amount must be a whole number from 1' })
  .int('amount must be a whole number from 1')
  .min(1, 'amount must be a whole number from 1')
  .max(1_000_000, 'amount is too large');

/** POST /order/:id/returns. */
export const ReturnRequestBodySchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.string({ error: 'productId must be a product id' }),
        amount,
        serials: z
          .array(text('A serial number', 100).pipe(z.string().min(1, 'A serial number cannot be empty')))
          .max(1000, 'At most 1000 serial numbers per line')
          .optional(),
        reason: z.enum(returnReasons, { error: `reason must be one of ${returnReasons.join(', ')}` }),
      }),
    )
    .min(1, 'Return at least one line')
    .max(100, 'A return has at most 100 lines'),
  note: text('The note', RETURN_NOTE_MAX).optional(),
});
export type ReturnRequestBody = z.input<typeof ReturnRequestBodySchema>;

export const ReturnCreatedSchema = z.object({ _id: z.string(), number: z.string() });
export const ReturnIdParamsSchema = z.object({ id: z.string() });
export const OrderReturnParamsSchema = z.object({ id: z.string() });

export const ReturnsQuerySchema = z.object({
  status: z
    .enum(returnStatuses, { error: `status must be one of ${returnStatuses.join(', ')}` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: PageNumberSchema,
});
export type ReturnsQuery = z.input<typeof ReturnsQuerySchema>;

export const ReturnApproveBodySchema = z.object({
  instructions: text('The instructions', RETURN_NOTE_MAX).pipe(
    z.string().min(1, 'Give the buyer instructions for sending the tools back'),
  ),
});
export const ReturnRejectBodySchema = z.object({
  reason: text('The reason', RETURN_NOTE_MAX).pipe(z.string().min(1, 'Say why the return is rejected')),
});
export const ReturnResolveBodySchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.string({ error: 'productId must be a product id' }),
        resolution: z.enum(returnResolutions, {
          error: `resolution must be one of ${returnResolutions.join(', ')}`,
        }),
      }),
    )
    .min(1, 'Resolve every line of the return, each once')
    .max(100, 'A return has at most 100 lines'),
});
export type ReturnResolveBody = z.input<typeof ReturnResolveBodySchema>;

export const ReturnLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  model: z.string(),
  amount: z.number().int(),
  unitPrice: z.number(),
  serials: z.array(z.string()),
  reason: z.enum(returnReasons),
  resolution: z.enum(returnResolutions).optional(),
});

export const ReturnSchema = z.object({
  _id: z.string(),
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  email: z.string(),
  status: z.enum(returnStatuses),
  lines: z.array(ReturnLineSchema),
  note: z.string().optional(),
  instructions: z.string().optional(),
  rejection: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The credit note a refund made: its number and total (dollars, tax included). */
  creditNote: z
    .object({ number: z.string(), net: z.number(), tax: z.number(), total: z.number() })
    .optional(),
  replacementOrderId: z.string().optional(),
  replacementOrderNumber: z.number().int().optional(),
});
export type ReturnJson = z.infer<typeof ReturnSchema>;
export const ReturnListSchema = z.array(ReturnSchema);

/** What resolving made: the credit note and the refund's state, or the replacement order. */
export const ReturnResolvedSchema = z.object({
  return: ReturnSchema,
  creditNoteNumber: z.string().optional(),
  refund: z.enum(['refunded', 'pending', 'on_account']).optional(),
  replacementOrderNumber: z.number().int().optional(),
});
