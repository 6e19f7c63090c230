import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDollars } from './money.ts';
import { formatCount } from './numbers.ts';

// The hand-made formats must read exactly as Intl's en-US ones, which they replace on the storefront.
const intlCount = new Intl.NumberFormat('en-US');
const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('numbers', () => {
  it('writes whole numbers in groups of three, as Intl does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_000_000, -4321]) {
      expect(formatCount(value)).toBe(intlCount.format(value));
    }
    fc.assert(fc.property(fc.integer(), (value) => formatCount(value) === intlCount.format(value)));
  });

  it('writes dollars and cents, rounded as Intl rounds them', () => {
    for (const value of [0, 0.5, 1.005, 0.125, 19.99, 999.995, 1234.5, 1_000_000, -3, -0.001, 5e-7]) {
      expect(formatDollars(value)).toBe(intlDollars.format(value));
    }
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        expect(formatDollars(value)).toBe(intlDollars.format(value));
      }),
      { numRuns: 2000 },
    );
  });
});
