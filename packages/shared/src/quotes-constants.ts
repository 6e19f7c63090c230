// quotes.ts without zod: a request for quote's statuses, limits and messages, for pages that load before zod;
// `./quotes.ts` re-exports them beside its schemas.

/** requested → offered → accepted | declined | expired; a revision sends an offered quote back to requested. */
export const quoteStatuses = ['requested', 'offered', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** Who took a step of a quote's history: the buyer, the shop (an admin) or the expiry sweep. */
export const quoteActors = ['buyer', 'shop', 'system'] as const;
export type QuoteActor = (typeof quoteActors)[number];

export const QUOTES_PAGE_SIZE = 20;
export const QUOTE_MESSAGE_MAX = 2000;
/** How far ahead an offer may run. */
export const QUOTE_MAX_VALID_DAYS = 365;
/** How many quotes one buyer may ask for in an hour: each writes a numbered quote, an audit entry and a mail. */
export const QUOTE_REQUESTS_PER_HOUR = 20;

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  requested: 'Requested',
  offered: 'Offered',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

export const quoteMessages = {
  notFound: 'No such quote',
  tooMany: `You can ask for at most ${QUOTE_REQUESTS_PER_HOUR} quotes an hour: try again later`,
  cartEmpty: 'Your cart is empty: add the tools you want a price for first',
  notOffered: (status: QuoteStatus) =>
    `This quote is ${quoteStatusLabels[status].toLowerCase()}, not offered: it cannot be answered now`,
  notRequested: (status: QuoteStatus) =>
    `This quote is ${quoteStatusLabels[status].toLowerCase()}: only a requested quote can be offered`,
  expired: 'This offer has expired: ask for a revision or a new quote',
  expiresInPast: 'The offer must run until a time in the future',
  expiresTooLate: `An offer can run at most ${QUOTE_MAX_VALID_DAYS} days`,
  lineUnknown: (productId: string) => `The tool ${productId} is not in this quote`,
  lineMissing: (name: string) => `Give a unit price for ${name}`,
  lineRepeated: (productId: string) => `The tool ${productId} is given twice`,
  belowMinOrder: (name: string, minOrder: number) => `${name}: Min order quantity is ${minOrder}`,
  revisionMessage: 'Say what should change',
  requested: 'Your request for a quote is sent',
  offered: 'The offer is sent to the buyer',
  accepted: 'Quote accepted: your order is placed',
  declined: 'Quote declined',
  revisionAsked: 'Revision requested',
} as const;
