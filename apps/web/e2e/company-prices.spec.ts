import type { Product } from '@ironvolt/shared/catalog';
import { navText } from '@ironvolt/shared/site';
import { demoDealer } from './company-helpers';
import { expect, test } from './fixtures';

const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

test('a company member signed in sees the company’s price on the tool page, from its first paint', async ({
  page,
  browser,
  pageReady,
  checkA11y,
}) => {
  const [tool] = (await (await page.request.get('/api/products?sort=name&limit=1')).json()) as Product[];
  if (!tool) throw new Error('the seeded catalog has no tool');

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(demoDealer.email);
  await page.getByLabel('Password', { exact: true }).fill(demoDealer.password);
  await page.getByRole('button', { name: navText.logIn }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const asDealer = (await (
    await page.request.get(`/api/product/${tool._id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Product;
  expect(asDealer.listPrice).toBe(tool.price);
  expect(asDealer.price).toBeLessThan(tool.price);

  // The page as the server sends it, before any script: the dealer's price, not the list price.
  const html = await (await page.request.get(`/tools/${tool.slug}`)).text();
  expect(html).toContain(dollars(asDealer.price));
  await page.goto(`/tools/${tool.slug}`);
  await pageReady();
  await expect(page.getByText(dollars(asDealer.price)).first()).toBeVisible();
  await checkA11y('tool page for a company member');

  // A visitor of the same page at the same time sees the list price.
  const visitor = await browser.newContext();
  const anonymous = await (await visitor.request.get(`/tools/${tool.slug}`)).text();
  expect(anonymous).toContain(dollars(tool.price));
  expect(anonymous).not.toContain(dollars(asDealer.price));
  await visitor.close();
});
