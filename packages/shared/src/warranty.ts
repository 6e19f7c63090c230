import { accountMessages, EMAIL_MAX } from './accounts-constants.ts';
import { formatCount } from './numbers.ts';
import { plainText, printable } from './text-fields.ts';
import { z } from './zod.ts';

/** A serial number's longest form, and how many a shipment's line may carry (one per unit). */
export const SERIAL_MAX = 64;
export const SERIALS_PER_LINE_MAX = 1_000;
/** Registered within this many days of purchase: WARRANTY_EXTENDED_YEARS from purchase; otherwise the guarantee. */
export const REGISTRATION_WINDOW_DAYS = 30;
export const WARRANTY_EXTENDED_YEARS = 3;
export const GUARANTEE_YEARS = 1;
/** The public warranty routes' limits per address and hour (docs/security.md). */
export const WARRANTY_REGISTRATIONS_PER_HOUR = 10;
export const WARRANTY_LOOKUPS_PER_HOUR = 60;
export const RECALL_NOTICE_MAX = 4_000;

export const warrantyMessages = {
  serialInvalid: `A serial number is 1 to ${SERIAL_MAX} letters, digits, ".", "-", "_" or "/"`,
  serialsRequired: 'Give the serial numbers, one per unit',
  serialsTooMany: `At most ${formatCount(SERIALS_PER_LINE_MAX)} serial numbers per line`,
  /** The shipment's serials of one line are not one per unit. */
  serialCount: (model: string, amount: number, given: number) =>
    `${model} needs ${amount} serial ${amount === 1 ? 'number' : 'numbers'}, one per unit; ${given} given`,
  notSerialized: (model: string) => `${model} takes no serial numbers`,
  notOnOrder: 'A tool with serial numbers is not on this order',
  repeatedInShipment: (model: string, serials: string[]) =>
    `${model}: ${serials.join(', ')} ${serials.length === 1 ? 'is' : 'are'} given twice`,
  duplicates: (model: string, serials: string[]) =>
    `${model}: ${serials.join(', ')} ${serials.length === 1 ? 'was' : 'were'} already shipped`,
  noSuchTool: 'We have no tool with this serial number',
  alreadyRegistered: 'This tool is already registered',
  purchasedBeforeShipped: (shippedOn: string) =>
    `The purchase date cannot be before the tool left us on ${shippedOn}`,
  purchasedInFuture: 'The purchase date cannot be in the future',
  dateInvalid: 'Give the purchase date as YYYY-MM-DD',
  modelRequired: 'Give the model, as printed on the tool',
  emailRequired: accountMessages.emailRequired,
  tooManyRegistrations: 'Too many registrations from your address. Try again in an hour.',
  tooManyLookups: 'Too many look-ups from your address. Try again in an hour.',
  registered: (until: string) => `Registered. Your tool is covered until ${until}.`,
  recallNotFound: 'This recall no longer exists',
  recallTaken: 'A recall with this title is already published for this model',
  recallRange: 'The first serial of a range must come before its last (same length, then in text order)',
  recallShippedRange: 'The first shipping day must come before the last',
  recallNoTools: 'No tool of this model has shipped',
} as const;

const serialNumber = z
  .string({ error: warrantyMessages.serialInvalid })
  .trim()
  .min(1, warrantyMessages.serialInvalid)
  .max(SERIAL_MAX, warrantyMessages.serialInvalid)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, warrantyMessages.serialInvalid);

const model = z
  .string({ error: warrantyMessages.modelRequired })
  .trim()
  .min(1, warrantyMessages.modelRequired)
  .max(100, warrantyMessages.modelRequired)
  .superRefine(plainText('The model'));

const day = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(
      (text) =>
        !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
        new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
      message,
    );

/** The serial numbers of one serialized line of a shipment, one per unit (PATCH /order/:id/status). */
export const ShipmentSerialsSchema = z
  .array(
    z.object({
      productId: z.string(),
      serials: z
        .array(serialNumber, { error: warrantyMessages.serialsRequired })
        .min(1, warrantyMessages.serialsRequired)
        .max(SERIALS_PER_LINE_MAX, warrantyMessages.serialsTooMany),
    }),
  )
  .max(100);
export type ShipmentSerials = z.infer<typeof ShipmentSerialsSchema>;

