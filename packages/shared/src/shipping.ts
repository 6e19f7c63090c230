import { AddressJsonSchema, AddressSchema, CountryCodeSchema } from './address.ts';
import { formatCount } from './numbers.ts';
import { printable } from './text-fields.ts';
import { z } from './zod.ts';

/** A tool's weight and a bracket's limit, in kg with at most 3 decimals (whole grams, as stored). */
export const WEIGHT_KG_MAX = 100_000;
export const SHIPPING_PRICE_MAX = 1_000_000;
export const SHIPPING_BRACKETS_MAX = 20;
const GRAMS_PER_KG = 1000;

export const shippingMessages = {
  weightInvalid: `The weight must be a number of kg from 0 to ${formatCount(WEIGHT_KG_MAX)}, with at most 3 decimals`,
  nameRequired: 'The zone name is required',
  nameTaken: 'Another shipping zone has this name',
  countriesRequired: 'List at least one country, as two-letter ISO codes such as US or CA',
  countryRepeated: (country: string) => `${country} is listed twice`,
  countryTaken: (country: string, zone: string) => `${country} is already in the zone ${zone}`,
  bracketsRequired: 'Give at least one weight bracket',
  bracketsTooMany: `At most ${SHIPPING_BRACKETS_MAX} weight brackets`,
  bracketsOrder: 'Each bracket must go up to more kg than the one before',
  upToInvalid: `"Up to" must be more than 0 kg and at most ${formatCount(WEIGHT_KG_MAX)} kg, with at most 3 decimals`,
  priceInvalid: `A shipping price must be from 0 to ${formatCount(SHIPPING_PRICE_MAX)}, with at most 2 decimals`,
  nothingToChange: 'Send a name, countries, brackets, a price per kg or a free-shipping amount to change',
  zoneNotFound: 'This shipping zone no longer exists',
  /** A country in no zone, or in a zone without rates. */
  notShipped: (country: string) => `We do not ship to ${country}`,
  addressRequired: 'Give the delivery address, or choose one of your company addresses',
  addressNotFound: 'This address is not one of your company addresses',
  notUnpaid: 'The delivery address can only be set before the order is paid',
} as const;

const hasAtMostDecimals = (n: number, places: number) => {
  const scaled = n * 10 ** places;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
};

/** A weight in kg as sent: 0 up to WEIGHT_KG_MAX, whole grams. */
export const WeightKgSchema = z
  .number({ error: shippingMessages.weightInvalid })
  .min(0, shippingMessages.weightInvalid)
  .max(WEIGHT_KG_MAX, shippingMessages.weightInvalid)
  .refine((n) => hasAtMostDecimals(n, 3), shippingMessages.weightInvalid);

export const kgToGrams = (kg: number): number => Math.round(kg * GRAMS_PER_KG);
export const gramsToKg = (grams: number): number => grams / GRAMS_PER_KG;

const shippingPrice = z
  .number({ error: shippingMessages.priceInvalid })
  .min(0, shippingMessages.priceInvalid)
  .max(SHIPPING_PRICE_MAX, shippingMessages.priceInvalid)
  .refine((n) => hasAtMostDecimals(n, 2), shippingMessages.priceInvalid);

export const BracketSchema = z.object(
  {
    upToKg: z
      .number({ error: shippingMessages.upToInvalid })
      .positive(shippingMessages.upToInvalid)
      .max(WEIGHT_KG_MAX, shippingMessages.upToInvalid)
      .refine((n) => hasAtMostDecimals(n, 3), shippingMessages.upToInvalid),
    price: shippingPrice,
  },
  { error: 'A bracket is { upToKg, price }' },
);
export type Bracket = z.infer<typeof BracketSchema>;

const BracketsSchema = z
  .array(BracketSchema, { error: 'brackets must be a list of { upToKg, price }' })
  .min(1, shippingMessages.bracketsRequired)
  .max(SHIPPING_BRACKETS_MAX, shippingMessages.bracketsTooMany)
  .superRefine((brackets, ctx) => {
    brackets.forEach((bracket, index) => {
      const before = brackets[index - 1];
      if (before && kgToGrams(bracket.upToKg) <= kgToGrams(before.upToKg))
        ctx.addIssue({ code: 'custom', message: shippingMessages.bracketsOrder, path: [index, 'upToKg'] });
    });
  });

