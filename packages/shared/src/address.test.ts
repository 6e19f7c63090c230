import { describe, expect, it } from 'vitest';
import { AddressSchema, addressLines, COUNTRY_CODES } from './address.ts';

const valid = { line1: '12 Harbour Street', city: 'Leeds', postalCode: 'LS1 4AB', country: 'GB' };

describe('the address shape', () => {
  it('takes line1, city, postal code and country, line2 and region optional, and trims them', () => {
    expect(AddressSchema.parse({ ...valid, line1: ' 12 Harbour Street ' })).toEqual(valid);
    expect(AddressSchema.parse({ ...valid, line2: 'Unit 4', region: 'West Yorkshire' })).toEqual({
      ...valid,
      line2: 'Unit 4',
      region: 'West Yorkshire',
    });
    // An empty optional line is no line.
    expect(AddressSchema.parse({ ...valid, line2: '', region: '  ' })).toEqual(valid);
  });

  it('validates the country against ISO 3166-1 alpha-2, taking lower case', () => {
    // The 249 codes ISO assigns, and no other: not XK, a user-assigned code (Kosovo's, as the EU and banks use it).
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['US', 'GB', 'DE', 'JP']));
    expect(COUNTRY_CODES).not.toContain('XK');
    expect(AddressSchema.parse({ ...valid, country: 'de' }).country).toBe('DE');
    for (const country of ['XK', 'xk', 'ZZ', 'EU', 'UK', 'GBR', 'G', '', 'United Kingdom', 44, null]) {
      const result = AddressSchema.safeParse({ ...valid, country });
      expect(result.success, String(country)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'The country must be a two-letter ISO 3166-1 code, such as US, GB or DE',
      );
    }
  });

  it('names the missing, empty or too long part', () => {
    const message = (input: object) => AddressSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ ...valid, line1: ' ' })).toBe('The address line cannot be empty');
    expect(message({ ...valid, city: undefined })).toBe('The city must be text');
    expect(message({ ...valid, postalCode: 'x'.repeat(21) })).toBe(
      'The postal code can be at most 20 characters',
    );
    expect(message({ ...valid, line2: 'a\u202Eb' })).toContain('U+202E');
    expect(message({ ...valid, city: 'Leeds\nBradford' })).toBe('The city cannot hold control characters');
  });

  it('prints as lines without the empty parts', () => {
    expect(addressLines(AddressSchema.parse(valid))).toEqual(['12 Harbour Street', 'LS1 4AB Leeds', 'GB']);
  });
});
