import { groupThousands } from './numbers.ts';

/** Money is kept in integer cents inside; JSON carries dollars. */
export const centsToDollars = (cents: number): number => cents / 100;

/** Rounds to the nearest cent, so 19.99 becomes 1999 despite floating point. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * A non-negative amount to two decimals, rounded half up on the number as JavaScript writes it (1.005 → '1.01'),
 * as Intl rounds, rather than on its binary value (toFixed's 1.00).
 */
const toTwoDecimals = (amount: number): string => {
  const text = String(amount);
  if (text.includes('e')) return amount.toFixed(2); // below 1e-6 or from 1e21: nothing to round for a price
  const [whole = '0', fraction = ''] = text.split('.');
  const cents =
    BigInt(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** 1234.5 → '$1,234.50', -3 → '-$3.00': Intl's en-US `currency: 'USD'` format, done by hand (see numbers.ts). */
export const formatDollars = (dollars: number): string =>
  `${dollars < 0 || Object.is(dollars, -0) ? '-' : ''}$${groupThousands(toTwoDecimals(Math.abs(dollars)))}`;
