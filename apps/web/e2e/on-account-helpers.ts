import type { Product } from '@ironvolt/shared/catalog';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { aProduct } from './buying-helpers';
import { tokenOf } from './company-helpers';
import { demoAccounts } from './fixtures';

/** The due date the server gives an invoice issued today on Net `days`, as the pages write it. */
export const dueIn = (days: number, dateStyle: 'medium' | 'long' = 'medium') =>
  new Intl.DateTimeFormat('en-US', { dateStyle, timeZone: 'UTC' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The visible entry of an order in My Orders: a table row on a wide screen, a card on a phone. */
export const myOrderEntry = (page: Page, orderNumber: string) =>
  page
    .getByRole('table', { name: /^Your orders/ })
    .getByRole('row')
    .or(page.getByRole('list', { name: 'Your orders', exact: true }).getByRole('listitem'))
    .filter({ hasText: orderNumber });

/** The cheapest tool to order at its minimum with plenty in stock, so that orders of parallel tests fit. */
export const cheapest = async (request: APIRequestContext): Promise<Product> => {
  const response = await request.get('/api/products?sort=name');
  expect(response.status()).toBe(200);
  const products = (await response.json()) as Product[];
  const [product] = products
    .filter((item) => item.quantity >= item.minOrder * 20)
    .sort((a, b) => a.price * a.minOrder - b.price * b.minOrder);
  return product ?? aProduct(request);
};

/** The demo shop admin gives a company payment terms and a credit limit (dollars), as the Companies page does. */
export const giveTerms = async (
  request: APIRequestContext,
  companyId: string,
  terms: { paymentTermsDays: number; creditLimit: number },
) => {
  const shopAdmin = await tokenOf(request, demoAccounts.admin);
  const response = await request.patch(`/api/companies/${companyId}`, {
    headers: { authorization: `Bearer ${shopAdmin}` },
    data: terms,
  });
  expect(response.status(), 'give the company terms').toBe(200);
};

/** The admin's order page's payment state, with its "Record payment" button and the payments. */
export const paymentRegion = (page: Page) => page.getByRole('region', { name: 'Payment on account' });

/** Records a payment through the order page's dialog, as a shop admin types it. */
export const recordPayment = async (page: Page, amount: string, reference: string) => {
  await paymentRegion(page).getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: /^Record payment on #\d+$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Amount (dollars)').fill(amount);
  await dialog.getByLabel('Reference').fill(reference);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  return dialog;
};
