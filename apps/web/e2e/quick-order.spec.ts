import { cartMessages } from '@ironvolt/shared/cart-constants';
import { orderMessages } from '@ironvolt/shared/orders-constants';
import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct, uniqueModel, uniqueName } from './admin-helpers';
import { toast } from './buying-helpers';
import { demoAccounts, expect, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');

const adminToken = async (request: APIRequestContext) => {
  const { email, password } = demoAccounts.admin;
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), 'the admin signs in').toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

test.describe('quick order', () => {
  test('ten pasted lines, two refused and fixed in place, all in the cart, then one order', async ({
    page,
    request,
    newUser,
    signIn,
    visit,
    checkA11y,
  }) => {
    const token = await adminToken(request);
    const tools = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createProduct(request, token, {
          name: uniqueName(`E2E Quick ${i}`),
          model: uniqueModel(`QO${i}`),
          price: 10,
          minOrder: 5,
          quantity: 100,
        }),
      ),
    );
    const buyer = await newUser({ name: 'Quentin Quick' });
    await signIn(buyer.token);
    await visit('/dashboard/my-profile');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Quick order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();

    // Line 3: a model mistyped; line 8: under the tool's minimum of 5. Spaces, commas and a spreadsheet's tabs.
    const typo = `${tools[2]?.model}X`;
    const lines = tools.map((tool, i) => {
      if (i === 2) return `${typo} 6`;
      if (i === 7) return `${tool.model}, 2`;
      return i % 2 === 0 ? `${tool.model}\t6` : `${tool.model}, 6`;
    });
    await page.getByLabel('Paste model numbers and amounts').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(main(page).getByRole('status')).toHaveText('8 lines added to your cart; 2 to fix below.');
    const table = main(page).getByRole('table', { name: 'What became of each line' });
    await expect(table.getByRole('row')).toHaveCount(11);
    const row = (line: number) => table.getByRole('row').nth(line);
    await expect(row(3)).toContainText('Unknown model');
    await expect(row(3)).toContainText(`No tool has the model number ${typo}`);
    await expect(row(8)).toContainText('Below the minimum order');
    await expect(page.getByLabel('Amount on line 8')).toHaveAccessibleDescription(
      orderMessages.amountBelowMin(5),
    );
    await expect(page.getByRole('link', { name: 'Cart, 8 tools' })).toBeVisible();
    await checkA11y('quick order with two lines refused');

    // Fixed in place, by keyboard for one of them.
    await page.getByLabel('Model on line 3').fill(tools[2]?.model ?? '');
    await page.getByRole('button', { name: 'Add again line 3' }).click();
    await expect(row(3)).toContainText('Added');
    await page.getByLabel('Amount on line 8').fill('5');
    await page.getByRole('button', { name: 'Add again line 8' }).focus();
    await page.keyboard.press('Enter');
    await expect(row(8)).toContainText('Added');
    await expect(row(8)).toContainText(cartMessages.added);
    await expect(page.getByRole('link', { name: 'Cart, 10 tools' })).toBeVisible();
    await checkA11y('quick order with every line added');

    await main(page).getByRole('link', { name: 'Go to your cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    for (const [i, tool] of tools.entries())
      await expect(page.getByLabel(`Amount of ${tool.name}`)).toHaveValue(i === 7 ? '5' : '6');
    const total = main(page)
      .getByRole('paragraph')
      .filter({ hasText: /^Total for 10 tools:/ });
    await expect(total).toHaveText('Total for 10 tools: $590.00');

    await page.getByLabel('Phone').fill('+1 555 0142');
    await page.getByLabel('Delivery address').fill('42 Trade Park, Springfield');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(toast(page, orderMessages.placed)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/payment\//);
    await expect(main(page)).toContainText('$590.00');
  });
});
