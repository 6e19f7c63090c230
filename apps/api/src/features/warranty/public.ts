// What other features may use of warranty (biome.json: a feature imports another only through its public.ts).
// Shipping an order records its serial numbers in the shipping transaction; orders show them; returns check cover.
export { serializedAmong } from './warranty-repository.ts';
export { coverUntil, recordShipmentSerials, serialsByOrder } from './warranty-service.ts';
