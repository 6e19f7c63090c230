import { priceListCsvMessages } from '@ironvolt/shared/price-lists';
import type { Page } from '@playwright/test';
import { createProduct, uniqueModel, uniqueName } from './admin-helpers';
import { expect, test } from './fixtures';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const csvFile = (text: string) => ({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test('a shop admin adds a price list, prices a tool by keyboard, and imports a CSV after its preview', async ({
  page,
  request,
  loginAs,
  visit,
  checkA11y,
}) => {
  test.slow();
  const adminToken = await loginAs('admin');
  const drill = await createProduct(request, adminToken, {
    model: uniqueModel('PLD'),
    price: 100,
    minOrder: 1,
  });
  const saw = await createProduct(request, adminToken, { model: uniqueModel('PLS'), price: 50, minOrder: 1 });
  const listName = uniqueName('E2E Dealers');

  await visit('/dashboard/price-lists');
  await page.getByRole('button', { name: 'Add a price list' }).click();
  await page.getByLabel('Name', { exact: true }).fill(listName);
  await page.getByLabel('Discount on other tools (%)').fill('12');
  await page.getByRole('button', { name: 'Add the price list' }).click();
  await expect(page.getByRole('heading', { level: 2, name: listName })).toBeVisible();
  await expect(page.getByText('12% off the rest · used by no company')).toBeVisible();
  await checkA11y('new price list');

  // The tool is found by its model and chosen, priced and saved from the keyboard.
  const search = page.getByLabel('Find a tool by model or name');
  await search.fill(drill.model);
  const choice = page.getByRole('button', { name: `Choose ${drill.model}` });
  await expect(choice).toBeVisible();
  await search.press('Tab');
  await expect(choice).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByLabel('Price on this list ($)').fill('88.5');
  await page.getByLabel('Volume prices').fill('10:80');
  await page.getByLabel('Volume prices').press('Enter');
  await expect(toast(page, `${drill.model}: $88.50 on ${listName}`)).toBeVisible();
  const prices = page.getByRole('table', { name: `The tools' own prices on ${listName}` });
  await expect(prices.getByRole('row', { name: new RegExp(drill.model) })).toContainText('$88.50');
  await expect(prices.getByRole('row', { name: new RegExp(drill.model) })).toContainText('10+: $80.00');
  await checkA11y('a price set');

  // A file with an unknown model is shown refused, and cannot be imported.
  const fileInput = page.getByLabel('CSV file to import');
  await fileInput.setInputFiles(csvFile(`model,price,priceTiers\nNO-SUCH-${drill.model},5,\n`));
  await expect(page.getByText(priceListCsvMessages.modelUnknown)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
  await checkA11y('a refused file');

  // A good file: its preview first, then the import.
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await fileInput.setInputFiles(csvFile(`model,price,priceTiers\n${drill.model},,\n${saw.model},45,\n`));
  await expect(page.getByText('Preview of prices.csv')).toBeVisible();
  const preview = page.getByRole('table', {
    name: 'Rows of the file that add, change, remove or are refused',
  });
  await expect(preview.getByRole('row', { name: new RegExp(saw.model) })).toContainText(
    'Price added: $45.00',
  );
  await expect(preview.getByRole('row', { name: new RegExp(drill.model) })).toContainText(
    'Own price removed: was $88.50 (10:80)',
  );
  await checkA11y('a preview');
  await page.getByRole('button', { name: 'Import 2 changes' }).click();
  await expect(toast(page, 'Imported: 1 added, 0 updated, 1 removed')).toBeVisible();
  await expect(prices.getByRole('row', { name: new RegExp(saw.model) })).toContainText('$45.00');
  await expect(prices.getByRole('row', { name: new RegExp(drill.model) })).toHaveCount(0);

  // The export is the file the import takes back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(path, 'utf8')).toBe(`model,price,priceTiers\r\n${saw.model},45,\r\n`);

  // Renamed, and listed with how many tools it prices.
  await page.getByRole('button', { name: 'Rename or change the discount' }).click();
  await page.getByLabel('Name', { exact: true }).fill(`${listName} B`);
  await page.getByLabel('Discount on other tools (%)').fill('');
  await page.getByRole('button', { name: 'Save the list' }).click();
  await expect(page.getByText('No discount · used by no company')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the price lists' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `${listName} B` })).toContainText(
    'No discount · 1 tool priced · no company',
  );
  await checkA11y('the price lists');
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the price lists pass the accessibility checks', async ({ page, loginAs, visit, checkA11y }) => {
    await loginAs('admin');
    await visit('/dashboard/price-lists');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Add a price list' }).click();
    await checkA11y('the add form');
  });
});
