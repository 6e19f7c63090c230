// Volume prices: a product's price per piece falls as more pieces are ordered. Zod-free, so the purchase page
// and the admin forms show the same rule and the same unit price as the API and the database apply.
import { dollarsToCents } from './money.ts';

export const PRICE_TIERS_MAX = 5;

/** From `minAmount` pieces on, each piece costs `price` dollars. */
export interface PriceTier {
  minAmount: number;
  price: number;
}

export const priceTierMessages = {
  tooMany: `A product has at most ${PRICE_TIERS_MAX} volume prices`,
  minAmountInvalid: 'A volume price starts at a whole number of pieces',
  aboveMinOrder: (minOrder: number) => `A volume price starts above the minimum order (${minOrder} pieces)`,
  ascending: 'Each volume price starts at more pieces than the one before',
  cheaper: 'Each volume price is lower than the price before it',
} as const;

/** Where a list of volume prices breaks the rule: the tier and field to name, and the message. */
export interface PriceTierProblem {
  index: number;
  field: 'minAmount' | 'price';
  message: string;
}

/**
 * The rule of volume prices, against the product's own price and minimum order: each tier starts at a whole
 * number of pieces above the minimum order and above the tier before it, and its price is lower than the price
 * before it (the product's price for the first). The first problem found, or undefined when the tiers are good.
 * Each tier's price itself is checked like any price (the product's price rule).
 */
export function priceTiersProblem(
  product: { price: number; minOrder: number },
  tiers: readonly PriceTier[],
): PriceTierProblem | undefined {
  if (tiers.length > PRICE_TIERS_MAX)
    return { index: PRICE_TIERS_MAX, field: 'minAmount', message: priceTierMessages.tooMany };
  let startsAfter = product.minOrder;
  let cheaperThan = dollarsToCents(product.price);
  for (const [index, tier] of tiers.entries()) {
    if (!Number.isInteger(tier.minAmount) || tier.minAmount < 1)
      return { index, field: 'minAmount', message: priceTierMessages.minAmountInvalid };
    if (tier.minAmount <= startsAfter)
      return {
        index,
        field: 'minAmount',
        message:
          index === 0 ? priceTierMessages.aboveMinOrder(product.minOrder) : priceTierMessages.ascending,
      };
    if (dollarsToCents(tier.price) >= cheaperThan)
      return { index, field: 'price', message: priceTierMessages.cheaper };
    startsAfter = tier.minAmount;
    cheaperThan = dollarsToCents(tier.price);
  }
  return undefined;
}

/**
 * The tier that prices `amount` pieces (the last one it reaches), or undefined below the first tier, where the
 * product's own price applies. Tiers are in ascending order.
 */
export function tierIndexFor(
  tiers: readonly Pick<PriceTier, 'minAmount'>[],
  amount: number,
): number | undefined {
  let found: number | undefined;
  for (const [index, tier] of tiers.entries()) if (amount >= tier.minAmount) found = index;
  return found;
}

/** The price per piece, in dollars, of `amount` pieces of a product. */
export function unitPriceFor(
  product: { price: number; priceTiers: readonly PriceTier[] },
  amount: number,
): number {
  const index = tierIndexFor(product.priceTiers, amount);
  return index === undefined ? product.price : (product.priceTiers[index]?.price ?? product.price);
}
