import { groupThousands } from './numbers.ts';

/** Money is kept in integer cents inside; JSON carries dollars. */
export const centsToDollars = (cents: number): number => cents / 100;

/** Rounds to the nearest cent, so 19.99 becomes 1999 despite floating point. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * A line's total in dollars: the unit price in whole cents times the amount, as the database computes an order's
 * total (`unit_price_cents * amount`), so the browser never shows a float product such as 59.970000000000006.
 */
export const lineTotal = (unitPrice: number, amount: number): number =>
  centsToDollars(dollarsToCents(unitPrice) * amount);

/**
 * An order's tax in whole cents: round(net × rate / 100), once per order, halves rounded up, as the order placement
 * functions compute it (ironvolt_tax_cents). The rate is a percentage with at most two decimals (TAX_RATE_PERCENT).
 */
export const taxCentsOf = (netCents: number, ratePercent: number): number => {
  const basisPoints = Math.round(ratePercent * 100);
  // net × rate passes 2^53 on orders above $9 billion: the whole ten-thousands are multiplied apart, exactly
  const tenThousands = Math.floor(netCents / 10_000);
  return tenThousands * basisPoints + Math.round(((netCents - tenThousands * 10_000) * basisPoints) / 10_000);
};

/**
 * 1234.5 → '$1,234.50', -3 → '-$3.00': Intl's en-US `currency: 'USD'` format for the amounts a shop shows, which
 * are whole cents (a price, or a price times a whole amount), done by hand (see numbers.ts).
 */
export const formatDollars = (dollars: number): string => {
  const cents = Math.abs(dollarsToCents(dollars));
  const sign = dollars < 0 && cents > 0 ? '-' : '';
  return `${sign}$${groupThousands(String(Math.floor(cents / 100)))}.${String(cents % 100).padStart(2, '0')}`;
};
