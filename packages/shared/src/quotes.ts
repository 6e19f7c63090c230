import { PRICE_MAX, productMessages } from './admin.ts';
import { CheckoutBodySchema } from './cart.ts';
import { PageNumberSchema } from './http.ts';
import { QUOTE_MESSAGE_MAX, quoteActors, quoteMessages, quoteStatuses } from './quotes-constants.ts';
import { plainText } from './text-fields.ts';
import { z } from './zod.ts';

export * from './quotes-constants.ts';

/** A buyer's or the shop's words on a quote: several lines allowed, no other control characters. */
const message = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(QUOTE_MESSAGE_MAX, `${field} can be at most ${QUOTE_MESSAGE_MAX} characters`)
    .regex(/^(?:[^\p{Cc}]|\r?\n|\t)*$/u, `${field} cannot hold control characters`)
    .superRefine(plainText(field));

/** POST /quotes: the lines are the buyer's cart, priced by the server. */
export const QuoteRequestBodySchema = z.object({ message: message('The message').optional() });
export type QuoteRequestBody = z.input<typeof QuoteRequestBodySchema>;

export const QuoteCreatedSchema = z.object({ _id: z.string(), number: z.string() });

export const QuoteIdParamsSchema = z.object({ id: z.string() });

/** GET /quotes: a page (the total in X-Total-Count), of one status, searched by number, buyer or tool. */
export const QuotesQuerySchema = z.object({
  status: z
    .enum(quoteStatuses, { error: `status must be one of ${quoteStatuses.join(', ')}` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  q: z.string().trim().max(200, 'q can be at most 200 characters').optional(),
  page: PageNumberSchema,
});
export type QuotesQuery = z.input<typeof QuotesQuerySchema>;

const unitPrice = z
  .number({ error: productMessages.priceInvalid })
  .positive(productMessages.priceInvalid)
  .max(PRICE_MAX, productMessages.priceInvalid)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, productMessages.priceInvalid);

/**
 * POST /quotes/:id/offer (shop admins): a unit price for every line of the request (its amount may change), and
 * until when the offer holds (an ISO time, or a day: the end of that day, UTC).
 */
export const QuoteOfferBodySchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.string(),
        unitPrice,
        amount: z
          .number({ error: 'amount must be a whole number from 1' })
          .int('amount must be a whole number from 1')
          .min(1, 'amount must be a whole number from 1')
          .max(1_000_000, 'amount is too large')
          .optional(),
      }),
    )
    .min(1, 'Give a unit price for every line')
    .max(100, 'A quote has at most 100 lines'),
  expiresAt: z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
    error: 'expiresAt must be a date (YYYY-MM-DD) or a time (ISO 8601)',
  }),
  message: message('The message').optional(),
});
export type QuoteOfferBody = z.input<typeof QuoteOfferBodySchema>;

/** POST /quotes/:id/revision: what the buyer wants changed. */
export const QuoteRevisionBodySchema = z.object({
  message: message('The message').pipe(z.string().min(1, quoteMessages.revisionMessage)),
});

/** POST /quotes/:id/accept: who receives the order and how it is paid, as at checkout; the lines are the quote's. */
export const QuoteAcceptBodySchema = CheckoutBodySchema;
export type QuoteAcceptBody = z.input<typeof QuoteAcceptBodySchema>;

export const QuoteLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  model: z.string(),
  amount: z.number().int(),
  /** The buyer's own price per piece when asked (dollars). */
  listUnitPrice: z.number(),
  /** The offered price per piece, once offered. */
  unitPrice: z.number().optional(),
  lineTotal: z.number().optional(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/** One round of a quote's history: who did what, when, with their message and the lines then. */
export const QuoteEventSchema = z.object({
  at: z.string(),
  status: z.enum(quoteStatuses),
  by: z.enum(quoteActors),
  email: z.string().optional(),
  message: z.string().optional(),
  lines: z.array(QuoteLineSchema).optional(),
  expiresAt: z.string().optional(),
});
export type QuoteEvent = z.infer<typeof QuoteEventSchema>;

export const QuoteSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(quoteStatuses),
  email: z.string(),
  companyName: z.string().optional(),
  lineCount: z.number().int(),
  /** The offer's net total once offered, else the asked lines at the buyer's own prices. */
  total: z.number(),
  expiresAt: z.string().optional(),
  orderId: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;
export const QuoteListSchema = z.array(QuoteSummarySchema);

export const QuoteDetailSchema = QuoteSummarySchema.extend({
  lines: z.array(QuoteLineSchema),
  message: z.string().optional(),
  history: z.array(QuoteEventSchema),
});
export type QuoteDetail = z.infer<typeof QuoteDetailSchema>;

/** 409 of POST /quotes/:id/accept when stock ran short: every such line by name, with what is left. */
export const QuoteShortSchema = z.object({
  message: z.string(),
  lines: z.array(z.object({ productId: z.string(), name: z.string(), available: z.number().int() })),
});
