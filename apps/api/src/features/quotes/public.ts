// What other features may use of quotes (biome.json: a feature imports another only through its public.ts).
export { expireQuotes, type QuotesDeps } from './quotes-service.ts';
