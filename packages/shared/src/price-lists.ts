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