const CountriesSchema = z
  .array(CountryCodeSchema, { error: shippingMessages.countriesRequired })
  .min(1, shippingMessages.countriesRequired)
  .max(250, shippingMessages.countriesRequired)
  .superRefine((countries, ctx) => {
    const seen = new Set<string>();
    countries.forEach((country, index) => {
      if (seen.has(country))
        ctx.addIssue({ code: 'custom', message: shippingMessages.countryRepeated(country), path: [index] });
      seen.add(country);
    });
  });

const zoneName = printable('The zone name', 100);

/**
 * POST /shipping/zones: a zone and its countries; its rate (brackets, a price per kg above the last, free shipping
 * over a net amount of goods) may come with it or later by PATCH. Without brackets its countries are not shipped to.
 */
export const ShippingZoneBodySchema = z.object({
  name: zoneName,
  countries: CountriesSchema,
  brackets: BracketsSchema.optional(),
  perKg: shippingPrice.optional(),
  freeOverNet: shippingPrice.nullable().optional(),
});
export type ShippingZoneBody = z.input<typeof ShippingZoneBodySchema>;

/** PATCH /shipping/zones/:id: what is sent replaces what the zone had; `freeOverNet: null` removes free shipping. */
export const ShippingZonePatchSchema = z
  .object({
    name: zoneName.optional(),
    countries: CountriesSchema.optional(),
    brackets: BracketsSchema.optional(),
    perKg: shippingPrice.optional(),
    freeOverNet: shippingPrice.nullable().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: shippingMessages.nothingToChange,
  });
export type ShippingZonePatch = z.input<typeof ShippingZonePatchSchema>;

export const ShippingZoneSchema = z.object({
  _id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  brackets: z.array(z.object({ upToKg: z.number(), price: z.number() })),
  perKg: z.number(),
  freeOverNet: z.number().nullable(),
});
export type ShippingZone = z.infer<typeof ShippingZoneSchema>;
export const ShippingZonesSchema = z.object({ zones: z.array(ShippingZoneSchema) });

/** POST /shipping/quote: what the cart would cost shipped to this address (the checkout charges the same). */
export const ShippingQuoteBodySchema = z.object({ address: AddressSchema });
export type ShippingQuoteBody = z.input<typeof ShippingQuoteBodySchema>;

/** PUT /order/:id/delivery. */
export const DeliveryBodySchema = z.object({ address: AddressSchema });
export type DeliveryBody = z.input<typeof DeliveryBodySchema>;

/** An order's or the cart's figures with shipping, in dollars. */
export const ShippingQuoteSchema = z.object({
  country: z.string(),
  zone: z.string(),
  weightKg: z.number(),
  /** The goods, net. */
  net: z.number(),
  shipping: z.number(),
  shippingTax: z.number(),
  /** All the tax: the goods' and the shipping's. */
  tax: z.number(),
  total: z.number(),
});
export type ShippingQuote = z.infer<typeof ShippingQuoteSchema>;

export const DeliveryReplySchema = ShippingQuoteSchema.extend({ address: AddressJsonSchema });

/** A zone's rate in cents and grams, as the database keeps it and the order functions read it. */
export interface ShippingRate {
  brackets: { upToGrams: number; priceCents: number }[];
  perKgCents: number;
  freeOverNetCents: number | null;
}

/**
 * The shipping of `weightGrams` of goods worth `netCents` net, in cents (ironvolt_shipping_cents computes the same
 * for the orders): free at or over the free-shipping amount; else the first bracket whose "up to" the weight does
 * not pass (a weight on a bracket's edge is in that bracket); above the last, its price plus the price per kg for
 * every kg started above it. Undefined for a rate without brackets (nothing shipped).
 */
export function shippingCentsOf(
  weightGrams: number,
  netCents: number,
  rate: ShippingRate,
): number | undefined {
  if (rate.freeOverNetCents !== null && netCents >= rate.freeOverNetCents) return 0;
  const bracket = rate.brackets.find((b) => weightGrams <= b.upToGrams);
  if (bracket) return bracket.priceCents;
  const last = rate.brackets.at(-1);
  if (!last) return undefined;
  return last.priceCents + Math.ceil((weightGrams - last.upToGrams) / GRAMS_PER_KG) * rate.perKgCents;
}
