export { images } from './images.ts';
export { orderStatuses, orders } from './orders.ts';
export { products } from './products.ts';
export { reviews } from './reviews.ts';
export { users } from './users.ts';
