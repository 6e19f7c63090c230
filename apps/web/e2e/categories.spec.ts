import { productMessages } from '@ironvolt/shared/admin';
import { categoryMessages } from '@ironvolt/shared/catalog-constants';
import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { orderMessages } from '@ironvolt/shared/orders-constants';
import type { Page } from '@playwright/test';
import { createProduct, toast, uniqueName } from './admin-helpers';
import { expect, test } from './fixtures';

const categoryRows = (page: Page) => page.getByRole('table').getByRole('row');
const rowOf = (page: Page, name: string) =>
  categoryRows(page).filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test.describe('admin: categories', () => {
  test('adds, renames, moves and deletes a category, moving its tool first', async ({
    page,
    request,
    loginAs,
    visit,
    checkA11y,
  }) => {
    const token = await loginAs('admin');
    const product = await createProduct(request, token, { name: uniqueName('E2E Categorised Sander') });
    await visit('/dashboard/categories');
    await expect(page.getByRole('heading', { level: 1, name: dashboardMenuText.categories })).toBeVisible();

    // An empty name is refused under the field.
    await page.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByRole('form', { name: 'New category' }).getByRole('alert')).toHaveText(
      categoryMessages.nameRequired,
    );
    const name = uniqueName('E2E Category');
    await page.getByLabel('Category name').fill(name);
    await page.getByRole('button', { name: 'Add category' }).click();
    await expect(toast(page, categoryMessages.added)).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(1);

    const renamed = `${name} Renamed`;
    await page.getByRole('button', { name: `Rename ${name}` }).click();
    await page.getByLabel(`New name of ${name}`).fill(renamed);
    await page.keyboard.press('Enter');
    await expect(toast(page, categoryMessages.renamed)).toBeVisible();
    await expect(rowOf(page, renamed)).toHaveCount(1);

    // Up moves it one place earlier in the shop's order.
    const before = (await categoryRows(page).allTextContents()).findIndex((text) => text.includes(renamed));
    await page.getByRole('button', { name: `Move ${renamed} up` }).click();
    await expect(toast(page, categoryMessages.moved)).toBeVisible();
    await expect
      .poll(async () =>
        (await categoryRows(page).allTextContents()).findIndex((text) => text.includes(renamed)),
      )
      .toBe(before - 1);
    await checkA11y('categories after a move');

    // Manage Products puts the tool in it.
    await visit('/dashboard/manage-products');
    // In the row's Edit, with the tool's other texts and figures: nothing changes before Save.
    await page
      .getByRole('button', { name: `Edit ${product.name}` })
      .first()
      .click();
    await page.getByLabel('Category').selectOption({ label: renamed });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, productMessages.updated)).toBeVisible();

    await visit('/dashboard/categories');
    await expect(rowOf(page, renamed).getByRole('cell').first()).toHaveText('1');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: orderMessages.confirmTitle });
    await expect(dialog).toHaveAccessibleDescription(categoryMessages.confirmDeleteLine(renamed, 1));
    await dialog.getByLabel('Move its 1 tool to').selectOption({ label: 'Uncategorised' });
    await checkA11y('delete a category that holds a tool');
    await dialog.getByRole('button', { name: orderMessages.confirmAccept }).click();
    await expect(toast(page, categoryMessages.deleted)).toBeVisible();
    await expect(rowOf(page, renamed)).toHaveCount(0);
    // The public product read is cached until the catalog's change notice arrives, just after the commit.
    await expect
      .poll(async () => (await (await request.get(`/api/product/${product._id}`)).json()).category)
      .toBe('uncategorised');
    // Uncategorised itself cannot be deleted.
    await expect(page.getByRole('button', { name: 'Delete Uncategorised' })).toBeDisabled();
  });
});
