import { COUNTRY_CODES } from '@ironvolt/shared/address';

// Intl names the regions in English; the codes come from the shared ISO 3166-1 list the API validates against.
const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'MX' → 'Mexico'; the code itself when Intl has no name for it. */
export const countryName = (code: string): string => {
  try {
    return names.of(code) ?? code;
  } catch {
    // Intl throws on text that is no region code at all (a zone's stored codes are valid; typed text may not be).
    return code;
  }
};

/** Every country the API takes, by English name. */
export const countriesByName: readonly { code: string; name: string }[] = COUNTRY_CODES.map((code) => ({
  code,
  name: countryName(code),
})).sort((a, b) => a.name.localeCompare(b.name, 'en'));
