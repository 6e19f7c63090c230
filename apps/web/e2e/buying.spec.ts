import fs from 'node:fs';
import type { Product } from '@ironvolt/shared/catalog';
import { formatDollars } from '@ironvolt/shared/money';
import { dashboardMenuText as menu } from '@ironvolt/shared/navigation';
import { formatCount } from '@ironvolt/shared/numbers';
import { orderConfirmLines, orderMessages } from '@ironvolt/shared/orders';
import { paymentMessages } from '@ironvolt/shared/payments';
import type { Page } from '@playwright/test';
import { createProduct, myOrders, uniqueName } from './admin-helpers';
import { aProduct, payWithCard, placeOrder, testCards, toast } from './buying-helpers';
import { expect, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');

/** One order in My Orders: a table row on desktop, a card on phones. */
const orderEntry = (page: Page, productName: string, isMobile: boolean) =>
  (isMobile ? main(page).getByRole('listitem') : main(page).getByRole('row')).filter({
    hasText: productName,
  });

test.describe('the order form', () => {
  test('checks the amount at its edges, totals it and places the order', async ({
    page,
    request,
    newUser,
    signIn,
    visit,
    checkA11y,
    isMobile,
  }) => {
    const product = await aProduct(request);
    const user = await newUser({ name: 'Bulk Buyer' });
    await signIn(user.token);
    await visit(`/purchase/${product._id}`);

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Buy ${product.name} \\| `));
    await expect(main(page)).toContainText(`Model ${product.model}`);
    await expect(main(page)).toContainText(formatDollars(product.price));

    const field = (label: string) => page.getByLabel(label, { exact: true });
    await expect(field('Name')).toHaveValue('Bulk Buyer');
    await expect(field('Email')).toHaveValue(user.email);
    await expect(field('Email')).not.toBeEditable();

    const amount = page.getByLabel(/^Amount/);
    const buyNow = page.getByRole('button', { name: 'Buy Now' });
    await expect(amount).toHaveValue(String(product.minOrder));
    await expect(buyNow).toBeEnabled();

    await amount.fill('');
    await expect(amount).toHaveAccessibleDescription(new RegExp(orderMessages.amountEmpty));
    await expect(buyNow).toBeDisabled();

    await amount.fill(String(product.minOrder - 1));
    await expect(page.getByText(orderMessages.amountBelowMin(product.minOrder))).toBeVisible();
    await expect(buyNow).toBeDisabled();

    // The stock shown is the page's own (other tests order from this product at the same time).
    const available = Number(
      (await main(page).getByText('Available').locator('xpath=following-sibling::dd').innerText()).replace(
        /\D/g,
        '',
      ),
    );
    await amount.fill(String(available + 1));
    await expect(page.getByText(orderMessages.amountAboveStock(available))).toBeVisible();
    await expect(buyNow).toBeDisabled();

    const ordered = product.minOrder + 2;
    await amount.fill(String(ordered));
    await expect(page.getByText(/^(Ammount|Min order|You can't)/)).toHaveCount(0);
    await expect(main(page)).toContainText(`Total: ${formatDollars(ordered * product.price)}`);
    await expect(buyNow).toBeEnabled();

    await page.getByLabel('Delivery address').fill('12 Volt Street, Columbus');
    // A double click places one order: the second lands while the first is on its way.
    await buyNow.dblclick();
    await expect(toast(page, orderMessages.placed)).toBeVisible();

    // The form gives way to what was ordered and what is due, with paying as the next step.
    const placed = page.getByRole('region', { name: /^Order #\d+ is placed$/ });
    await expect(placed).toBeVisible();
    await expect(placed.getByRole('heading')).toBeFocused();
    await expect(placed).toContainText(`Amount due${formatDollars(ordered * product.price)}`);
    await expect(buyNow).toHaveCount(0);
    const orderNumber = ((await placed.getByRole('heading').innerText()).match(/#\d+/) ?? [''])[0];
    await expect(placed.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      /^\/dashboard\/payment\/[0-9a-f-]{36}$/,
    );
    await checkA11y('order placed');
    await placed.getByRole('link', { name: 'View my orders' }).click();

    await expect(page.getByRole('heading', { level: 1, name: menu.myOrders })).toBeVisible();
    const entry = orderEntry(page, product.name, isMobile);
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Unpaid');
    await expect(entry).toContainText(orderNumber);
    await expect(entry).toContainText(formatDollars(ordered * product.price));
    await expect(entry.getByRole('link', { name: /^Pay/ })).toBeVisible();
  });

  test('shows the volume prices, marks the one the amount reaches, and places the order at it', async ({
    page,
    request,
    loginAs,
    newUser,
    signIn,
    visit,
    checkA11y,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, {
      name: uniqueName('E2E Tiered'),
      price: 20,
      minOrder: 10,
      quantity: 5000,
      priceTiers: [
        { minAmount: 50, price: 18 },
        { minAmount: 200, price: 15.5 },
      ],
    });
    const user = await newUser({ name: 'Volume Buyer' });
    await signIn(user.token);
    await visit(`/purchase/${product._id}`);

    const tiers = page.getByRole('table', { name: 'Volume prices' });
    await expect(tiers.getByRole('row')).toHaveText([
      /Amount\s*Price per piece/,
      /From 10 pc\s*Your price\s*\$20\.00/,
      /From 50 pc\s*\$18\.00/,
      /From 200 pc\s*\$15\.50/,
    ]);
    const amount = page.getByLabel(/^Amount/);
    const current = tiers.locator('tr[aria-current="true"]');
    for (const [typed, price] of [
      [49, 20],
      [50, 18],
      [199, 18],
      [200, 15.5],
    ] as const) {
      await amount.fill(String(typed));
      await expect(current).toContainText(formatDollars(price));
      await expect(main(page)).toContainText(`Total: ${formatDollars(typed * price)}`);
      await expect(main(page)).toContainText(`${formatDollars(price)} per piece`);
    }
    await checkA11y('volume prices');
    await page.getByLabel('Delivery address').fill('3 Bulk Road, Dayton');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const placed = page.getByRole('region', { name: /^Order #\d+ is placed$/ });
    await expect(placed).toContainText(`Amount due${formatDollars(200 * 15.5)}`);
  });

  test("Pay now on the confirmation opens that order's payment page, with the PO number given", async ({
    page,
    request,
    newUser,
    signIn,
    visit,
  }) => {
    const product = await aProduct(request);
    const user = await newUser({ name: 'Quick Payer' });
    await signIn(user.token);
    await visit(`/purchase/${product._id}`);
    await page.getByLabel('Delivery address').fill('3 Anvil Lane');
    // The optional PO number, as at checkout, goes with the order.
    await page.getByLabel('PO number (optional)').fill('PO-E2E-77');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const placed = page.getByRole('region', { name: /^Order #\d+ is placed$/ });
    await placed.getByRole('link', { name: 'Pay now' }).click();

    await expect(page).toHaveURL(/\/dashboard\/payment\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(main(page)).toContainText(product.name);
    await expect(main(page)).toContainText('PO-E2E-77');
    await expect(main(page)).toContainText(formatDollars(product.minOrder * product.price));
  });
});

test.describe('My Orders', () => {
  test('says so when there are no orders yet', async ({ page, newUser, signIn, visit }) => {
    const user = await newUser();
    await signIn(user.token);
    await visit('/dashboard/my-orders');
    await expect(main(page)).toContainText('You have no orders yet.');
    await expect(main(page).getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/allProducts',
    );
  });

  test('an order of several tools says how many tools, never their pieces added up', async ({
    page,
    request,
    newUser,
    signIn,
    visit,
    isMobile,
  }) => {
    const listed = (await (await request.get('/api/products?sort=name')).json()) as Product[];
    const [first, second] = listed.filter((product) => product.quantity >= product.minOrder * 20);
    if (!first || !second) throw new Error('the seeded catalog has no two tools with stock to spare');
    const user = await newUser();
    const auth = { authorization: `Bearer ${user.token}` };
    for (const product of [first, second]) {
      const put = await request.put(`/api/cart/${product._id}`, {
        headers: auth,
        data: { amount: product.minOrder },
      });
      expect(put.status(), 'put a tool in the cart').toBe(200);
    }
    const checkout = await request.post('/api/checkout', {
      headers: auth,
      data: { name: user.name, phone: '555-0160', address: '16 Plural Road' },
    });
    expect(checkout.status(), 'check out the cart').toBe(201);
    await signIn(user.token);
    await visit('/dashboard/my-orders');

    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    // On a phone the card comes before the lines listed inside it.
    const entry = orderEntry(page, first.name, isMobile).first();
    const amount = isMobile ? entry.getByRole('definition').first() : entry.getByRole('cell').nth(1);
    await expect(amount).toHaveText('2 tools');
    // Each line keeps its own pieces; their sum is nowhere.
    await expect(entry).toContainText(`${formatCount(first.minOrder)} pc ×`);
    await expect(entry).toContainText(`${formatCount(second.minOrder)} pc ×`);
    await expect(entry).not.toContainText(`${formatCount(first.minOrder + second.minOrder)} pc`);
  });

  test('cancels an unpaid order after Are you sure?, keeping it as cancelled', async ({
    page,
    request,
    newUser,
    signIn,
    visit,
    checkA11y,
    isMobile,
  }) => {
    const product = await aProduct(request);
    const user = await newUser();
    await placeOrder(request, user.token, product);
    const [order] = await myOrders(request, user);
    if (!order) throw new Error('the order just placed is not in My Orders');
    await signIn(user.token);
    await visit('/dashboard/my-orders');

    const entry = orderEntry(page, product.name, isMobile);
    await expect(entry).toContainText('Unpaid');
    const cancel = entry.getByRole('button', { name: /^Cancel/ });
    const dialog = page.getByRole('dialog', { name: orderMessages.confirmTitle });

    await cancel.click();
    await expect(dialog).toBeVisible();
    // SPEC's question, and one line that says what Accept does.
    await expect(dialog).toHaveAccessibleDescription(
      orderConfirmLines.cancel(
        order.orderNumber,
        `${formatCount(product.minOrder)} pc ${product.name}, ${formatDollars(order.totalPrice)}`,
      ),
    );
    await expect(dialog.getByRole('button', { name: orderMessages.confirmCancel })).toBeFocused();
    await checkA11y('confirm dialog open');
    await dialog.getByRole('button', { name: orderMessages.confirmCancel }).click();
    await expect(dialog).toBeHidden();
    await expect(entry).toContainText('Unpaid');

    // Escape closes it too, and nothing happens.
    await cancel.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await expect(entry).toContainText('Unpaid');

    await cancel.click();
    await dialog.getByRole('button', { name: orderMessages.confirmAccept }).click();
    await expect(toast(page, orderMessages.deleted)).toBeVisible();
    await expect(entry).toContainText('Cancelled');
    await expect(entry.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await expect(entry.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
  });
});

test.describe('paying by card with the test processor', () => {
  // The browser logs the processor's refusals (402) and the already-paid order (409) itself.
  test.use({ allowedConsoleErrors: [/status of 40[29]/] });

  test('4242… pays: the transaction id shows and My Orders reads paid, with no Cancel', async ({
    page,
    request,
    newUser,
    signIn,
    visit,
    isMobile,
  }) => {
    test.slow();
    const product = await aProduct(request);
    const user = await newUser();
    // A long address with a long word in it, as a company's warehouse has.
    const placed = await request.post('/api/addOrder', {
      headers: { authorization: `Bearer ${user.token}` },
      data: {
        productId: product._id,
        amount: product.minOrder,
        address: 'Gate 4, Nordwesterweiterungsgewerbegebiet 120, 20457 Hamburg',
      },
    });
    expect(placed.status(), 'place an order').toBe(201);
    const { orderNumber } = (await placed.json()) as { orderNumber: number };
    await signIn(user.token);
    await visit('/dashboard/my-orders');
    await orderEntry(page, product.name, isMobile).getByRole('link', { name: /^Pay/ }).click();

    await expect(page).toHaveURL(/\/dashboard\/payment\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    // The order's number before paying, and "Deliver to" on one line beside the address wrapping under it.
    const summary = main(page).getByRole('region', { name: `Order #${orderNumber}` });
    await expect(summary).toContainText('Nordwesterweiterungsgewerbegebiet');
    const deliverTo = summary.getByRole('term').filter({ hasText: 'Deliver to' });
    // The lines its words are laid out on: each line box of the text has a top of its own.
    const lines = await deliverTo.evaluate((term) => {
      const range = document.createRange();
      range.selectNodeContents(term);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, '"Deliver to" on one line').toBe(1);
    const address = summary.getByRole('definition').filter({ hasText: 'Nordwesterweiterungsgewerbegebiet' });
    const [card, text] = [await summary.boundingBox(), await address.boundingBox()];
    expect((text?.x ?? 0) + (text?.width ?? 0), 'the address inside its card').toBeLessThanOrEqual(
      (card?.x ?? 0) + (card?.width ?? 0),
    );
    await expect(main(page)).toContainText(product.name);
    await expect(main(page)).toContainText(formatDollars(product.minOrder * product.price));
    await expect(page.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    await expect(page.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
    // What a field refuses never stays on screen, even as the last key: a letter in the card number or the CVC.
    await page.getByLabel('Card number').pressSequentially('4242424242424242x');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await page.getByLabel('CVC').pressSequentially('12a3b');
    await expect(page.getByLabel('CVC')).toHaveValue('123');
    // The demo shop's test processor: the page says plainly that no real card is charged.
    const testMode = page.getByRole('note', { name: 'Test mode' });
    await expect(testMode).toContainText(paymentMessages.testModeTitle);
    await expect(testMode).toContainText('4242 4242 4242 4242');

    await payWithCard(page, testCards.pays);
    await expect(toast(page, paymentMessages.complete)).toBeVisible();
    // What was paid, said once: the toast says the payment is complete, the page says for what.
    const paid = main(page).getByRole('region', { name: /^Order #\d+ is paid$/ });
    await expect(paid.getByRole('heading')).toBeFocused();
    await expect(paid).toContainText(product.name);
    await expect(paid).toContainText(`Paid${formatDollars(product.minOrder * product.price)}`);
    await expect(page.getByText(paymentMessages.complete)).toHaveCount(1);
    // Its invoice at once, and the way to the order's page.
    await expect(paid.getByRole('button', { name: /^Invoice INV-\d{4}-\d{6}$/ })).toBeVisible();
    await expect(paid.getByRole('link', { name: `See order #${orderNumber}` })).toHaveAttribute(
      'href',
      /\/dashboard\/my-orders\/[\w-]+$/,
    );
    await expect(main(page)).not.toContainText('Pay for your order');
    // The long transaction id is shortened, and copied whole by its button.
    const copy = paid.getByRole('button', { name: /^Copy transaction id tpi_\w+$/ });
    const transactionId = ((await copy.getAttribute('aria-label')) ?? '').replace('Copy transaction id ', '');
    await expect(paid).toContainText(`${transactionId.slice(0, 8)}…${transactionId.slice(-4)}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await copy.click();
    await expect(paid.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(transactionId);
    const paymentUrl = page.url();

    await main(page)
      .getByRole('link', { name: `Back to ${menu.myOrders}` })
      .click();
    const entry = orderEntry(page, product.name, isMobile);
    await expect(entry).toContainText('Paid');
    await expect(entry).not.toContainText('Unpaid');
    await expect(entry.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await expect(entry.getByRole('link', { name: /^Pay/ })).toHaveCount(0);

    // The invoice of the payment, as a PDF named by its number.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      entry.getByRole('button', { name: /^Invoice INV-\d{4}-\d{6}$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    const pdf = fs.readFileSync((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The transaction id is on the order's own page, under its documents.
    await entry.getByRole('link', { name: /^#\d+$/ }).click();
    await expect(main(page).getByRole('region', { name: 'Documents' })).toContainText(
      transactionId.slice(0, 8),
    );

    // A second attempt: the page says the order is already paid.
    await page.goto(paymentUrl);
    await expect(page.getByRole('alert').filter({ hasText: orderMessages.alreadyPaid })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });

  for (const [card, message] of [
    [testCards.declined, paymentMessages.declined],
    [testCards.insufficientFunds, paymentMessages.insufficientFunds],
  ] as const) {
    test(`${card} is refused under the card field: ${message}`, async ({
      page,
      request,
      newUser,
      signIn,
      visit,
      checkA11y,
    }) => {
      const product = await aProduct(request);
      const user = await newUser();
      const orderId = await placeOrder(request, user.token, product);
      await signIn(user.token);
      await visit(`/dashboard/payment/${orderId}`);

      await payWithCard(page, card);
      const warning = page.getByRole('alert').filter({ hasText: message });
      await expect(warning).toBeVisible();
      await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(message);
      await expect(toast(page, paymentMessages.complete)).toHaveCount(0);
      await checkA11y('card refused');

      // The order still waits for payment, and a good card then pays it.
      await payWithCard(page, testCards.pays);
      await expect(toast(page, paymentMessages.complete)).toBeVisible();
    });
  }
});

test.describe("another customer's order", () => {
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('cannot be paid: the page says it is not yours', async ({ page, request, newUser, signIn, visit }) => {
    const product = await aProduct(request);
    const owner = await newUser({ name: 'Order Owner' });
    const orderId = await placeOrder(request, owner.token, product);
    const stranger = await newUser({ name: 'Someone Else' });
    await signIn(stranger.token);
    await visit(`/dashboard/payment/${orderId}`);

    await expect(page.getByRole('alert').filter({ hasText: orderMessages.notYours })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: `Back to ${menu.myOrders}` })).toBeVisible();
  });
});
