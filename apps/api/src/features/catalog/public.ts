// What other features may use of the catalog (biome.json: a feature imports another only through its public.ts).
export { addToolRating, liveProductsOfModels, minOrdersOf } from './catalog-repository.ts';
