import { describe, expect, it } from 'vitest';
import { priceTierMessages, priceTiersProblem, tierIndexFor, unitPriceFor } from './price-tiers.ts';

const product = {
  price: 10,
  minOrder: 10,
  priceTiers: [
    { minAmount: 50, price: 9.5 },
    { minAmount: 100, price: 8.75 },
  ],
};

describe('volume prices', () => {
  it('prices an amount by the last tier it reaches, and by the product below the first', () => {
    expect([10, 49, 50, 99, 100, 10_000].map((amount) => unitPriceFor(product, amount))).toEqual([
      10, 10, 9.5, 9.5, 8.75, 8.75,
    ]);
    expect(tierIndexFor(product.priceTiers, 49)).toBeUndefined();
    expect(tierIndexFor(product.priceTiers, 100)).toBe(1);
    expect(unitPriceFor({ price: 3, priceTiers: [] }, 1000)).toBe(3);
  });

  it('names the first tier and field that break the rule', () => {
    expect(priceTiersProblem(product, product.priceTiers)).toBeUndefined();
    expect(priceTiersProblem(product, [{ minAmount: 10, price: 9 }])).toEqual({
      index: 0,
      field: 'minAmount',
      message: priceTierMessages.aboveMinOrder(10),
    });
    expect(
      priceTiersProblem(product, [
        { minAmount: 50, price: 9 },
        { minAmount: 60, price: 9 },
      ]),
    ).toEqual({ index: 1, field: 'price', message: priceTierMessages.cheaper });
    // 9.995 and 9.99 are not the same price once in cents only because of rounding: compared in cents.
    expect(priceTiersProblem({ price: 0.3, minOrder: 1 }, [{ minAmount: 2, price: 0.1 + 0.2 }])).toEqual({
      index: 0,
      field: 'price',
      message: priceTierMessages.cheaper,
    });
  });
});
