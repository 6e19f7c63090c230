import { randomUUID } from 'node:crypto';
import type { Overview } from '@ironvolt/shared/admin';
import type { Product } from '@ironvolt/shared/catalog';
import type { Order } from '@ironvolt/shared/orders';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A real 8×8 PNG (one orange colour), small enough to keep as text. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP438CAFWEXHbQSAKmzX8FBxi1QAAAAAElFTkSuQmCC';

export const tinyPng = (): Buffer => Buffer.from(TINY_PNG_BASE64, 'base64');

/** The PNG as a file for a file input (`setInputFiles`), named as a visitor's file would be; nothing on disk. */
export const tinyPngFile = (name = 'tool.png') => ({ name, mimeType: 'image/png', buffer: tinyPng() });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;
/** A model no other tool has: the shop refuses a model that a live tool has already (409). */
export const uniqueModel = (prefix: string) => `${prefix}-${randomUUID().slice(0, 6)}`;

/** An admin's product of the test's own, through the API: the image uploaded first, then POST /addProduct. */
export const createProduct = async (
  request: APIRequestContext,
  adminToken: string,
  fields: Partial<{
    name: string;
    model: string;
    price: number;
    quantity: number;
    minOrder: number;
    priceTiers: { minAmount: number; price: number }[];
  }> = {},
): Promise<Product> => {
  const upload = await request.post('/api/upload', {
    headers: bearer(adminToken),
    multipart: { image: { name: 'tool.png', mimeType: 'image/png', buffer: tinyPng() } },
  });
  expect(upload.status(), 'upload the product image').toBe(201);
  const { data } = (await upload.json()) as { data: { url: string } };
  const body = {
    name: fields.name ?? uniqueName('E2E Tool'),
    model: fields.model ?? uniqueModel('E2E'),
    description: 'Made by an end-to-end test.',
    price: fields.price ?? 12.5,
    quantity: fields.quantity ?? 500,
    minOrder: fields.minOrder ?? 2,
    image: data.url,
    ...(fields.priceTiers ? { priceTiers: fields.priceTiers } : {}),
  };
  const added = await request.post('/api/addProduct', { headers: bearer(adminToken), data: body });
  expect(added.status(), 'add the product').toBe(201);
  const { insertedId } = (await added.json()) as { insertedId: string };
  const product = await request.get(`/api/product/${insertedId}`);
  return (await product.json()) as Product;
};

/** A customer's order, placed through the API with their token. */
export const placeOrder = async (
  request: APIRequestContext,
  customer: { token: string; email: string },
  productId: string,
  amount: number,
): Promise<Order> => {
  const response = await request.post('/api/addOrder', {
    headers: bearer(customer.token),
    data: { productId, amount, phoneNo: '555-0100', address: '1 Test Street' },
  });
  expect(response.status(), 'place the order').toBe(201);
  const { insertedId } = (await response.json()) as { insertedId: string };
  const order = (await myOrders(request, customer)).find((o) => o._id === insertedId);
  if (!order) throw new Error('the order just placed is not in My Orders');
  return order;
};

/** The customer's own orders, as My Orders reads them. */
export const myOrders = async (
  request: APIRequestContext,
  customer: { token: string; email: string },
): Promise<Order[]> => {
  const response = await request.get(`/api/myOrder/${encodeURIComponent(customer.email)}`, {
    headers: bearer(customer.token),
  });
  expect(response.status(), 'read My Orders').toBe(200);
  return (await response.json()) as Order[];
};

/** GET /admin/overview as the admin. */
export const overviewOf = async (request: APIRequestContext, adminToken: string): Promise<Overview> => {
  const response = await request.get('/api/admin/overview', { headers: bearer(adminToken) });
  expect(response.status(), 'read the overview').toBe(200);
  return (await response.json()) as Overview;
};

/** Pays an order with the built-in test processor's good card. */
export const payOrder = async (request: APIRequestContext, token: string, orderId: string) => {
  const intent = await request.post('/api/create-payment-intent', {
    headers: bearer(token),
    data: { orderId },
  });
  expect(intent.status(), 'start the payment').toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await request.post('/api/test-payments/confirm', {
    headers: bearer(token),
    data: { clientSecret, number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
  });
  expect(paid.status(), 'pay by card').toBe(200);
};

export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
