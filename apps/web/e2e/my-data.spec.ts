import fs from 'node:fs';
import { accountMessages } from '@ironvolt/shared/accounts';
import { activityActionLabels } from '@ironvolt/shared/admin';
import { dashboardMenuText } from '@ironvolt/shared/navigation';
import type { Page } from '@playwright/test';
import { createProduct, placeOrder, toast, uniqueName } from './admin-helpers';
import { demoAccounts, expect, test } from './fixtures';

const deleteDialog = (page: Page) => page.getByRole('dialog', { name: 'Delete your account?' });

test.describe("a customer's own data", () => {
  // The wrong password's refusal (403) is logged by the browser itself.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('downloads their data, then deletes the account: signed out, stock back, orders kept as "Deleted customer"', async ({
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
      name: uniqueName('E2E Leaving'),
      quantity: 300,
    });
    const customer = await newUser({ name: 'Lee Leaving' });
    const order = await placeOrder(request, customer, product._id, 20);
    await signIn(customer.token);

    await visit('/dashboard/my-profile');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: accountMessages.downloadMyData }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ironvolt-my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    expect(data.profile).toMatchObject({ name: 'Lee Leaving', email: customer.email });
    expect(data.orders).toEqual([expect.objectContaining({ _id: order._id, amount: 20, status: 'unpaid' })]);

    await page.getByRole('button', { name: accountMessages.deleteAccount }).click();
    const dialog = deleteDialog(page);
    await expect(dialog).toBeVisible();
    await checkA11y('delete dialog');
    const password = dialog.getByLabel('Your password');
    await expect(password).toBeFocused();
    await password.fill('not my password');
    await password.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(accountMessages.deleteWrongPassword);
    // Escape closes it and changes nothing.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: accountMessages.deleteAccount }).click();
    await password.fill(customer.password);
    await dialog.getByRole('button', { name: accountMessages.deleteAccount }).click();
    await expect(toast(page, accountMessages.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();

    // The old token and password no longer work; the stock is back; the address may register again.
    const me = await request.get('/api/me', { headers: { authorization: `Bearer ${customer.token}` } });
    expect(me.status()).toBe(401);
    const login = await request.post('/api/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(login.status()).toBe(401);
    const stock = await (await request.get(`/api/product/${product._id}`)).json();
    expect(stock.quantity).toBe(300);
    const again = await request.post('/api/register', {
      data: { name: 'Lee Again', email: customer.email, password: customer.password },
    });
    expect(again.status()).toBe(201);

    // The shop keeps the cancelled order, under "Deleted customer".
    await loginAs('admin');
    await visit('/dashboard/manage-orders?status=cancelled');
    const kept = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: product.name });
    await expect(kept.filter({ visible: true })).toContainText('Deleted customer');
    await expect(kept.filter({ visible: true })).not.toContainText(customer.email);
  });
});

test.describe('admin: activity', () => {
  test.use({ colorScheme: 'dark' });

  test('shows who changed a product, with the values before and after, filtered by action and admin', async ({
    page,
    request,
    loginAs,
    visit,
    checkA11y,
    isMobile,
  }) => {
    const adminToken = await loginAs('admin');
    const product = await createProduct(request, adminToken, { name: uniqueName('E2E Audit'), price: 40 });
    const edit = await request.patch(`/api/product/${product._id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { price: 45.5 },
    });
    expect(edit.status()).toBe(200);

    await visit('/dashboard/my-profile');
    if (isMobile) await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: dashboardMenuText.activity })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: dashboardMenuText.activity })).toBeVisible();

    // By keyboard: the action filter, then the admin's email.
    await page.getByLabel('Action').selectOption({ label: activityActionLabels['product.edited'] });
    await expect(page).toHaveURL(/action=product\.edited/);
    const actor = page.getByLabel("Admin's email");
    await actor.fill(demoAccounts.admin.email);
    await actor.press('Enter');
    await expect(page).toHaveURL(/actor=admin%40ironvolt\.example\.com/);

    const entry = page
      .getByRole('row')
      .or(page.getByRole('listitem'))
      .filter({ hasText: product.name })
      .filter({ visible: true });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(activityActionLabels['product.edited']);
    await expect(entry).toContainText(demoAccounts.admin.email);
    await expect(entry).toContainText('$40.00');
    await expect(entry).toContainText('$45.50');
    // People and subjects by name, each a link; no raw ids.
    await expect(entry).not.toContainText(product._id);
    await expect(entry.getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      `/dashboard/manage-products?q=${encodeURIComponent(product.name)}`,
    );
    // The e-mail takes a line or two (it may break after its '@' or before a dot), never one every few letters.
    const email = entry.getByText(demoAccounts.admin.email, { exact: true });
    const lineHeight = await email.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect((await email.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 2.5);
    await checkA11y('activity, filtered');

    await page.getByLabel('Action').selectOption({ label: activityActionLabels['product.added'] });
    await expect(entry).toContainText(activityActionLabels['product.added']);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // The admin's name leads to them in Users.
    await entry.getByRole('link', { name: demoAccounts.admin.name }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\?q=/);
    await expect(page.getByLabel('Search users')).toHaveValue(demoAccounts.admin.email);
    await expect(page.getByRole('main')).toContainText(demoAccounts.admin.name);
  });
});
