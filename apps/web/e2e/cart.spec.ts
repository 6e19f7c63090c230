import { cartMessages } from '@ironvolt/shared/cart-constants';
import type { Product } from '@ironvolt/shared/catalog';
import { formatDollars } from '@ironvolt/shared/money';
import { orderMessages } from '@ironvolt/shared/orders-constants';
import { paymentMessages } from '@ironvolt/shared/payments';
import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct, uniqueName } from './admin-helpers';
import { payWithCard, testCards, toast } from './buying-helpers';
import { demoAccounts, expect, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');

const adminToken = async (request: APIRequestContext) => {
  const { email, password } = demoAccounts.admin;
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), 'the admin signs in').toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

/** On the purchase page: the amount, then Add to cart, and the toast that says so. */
const addToCart = async (
  page: Page,
  visit: (path: string) => Promise<void>,
  product: Product,
  amount: number,
) => {
  await visit(`/purchase/${product._id}`);
  await page.getByLabel(/^Amount/).fill(String(amount));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, cartMessages.added)).toBeVisible();
};

test.describe('the cart', () => {
  test('three tools in the cart, an amount corrected, one order with a PO number, paid once, then ordered again', async ({
    page,
    request,
    newUser,
    signIn,
    visit,
    checkA11y,
    isMobile,
  }) => {
    const token = await adminToken(request);
    const [drill, saw, sander] = await Promise.all(
      ['E2E Cart Planer', 'E2E Cart Router', 'E2E Cart Sander'].map((name, i) =>
        createProduct(request, token, {
          name: uniqueName(name),
          price: 10 * (i + 1),
          minOrder: 5,
          quantity: 400,
          ...(i === 0 ? { priceTiers: [{ minAmount: 20, price: 8 }] } : {}),
        }),
      ),
    );
    if (!drill || !saw || !sander) throw new Error('the products were not made');
    const buyer = await newUser({ name: 'Carla Cart' });
    await signIn(buyer.token);

    await addToCart(page, visit, drill, 10);
    await addToCart(page, visit, saw, 5);
    await addToCart(page, visit, sander, 6);
    await expect(page.getByRole('link', { name: 'Cart, 3 tools' })).toBeVisible();

    await page.getByRole('link', { name: 'Cart, 3 tools' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    // 10 drills below their volume price, 5 saws, 6 sanders.
    const total = main(page)
      .getByRole('paragraph')
      .filter({ hasText: /^Total for 3 tools:/ });
    await expect(total).toHaveText(`Total for 3 tools: ${formatDollars(100 + 100 + 180)}`);
    // Only the drill has volume prices: its table, with the tier its amount reaches marked.
    const tables = main(page).getByRole('table', { name: /^Volume prices/ });
    await expect(tables).toHaveCount(1);
    const drillTiers = main(page).getByRole('table', { name: `Volume prices of ${drill.name}` });
    await expect(drillTiers.getByRole('row')).toHaveText([
      /Amount\s*Price per piece/,
      /From 5 pc\s*Your price\s*\$10\.00/,
      /From 20 pc\s*\$8\.00/,
    ]);
    await checkA11y('the cart');

    // Typed, not yet saved: the line and the cart are priced at once, at the tier the amount reaches.
    const drillLine = main(page).getByRole('listitem').filter({ hasText: drill.name });
    await page.getByLabel(`Amount of ${drill.name}`).fill('25');
    const marked = drillTiers.locator('tr[aria-current="true"]');
    await expect(marked).toHaveText(/From 20 pc\s*Your price\s*\$8\.00/);
    await expect(drillLine).toContainText(`${formatDollars(8)} per piece`);
    await expect(drillLine).toContainText(formatDollars(25 * 8));
    await expect(total).toHaveText(`Total for 3 tools: ${formatDollars(200 + 100 + 180)}`);
    await checkA11y('the cart with a volume price reached');
    await page.getByLabel(`Amount of ${drill.name}`).fill('19');
    await expect(marked).toHaveText(/From 5 pc\s*Your price\s*\$10\.00/);
    await expect(drillLine).toContainText(formatDollars(19 * 10));
    await expect(total).toHaveText(`Total for 3 tools: ${formatDollars(190 + 100 + 180)}`);
    await page.getByLabel(`Amount of ${drill.name}`).fill('20');
    await expect(marked).toHaveText(/From 20 pc\s*Your price\s*\$8\.00/);
    await expect(total).toHaveText(`Total for 3 tools: ${formatDollars(160 + 100 + 180)}`);

    const sawAmount = page.getByLabel(`Amount of ${saw.name}`);
    await sawAmount.fill('3');
    await expect(sawAmount).toHaveAccessibleDescription(orderMessages.amountBelowMin(5));
    await expect(total).toHaveText('Total for 3 tools: —');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await sawAmount.fill('10');
    await sawAmount.press('Enter');
    await expect(total).toHaveText(`Total for 3 tools: ${formatDollars(160 + 200 + 180)}`);

    await page.getByLabel('Phone').fill('+1 555 0199');
    await page.getByLabel('Delivery address').fill('7 Workshop Lane, Springfield');
    await page.getByLabel('PO number (optional)').fill('PO-E2E-77');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(toast(page, orderMessages.placed)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/payment\//);
    await expect(main(page)).toContainText('PO-E2E-77');
    await expect(main(page)).toContainText(drill.name);
    await expect(main(page)).toContainText(sander.name);
    // The order is priced by the server as the cart page priced it.
    await expect(main(page)).toContainText(formatDollars(160 + 200 + 180));
    await expect(page.getByRole('link', { name: 'Cart, 0 tools' })).toBeVisible();

    await payWithCard(page, testCards.pays);
    await expect(toast(page, paymentMessages.complete)).toBeVisible();
    await expect(main(page).getByRole('region', { name: /^Order #\d+ is paid$/ })).toContainText('3 tools');

    await visit('/dashboard/my-orders');
    const order = (isMobile ? main(page).getByRole('listitem') : main(page).getByRole('row'))
      .filter({ hasText: 'PO PO-E2E-77' })
      .first();
    await expect(order).toContainText('3 tools');
    await expect(order).toContainText(saw.name);
    await expect(order).toContainText('Paid');
    await checkA11y('My Orders with a cart order');

    await order.getByRole('button', { name: /^Order again/ }).click();
    await expect(toast(page, cartMessages.reordered)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 3 tools' })).toBeVisible();
    await visit('/dashboard/cart');
    await expect(page.getByLabel(`Amount of ${saw.name}`)).toHaveValue('10');
    await expect(page.getByLabel(`Amount of ${drill.name}`)).toHaveValue('20');
  });

  test('an amount typed is saved once typing pauses, says Saved, and a reload shows it', async ({
    page,
    request,
    newUser,
    signIn,
    visit,
    checkA11y,
  }) => {
    const token = await adminToken(request);
    const tool = await createProduct(request, token, {
      name: uniqueName('E2E Cart Autosave'),
      minOrder: 2,
      quantity: 300,
    });
    const buyer = await newUser();
    await signIn(buyer.token);
    await addToCart(page, visit, tool, 2);
    await visit('/dashboard/cart');

    const amount = page.getByLabel(`Amount of ${tool.name}`);
    const line = main(page).getByRole('listitem').filter({ hasText: tool.name });
    // Typed key by key, as a person types: no Enter, no leaving the field.
    await amount.clear();
    await amount.pressSequentially('37', { delay: 80 });
    await expect(line.getByRole('status')).toHaveText(`${cartMessages.saved}: amount of ${tool.name}`);
    await expect(amount).toBeFocused();
    await checkA11y('the cart, an amount saved');
    // An amount that may not be ordered is not saved.
    await amount.fill('1');
    await expect(amount).toHaveAccessibleDescription(orderMessages.amountBelowMin(2));
    await expect(line.getByRole('status')).toHaveText('');

    await page.reload();
    await expect(page.getByLabel(`Amount of ${tool.name}`)).toHaveValue('37');
  });

  test('an empty cart says so and leads to all products', async ({ page, newUser, signIn, visit }) => {
    const buyer = await newUser();
    await signIn(buyer.token);
    await visit('/dashboard/cart');
    await expect(main(page)).toContainText(`${cartMessages.empty}.`);
    await main(page).getByRole('link', { name: 'Browse all products' }).click();
    await expect(page).toHaveURL(/\/allProducts$/);
  });
});
