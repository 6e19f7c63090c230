import { signInReason } from '@ironvolt/shared/accounts-constants';
import { navText } from '@ironvolt/shared/site';
import type { Page } from '@playwright/test';
import { aProduct } from './buying-helpers';
import { expect, test } from './fixtures';

const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

test.describe('sent to log in from a protected page', () => {
  test('Order now: the login page says why, and signing in returns to the product', async ({
    page,
    request,
    visit,
    newUser,
    checkA11y,
  }) => {
    const product = await aProduct(request);
    const user = await newUser({ name: 'Returning Buyer' });
    await visit(`/allProducts?q=${encodeURIComponent(product.name)}`);
    // The search finds this one product: its card's Order now.
    await page.getByRole('link', { name: /^Order now/ }).click();

    await expect(page).toHaveURL(/\/login\?from=%2Fpurchase%2F/);
    await expect(page.getByRole('main')).toContainText('Log in to place your order');
    await checkA11y('login with a reason');

    await emailField(page).fill(user.email);
    await passwordField(page).fill(user.password);
    await page.getByRole('button', { name: navText.logIn }).click();
    await expect(page).toHaveURL(new RegExp(`/purchase/${product._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });

  test('a dashboard link says the dashboard needs a sign-in; a plain visit to log in says nothing more', async ({
    page,
    visit,
  }) => {
    await page.goto('/dashboard/my-orders');
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2Fmy-orders$/);
    await expect(page.getByRole('main')).toContainText('Log in to see your dashboard');

    await visit('/login');
    for (const from of ['/purchase/x', '/dashboard/payment/x', '/dashboard']) {
      const reason = signInReason(from);
      if (!reason) throw new Error(`no reason for ${from}`);
      await expect(page.getByRole('main')).not.toContainText(reason);
    }
  });
});
