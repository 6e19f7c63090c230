import fs from 'node:fs';
import { accountMessages } from '@ironvolt/shared/accounts';
import { catalogCsvMessages, orderAdminMessages, productMessages } from '@ironvolt/shared/admin';
import { ADMIN_NAME_LIMIT, type Product, truncate } from '@ironvolt/shared/catalog';
import { formatDollars } from '@ironvolt/shared/money';
import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { orderConfirmLines, orderMessages } from '@ironvolt/shared/orders';
import { priceTierMessages } from '@ironvolt/shared/price-tiers';
import type { Page } from '@playwright/test';
import {
  createProduct,
  myOrders,
  overviewOf,
  payOrder,
  placeOrder,
  tinyPngFile,
  toast,
  uniqueModel,
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
    await page.getByLabel('Model', { exact: true }).fill(uniqueModel('AG-900'));
    await page.getByLabel('Price (dollars per piece)').fill('49.99');
    await page.getByLabel('Quantity (pieces in stock)').fill('300');
    await page.getByLabel('Minimum order (pieces)').fill('5');
    await page.getByLabel('Description').fill('A grinder added by the admin test.');
    await page.getByLabel('Shipping weight in kg (optional)').fill('2.4');
    // The image field is a drop zone: reached by the keyboard as the file input it is, the file chosen shown.
    await page.getByLabel('Shipping weight in kg (optional)').press('Tab');
    await expect(page.getByLabel('Image')).toBeFocused();
    await expect(page.getByText('Choose a picture or drop it here')).toBeVisible();
    await page.getByLabel('Image').setInputFiles(tinyPngFile());
    await expect(page.getByRole('img', { name: 'Preview of tool.png' })).toBeVisible();
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: 'Preview of tool.png' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Add product' }).click();

    await expect(toast(page, productMessages.added)).toBeVisible();
    // The form starts again, empty.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Image')).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Preview of tool.png' })).toHaveCount(0);

    await visit('/allProducts');
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const image = page.getByRole('img', { name }).first();
    await expect(image).toHaveAttribute('src', /\/api\/images\//);
  });

  test('adds a product with volume prices, refusing a tier that breaks the rule, and edits them', async ({
    page,
    request,
    loginAs,
    visit,
    checkA11y,
  }) => {
    const adminToken = await loginAs('admin');
    await visit('/dashboard/add-product');
    const name = uniqueName('E2E Tiered Planer');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Model', { exact: true }).fill(uniqueModel('TS-5'));
    await page.getByLabel('Price (dollars per piece)').fill('40');
    await page.getByLabel('Quantity (pieces in stock)').fill('1000');
    await page.getByLabel('Minimum order (pieces)').fill('20');
    await page.getByLabel('Image').setInputFiles(tinyPngFile());
    await page.getByRole('button', { name: 'Add a volume price' }).click();
    await page.getByLabel('Tier 1: from (pieces)').fill('20');
    await page.getByLabel('Tier 1: price (dollars per piece)').fill('35');
    await page.getByRole('button', { name: 'Add a volume price' }).click();
    await page.getByLabel('Tier 2: from (pieces)').fill('100');
    await page.getByLabel('Tier 2: price (dollars per piece)').fill('36');
    await checkA11y('volume prices in the form');
    await page.getByRole('button', { name: 'Add product' }).click();
    // The shared rule, under the field it names; the first one refused takes focus.
    await expect(page.getByLabel('Tier 1: from (pieces)')).toHaveAccessibleDescription(
      priceTierMessages.aboveMinOrder(20),
    );
    await expect(page.getByLabel('Tier 1: from (pieces)')).toBeFocused();
    await page.getByLabel('Tier 1: from (pieces)').fill('50');
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByLabel('Tier 2: price (dollars per piece)')).toHaveAccessibleDescription(
      priceTierMessages.cheaper,
    );
    await expect(page.getByLabel('Tier 1: from (pieces)')).toHaveAccessibleDescription('');
    await page.getByLabel('Tier 2: price (dollars per piece)').fill('30');
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(toast(page, productMessages.added)).toBeVisible();
    await expect(page.getByLabel('Tier 1: from (pieces)')).toHaveCount(0);

    const listed = await request.get(`/api/products?q=${encodeURIComponent(name)}`);
    const [added] = (await listed.json()) as { _id: string; priceTiers: unknown }[];
    expect(added?.priceTiers).toEqual([
      { minAmount: 50, price: 35 },
      { minAmount: 100, price: 30 },
    ]);

    // Manage Products: the cheapest tier beside the price, and a dialog to change them.
    await visit('/dashboard/manage-products');
    // The full name is in the row for screen readers, beside the 15 characters shown.
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('$30.00 from 100 pc');
    await row
      .getByRole('button', { name: `Volume prices of ${name}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Volume prices: ${name}` });
    await expect(dialog.getByLabel('Tier 2: from (pieces)')).toHaveValue('100');
    await dialog.getByRole('button', { name: 'Remove tier 1' }).click();
    await dialog.getByLabel('Tier 1: price (dollars per piece)').fill('29.5');
    await checkA11y('volume prices dialog');
    await dialog.getByRole('button', { name: 'Save volume prices' }).click();
    await expect(toast(page, productMessages.updated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('$29.50 from 100 pc');
    const product = await request.get(`/api/product/${added?._id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(((await product.json()) as { priceTiers: unknown }).priceTiers).toEqual([
      { minAmount: 100, price: 29.5 },
    ]);
  });

  test('refusals name their field', async ({ page, loginAs, visit }) => {
    await loginAs('admin');
    await visit('/dashboard/add-product');
    await page.getByLabel('Name', { exact: true }).fill(uniqueName('E2E Refused'));
    await page.getByLabel('Price (dollars per piece)').fill('10.123');
    await page.getByLabel('Quantity (pieces in stock)').fill('2.5');
    await page.getByLabel('Minimum order (pieces)').fill('10');
    await page.getByRole('button', { name: 'Add product' }).click();

    await expect(page.getByLabel('Model', { exact: true })).toHaveAccessibleDescription(
      productMessages.modelRequired,
    );
    await expect(page.getByLabel('Price (dollars per piece)')).toHaveAccessibleDescription(
      productMessages.priceInvalid,
    );
    await expect(page.getByLabel('Quantity (pieces in stock)')).toHaveAccessibleDescription(
      productMessages.quantityInvalid,
    );
    // A minimum order above the stock is no refusal: the tool waits for a restock.
    await expect(page.getByLabel('Minimum order (pieces)')).toHaveAccessibleDescription('');
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
    await expect(dialog).toHaveAccessibleDescription(productMessages.confirmDeleteLine(product.name));
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

test.describe('admin: catalogue CSV', () => {
  test('exports the catalogue, refuses a file with a broken row, then imports a new tool', async ({
    page,
    request,
    loginAs,
    visit,
    checkA11y,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Csv Source') });
    await visit('/dashboard/manage-products');
    const section = page.getByRole('region', { name: 'Catalogue as CSV' });

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ironvolt-catalog-\d{4}-\d\d-\d\d\.csv$/);
    const exported = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(exported.split(/\r?\n/)[0]).toBe(
      'model,name,description,price,quantity,minOrder,image,priceTiers,weightKg,serialized,category',
    );
    expect(exported).toContain(product.name);

    const model = `CSV-${Date.now()}`;
    const name = uniqueName('E2E Imported Planer');
    const header = 'model,name,description,price,quantity,minOrder,image,priceTiers';
    const good = `${model},${name},Came from a spreadsheet,64.5,200,4,${product.image},10:60`;
    const bad = `${model}-B,Broken Row Saw,Stock below nothing,10,-3,9,${product.image},`;
    const csv = (lines: string[]) => ({
      name: 'tools.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${[header, ...lines].join('\n')}\n`),
    });

    await section.getByLabel('CSV file to import').setInputFiles(csv([good, bad]));
    await expect(section.getByText(catalogCsvMessages.previewRefused(1))).toBeVisible();
    const refused = section.getByRole('row').filter({ hasText: 'Broken Row Saw' });
    await expect(refused).toContainText('Refused');
    await expect(refused).toContainText(productMessages.quantityInvalid);
    await expect(section.getByRole('button', { name: 'Import 1 change' })).toBeDisabled();
    await checkA11y('a refused catalogue import');

    await section.getByLabel('CSV file to import').setInputFiles(csv([good]));
    await expect(section.getByText('1 to add')).toBeVisible();
    await section.getByRole('button', { name: 'Import 1 change' }).click();
    await expect(toast(page, catalogCsvMessages.imported({ add: 1, update: 0 }))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: model })).toContainText('$64.50');
  });
});

