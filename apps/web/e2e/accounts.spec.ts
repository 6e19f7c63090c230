import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_STORAGE_KEY, accountMessages, PASSWORD_MIN } from '@ironvolt/shared/accounts';
import { authLinkText, dashboardMenuText } from '@ironvolt/shared/navigation';
import { pageMeta } from '@ironvolt/shared/pages';
import { navText, siteText } from '@ironvolt/shared/site';
import type { Page } from '@playwright/test';
import { aProduct } from './buying-helpers';
import { demoAccounts, expect, test } from './fixtures';
import { mailedLink } from './outbox-helpers';

const storedToken = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), ACCESS_TOKEN_STORAGE_KEY);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
const passwordField = (page: Page, label = 'Password') => page.getByLabel(label, { exact: true });
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });
const home = /^http:\/\/127\.0\.0\.1:\d+\/$/;

/** The newest link to `page` in the mails the server wrote to DATA_DIR/outbox for `email`. */
const outboxLink = (email: string, page: 'reset-password' | 'verify-email'): Promise<string> =>
  mailedLink(email, new RegExp(`https?://\\S+/${page}\\?token=[\\w-]+`));

test.describe('registering and logging in', () => {
  test('registering from a protected page comes back to it', async ({ page, pageReady, checkA11y }) => {
    await page.goto('/dashboard/my-profile');
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2Fmy-profile$/);
    await expect(heading(page, navText.logIn)).toBeVisible();

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register\?from=%2Fdashboard%2Fmy-profile$/);
    await pageReady();
    await checkA11y();

    const email = `e2e-register-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('Name', { exact: true }).fill('Riley Register');
    await emailField(page).fill(email);
    await passwordField(page).fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
    await expect(heading(page, dashboardMenuText.myProfile)).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Riley Register');
    await expect(emailField(page)).toHaveValue(email);
    expect(await storedToken(page)).toBeTruthy();
    await pageReady();
    await checkA11y();
  });

  test('logging in with email and password lands on the home page, signed in', async ({
    page,
    visit,
    checkA11y,
    isMobile,
  }) => {
    await visit('/login');
    await emailField(page).fill(demoAccounts.customer.email);
    await passwordField(page).fill(demoAccounts.customer.password);
    await page.getByRole('button', { name: navText.logIn }).click();

    await expect(page).toHaveURL(home);
    await expect(accountMenu(page)).toBeVisible();
    await expect(page.getByRole('link', { name: navText.logIn, exact: true })).toHaveCount(0);
    if (!isMobile) {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
        'Products',
        navText.home,
        navText.dashboard,
        navText.aboutMe,
      ]);
    }

    // The avatar menu: Profile, the dark-mode switch and Logout; Escape closes it.
    await accountMenu(page).click();
    await expect(accountMenu(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(demoAccounts.customer.email)).toBeVisible();
    const darkMode = page.getByRole('switch', { name: 'Dark mode' });
    await expect(darkMode).toBeVisible();
    await expect(page.getByRole('button', { name: navText.logout })).toBeVisible();
    await checkA11y('account menu open');
    await darkMode.check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await checkA11y('account menu open, dark theme');
    await page.keyboard.press('Escape');
    await expect(accountMenu(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(accountMenu(page)).toBeFocused();

    await accountMenu(page).click();
    await page.getByRole('link', { name: navText.profile }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(demoAccounts.customer.name);
  });

  test('a signed-in visitor opening /login or /register is sent on', async ({ page, loginAs }) => {
    await loginAs('customer');
    await page.goto('/login');
    await expect(page).toHaveURL(home);
    await expect(heading(page, siteText.heroTitle)).toBeVisible();

    await page.goto('/register?from=%2Fdashboard%2Fmy-profile');
    await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
    await expect(heading(page, dashboardMenuText.myProfile)).toBeVisible();

    // Never to another site, whatever `from` says.
    await page.goto('/login?from=%2F%2Fevil.example.com');
    await expect(page).toHaveURL(home);
  });

  test('the login form names each missing field and sends nothing', async ({ page, visit, checkA11y }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) calls.push(request.url());
    });
    await visit('/login');
    await page.getByRole('button', { name: navText.logIn }).click();

    await expect(emailField(page)).toHaveAccessibleDescription(accountMessages.emailRequiredLogin);
    await expect(passwordField(page)).toHaveAccessibleDescription(accountMessages.passwordRequiredLogin);
    await expect(page.getByText(accountMessages.emailRequiredLogin)).toBeVisible();
    await expect(page.getByText(accountMessages.passwordRequiredLogin)).toBeVisible();
    await expect(emailField(page)).toBeFocused();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await checkA11y('with validation messages');

    // Each message goes as soon as its field is filled in.
    await emailField(page).fill(demoAccounts.customer.email);
    await expect(page.getByText(accountMessages.emailRequiredLogin)).toHaveCount(0);
    await expect(page.getByText(accountMessages.passwordRequiredLogin)).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('the register form names each missing field and a short password', async ({
    page,
    visit,
    checkA11y,
  }) => {
    await visit('/register');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
      accountMessages.nameRequired,
    );
    await expect(emailField(page)).toHaveAccessibleDescription(accountMessages.emailRequired);
    await expect(passwordField(page)).toHaveAccessibleDescription(
      new RegExp(`${accountMessages.passwordRequired}$`),
    );
    for (const message of [
      accountMessages.nameRequired,
      accountMessages.emailRequired,
      accountMessages.passwordRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await checkA11y('with validation messages');

    await passwordField(page).fill('x'.repeat(PASSWORD_MIN - 1));
    await expect(page.getByText(accountMessages.passwordTooShort, { exact: true })).toBeVisible();
    await expect(page.getByText(accountMessages.passwordRequired, { exact: true })).toHaveCount(0);
    await passwordField(page).fill('x'.repeat(PASSWORD_MIN));
    await expect(page.getByText(accountMessages.passwordTooShort, { exact: true })).toHaveCount(0);
  });

  test('the password can be shown while typing', async ({ page, visit }) => {
    await visit('/login');
    await passwordField(page).fill('peek-a-boo');
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
    const show = page.getByRole('button', { name: 'Show password' });
    await show.click();
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
  });
});

test.describe('refusals', () => {
  // The browser logs every refused request itself; these tests provoke them.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a wrong password is refused with an error toast and in the form, focus on the password', async ({
    page,
    visit,
    newUser,
    checkA11y,
  }) => {
    const user = await newUser();
    await visit('/login');
    await emailField(page).fill(user.email);
    await passwordField(page).fill('not-the-password');
    await page.getByRole('button', { name: navText.logIn }).click();

    await expect(toast(page, accountMessages.badCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    // Said where the form is, too, with focus on the field to correct.
    const form = page
      .getByRole('main')
      .locator('form')
      .filter({ has: passwordField(page) });
    await expect(form.getByRole('alert')).toHaveText(accountMessages.badCredentials);
    await expect(passwordField(page)).toBeFocused();
    await checkA11y('sign-in refused');

    // Typing the right password over the selected wrong one signs in.
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(home);
  });

  test('a token the server refuses signs out and goes to log in, remembering the page', async ({
    page,
    signIn,
    newUser,
  }) => {
    const user = await newUser();
    // Logging out elsewhere ends every token of the account, this one too.
    await page.request.post('/api/logout', { headers: { authorization: `Bearer ${user.token}` } });
    await signIn(user.token);

    await page.goto('/dashboard/my-profile');
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2Fmy-profile$/);
    await expect(toast(page, accountMessages.notLoggedIn)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await expect(accountMenu(page)).toHaveCount(0);

    // A purchase page asks for the user while its code is still loading: the refusal is handled all the same.
    const product = await aProduct(page.request);
    await signIn(user.token);
    await page.goto(`/purchase/${product._id}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?from=%2Fpurchase%2F${product._id}$`));
    await expect(toast(page, accountMessages.notLoggedIn)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('logging out', () => {
  test('forgets the token, ends it on the server and protects the dashboard again', async ({
    page,
    newUser,
    signIn,
  }) => {
    const user = await newUser();
    await signIn(user.token);
    await page.goto('/dashboard/my-profile');
    await expect(heading(page, dashboardMenuText.myProfile)).toBeVisible();

    await accountMenu(page).click();
    await page.getByRole('button', { name: navText.logout }).click();

    await expect(page).toHaveURL(home);
    await expect(toast(page, accountMessages.loggedOut)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await expect(accountMenu(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/me', {
          headers: { authorization: `Bearer ${user.token}` },
        });
        return response.status();
      })
      .toBe(401);

    await page.goto('/dashboard/my-profile');
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2Fmy-profile$/);
  });

  test('the phone menu offers Logout instead of Log in', async ({
    page,
    newUser,
    signIn,
    isMobile,
    pageReady,
  }) => {
    test.skip(!isMobile, 'the phone menu is for narrow screens');
    const user = await newUser();
    await signIn(user.token);
    await page.goto('/');
    // The prerendered page's Menu button works once the app has rendered.
    await pageReady();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText([
      'Products',
      navText.dashboard,
      navText.blogs,
      navText.aboutMeMobile,
    ]);
    await menu.getByRole('button', { name: navText.logout }).click();

    await expect(toast(page, accountMessages.loggedOut)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(menu.getByRole('link', { name: navText.logIn })).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('asks for a link with the same answer for any email; the link sets a new password', async ({
    page,
    visit,
    newUser,
    checkA11y,
  }) => {
    const user = await newUser();
    await visit('/login');
    await page.getByRole('link', { name: authLinkText.forgotPassword }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(heading(page, 'Forgot your password?')).toBeVisible();

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(emailField(page)).toHaveAccessibleDescription(accountMessages.emailRequired);

    await emailField(page).fill(`nobody-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(accountMessages.resetRequested)).toBeVisible();
    await checkA11y();

    await page.reload();
    await emailField(page).fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(accountMessages.resetRequested)).toBeVisible();

    await page.goto(await outboxLink(user.email, 'reset-password'));
    await expect(heading(page, 'Choose a new password')).toBeVisible();
    await checkA11y();
    await passwordField(page, 'New password').fill('123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(accountMessages.passwordTooShort)).toBeVisible();
    await passwordField(page, 'New password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(toast(page, accountMessages.resetDone)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await emailField(page).fill(user.email);
    await passwordField(page).fill('a-brand-new-password');
    await page.getByRole('button', { name: navText.logIn }).click();
    await expect(page).toHaveURL(home);
    await expect(accountMenu(page)).toBeVisible();
  });

  test('an old or forged link is refused', async ({ page, visit }) => {
    await visit('/reset-password?token=not-a-real-token');
    await passwordField(page, 'New password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(toast(page, accountMessages.resetInvalid)).toBeVisible();

    await visit('/reset-password');
    await expect(page.getByText(accountMessages.resetInvalid)).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

test.describe('verifying the email address', () => {
  // The used link is refused on purpose; the browser logs the refused request itself.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('registering mails a link; opening it shows the address as verified on My Profile', async ({
    page,
    visit,
    pageReady,
    checkA11y,
  }) => {
    const email = `e2e-verify-${randomUUID().slice(0, 8)}@example.com`;
    await visit('/register');
    await page.getByLabel('Name', { exact: true }).fill('Vic Verify');
    await emailField(page).fill(email);
    await passwordField(page).fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(accountMenu(page)).toBeVisible();

    // Unverified, and still a customer who may shop: My Profile says so and offers the link again.
    await page.goto('/dashboard/my-profile');
    await pageReady();
    await expect(page.getByText(accountMessages.emailNotVerified)).toBeVisible();
    await checkA11y('address not verified');
    await page.getByRole('button', { name: accountMessages.resendVerification }).click();
    await expect(toast(page, accountMessages.verifySent)).toBeVisible();

    const link = await outboxLink(email, 'verify-email');
    await page.goto(link);
    await expect(heading(page, pageMeta.verifyEmail.title)).toBeVisible();
    await expect(page.getByText(accountMessages.emailVerified)).toBeVisible();
    await pageReady();
    await checkA11y();
    await page.getByRole('link', { name: 'Go to My Profile' }).click();

    await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
    await expect(page.getByText(accountMessages.emailVerifiedBadge, { exact: true })).toBeVisible();
    await expect(page.getByText(accountMessages.emailNotVerified)).toHaveCount(0);
    await expect(page.getByRole('button', { name: accountMessages.resendVerification })).toHaveCount(0);
    await checkA11y('address verified');

    // The link is good once.
    await page.goto(link);
    await expect(page.getByText(accountMessages.verifyInvalid)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Profile' })).toBeVisible();
  });
});

test.describe('Google sign-in', () => {
  // One Google account for the run: its sign-in and its deletion must not run at the same time.
  test.describe.configure({ mode: 'serial' });

  test('goes through the provider and returns signed in to where the visitor was going', async ({
    page,
    isMobile,
    pageReady,
    checkA11y,
  }) => {
    test.skip(isMobile, 'one Google account for the run: two projects signing it in at once would race');
    await page.goto('/dashboard/my-profile');
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2Fmy-profile$/);
    await pageReady();
    await checkA11y();

    await page.getByRole('link', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Gale Google');
    await expect(emailField(page)).toHaveValue('google.user@example.com');
    expect(await storedToken(page)).toBeTruthy();
    await expect(accountMenu(page)).toBeVisible();
  });

  test('an account that signs in only with Google is deleted after signing in with Google again', async ({
    page,
    isMobile,
    checkA11y,
  }) => {
    test.skip(isMobile, 'one Google account for the run: two projects signing it in at once would race');
    await page.goto('/login?from=%2Fdashboard%2Fmy-profile');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-profile$/);

    await page.getByRole('button', { name: accountMessages.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(
      dialog.getByText(/sign in with Google again, then delete it within 5 minutes/),
    ).toBeVisible();
    await expect(dialog.getByLabel('Your password')).toHaveCount(0);
    await checkA11y('delete dialog, Google account');
    // The fresh sign-in comes back to My Profile, signed in with a new token.
    await dialog.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Gale Google');

    await page.getByRole('button', { name: accountMessages.deleteAccount }).click();
    await dialog.getByRole('button', { name: accountMessages.deleteAccount }).click();
    await expect(toast(page, accountMessages.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a failed Google sign-in says so on the login page', async ({ page, pageReady }) => {
    await page.goto('/login?error=google');
    await expect(toast(page, accountMessages.googleFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await pageReady();

    await page.goto('/login?error=google-unverified');
    await expect(toast(page, accountMessages.googleEmailUnverified)).toBeVisible();
  });

  test('without Google settings the button says sign-in with Google is not set up', async ({
    page,
    visit,
    isMobile,
  }) => {
    await page.route('**/api/auth/providers', (route) => route.fulfill({ json: { google: false } }));
    // The server renders the sign-in pages with its own answer; the browser asks on the way there from elsewhere.
    await visit('/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: navText.logIn })
        .click();
    } else await page.getByRole('banner').getByRole('link', { name: navText.logIn }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    const button = page.getByRole('button', { name: accountMessages.googleNotConfigured });
    await expect(button).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0);
  });
});
