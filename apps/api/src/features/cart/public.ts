// What other features may use of the cart (biome.json: a feature imports another only through its public.ts).
export { emptyCartOf } from './cart-repository.ts';
// A quote holds the cart's lines at the buyer's prices, and its acceptance is placed as the cart's checkout is; the
// shipping quote weighs the cart and prices it as checkout will.
export { CartShortError, cartShippingFigures, checkout, getCart } from './cart-service.ts';