test.describe('admin: products, edited in place', () => {
  // The refused saves below make the browser log its own line about the 400 or 422.
  test.use({ allowedConsoleErrors: [/status of 4(00|22)/] });

  test('edits price, quantity and minimum order in place; stock may be any whole number from 0', async ({
    page,
    request,
    loginAs,
    visit,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Edit') });
    await visit('/dashboard/manage-products');
    const row = page.getByRole('row').filter({ hasText: product.name });
    await row.getByRole('button', { name: `Edit ${product.name}` }).click();
    await row.getByLabel('Quantity').fill('3');
    await row.getByLabel('Minimum order').fill('1');
    await row.getByLabel('Price', { exact: true }).fill('21.5');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, productMessages.updated)).toBeVisible();
    await expect(row).toContainText('$21.50');
    await expect(row).toContainText(productMessages.lowStock);

    // Stock below the minimum order, and 0, are kept: such a tool simply waits for a restock.
    await row.getByRole('button', { name: `Edit ${product.name}` }).click();
    await row.getByLabel('Minimum order').fill('9');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByLabel('Minimum order')).toHaveCount(0);
    const figures = async () => {
      const saved = (await (await request.get(`/api/product/${product._id}`)).json()) as Product;
      return [saved.quantity, saved.minOrder];
    };
    // The public product read is cached until the catalog's change notice arrives, just after the commit.
    await expect.poll(figures).toEqual([3, 9]);
    await row.getByRole('button', { name: `Edit ${product.name}` }).click();
    await row.getByLabel('Quantity').fill('0');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByLabel('Quantity')).toHaveCount(0);
    await expect.poll(figures).toEqual([0, 9]);

    await row.getByRole('button', { name: `Edit ${product.name}` }).click();
    const quantity = row.getByLabel('Quantity');
    // Where the field sits in its row (the page itself may scroll to bring Save into view).
    const placeInRow = async () => {
      const [field, inRow] = [await quantity.boundingBox(), await row.boundingBox()];
      return field && inRow ? { x: field.x - inRow.x, y: field.y - inRow.y, width: field.width } : null;
    };
    const before = await placeInRow();
    await quantity.fill('-4');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(quantity).toHaveAccessibleDescription(productMessages.quantityInvalid);
    // The message sits under the fields: none of them moves.
    expect(before).not.toBeNull();
    expect(await placeInRow()).toEqual(before);
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
    await expect(row).toContainText(`Model ${product.model}`);
    await expect(row.locator('img')).toHaveAttribute('src', product.image);

    const edit = row.getByRole('button', { name: `Edit ${product.name}` });
    await edit.click();
    // The first field is the name, then the category, the figures and the description.
    await expect(row.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(row.getByLabel('Category', { exact: true })).toHaveValue(product.category);
    await checkA11y('editing a product');
    await row.getByLabel('Price', { exact: true }).fill('99');
    await page.keyboard.press('Escape');
    await expect(row.getByLabel('Price', { exact: true })).toHaveCount(0);
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
    // The order's short number (its transaction id is on the order's page: manage-orders.spec.ts).
    await expect(entry).toContainText(`#${order.orderNumber}`);
    await entry.getByRole('button', { name: orderAdminMessages.markShipped }).click();
    // The carrier and tracking number, for the buyer's My Orders and shipping mail.
    const ship = page.getByRole('dialog', {
      name: `${orderAdminMessages.markShipped} #${order.orderNumber}`,
    });
    await ship.getByLabel('Carrier (optional)').selectOption('DHL');
    await ship.getByLabel('Tracking number (optional)').fill('JD0146 0003 1234');
    await checkA11y('ship dialog');
    await ship.getByRole('button', { name: orderAdminMessages.markShipped }).click();
    await expect(toast(page, orderAdminMessages.shipped)).toBeVisible();
    await expect(ship).toBeHidden();
    await expect(entry).toHaveCount(0);
    expect((await myOrders(request, customer))[0]).toMatchObject({
      carrier: 'DHL',
      trackingNumber: 'JD0146 0003 1234',
    });

    await page.getByLabel('Status').selectOption('shipped');
    await expect(page).toHaveURL(/status=shipped/);
    await expect(entry).toContainText('Shipped');
    await entry.getByRole('button', { name: orderAdminMessages.markDelivered }).click();
    await expect(toast(page, orderAdminMessages.delivered)).toBeVisible();

    await page.getByLabel('Status').selectOption('delivered');
    await expect(entry).toContainText('Delivered');
    // Nothing left to do with it but read its invoice.
    await expect(entry.getByRole('button')).toHaveText([/^Invoice INV-\d{4}-\d{6}$/]);
    const [mine] = await myOrders(request, customer);
    expect(mine?.status).toBe('delivered');
  });

  test('shows how long each unpaid order is still held, filters by status and deletes a cancelled order', async ({
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
    // A buyer who has paid once: their next order is held as long as anyone's (48 hours), where a buyer whose
    // address is not confirmed and who never paid gets 2.
    const payer = await newUser({ name: 'Pia Payer' });
    await payOrder(request, payer.token, (await placeOrder(request, payer, product._id, 2))._id);
    await placeOrder(request, payer, product._id, 3);

    await visit('/dashboard/manage-orders?status=unpaid');
    await expect(orderEntry(page, customer.email)).toContainText(/Held (2 h|1 h 5\d min) more/);
    await expect(orderEntry(page, payer.email)).toContainText(/Held (48 h|47 h 5\d min) more/);

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
    await expect(entry).not.toContainText('Held');
    // A reload keeps the filter: it lives in the URL.
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('cancelled');

    await entry.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: orderMessages.confirmTitle });
    // One line says what Accept does: the order by its number, what it holds, for whom, and that it goes for good.
    await expect(dialog).toHaveAccessibleDescription(
      orderConfirmLines.delete(order.orderNumber, `2 pc ${product.name} for Fran Filter`, false),
    );
    await dialog.getByRole('button', { name: orderMessages.confirmCancel }).click();
    await expect(dialog).toBeHidden();
    await expect(entry).toHaveCount(1);
    await entry.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: orderMessages.confirmAccept }).click();
    await expect(toast(page, orderMessages.deleted)).toBeVisible();
    await expect(entry).toHaveCount(0);
  });

  test('refunds a paid order after a confirmation; the buyer downloads its credit note', async ({
    page,
    request,
    loginAs,
    newUser,
    signIn,
    visit,
    checkA11y,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Refund') });
    const customer = await newUser({ name: 'Rene Refund' });
    const order = await placeOrder(request, customer, product._id, 4);
    await payOrder(request, customer.token, order._id);

    await visit('/dashboard/manage-orders?status=paid');
    const entry = orderEntry(page, customer.email);
    await entry.getByRole('button', { name: `Refund order #${order.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: orderMessages.confirmTitle });
    await expect(dialog).toHaveAccessibleDescription(
      orderConfirmLines.refund(order.orderNumber, formatDollars(order.totalPrice), 'Rene Refund'),
    );
    await checkA11y('refund confirmation');
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: orderMessages.confirmCancel }).click();
    await expect(dialog).toBeHidden();
    expect((await myOrders(request, customer))[0]?.status).toBe('paid');

    await entry.getByRole('button', { name: `Refund order #${order.orderNumber}` }).click();
    await dialog.getByRole('button', { name: orderMessages.confirmAccept }).click();
    await expect(toast(page, orderAdminMessages.refunded)).toBeVisible();
    await expect(entry).toHaveCount(0);
    await page.getByLabel('Status').selectOption('refunded');
    await expect(entry).toContainText('Refunded');
    await expect(entry.getByRole('button', { name: /^Credit note CN-\d{4}-\d{6}$/ })).toBeVisible();
    await expect(entry.getByRole('button', { name: orderAdminMessages.markShipped })).toHaveCount(0);

    // The buyer's mails of the order, the payment and the refund, in the outbox.
    await visit('/dashboard/mail');
    const mails = page
      .getByRole('list', { name: 'Mails' })
      .getByRole('listitem')
      .filter({ hasText: customer.email });
    await expect(mails.filter({ hasText: `Your order #${order.orderNumber} was refunded` })).toHaveCount(1);
    await expect(
      mails.filter({ hasText: `Payment received for your order #${order.orderNumber}` }),
    ).toHaveCount(1);
    await expect(
      mails.filter({ hasText: `Your order #${order.orderNumber} is placed: please pay` }),
    ).toHaveCount(1);

    // The buyer's My Orders: refunded, with the invoice and the credit note that cancels it.
    await signIn(customer.token);
    await visit('/dashboard/my-orders');
    const mine = orderEntry(page, product.name);
    await expect(mine).toContainText('Refunded');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      mine.getByRole('button', { name: /^Credit note CN-\d{4}-\d{6}$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^CN-\d{4}-\d{6}\.pdf$/);
    expect(
      fs
        .readFileSync((await download.path()) ?? '')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expect(mine.getByRole('button', { name: /^Invoice INV-\d{4}-\d{6}$/ })).toBeVisible();
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
    // Status, transaction id, then order number, invoice number, carrier and tracking number, then the line's
    // model, unit price and total, and the order's PO number and note.
    for (const row of rows) expect(row).toMatch(/,"unpaid","[^"]*","#\d+","","","",/);
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
    // Other tests pay and refund small orders at the same time (a refund takes its revenue back): the big order
    // is what must show, give or take a little of theirs.
    const slack = order.totalPrice / 100;
    expect(todayShown).toBeGreaterThanOrEqual(todayBefore + order.totalPrice - slack);

    const top = page.getByRole('row').filter({ hasText: product.name });
    await expect(top).toContainText('10 pc');
    await expect(top).toContainText(formatDollars(order.totalPrice));

    // The chart's text alternative: today's row in the table.
    await page.getByText('Revenue per day as a table').click();
    const after = await overviewOf(request, adminToken);
    expect(after.revenueByDay.at(-1)?.revenue ?? 0).toBeGreaterThanOrEqual(
      todayBefore + order.totalPrice - slack,
    );
  });
});

test.describe('admin: mail', () => {
  test("a new customer's verification mail is listed as sent, and the page filters by status", async ({
    page,
    loginAs,
    newUser,
    visit,
    checkA11y,
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
    // No SMTP_URL in this shop: the page says the mail only went into the outbox folder.
    await expect(entry).toContainText('Written to the outbox folder (no mail server set)');
    await expect(entry).not.toContainText('Sent to the mail server');
    await expect(entry.getByRole('button', { name: /^Send again/ })).toHaveCount(0);
    await checkA11y('the Mail page listing sent mails');

    await page.getByLabel('Status').selectOption('failed');
    await expect(page.getByRole('list', { name: 'Mails' }).getByText(customer.email)).toHaveCount(0);
  });
});

test.describe('profile photo', () => {
  test('a customer changes their photo and sees it', async ({ page, newUser, signIn, visit, checkA11y }) => {
    const customer = await newUser({ name: 'Pat Photo' });
    await signIn(customer.token);
    await visit('/dashboard/my-profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Photo', { exact: true }).setInputFiles(tinyPngFile('me.png'));
    await expect(page.getByRole('img', { name: 'Preview of me.png' })).toBeVisible();
    await checkA11y('the profile with a photo chosen');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, accountMessages.informationUpdated)).toBeVisible();
    const photo = page.getByRole('img', { name: `Photo of ${customer.name}` });
    await expect(photo).toHaveAttribute('src', /\/api\/images\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
