/** Money is kept in integer cents inside; JSON carries dollars. */
export const centsToDollars = (cents: number): number => cents / 100;

/** Rounds to the nearest cent, so 19.99 becomes 1999 despite floating point. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatDollars = (dollars: number): string => usd.format(dollars);
