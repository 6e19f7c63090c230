import type { Order } from '@ironvolt/shared/orders';
import { orderMessages } from '@ironvolt/shared/orders-constants';
import type { Page } from '@playwright/test';
import { createProduct, payOrder, placeOrder, toast, uniqueName } from './admin-helpers';
import { expect, test } from './fixtures';
import { overhangs } from './list-helpers';

const main = (page: Page) => page.getByRole('main');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('My Orders', () => {
  test('rows and cards fit the page at every width, each with its actions in view', async ({
    page,
    request,
    loginAs,
    newUser,
    signIn,
    visit,
    isMobile,
  }) => {
    test.slow();
    const adminToken = await loginAs('admin');
    // A long unbroken name, as a pasted part number would be, and an order of each state with actions.
    const product = await createProduct(request, adminToken, {
      name: `Drill ${'X'.repeat(40)}`,
      minOrder: 1,
    });
    const buyer = await newUser({ name: 'Wide Screen' });
    const paid = await placeOrder(request, buyer, product._id, 3);
    await payOrder(request, buyer.token, paid._id);
    await placeOrder(request, buyer, product._id, 2);
    await signIn(buyer.token);
    await visit('/dashboard/my-orders');

    const widths = isMobile ? [360, 390, 430] : [768, 1024, 1280, 1440, 1920];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expect(
        main(page)
          .getByRole('link', { name: /^#\d+$/ })
          .first(),
      ).toBeVisible();
      expect(
        await overhangs(page, 'main table, main ul[aria-label="Your orders"]'),
        `at ${width} px`,
      ).toEqual([]);
      // Below 1280 px a card per order; from 1280 px a table row.
      const cards = main(page).getByRole('list', { name: 'Your orders' });
      if (width < 1280) await expect(cards).toBeVisible();
      else {
        await expect(main(page).getByRole('table')).toBeVisible();
        // The tools' names get room of their own, not what the other columns leave over.
        const product = await main(page).getByRole('columnheader', { name: 'Product' }).boundingBox();
        expect(product?.width, `the Product column at ${width} px`).toBeGreaterThanOrEqual(240);
      }
      const entries = width < 1280 ? cards.getByRole('listitem') : main(page).getByRole('row');
      // The badge's word alone ('Unpaid' holds 'paid').
      const paidEntry = entries.filter({ has: page.getByText('Paid', { exact: true }) });
      const unpaidEntry = entries.filter({ hasText: 'Unpaid' });
      // Each action whole on screen once scrolled to: none cut off at the right.
      for (const action of [
        paidEntry.getByRole('button', { name: /^Invoice INV-/ }),
        paidEntry.getByRole('button', { name: /^Order again/ }),
        unpaidEntry.getByRole('link', { name: /^Pay/ }),
        unpaidEntry.getByRole('button', { name: /^Cancel/ }),
      ]) {
        await action.scrollIntoViewIfNeeded();
        await expect(action, `at ${width} px`).toBeInViewport({ ratio: 1 });
      }
    }
  });
});

test.describe('My Orders, shipped', () => {
  test("links a listed carrier's tracking number to its page; another carrier's number stays text", async ({
    page,
    request,
    loginAs,
    newUser,
    signIn,
    visit,
    checkA11y,
    isMobile,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, {
      name: uniqueName('E2E Tracked'),
      minOrder: 1,
    });
    const buyer = await newUser({ name: 'Track Reader' });
    const ship = async (amount: number, carrier: string, trackingNumber: string) => {
      const order = await placeOrder(request, buyer, product._id, amount);
      await payOrder(request, buyer.token, order._id);
      const shipped = await request.patch(`/api/order/${order._id}/status`, {
        headers: bearer(adminToken),
        data: { status: 'shipped', carrier, trackingNumber },
      });
      expect(shipped.status(), `ship by ${carrier}`).toBe(200);
      return order;
    };
    const byFedEx = await ship(2, 'FedEx', '123456789012');
    const byOther = await ship(3, 'Other', 'LOCAL-77');
    await signIn(buyer.token);
    await visit('/dashboard/my-orders');
    const entry = (orderNumber: number) =>
      (isMobile ? main(page).getByRole('listitem') : main(page).getByRole('row')).filter({
        has: page.getByRole('link', { name: `#${orderNumber}`, exact: true }),
      });
    await expect(entry(byFedEx.orderNumber)).toContainText('Shipped by FedEx, tracking number 123456789012');
    await expect(entry(byFedEx.orderNumber).getByRole('link', { name: /^123456789012/ })).toHaveAttribute(
      'href',
      'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    );
    await expect(entry(byOther.orderNumber)).toContainText(
      'Shipped by another carrier, tracking number LOCAL-77',
    );
    await expect(entry(byOther.orderNumber).getByRole('link', { name: /LOCAL-77/ })).toHaveCount(0);
    await checkA11y('My Orders with tracking links');
  });
});

test.describe("an order's page", () => {
  test('shows the tools, delivery, steps and documents of a shipped order, axe clean in both themes', async ({
    page,
    request,
    loginAs,
    newUser,
    signIn,
    visit,
    checkA11y,
    isMobile,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, {
      name: uniqueName('E2E Order Page'),
      minOrder: 1,
    });
    const buyer = await newUser({ name: 'Page Reader' });
    const order = await placeOrder(request, buyer, product._id, 4);
    await payOrder(request, buyer.token, order._id);
    const shipped = await request.patch(`/api/order/${order._id}/status`, {
      headers: bearer(adminToken),
      data: { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0146000312' },
    });
    expect(shipped.status(), 'ship the order').toBe(200);

    await signIn(buyer.token);
    await visit('/dashboard/my-orders');
    const entry = (isMobile ? main(page).getByRole('listitem') : main(page).getByRole('row')).filter({
      hasText: product.name,
    });
    await entry.getByRole('link', { name: `#${order.orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/my-orders/${order._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();

    const lines = main(page).getByRole('region', { name: 'Tool' });
    await expect(lines).toContainText(product.name);
    await expect(lines).toContainText(`Model ${product.model}`);
    await expect(lines).toContainText('4 pc × $12.50');
    await expect(lines).toContainText('Total');
    const delivery = main(page).getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('1 Test Street');
    await expect(delivery).toContainText('555-0100');
    await expect(delivery).toContainText('Shipped by DHL, tracking number JD0146000312');
    // The number opens DHL's own tracking page.
    const track = delivery.getByRole('link', { name: /^JD0146000312/ });
    await expect(track).toHaveAttribute(
      'href',
      'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0146000312',
    );
    await expect(track).toHaveAttribute('target', '_blank');
    const steps = main(page).getByRole('region', { name: 'Status history' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Placed');
    await expect(steps.nth(1)).toContainText('Paid');
    await expect(steps.nth(2)).toContainText('Shipped');
    const documents = main(page).getByRole('region', { name: 'Documents' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('button', { name: /^Invoice INV-\d{4}-\d{6}$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    await expect(main(page).getByRole('button', { name: /^Order again/ })).toBeVisible();
    await checkA11y('an order page, light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await checkA11y('an order page, dark');

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'My Orders' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
  });

  test('pays for an unpaid order or cancels it there, after Are you sure?', async ({
    page,
    request,
    loginAs,
    newUser,
    signIn,
    visit,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, {
      name: uniqueName('E2E Unpaid Page'),
      minOrder: 1,
    });
    const buyer = await newUser();
    const order: Order = await placeOrder(request, buyer, product._id, 2);
    await signIn(buyer.token);
    await visit(`/dashboard/my-orders/${order._id}`);

    await expect(main(page)).toContainText('Held until');
    await expect(main(page).getByRole('region', { name: 'Documents' })).toContainText(
      `The invoice of order #${order.orderNumber} comes once it is paid.`,
    );
    await expect(main(page).getByRole('link', { name: /^Pay/ })).toHaveAttribute(
      'href',
      `/dashboard/payment/${order._id}`,
    );
    await main(page)
      .getByRole('button', { name: /^Cancel/ })
      .click();
    const dialog = page.getByRole('dialog', { name: orderMessages.confirmTitle });
    await dialog.getByRole('button', { name: orderMessages.confirmAccept }).click();
    await expect(toast(page, orderMessages.deleted)).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Status history' }).getByRole('listitem')).toHaveText(
      [/^Placed/, /^Cancelled/],
    );
    await expect(main(page).getByRole('link', { name: /^Pay/ })).toHaveCount(0);
    await expect(main(page)).not.toContainText('Held until');
  });

  test.describe('of someone else', () => {
    test.use({ allowedConsoleErrors: [/status of 403/] });
    test('says it is not yours and leads back to My Orders', async ({
      page,
      request,
      newUser,
      signIn,
      visit,
      loginAs,
    }) => {
      const adminToken = await loginAs('admin');
      const product = await createProduct(request, adminToken, { minOrder: 1 });
      const owner = await newUser();
      const order = await placeOrder(request, owner, product._id, 1);
      const stranger = await newUser();
      await signIn(stranger.token);
      await visit(`/dashboard/my-orders/${order._id}`);
      await expect(main(page).getByRole('alert')).toContainText(orderMessages.notYours);
      await expect(main(page).getByRole('link', { name: 'Back to My Orders' })).toBeVisible();
    });
  });
});
