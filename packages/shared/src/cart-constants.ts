// cart.ts without zod: its limits and messages, for the purchase page and the navbar, which load no zod.

/** How many different tools one cart holds: a dealer's order, not a warehouse's. */
export const CART_MAX_LINES = 50;
export const PO_NUMBER_MAX = 40;
export const ORDER_NOTE_MAX = 500;

export const cartMessages = {
  empty: 'Your cart is empty',
  full: `Your cart holds at most ${CART_MAX_LINES} different tools: place an order for these first`,
  added: 'Added to your cart',
  removed: 'Removed from your cart',
  outOfStock: 'Out of stock: remove it to place the order',
  updated: 'Cart updated',
  saving: 'Saving…',
  saved: 'Saved',
  short: (count: number) =>
    count === 1
      ? 'One tool in your cart is no longer in stock in that amount: change it and place the order again'
      : `${count} tools in your cart are no longer in stock in those amounts: change them and place the order again`,
  belowMinOrder: (name: string, minOrder: number) => `${name}: Min order quantity is ${minOrder}`,
  reordered: 'The tools of this order are in your cart',
  skipped: {
    gone: 'This tool is no longer sold',
    short: 'Not enough in stock for this amount',
    full: 'Your cart is full',
  },
} as const;

export const reorderSkipReasons = ['gone', 'short', 'full'] as const;
