import { orderAdminMessages } from '@ironvolt/shared/admin';
import { orderMessages } from '@ironvolt/shared/orders-constants';
import type { Page } from '@playwright/test';
import { createProduct, payOrder, placeOrder, toast, uniqueName } from './admin-helpers';
import { expect, test } from './fixtures';
import { overhangs } from './list-helpers';

const main = (page: Page) => page.getByRole('main');
const LISTS = 'main table, main ul[aria-label="Orders"]';

test.describe('Manage All orders', () => {
  test('rows fit at every width, short, with e-mails wrapping only at their dots and @', async ({
    page,
    request,
    loginAs,
    newUser,
    visit,
    isMobile,
  }) => {
    test.slow();
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Wide'), minOrder: 1 });
    // A long address, as a company's purchasing desk has, on a paid order (its row has the most buttons).
    const buyer = await newUser({ name: 'Maximilian Purchasing-Department' });
    const order = await placeOrder(request, buyer, product._id, 5);
    await payOrder(request, buyer.token, order._id);
    await visit(`/dashboard/manage-orders?q=${order.orderNumber}`);

    const widths = isMobile ? [360, 390, 430] : [768, 1024, 1280, 1440, 1920];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const entry = main(page)
        .getByRole(width < 1280 ? 'listitem' : 'row')
        .filter({ hasText: buyer.name });
      await expect(entry).toHaveCount(1);
      expect(await overhangs(page, LISTS), `at ${width} px`).toEqual([]);
      for (const action of [
        entry.getByRole('button', { name: orderAdminMessages.markShipped }),
        entry.getByRole('button', { name: orderAdminMessages.refund }),
        entry.getByRole('button', { name: /^Invoice INV-/ }),
      ]) {
        await action.scrollIntoViewIfNeeded();
        await expect(action, `at ${width} px`).toBeInViewport({ ratio: 1 });
      }
      if (width >= 1280) {
        // The row is a line or three, not a column of wrapped words (it was ~400 px tall at 1440).
        expect((await entry.boundingBox())?.height, `the row's height at ${width} px`).toBeLessThan(200);
        // "Mark shipped" sits in its own column, clear of the order's date.
        const date = await entry.getByRole('cell').first().boundingBox();
        const ship = await entry.getByRole('button', { name: orderAdminMessages.markShipped }).boundingBox();
        if (!date || !ship) throw new Error('no date cell or ship button');
        expect(ship.x).toBeGreaterThanOrEqual(date.x + date.width);
      }
      // Every line of the e-mail after the first starts at a dot or just after the '@', never inside a word.
      const lineStarts = await entry.getByText(buyer.email).evaluate((element) => {
        const range = document.createRange();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const chars: { char: string; top: number }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            chars.push({ char: node.textContent?.[i] ?? '', top: range.getBoundingClientRect().top });
          }
        return chars
          .map((c, i) => ({ ...c, previous: chars[i - 1] }))
          .filter((c) => c.previous && c.top > c.previous.top + 2)
          .map((c) => `${c.previous?.char}|${c.char}`);
      });
      for (const start of lineStarts) expect(start, `a break at ${width} px`).toMatch(/^@\||\|\.$/);
    }
  });

  test('searches by order number, buyer, e-mail or PO number on the server, kept in the address', async ({
    page,
    request,
    loginAs,
    newUser,
    visit,
    checkA11y,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Search'), minOrder: 1 });
    const surname = uniqueName('Searchable').replace(' ', '');
    const buyer = await newUser({ name: `Robin ${surname}` });
    const first = await placeOrder(request, buyer, product._id, 1);
    const second = await placeOrder(request, buyer, product._id, 2);
    await visit('/dashboard/manage-orders');

    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill(surname.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`q=${surname.toLowerCase()}`));
    await expect(page.getByText('2 orders', { exact: true })).toBeVisible();
    await search.fill(`#${first.orderNumber}`);
    await expect(page).toHaveURL(new RegExp(`q=%23${first.orderNumber}`));
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    await expect(
      main(page)
        .getByRole('link', { name: `#${first.orderNumber}` })
        .first(),
    ).toBeVisible();
    await expect(main(page).getByRole('link', { name: `#${second.orderNumber}` })).toHaveCount(0);
    await checkA11y('a search');

    // The address keeps the search: a reload shows the same list, the box holds it.
    await page.goto(`/dashboard/manage-orders?q=${encodeURIComponent(buyer.email)}&status=unpaid`);
    await expect(search).toHaveValue(buyer.email);
    await expect(page.getByText('2 orders', { exact: true })).toBeVisible();
    await page.goto('/dashboard/manage-orders?q=no-such-order-anywhere');
    await expect(main(page)).toContainText('No orders match “no-such-order-anywhere”.');
  });

  test("an order's page shows its buyer, steps and transaction, and ships it", async ({
    page,
    request,
    loginAs,
    newUser,
    visit,
    checkA11y,
  }) => {
    // Three pages checked by axe: past the default limit on a busy machine.
    test.slow();
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, {
      name: uniqueName('E2E Admin Page'),
      minOrder: 1,
    });
    const buyer = await newUser({ name: 'Dana Detail' });
    const order = await placeOrder(request, buyer, product._id, 3);
    await payOrder(request, buyer.token, order._id);
    await visit(`/dashboard/manage-orders?q=${order.orderNumber}`);
    await main(page)
      .getByRole('link', { name: `#${order.orderNumber}` })
      .first()
      .click();

    await expect(page).toHaveURL(new RegExp(`/dashboard/manage-orders/${order._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
    const delivery = main(page).getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('Dana Detail, 1 Test Street');
    await expect(delivery).toContainText(buyer.email);
    const documents = main(page).getByRole('region', { name: 'Documents' });
    await expect(documents.getByRole('button', { name: /^Copy transaction id tpi_\w+$/ })).toBeVisible();
    await checkA11y('an admin order page, light');

    await main(page).getByRole('button', { name: orderAdminMessages.markShipped }).click();
    // Titled by the order's number; the carrier is one of a list.
    const ship = page.getByRole('dialog', {
      name: `${orderAdminMessages.markShipped} #${order.orderNumber}`,
    });
    await expect(ship.getByLabel('Carrier (optional)').getByRole('option')).toHaveText([
      'Not given',
      'UPS',
      'FedEx',
      'DHL',
      'USPS',
      'Other',
    ]);
    await ship.getByLabel('Carrier (optional)').selectOption('UPS');
    await ship.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
    await checkA11y('the ship dialog');
    await ship.getByRole('button', { name: orderAdminMessages.markShipped }).click();
    await expect(toast(page, orderAdminMessages.shipped)).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Delivery' })).toContainText(
      'Shipped by UPS, tracking number 1Z999AA10123456784',
    );
    const steps = main(page).getByRole('region', { name: 'Status history' }).getByRole('listitem');
    await expect(steps).toHaveText([/^Placed/, /^Paid/, /^Shipped/]);
    await expect(main(page).getByRole('button', { name: orderAdminMessages.markDelivered })).toBeVisible();

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(steps).toHaveCount(3);
    await checkA11y('an admin order page, dark');
  });

  test.describe('an order that does not exist', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('says so and leads back to the list', async ({ page, loginAs, visit }) => {
      await loginAs('admin');
      await visit('/dashboard/manage-orders/00000000-0000-4000-8000-000000000000');
      await expect(main(page).getByRole('alert')).toContainText(orderMessages.orderNotFound);
      await main(page).getByRole('link', { name: 'Back to Manage All orders' }).click();
      await expect(page).toHaveURL(/\/dashboard\/manage-orders$/);
    });
  });
});
