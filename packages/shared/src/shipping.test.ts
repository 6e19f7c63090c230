import { describe, expect, it } from 'vitest';
import { ShippingZoneBodySchema, shippingCentsOf, WeightKgSchema } from './shipping.ts';

// US-like rate: $15 to 5 kg, $25 to 10 kg, $40 to 30 kg, then $2 per started kg; free at $2,500 of goods.
const rate = {
  brackets: [
    { upToGrams: 5_000, priceCents: 1_500 },
    { upToGrams: 10_000, priceCents: 2_500 },
    { upToGrams: 30_000, priceCents: 4_000 },
  ],
  perKgCents: 200,
  freeOverNetCents: 250_000,
};

describe('shippingCentsOf', () => {
  it.each([
    [0, 1_500],
    [1, 1_500],
    [5_000, 1_500],
    [5_001, 2_500],
    [10_000, 2_500],
    [10_001, 4_000],
    [30_000, 4_000],
    [30_001, 4_200],
    [31_000, 4_200],
    [31_001, 4_400],
    [45_500, 7_200],
  ])('%i g costs %i cents: a weight on an edge is in the bracket below it', (grams, cents) => {
    expect(shippingCentsOf(grams, 10_000, rate)).toBe(cents);
  });

  it('is free from the free-shipping amount of goods on, not a cent below', () => {
    expect(shippingCentsOf(45_500, 249_999, rate)).toBe(7_200);
    expect(shippingCentsOf(45_500, 250_000, rate)).toBe(0);
    expect(shippingCentsOf(45_500, 250_001, rate)).toBe(0);
    expect(shippingCentsOf(45_500, 10_000_000, { ...rate, freeOverNetCents: null })).toBe(7_200);
  });

  it('has no price without brackets', () => {
    expect(
      shippingCentsOf(1_000, 100, { brackets: [], perKgCents: 100, freeOverNetCents: null }),
    ).toBeUndefined();
  });
});

describe('the zone body', () => {
  it('takes countries in any case once each, and brackets in rising weight', () => {
    expect(
      ShippingZoneBodySchema.parse({
        name: 'North America',
        countries: ['us', 'CA'],
        brackets: [{ upToKg: 5, price: 15 }],
      }).countries,
    ).toEqual(['US', 'CA']);
    const twice = ShippingZoneBodySchema.safeParse({ name: 'X', countries: ['US', 'us'] });
    expect(twice.error?.issues[0]?.message).toBe('US is listed twice');
    const falling = ShippingZoneBodySchema.safeParse({
      name: 'X',
      countries: ['US'],
      brackets: [
        { upToKg: 5, price: 15 },
        { upToKg: 5, price: 20 },
      ],
    });
    expect(falling.error?.issues[0]).toMatchObject({
      message: 'Each bracket must go up to more kg than the one before',
      path: ['brackets', 1, 'upToKg'],
    });
    expect(ShippingZoneBodySchema.safeParse({ name: 'X', countries: [] }).success).toBe(false);
    expect(ShippingZoneBodySchema.safeParse({ name: 'X', countries: ['ZZ'] }).success).toBe(false);
  });

  it('takes weights in whole grams', () => {
    expect(WeightKgSchema.safeParse(2.345).success).toBe(true);
    expect(WeightKgSchema.safeParse(2.3456).success).toBe(false);
    expect(WeightKgSchema.safeParse(-1).success).toBe(false);
  });
});
