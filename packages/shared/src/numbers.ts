// Numbers as en-US writes them, formatted by hand rather than with Intl: the first Intl formatter a page creates
// loads ICU's locale data, tens of milliseconds of main thread on a phone, in the middle of the storefront's first
// render (docs/performance-frontend.md).

/** A plain decimal string with its whole part in groups of three: '1234567.5' → '1,234,567.5'. */
export const groupThousands = (digits: string): string => {
  const [whole = '', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

/** A whole number as en-US shows it: 1234 → '1,234', as `new Intl.NumberFormat('en-US').format` does. */
export const formatCount = (value: number): string =>
  `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`;

/**
 * A count with its noun, singular for exactly one: (1, 'paid order') → '1 paid order', (2, 'paid order') →
 * '2 paid orders'. `many` is the plural when adding an s is wrong ('box', 'boxes').
 */
export const countOf = (value: number, one: string, many = `${one}s`): string =>
  `${formatCount(value)} ${value === 1 ? one : many}`;
