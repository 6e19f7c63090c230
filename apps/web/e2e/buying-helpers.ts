import type { Product } from '@ironvolt/shared/catalog';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Stripe's documented test cards, as the built-in test processor knows them. */
export const testCards = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** A product of the seeded catalog with stock to spare (read now: other tests order from it too). */
export const aProduct = async (request: APIRequestContext): Promise<Product> => {
  const response = await request.get('/api/products?sort=name');
  expect(response.status()).toBe(200);
  const products = (await response.json()) as Product[];
  const product = products.find((item) => item.quantity >= item.minOrder * 20);
  if (!product) throw new Error('the seeded catalog has no product with stock to spare');
  return product;
};

/** Places an order through the API for the user of `token`; returns its id. */
export const placeOrder = async (
  request: APIRequestContext,
  token: string,
  product: Product,
  amount = product.minOrder,
): Promise<string> => {
  const response = await request.post('/api/addOrder', {
    headers: { authorization: `Bearer ${token}` },
    data: { productId: product._id, amount, address: '12 Volt Street' },
  });
  expect(response.status(), 'place an order').toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
};

/** An expiry date a year from now, as MM/YY. */
export const futureExpiry = (): string => {
  const date = new Date();
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String((date.getFullYear() + 1) % 100).padStart(2, '0')}`;
};

/** Types a card into the test processor's fields and presses Pay. */
export const payWithCard = async (page: Page, number: string) => {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
};

/** A toast (react-hot-toast renders each as a status) carrying `text`. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
