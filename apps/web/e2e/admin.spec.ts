import fs from 'node:fs';
import { accountMessages } from '@ironvolt/shared/accounts';
import { orderAdminMessages, productMessages } from '@ironvolt/shared/admin';
import { ADMIN_NAME_LIMIT, truncate } from '@ironvolt/shared/catalog';
import { formatDollars } from '@ironvolt/shared/money';
import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { orderMessages } from '@ironvolt/shared/orders';
import type { Page } from '@playwright/test';
import {
  createProduct,
  myOrders,
  overviewOf,
  payOrder,
  placeOrder,
  tinyPngFile,
  toast,
  uniqueName,
} from './admin-helpers';
import { expect, test } from './fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** An order as shown: a table row on desktop, a card on phones (the other layout is hidden). */
const orderEntry = (page: Page, text: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

test.describe('admin: products', () => {
  test('adds a product with an image and finds it in all products', async ({ page, loginAs, visit }) => {
    await loginAs('admin');
    await visit('/dashboard/add-product');
    await expect(heading(page, dashboardMenuText.addProduct)).toBeVisible();

    const name = uniqueName('E2E Angle Grinder');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Model', { exact: true }).fill('AG-900');
    await page.getByLabel('Price (dollars per piece)').fill('49.99');
    await page.getByLabel('Quantity (pieces in stock)').fill('300');
    await page.getByLabel('Minimum order (pieces)').fill('5');
    await page.getByLabel('Description').fill('A grinder added by the admin test.');
    await page.getByLabel('Image').setInputFiles(tinyPngFile());
    await page.getByRole('button', { name: 'Add product' }).click();

    await expect(toast(page, productMessages.added)).toBeVisible();
    // The form starts again, empty.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Image')).toHaveValue('');

    await visit('/allProducts');
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const image = page.getByRole('img', { name }).first();
    await expect(image).toHaveAttribute('src', /\/api\/images\//);
  });

  test('refusals name their field', async ({ page, loginAs, visit }) => {
    await loginAs('admin');
    await visit('/dashboard/add-product');
    await page.getByLabel('Name', { exact: true }).fill(uniqueName('E2E Refused'));
    await page.getByLabel('Price (dollars per piece)').fill('10.123');
    await page.getByLabel('Quantity (pieces in stock)').fill('5');
    await page.getByLabel('Minimum order (pieces)').fill('10');
    await page.getByRole('button', { name: 'Add product' }).click();

    await expect(page.getByLabel('Model', { exact: true })).toHaveAccessibleDescription(
      productMessages.modelRequired,
    );
    await expect(page.getByLabel('Price (dollars per piece)')).toHaveAccessibleDescription(
      productMessages.priceInvalid,
    );
    await expect(page.getByLabel('Minimum order (pieces)')).toHaveAccessibleDescription(
      productMessages.minOrderAboveQuantity,
    );
    await expect(page.getByLabel('Image')).toHaveAccessibleDescription(
      new RegExp(productMessages.imageRequired),
    );
    await expect(page.getByLabel('Model', { exact: true })).toBeFocused();
    await expect(toast(page, productMessages.added)).toHaveCount(0);
  });

  test('deletes a product while a customer order of it stays', async ({
    page,
    request,
    loginAs,
    newUser,
    visit,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Cordless Drill') });
    const customer = await newUser({ name: 'Dana Deleted' });
    const order = await placeOrder(request, customer, product._id, 4);

    await visit('/dashboard/manage-products');
    const row = page.getByRole('row').filter({ hasText: product.name });
    // The name is cut at 15 characters; the full name stays on hover and for screen readers.
    await expect(row.getByTitle(product.name)).toHaveText(
      new RegExp(truncate(product.name, ADMIN_NAME_LIMIT).replace(/\./g, '\\.')),
    );
    await row.getByRole('button', { name: `Delete ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: productMessages.confirmDelete });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: orderMessages.confirmAccept }).click();
    await expect(toast(page, productMessages.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await request.get(`/api/product/${product._id}`)).status()).toBe(404);

    // The customer's order keeps its snapshot, in their own list and in the admin's.
    const orders = await myOrders(request, customer);
    expect(orders.map((o) => [o._id, o.productName, o.status])).toContainEqual([
      order._id,
      product.name,
      'unpaid',
    ]);
    await visit('/dashboard/manage-orders?status=unpaid');
    await expect(orderEntry(page, customer.email)).toContainText(product.name);
  });
});

test.describe('admin: products, edited in place', () => {
  // The refused save below makes the browser log its own line about the 422.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('edits price, quantity and minimum order in place', async ({ page, request, loginAs, visit }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Edit') });
    await visit('/dashboard/manage-products');
    const row = page.getByRole('row').filter({ hasText: product.name });
    await row.getByRole('button', { name: `Edit ${product.name}` }).click();
    await row.getByLabel('Quantity').fill('3');
    await row.getByLabel('Minimum order').fill('1');
    await row.getByLabel('Price').fill('21.5');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, productMessages.updated)).toBeVisible();
    await expect(row).toContainText('$21.50');
    await expect(row).toContainText(productMessages.lowStock);

    await row.getByRole('button', { name: `Edit ${product.name}` }).click();
    const quantity = row.getByLabel('Quantity');
    const before = await quantity.boundingBox();
    await row.getByLabel('Minimum order').fill('9');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByLabel('Minimum order')).toHaveAccessibleDescription(
      productMessages.minOrderAboveQuantity,
    );
    // The message sits under the fields: none of them moves.
    expect(await quantity.boundingBox()).toEqual(before);
  });

  test('each row shows a thumbnail and the model; Edit starts in the first field and Escape cancels', async ({
    page,
    request,
    loginAs,
    visit,
    checkA11y,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Thumb') });
    await visit('/dashboard/manage-products');
    const row = page.getByRole('row').filter({ hasText: product.name.slice(0, 15) });
    await expect(row).toContainText('Model E2E-1');
    await expect(row.locator('img')).toHaveAttribute('src', product.image);

    const edit = row.getByRole('button', { name: `Edit ${product.name}` });
    await edit.click();
    await expect(row.getByLabel('Price')).toBeFocused();
    await checkA11y('editing a product');
    await row.getByLabel('Price').fill('99');
    await page.keyboard.press('Escape');
    await expect(row.getByLabel('Price')).toHaveCount(0);
    await expect(row).toContainText(formatDollars(product.price));
    await expect(edit).toBeFocused();
  });
});

test.describe('admin: orders', () => {
  test('ships and delivers a paid order', async ({ page, request, loginAs, newUser, visit, checkA11y }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Ship') });
    const customer = await newUser({ name: 'Sam Shipping' });
    const order = await placeOrder(request, customer, product._id, 3);
    await payOrder(request, customer.token, order._id);

    await visit('/dashboard/manage-orders?status=paid');
    const entry = orderEntry(page, customer.email);
    await expect(entry).toContainText('Paid');
    await expect(entry).toContainText(formatDollars(order.totalPrice));
    // The order's short number, and its transaction id shortened beside a button that copies it whole.
    await expect(entry).toContainText(`#${order.orderNumber}`);
    await expect(entry.getByRole('button', { name: /^Copy transaction id tpi_\w+$/ })).toBeVisible();
    await entry.getByRole('button', { name: orderAdminMessages.markShipped }).click();
    // The carrier and tracking number, for the buyer's My Orders and shipping mail.
    const ship = page.getByRole('dialog', { name: new RegExp(`^${orderAdminMessages.markShipped}: `) });
    await ship.getByLabel('Carrier (optional)').fill('DHL Freight');
    await ship.getByLabel('Tracking number (optional)').fill('JD0146 0003 1234');
    await checkA11y('ship dialog');
    await ship.getByRole('button', { name: orderAdminMessages.markShipped }).click();
    await expect(toast(page, orderAdminMessages.shipped)).toBeVisible();
    await expect(ship).toBeHidden();
    await expect(entry).toHaveCount(0);
    expect((await myOrders(request, customer))[0]).toMatchObject({
      carrier: 'DHL Freight',
      trackingNumber: 'JD0146 0003 1234',
    });

    await page.getByLabel('Status').selectOption('shipped');
    await expect(page).toHaveURL(/status=shipped/);
    await expect(entry).toContainText('Shipped');
    await entry.getByRole('button', { name: orderAdminMessages.markDelivered }).click();
    await expect(toast(page, orderAdminMessages.delivered)).toBeVisible();

    await page.getByLabel('Status').selectOption('delivered');
    await expect(entry).toContainText('Delivered');
    // Nothing left to do with it but read its invoice (and copy the transaction id).
    await expect(entry.getByRole('button', { name: /^(?!Copy transaction id )/ })).toHaveText([
      /^Invoice INV-\d{4}-\d{6}$/,
    ]);
    const [mine] = await myOrders(request, customer);
    expect(mine?.status).toBe('delivered');
  });

  test('filters by status and deletes a cancelled order', async ({
    page,
    request,
    loginAs,
    newUser,
    visit,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Filter') });
    const customer = await newUser({ name: 'Fran Filter' });
    const order = await placeOrder(request, customer, product._id, 2);
    const cancelled = await request.delete(`/api/order/${order._id}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(cancelled.status()).toBe(200);

    await visit('/dashboard/manage-orders');
    await page.getByLabel('Status').selectOption('paid');
    await expect(page).toHaveURL(/status=paid/);
    await expect(orderEntry(page, customer.email)).toHaveCount(0);

    await page.getByLabel('Status').selectOption('cancelled');
    await expect(page).toHaveURL(/status=cancelled/);
    const entry = orderEntry(page, customer.email);
    await expect(entry).toContainText('Cancelled');
    // A reload keeps the filter: it lives in the URL.
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('cancelled');

    await entry.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: orderMessages.confirmTitle });
    await dialog.getByRole('button', { name: orderMessages.confirmCancel }).click();
    await expect(dialog).toBeHidden();
    await expect(entry).toHaveCount(1);
    await entry.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: orderMessages.confirmAccept }).click();
    await expect(toast(page, orderMessages.deleted)).toBeVisible();
    await expect(entry).toHaveCount(0);
  });

  test('exports the filtered orders as CSV', async ({ page, request, loginAs, newUser, visit }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Export') });
    const customer = await newUser({ name: 'Cory Csv' });
    const order = await placeOrder(request, customer, product._id, 6);

    await visit('/dashboard/manage-orders?status=unpaid');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: orderAdminMessages.exportCsv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ironvolt-orders-unpaid-.*\.csv$/);
    const file = await download.path();
    const lines = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
    const rows = lines.slice(1);
    expect(rows.length).toBeGreaterThan(0);
    const mine = rows.find((line) => line.startsWith(`"${order._id}"`));
    expect(mine).toBeDefined();
    expect(mine).toContain(customer.email);
    expect(mine).toContain(product.name);
    expect(mine).toContain(`,"6","${order.totalPrice.toFixed(2)}","unpaid",`);
    // Only unpaid orders, as filtered.
    // Status, transaction id, then order number, invoice number, carrier and tracking number.
    for (const row of rows) expect(row).toMatch(/,"unpaid","[^"]*","#\d+","","",""$/);
  });
});

test.describe('admin: overview', () => {
  test('the numbers match the orders placed in the test', async ({
    page,
    request,
    loginAs,
    newUser,
    visit,
  }) => {
    const adminToken = await loginAs('admin');
    const before = await overviewOf(request, adminToken);
    // A big order, so that the product is among the top products by revenue.
    const product = await createProduct(request, adminToken, {
      name: uniqueName('E2E Overview'),
      price: 90_000,
      quantity: 200,
      minOrder: 1,
    });
    const customer = await newUser({ name: 'Olive Overview' });
    const order = await placeOrder(request, customer, product._id, 10);
    await payOrder(request, customer.token, order._id);

    await visit('/dashboard/overview');
    await expect(heading(page, dashboardMenuText.overview)).toBeVisible();
    const todayBefore = before.revenueByDay.at(-1)?.revenue ?? 0;
    const todayText = await page
      .locator('dt', { hasText: 'Revenue today' })
      .locator('xpath=following-sibling::dd')
      .innerText();
    const todayShown = Number(todayText.replace(/[$,]/g, ''));
    expect(todayShown).toBeGreaterThanOrEqual(todayBefore + order.totalPrice - 0.001);

    const top = page.getByRole('row').filter({ hasText: product.name });
    await expect(top).toContainText('10 pc');
    await expect(top).toContainText(formatDollars(order.totalPrice));

    // The chart's text alternative: today's row in the table.
    await page.getByText('Revenue per day as a table').click();
    const after = await overviewOf(request, adminToken);
    expect(after.revenueByDay.at(-1)?.revenue ?? 0).toBeGreaterThanOrEqual(
      todayBefore + order.totalPrice - 0.001,
    );
  });
});

test.describe('admin: mail', () => {
  test("a new customer's verification mail is listed as sent, and the page filters by status", async ({
    page,
    loginAs,
    newUser,
    visit,
  }) => {
    const customer = await newUser({ name: 'Mia Mail' });
    await loginAs('admin');
    await visit('/dashboard/mail');
    await expect(heading(page, dashboardMenuText.mail)).toBeVisible();
    await page.getByLabel('Status').selectOption('sent');
    await expect(page).toHaveURL(/status=sent/);
    const entry = page
      .getByRole('list', { name: 'Mails' })
      .getByRole('listitem')
      .filter({ hasText: customer.email });
    await expect(entry).toContainText('Confirm your email address for');
    await expect(entry).toContainText('Sent');
    await expect(entry.getByRole('button', { name: /^Send again/ })).toHaveCount(0);

    await page.getByLabel('Status').selectOption('failed');
    await expect(page.getByRole('list', { name: 'Mails' }).getByText(customer.email)).toHaveCount(0);
  });
});

test.describe('profile photo', () => {
  test('a customer changes their photo and sees it', async ({ page, newUser, signIn, visit }) => {
    const customer = await newUser({ name: 'Pat Photo' });
    await signIn(customer.token);
    await visit('/dashboard/my-profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Photo', { exact: true }).setInputFiles(tinyPngFile('me.png'));
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, accountMessages.informationUpdated)).toBeVisible();
    const photo = page.getByRole('img', { name: `Photo of ${customer.name}` });
    await expect(photo).toHaveAttribute('src', /\/api\/images\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
