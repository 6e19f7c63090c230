import { randomUUID } from 'node:crypto';
import { productMessages } from '@ironvolt/shared/admin';
import type { Product } from '@ironvolt/shared/catalog';
import type { Page } from '@playwright/test';
import { createProduct, toast } from './admin-helpers';
import { expect, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');
const rowOf = (page: Page, text: string) => main(page).getByRole('row').filter({ hasText: text });

test.describe('Manage Products', () => {
  test('searches and filters low stock on the server, kept in the address; each row says its stock state', async ({
    page,
    request,
    loginAs,
    visit,
    checkA11y,
  }) => {
    const adminToken = await loginAs('admin');
    const word = `Zq${randomUUID().slice(0, 5)}`;
    const low = await createProduct(request, adminToken, { name: `${word} Low`, quantity: 50, minOrder: 1 });
    const full = await createProduct(request, adminToken, {
      name: `${word} Full`,
      quantity: 500,
      minOrder: 1,
    });
    await visit('/dashboard/manage-products');

    await page.getByRole('searchbox', { name: 'Search products' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(main(page).getByText('2 products', { exact: true })).toBeVisible();
    await expect(rowOf(page, low.model)).toContainText(productMessages.lowStock);
    await expect(rowOf(page, full.model)).toContainText('In stock');
    // What tells rows apart at a glance: the picture, the model and the category beside the 15-character name.
    await expect(rowOf(page, full.model).locator('img')).toHaveAttribute('src', full.image);
    await checkA11y('a search');

    // The box shows the address's filter: it turns checked once the address has changed, not at the click.
    await page.getByLabel('Low stock only').click();
    await expect(page).toHaveURL(/lowStock=true/);
    await expect(page.getByLabel('Low stock only')).toBeChecked();
    await expect(main(page).getByText('1 product', { exact: true })).toBeVisible();
    await expect(rowOf(page, full.model)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(word);
    await expect(page.getByLabel('Low stock only')).toBeChecked();
    await expect(rowOf(page, low.model)).toHaveCount(1);

    await page.goto(`/dashboard/manage-products?q=${word}-none`);
    await expect(main(page)).toContainText(`No products match “${word}-none”.`);
  });

  test("edits the name, category and description in the row's Edit, saved only by Save", async ({
    page,
    request,
    loginAs,
    visit,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: `Ed${randomUUID().slice(0, 6)}` });
    await visit(`/dashboard/manage-products?q=${product.name}`);

    const edit = main(page)
      .getByRole('button', { name: `Edit ${product.name}` })
      .first();
    await edit.click();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await page.getByLabel('Name', { exact: true }).fill(`${product.name} Pro`);
    await page.keyboard.press('Escape');
    await expect(edit).toBeFocused();
    expect(((await (await request.get(`/api/product/${product._id}`)).json()) as Product).name).toBe(
      product.name,
    );

    await edit.click();
    await page.getByLabel('Name', { exact: true }).fill(`${product.name} Pro`);
    await page.getByLabel('Description').fill('A sturdier one, edited in its row.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, productMessages.updated)).toBeVisible();
    // The public product read is cached until the catalog's change notice arrives, just after the commit.
    await expect
      .poll(async () => (await (await request.get(`/api/product/${product._id}`)).json()) as Product)
      .toMatchObject({ name: `${product.name} Pro`, description: 'A sturdier one, edited in its row.' });
  });

  test('prices and stock never wrap inside a number', async ({ page, request, loginAs, visit }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, {
      name: `Wr${randomUUID().slice(0, 6)}`,
      price: 12345.67,
      quantity: 1234567,
    });
    await visit(`/dashboard/manage-products?q=${product.name}`);
    const row = rowOf(page, product.model);
    for (const text of ['$12,345.67', '1,234,567']) {
      const lines = await row
        .getByText(text, { exact: false })
        .first()
        .evaluate((element, wanted) => {
          const node = [...element.childNodes].find((child) => child.textContent?.includes(wanted));
          if (!node) return -1;
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }, text);
      expect(lines, text).toBe(1);
    }
  });
});
