import { z } from 'zod';
import { CartSchema } from './cart.ts';

/** The most lines one quick order takes (pasted or a CSV file), blank lines not counted. */
export const QUICK_ORDER_MAX_LINES = 500;
/** The longest text one quick order takes: 500 lines of a model and an amount, with room to spare. */
export const QUICK_ORDER_MAX_CHARS = 100_000;

export const quickOrderResults = [
  'added',
  'unknown_model',
  'below_minimum',
  'short',
  'not_for_sale',
  'invalid',
] as const;
export type QuickOrderResult = (typeof quickOrderResults)[number];

/** Each result in words, as the quick-order page's table shows it. */
export const quickOrderResultWords: Record<QuickOrderResult, string> = {
  added: 'Added',
  unknown_model: 'Unknown model',
  below_minimum: 'Below the minimum order',
  short: 'Not enough in stock',
  not_for_sale: 'No longer sold',
  invalid: 'Not read',
};

export const quickOrderMessages = {
  empty: 'Paste at least one model number and amount',
  tooManyLines: `A quick order takes at most ${QUICK_ORDER_MAX_LINES} lines: split the list and add the rest after`,
  tooLong: `A quick order takes at most ${QUICK_ORDER_MAX_CHARS.toLocaleString('en-US')} characters`,
  notText: 'The list must be text',
  notUtf8: 'The file must be UTF-8 text (in a spreadsheet: Save as CSV UTF-8)',
  unknownModel: (model: string) => `No tool has the model number ${model}`,
  noModel: 'The line has no model number',
  noAmount: 'The line has no amount: write the model number, then the amount',
  extraCells: 'The line has more than a model number and an amount',
  unreadable: 'The line cannot be read: check its quotes',
  hiddenCharacter: 'The line holds a character that cannot be typed',
  /** A line whose model the cart already held: the purchase page's message is about the sum. */
  alreadyInCart: (inCart: number) => ` (your cart already holds ${inCart})`,
  added: (count: number) => (count === 1 ? '1 line added to your cart' : `${count} lines added to your cart`),
} as const;

/** POST /cart/quick-order as JSON: the pasted lines (the same text may be sent as a `text/csv` body). */
export const QuickOrderBodySchema = z.object({
  text: z
    .string({ error: quickOrderMessages.notText })
    .max(QUICK_ORDER_MAX_CHARS, quickOrderMessages.tooLong),
});
export type QuickOrderBody = z.input<typeof QuickOrderBodySchema>;

/**
 * One model of the order: at the line it first appears on (its repeats summed into `amount`), and what became of
 * it. `model` and `amount` are as read (null: none could be); `message` says why a line was refused.
 */
export const QuickOrderLineSchema = z.object({
  line: z.number().int(),
  model: z.string(),
  amount: z.number().int().nullable(),
  result: z.enum(quickOrderResults),
  message: z.string(),
});
export type QuickOrderLine = z.infer<typeof QuickOrderLineSchema>;

export const QuickOrderReplySchema = z.object({
  cart: CartSchema,
  lines: z.array(QuickOrderLineSchema),
});
export type QuickOrderReply = z.infer<typeof QuickOrderReplySchema>;