/** POST /warranty/registrations: the owner's registration (no sign-in). */
export const WarrantyRegistrationBodySchema = z.object({
  model,
  serial: serialNumber,
  purchasedOn: day(warrantyMessages.dateInvalid),
  name: printable('The name', 100),
  email: z
    .string({ error: warrantyMessages.emailRequired })
    .trim()
    .min(1, warrantyMessages.emailRequired)
    .max(EMAIL_MAX, accountMessages.emailInvalid)
    .pipe(z.email(accountMessages.emailInvalid)),
});
export type WarrantyRegistrationBody = z.input<typeof WarrantyRegistrationBodySchema>;

export const WarrantyRegistrationSchema = z.object({
  model: z.string(),
  serial: z.string(),
  purchasedOn: z.string(),
  /** The last day of cover, `YYYY-MM-DD`. */
  coverUntil: z.string(),
  /** 3 years (registered within 30 days of purchase) or the 1-year guarantee. */
  years: z.number().int(),
  message: z.string(),
});
export type WarrantyRegistration = z.infer<typeof WarrantyRegistrationSchema>;

export const WarrantyLookupParamsSchema = z.object({ model, serial: serialNumber });

/** GET /warranty/:model/:serial: never the owner's name or address. */
export const WarrantyStatusSchema = z.object({
  status: z.enum(['registered', 'unregistered']),
  coverUntil: z.string(),
});
export type WarrantyStatus = z.infer<typeof WarrantyStatusSchema>;

/** POST /recalls: what a shop admin publishes; no range means every shipped tool of the model. */
export const RecallBodySchema = z
  .object({
    title: printable('The title', 200),
    notice: z
      .string({ error: 'The notice must be text' })
      .trim()
      .min(1, 'The notice cannot be empty')
      .max(RECALL_NOTICE_MAX, `The notice can be at most ${formatCount(RECALL_NOTICE_MAX)} characters`)
      .regex(/^(?:[^\p{Cc}]|\r?\n|\t)*$/u, 'The notice cannot hold control characters')
      // Shown on the public /recalls page and in every owner's mail: nothing that hides or turns the text.
      .superRefine(plainText('The notice')),
    model,
    serialFrom: serialNumber.optional(),
    serialTo: serialNumber.optional(),
    shippedFrom: day('Give the first shipping day as YYYY-MM-DD').optional(),
    shippedTo: day('Give the last shipping day as YYYY-MM-DD').optional(),
  })
  .refine(
    (body) =>
      body.serialFrom === undefined ||
      body.serialTo === undefined ||
      compareSerials(body.serialFrom, body.serialTo) <= 0,
    { message: warrantyMessages.recallRange, path: ['serialTo'] },
  )
  .refine(
    (body) =>
      body.shippedFrom === undefined || body.shippedTo === undefined || body.shippedFrom <= body.shippedTo,
    { message: warrantyMessages.recallShippedRange, path: ['shippedTo'] },
  );
export type RecallBody = z.input<typeof RecallBodySchema>;

export const RecallPublishedSchema = z.object({
  _id: z.string(),
  /** How many mails went out: one per registered owner and one per buyer, each address once. */
  notified: z.number().int(),
  /** How many affected tools have a registered owner. */
  registeredOwners: z.number().int(),
});
export type RecallPublished = z.infer<typeof RecallPublishedSchema>;

export const RecallSchema = z.object({
  _id: z.string(),
  title: z.string(),
  notice: z.string(),
  model: z.string(),
  serialFrom: z.string().optional(),
  serialTo: z.string().optional(),
  shippedFrom: z.string().optional(),
  shippedTo: z.string().optional(),
  publishedAt: z.string(),
});
export type Recall = z.infer<typeof RecallSchema>;
export const RecallListSchema = z.array(RecallSchema);
export const RecallIdParamsSchema = z.object({ id: z.string() });

/** The shop admin's view: with how many were mailed and how many registered owners it reached. */
export const AdminRecallSchema = RecallSchema.extend({
  notified: z.number().int(),
  registeredOwners: z.number().int(),
  /** Closed recalls leave the public list. */
  closedAt: z.string().optional(),
});
export const AdminRecallListSchema = z.array(AdminRecallSchema);
export type AdminRecall = z.infer<typeof AdminRecallSchema>;

export const RecallCheckQuerySchema = z.object({ model, serial: serialNumber });
export const RecallCheckSchema = z.object({
  affected: z.boolean(),
  recalls: z.array(RecallSchema),
});
export type RecallCheck = z.infer<typeof RecallCheckSchema>;

/**
 * How a recall's serial range compares serial numbers (ADR 149): a shorter serial comes first, serials of one
 * length in text order (code points), so "A99" < "A100" as on a tool's plate.
 */
export function compareSerials(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
