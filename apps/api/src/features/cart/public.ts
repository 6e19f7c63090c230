// What other features may use of the cart (biome.json: a feature imports another only through its public.ts).
export { emptyCartOf } from './cart-repository.ts';
