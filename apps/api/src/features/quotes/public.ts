// What other features may use of quotes (biome.json: a feature imports another only through its public.ts).
export { anonymizeQuotesOf } from './quotes-repository.ts';
// The expiry sweep, run by the routes' plugin every minute and by tests at a time of their choosing.
export { expireQuotes, type QuotesDeps } from './quotes-service.ts';
