import { PRICE_MAX, PriceTiersSchema, productMessages } from './admin.ts';
import { printable } from './text-fields.ts';
import { z } from './zod.ts';

export const priceListMessages = {
  notFound: 'There is no such price list',
  productNotFound: 'There is no such tool',
  priceNotFound: 'The price list has no price of its own for this tool',
  nameTaken: 'Another price list has this name',
  discountInvalid: 'The discount must be a percentage above 0 and below 100, with at most 2 decimals',
  nothingToChange: 'Send at least one thing to change',
} as const;

const name = printable('The name', 100);
const discountPercent = z
  .number({ error: priceListMessages.discountInvalid })
  .gt(0, priceListMessages.discountInvalid)
  .lt(100, priceListMessages.discountInvalid)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, priceListMessages.discountInvalid);

/** POST /price-lists. */
export const PriceListBodySchema = z.object({ name, discountPercent: discountPercent.optional() });
export type PriceListBody = z.input<typeof PriceListBodySchema>;

/** PATCH /price-lists/:id: a null discount takes it away (tools not on the list cost their list price then). */
export const PriceListPatchBodySchema = z
  .object({ name: name.optional(), discountPercent: discountPercent.nullable().optional() })
  .refine(
    (body) => body.name !== undefined || body.discountPercent !== undefined,
    priceListMessages.nothingToChange,
  );

/** A tool's own price on a list: dollars, and volume prices by the same rules as a product's. */
export const PriceListPriceSchema = z.object({
  productId: z.string(),
  name: z.string(),
  model: z.string(),
  listPrice: z.number(),
  price: z.number(),
  priceTiers: z.array(z.object({ minAmount: z.number().int(), price: z.number() })),
});
export type PriceListPrice = z.infer<typeof PriceListPriceSchema>;

export const PriceListSchema = z.object({
  _id: z.string(),
  name: z.string(),
  discountPercent: z.number().optional(),
  /** How many tools have a price of their own on the list. */
  priceCount: z.number(),
  /** How many companies buy by it. */
  companyCount: z.number(),
  /** The companies that buy by it, by name. */
  companies: z.array(z.object({ _id: z.string(), name: z.string() })),
  createdAt: z.string(),
});
export type PriceList = z.infer<typeof PriceListSchema>;
export const PriceListListSchema = z.array(PriceListSchema);
export const PriceListDetailSchema = PriceListSchema.extend({ prices: z.array(PriceListPriceSchema) });
export type PriceListDetail = z.infer<typeof PriceListDetailSchema>;

/** PUT /price-lists/:id/prices/:productId. The tiers are checked against this price and the tool's minimum order. */
export const SetListPriceBodySchema = z.object({
  price: z
    .number({ error: productMessages.priceInvalid })
    .positive(productMessages.priceInvalid)
    .max(PRICE_MAX, productMessages.priceInvalid)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, productMessages.priceInvalid),
  priceTiers: PriceTiersSchema.default([]),
});
export type SetListPriceBody = z.input<typeof SetListPriceBodySchema>;

export const PriceListIdParamsSchema = z.object({ id: z.uuid({ error: priceListMessages.notFound }) });
export const ListPriceParamsSchema = PriceListIdParamsSchema.extend({
  productId: z.uuid({ error: priceListMessages.productNotFound }),
});

/**
 * A tool's price on a list with a discount and no price of its own: the list price less the discount, to the cent
 * once (halves up), never below a cent. ironvolt_unit_price_on_list_cents says the same where orders are priced.
 */
export const discountedCents = (listCents: number, discountBasisPoints: number): number =>
  Math.max(1, Math.round((listCents * (10_000 - discountBasisPoints)) / 10_000));

/**
 * A price list as CSV (GET /price-lists/:id/export.csv, POST /price-lists/:id/import): the tools' own prices, matched
 * by model. Rows the file leaves out are left as they are; a row with an empty price removes the tool's own price.
 */
export const PRICE_LIST_CSV_COLUMNS = ['model', 'price', 'priceTiers'] as const;
export const PRICE_LIST_CSV_MAX_ROWS = 20_000;

export const priceListCsvMessages = {
  empty: 'The file holds no prices',
  tooManyRows: `The file holds more than ${PRICE_LIST_CSV_MAX_ROWS.toLocaleString('en-US')} prices: split it`,
  modelUnknown: 'No tool in the catalog has this model',
  tiersWithoutPrice: "Volume prices need a price: leave both empty to remove the tool's own price",
  changedSince:
    'The price list changed while this file was imported (another edit or import): nothing was imported. Check the file again.',
  imported: (counts: { add: number; update: number; remove: number }) =>
    `Imported: ${counts.add} added, ${counts.update} updated, ${counts.remove} removed`,
} as const;

const OwnPriceSchema = z.object({
  price: z.number(),
  priceTiers: z.array(z.object({ minAmount: z.number().int(), price: z.number() })),
});

export const priceListImportActions = ['add', 'update', 'remove', 'unchanged', 'refused'] as const;

/** What a price list import would do (POST /price-lists/:id/import/preview) or did. */
export const PriceListImportReplySchema = z.object({
  message: z.string().optional(),
  counts: z.object({
    add: z.number(),
    update: z.number(),
    remove: z.number(),
    unchanged: z.number(),
    refused: z.number(),
  }),
  /** Every row that adds, changes, removes or is refused (unchanged rows are only counted), in file order. */
  rows: z.array(
    z.object({
      /** The row as a spreadsheet numbers it (the header is row 1). */
      row: z.number().int(),
      model: z.string(),
      /** The tool's name; empty when the model names no tool. */
      name: z.string(),
      action: z.enum(priceListImportActions),
      /** The tool's own price on the list before the import, when it had one. */
      before: OwnPriceSchema.optional(),
      /** Its own price after the import (add and update). */
      after: OwnPriceSchema.optional(),
      errors: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  ),
});
export type PriceListImportReply = z.infer<typeof PriceListImportReplySchema>;
