import { randomUUID } from 'node:crypto';
import { PRODUCTS_PAGE_SIZE } from '@ironvolt/shared/catalog-constants';
import type { APIRequestContext } from '@playwright/test';
import { createProduct, uniqueModel, uniqueName } from './admin-helpers';
import { demoAccounts, expect, test } from './fixtures';
import { productCards } from './storefront-helpers';

// The storefront's pages as a reader without JavaScript (or a crawler) gets them: the server's HTML alone.
test.use({ javaScriptEnabled: false });

const adminToken = async (request: APIRequestContext): Promise<string> => {
  const { email, password } = demoAccounts.admin;
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), 'log in as the demo admin').toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

test('a tool page holds the gallery, the specification table, volume prices, minimum order and stock', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const product = await createProduct(request, token, {
    name: uniqueName('NoScript Planer'),
    minOrder: 20,
    quantity: 900,
    priceTiers: [{ minAmount: 100, price: 9.5 }],
  });
  const patched = await request.patch(`/api/product/${product._id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      attributes: [
        { name: 'Voltage', value: '18 V' },
        { name: 'Weight', value: '2.4 kg' },
      ],
    },
  });
  expect(patched.status()).toBe(200);

  const response = await page.goto(`/tools/${product.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const gallery = page.getByRole('figure').getByRole('img', { name: `${product.name}, image 1 of 1` });
  await expect(gallery).toBeVisible();
  expect(await gallery.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const specifications = page.getByRole('table', { name: 'Specifications' });
  await expect(specifications.getByRole('row')).toHaveCount(2);
  await expect(specifications.getByRole('row', { name: /Voltage\s*18 V/ })).toBeVisible();
  await expect(specifications.getByRole('row', { name: /Weight\s*2\.4 kg/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /Volume prices/ })).toContainText('$9.50');
  await expect(page.getByRole('term').filter({ hasText: /^In stock$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^900 pc$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^20 pc$/ })).toBeVisible();
});

test('the catalogue links to every tool it shows, its filters are links and its pager leads on', async ({
  page,
  request,
  isMobile,
}) => {
  // One page and two more tools: a second page for the pager.
  const token = await adminToken(request);
  const word = `lathe${randomUUID().slice(0, 6)}`;
  const image = (await createProduct(request, token, { name: `NoScript ${word} 0` })).image;
  for (let n = 1; n <= PRODUCTS_PAGE_SIZE + 1; n++) {
    const added = await request.post('/api/addProduct', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: `NoScript ${word} ${n}`,
        model: uniqueModel('NSL'),
        description: 'A lathe for readers without JavaScript.',
        price: 20 + n,
        quantity: 50,
        minOrder: 1,
        image,
      },
    });
    expect(added.status()).toBe(201);
  }

  const response = await page.goto(`/allProducts?q=${encodeURIComponent(`noscript ${word}`)}&sort=name`);
  expect(response?.status()).toBe(200);
  const cards = productCards(page);
  await expect(cards).toHaveCount(PRODUCTS_PAGE_SIZE);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      /^\/tools\/[a-z0-9-]+$/,
    );
  }

  // The filters beside the grid (a phone opens them in a dialog, with JavaScript): each choice a link.
  if (!isMobile) {
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('radio', { name: /^All categories\b/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(filters.getByRole('checkbox', { name: /^In stock only\b/ })).toHaveAttribute(
      'href',
      /inStock=true/,
    );
  }

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(cards).toHaveCount(2);
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('an unknown address is answered 404, with the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

test('the price range is a form the browser sends itself, with its own Apply button', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the phone sheet opens with JavaScript; its panel is the same');
  await page.goto('/allProducts');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Highest price').fill('130');
  await filters.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/[?&]maxPrice=130(&|$)/);
  await expect(productCards(page).first()).toBeVisible();
});
