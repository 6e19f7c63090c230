import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatDollars } from './money.ts';

describe('money', () => {
  it('turns dollars into whole cents without floating-point drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.005)).toBe(100); // 1.005 is 1.00499... in binary: we never invent a cent
    expect(dollarsToCents(349.99)).toBe(34_999);
  });

  it('turns cents back into dollars and formats them', () => {
    expect(centsToDollars(12_999)).toBe(129.99);
    expect(centsToDollars(5)).toBe(0.05);
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });
});
