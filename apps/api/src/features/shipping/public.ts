// What other features may use of shipping (biome.json: a feature imports another only through its public.ts).
export { deliveryRateOf, quoteOf } from './shipping-service.ts';
