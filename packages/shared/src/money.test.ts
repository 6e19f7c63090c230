import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatDollars, lineTotal, taxCentsOf } from './money.ts';

describe('money', () => {
  it('turns dollars into whole cents without floating-point drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.005)).toBe(100); // 1.005 is 1.00499... in binary: we never invent a cent
    expect(dollarsToCents(349.99)).toBe(34_999);
  });

  it('taxes an order once, in whole cents, halves rounded up', () => {
    expect(taxCentsOf(10_000, 0)).toBe(0);
    expect(taxCentsOf(10_000, 20)).toBe(2_000);
    expect(taxCentsOf(597, 7.5)).toBe(45); // 44.775
    expect(taxCentsOf(10, 5)).toBe(1); // 0.5 exactly
    expect(taxCentsOf(9, 5)).toBe(0); // 0.45
    expect(taxCentsOf(1999, 19)).toBe(380); // 379.81
    expect(taxCentsOf(12_345, 100)).toBe(12_345);
    // $976,412.53 × 6,540,493 pieces at 88.53 %: net × rate is past 2^53; the database charges …117 (exact)
    expect(taxCentsOf(638_621_931_757_729, 88.53)).toBe(565_371_996_185_117);
  });

  it('turns cents back into dollars and formats them', () => {
    expect(centsToDollars(12_999)).toBe(129.99);
    expect(centsToDollars(5)).toBe(0.05);
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('totals a line in whole cents, as the database totals an order', () => {
    expect(1.1 * 3).not.toBe(3.3);
    expect(lineTotal(1.1, 3)).toBe(3.3);
    expect(0.1 * 3).not.toBe(0.3);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(lineTotal(349.99, 1_000)).toBe(349_990);
  });
});
