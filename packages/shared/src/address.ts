import countryCodes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import { printable } from './text-fields.ts';
import { z } from './zod.ts';

/**
 * Every assigned ISO 3166-1 alpha-2 code, from i18n-iso-countries' list (kept up to date with the standard there;
 * Intl names regions but does not list them, and names reserved codes such as EU or ZZ too). That list also keeps
 * XK for Kosovo, a user-assigned code ISO does not assign: it is left out, as the issue asks for ISO's codes.
 */
const NOT_ASSIGNED_BY_ISO = new Set(['XK']);
export const COUNTRY_CODES: readonly string[] = (countryCodes as string[][])
  .map(([alpha2]) => alpha2 ?? '')
  .filter((code) => code !== '' && !NOT_ASSIGNED_BY_ISO.has(code));
const countries = new Set(COUNTRY_CODES);

export const addressMessages = {
  countryInvalid: 'The country must be a two-letter ISO 3166-1 code, such as US, GB or DE',
} as const;

/** A country as its ISO 3166-1 alpha-2 code; a code typed in lower case is taken in upper case. */
export const CountryCodeSchema = z
  .string({ error: addressMessages.countryInvalid })
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => countries.has(code), addressMessages.countryInvalid);

const optionalLine = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} can be at most ${max} characters`)
    .pipe(z.union([z.literal('').transform(() => undefined), printable(field, max)]))
    .optional();

/**
 * The one shape of a structured address, everywhere the shop keeps one (a company's billing address, its shipping
 * addresses): `line2` and `region` may be left out (or empty), the country is validated against ISO 3166-1.
 */
export const AddressSchema = z.object({
  line1: printable('The address line', 200),
  line2: optionalLine('The second address line', 200),
  city: printable('The city', 100),
  postalCode: printable('The postal code', 20),
  region: optionalLine('The region', 100),
  country: CountryCodeSchema,
});
export type Address = z.infer<typeof AddressSchema>;
export type AddressInput = z.input<typeof AddressSchema>;

/** An address as the API answers it (already validated when it was stored: no transforms, which answers cannot take). */
export const AddressJsonSchema = z.object({
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string().optional(),
  country: z.string(),
});

/** An address as lines for a page, a mail or a document: empty parts left out, the country by its code. */
export function addressLines(address: Address): string[] {
  return [
    address.line1,
    address.line2,
    [address.postalCode, address.city].join(' '),
    address.region,
    address.country,
  ].filter((line): line is string => Boolean(line));
}
