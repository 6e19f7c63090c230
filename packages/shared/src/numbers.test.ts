import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, formatDollars } from './money.ts';
import { countOf, formatCount } from './numbers.ts';

// The hand-made formats must read exactly as Intl's en-US ones, which they replace on the storefront.
const intlCount = new Intl.NumberFormat('en-US');
const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('numbers', () => {
  it('says a count with its noun, singular for exactly one', () => {
    expect(countOf(1, 'paid order')).toBe('1 paid order');
    expect(countOf(2, 'paid order')).toBe('2 paid orders');
    expect(countOf(0, 'tool')).toBe('0 tools');
    expect(countOf(1200, 'box', 'boxes')).toBe('1,200 boxes');
  });

  it('writes whole numbers in groups of three, as Intl does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_000_000, -4321]) {
      expect(formatCount(value)).toBe(intlCount.format(value));
    }
    fc.assert(fc.property(fc.integer(), (value) => formatCount(value) === intlCount.format(value)));
  });

  it('writes dollars and cents as Intl does, for prices and a price times a whole amount', () => {
    for (const value of [0, 0.5, 0.07, 19.99, 1234.5, 1_000_000, -3, 21_474_836.47]) {
      expect(formatDollars(value)).toBe(intlDollars.format(value));
    }
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (cents) => {
        expect(formatDollars(centsToDollars(cents))).toBe(intlDollars.format(centsToDollars(cents)));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (cents, amount) => {
          const total = centsToDollars(cents) * amount;
          expect(formatDollars(total)).toBe(intlDollars.format(total));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
