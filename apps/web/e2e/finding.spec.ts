import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { productCards } from './storefront-helpers';

const catalogSearchBox = (page: Page) => page.getByRole('main').getByLabel('Search products');

const expectSearchResults = async (page: Page, query: string) => {
  await expect(page).toHaveURL(new RegExp(`/allProducts\\?q=${query}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await expect(catalogSearchBox(page)).toHaveValue(query);
  await expect(page.getByRole('main').getByRole('status').first()).toContainText(`for “${query}”`);
  await expect(productCards(page).first()).toBeVisible();
};

test.describe('the header search', () => {
  test.skip(({ isMobile }) => isMobile, 'phones search from the menu');

  test('searches the catalogue from any page', async ({ page, visit }) => {
    await visit('/aboutMe');
    const search = page.getByRole('banner').getByRole('search');
    await search.getByLabel('Search the catalog').fill('saw');
    await page.keyboard.press('Enter');
    await expectSearchResults(page, 'saw');
    // The header's box shows the search too, so the two never disagree.
    await expect(search.getByLabel('Search the catalog')).toHaveValue('saw');
  });
});

test.describe('the phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the desktop header has its own search');

  test('searches the catalogue and lists it first', async ({ page, visit, checkA11y }) => {
    await visit('/blogs');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link').first()).toHaveText('Products');
    await checkA11y('phone menu with search');
    await menu.getByLabel('Search the catalog').fill('drill');
    await menu.getByLabel('Search the catalog').press('Enter');
    await expectSearchResults(page, 'drill');
    await expect(menu).toBeHidden();
  });
});

test.describe('the catalogue while it loads', () => {
  // The scripts are held back on purpose: the browser logs each request it could not make.
  test.use({ allowedConsoleErrors: [/ERR_FAILED/] });

  test('the first paint shows the products themselves, not a lone spinner', async ({ page }) => {
    // Only the HTML and the stylesheet: what a visitor sees before any script has run. The server renders the
    // catalogue with its products (it showed placeholder cards before, ADR 070).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/allProducts');
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toHaveCount(0);
    await expect(productCards(page).first()).toBeVisible();
    expect(await productCards(page).count()).toBeGreaterThanOrEqual(12);
    await expect(page.locator('.loading-spinner')).toHaveCount(0);
  });
});
