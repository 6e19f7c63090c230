import { accountMessages, adminConfirmLines } from '@ironvolt/shared/accounts';
import { dashboardMenuText as menu } from '@ironvolt/shared/navigation';
import { orderMessages } from '@ironvolt/shared/orders-constants';
import { navText } from '@ironvolt/shared/site';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const openMenuButton = (page: Page) => page.getByRole('button', { name: 'Open dashboard menu' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** On phones the side menu sits in a drawer: open it first. */
const showSideMenu = async (page: Page, isMobile: boolean) => {
  if (isMobile) await openMenuButton(page).click();
  await expect(sideMenu(page)).toBeVisible();
};

test.describe('the side menu', () => {
  test('customers see My Profile, their Cart, Quick order, My Orders, My quotes, My returns and Add a review', async ({
    page,
    loginAs,
    visit,
    isMobile,
  }) => {
    await loginAs('customer');
    await visit('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
    await expect(heading(page, menu.myProfile)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${menu.myProfile} \\| `));

    await showSideMenu(page, isMobile);
    await expect(sideMenu(page).getByRole('link')).toHaveText([
      menu.myProfile,
      menu.cart,
      menu.quickOrder,
      menu.myOrders,
      menu.myQuotes,
      menu.myReturns,
      menu.addReview,
      menu.tradeAccount,
    ]);
    await expect(sideMenu(page).getByRole('link', { name: menu.myProfile })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await sideMenu(page).getByRole('link', { name: menu.myOrders }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
    await expect(heading(page, menu.myOrders)).toBeVisible();
  });

  test('admins see Manage All orders, Add a product, All users, Manage Products, Categories, the Overview, Mail, Companies, Receivables, Price lists, Quotes, Shipping, Recalls and Returns', async ({
    page,
    loginAs,
    visit,
    isMobile,
  }) => {
    await loginAs('admin');
    await visit('/dashboard/my-profile');
    await showSideMenu(page, isMobile);
    await expect(sideMenu(page).getByRole('link')).toHaveText([
      menu.myProfile,
      menu.manageOrders,
      menu.addProduct,
      menu.allUsers,
      menu.manageProducts,
      menu.categories,
      menu.overview,
      menu.activity,
      menu.mail,
      menu.companies,
      menu.receivables,
      menu.priceLists,
      menu.quotes,
      menu.shipping,
      menu.recalls,
      menu.returns,
    ]);
    await sideMenu(page).getByRole('link', { name: menu.allUsers }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(heading(page, menu.allUsers)).toBeVisible();
  });

  test('admin pages tell customers they are not for them', async ({ page, loginAs, visit }) => {
    // Eleven pages, each checked with axe: more than one page's time on a loaded machine.
    test.setTimeout(120_000);
    await loginAs('customer');
    for (const [path, title] of [
      ['/dashboard/users', menu.allUsers],
      ['/dashboard/manage-orders', menu.manageOrders],
      ['/dashboard/add-product', menu.addProduct],
      ['/dashboard/manage-products', menu.manageProducts],
      ['/dashboard/categories', menu.categories],
      ['/dashboard/mail', menu.mail],
      ['/dashboard/companies', menu.companies],
      ['/dashboard/receivables', menu.receivables],
      ['/dashboard/price-lists', menu.priceLists],
      ['/dashboard/quotes', menu.quotes],
      ['/dashboard/shipping', menu.shipping],
    ] as const) {
      await visit(path);
      await expect(heading(page, title)).toBeVisible();
      await expect(page.getByRole('main').getByText(accountMessages.adminOnly)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });

  test('admin pages open for admins (their journeys: admin.spec.ts)', async ({ page, loginAs, visit }) => {
    // Seven pages in one test, the overview's charts among them: more than one page's time.
    test.setTimeout(120_000);
    await loginAs('admin');
    for (const [path, title] of [
      ['/dashboard/manage-orders', menu.manageOrders],
      ['/dashboard/add-product', menu.addProduct],
      ['/dashboard/manage-products', menu.manageProducts],
      ['/dashboard/categories', menu.categories],
      ['/dashboard/overview', menu.overview],
      ['/dashboard/activity', menu.activity],
      ['/dashboard/mail', menu.mail],
    ] as const) {
      await visit(path);
      await expect(heading(page, title)).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('Coming soon');
    }
  });
});

test.describe('the side menu on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'desktop shows the side menu at all times');

  test('is a drawer behind a labelled button, closed by Escape or by following a link', async ({
    page,
    loginAs,
    visit,
    checkA11y,
  }) => {
    await loginAs('customer');
    await visit('/dashboard/my-profile');
    const button = openMenuButton(page);
    await expect(sideMenu(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // One menu on the screen: the navbar's own gives way to this drawer, which holds the shop's links too.
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await button.click();
    await expect(sideMenu(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(sideMenu(page).getByRole('link', { name: menu.myProfile })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Shop' }).getByRole('link')).toHaveText([
      'Products',
      navText.dashboard,
      navText.blogs,
      navText.aboutMeMobile,
    ]);
    await expect(page.getByRole('navigation', { name: 'Shop' }).getByRole('search')).toBeVisible();
    await checkA11y('drawer open');

    await page.keyboard.press('Escape');
    await expect(sideMenu(page)).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await sideMenu(page).getByRole('link', { name: menu.addReview }).click();
    await expect(page).toHaveURL(/\/dashboard\/add-review$/);
    await expect(heading(page, menu.addReview)).toBeVisible();
    await expect(sideMenu(page)).toBeHidden();

    await button.click();
    await page.getByRole('button', { name: 'Close the dashboard menu' }).click();
    await expect(sideMenu(page)).toBeHidden();

    await button.click();
    await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/allProducts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  });
});

test.describe('My Profile', () => {
  test('is read-only until Edit; Update saves, says so and returns to read-only', async ({
    page,
    newUser,
    signIn,
    visit,
    checkA11y,
  }) => {
    const user = await newUser({ name: 'Pat Profile' });
    await signIn(user.token);
    await visit('/dashboard/my-profile');

    const field = (label: string) => page.getByLabel(label, { exact: true });
    await expect(field('Name')).toHaveValue('Pat Profile');
    await expect(field('Email')).toHaveValue(user.email);
    for (const label of [
      'Name',
      'Email',
      'Phone',
      'Country',
      'State',
      'Street address',
      'LinkedIn',
      'Twitter',
    ] as const) {
      await expect(field(label)).not.toBeEditable();
    }
    await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
    await expect(field('Photo')).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(field('Name')).toBeFocused();
    for (const label of ['Name', 'Phone', 'Country', 'State', 'Street address', 'LinkedIn', 'Twitter']) {
      await expect(field(label)).toBeEditable();
    }
    await expect(field('Email')).not.toBeEditable();
    await expect(field('Photo')).toBeEnabled();
    await expect(field('Photo')).toHaveAccessibleDescription(/up to 5 MB/);
    await checkA11y('editing');

    await field('Name').fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(field('Name')).toHaveAccessibleDescription(accountMessages.nameRequired);

    const values = {
      Name: 'Pat Profile-Smith',
      Phone: '+1 555 0100',
      Country: 'United States',
      State: 'Ohio',
      'Street address': '12 Volt Street, Columbus',
      LinkedIn: 'https://www.linkedin.com/in/pat-profile',
    };
    for (const [label, value] of Object.entries(values)) await field(label).fill(value);
    await page.getByRole('button', { name: 'Update' }).click();

    await expect(toast(page, accountMessages.informationUpdated)).toBeVisible();
    await expect(field('Phone')).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();
    await checkA11y('after update');

    await page.reload();
    for (const [label, value] of Object.entries(values)) await expect(field(label)).toHaveValue(value);
    await expect(field('Phone')).not.toBeEditable();
  });

  test('Cancel puts the saved values back', async ({ page, newUser, signIn, visit }) => {
    const user = await newUser({ name: 'Cam Cancel' });
    await signIn(user.token);
    await visit('/dashboard/my-profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Someone Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Cam Cancel');
    await expect(page.getByLabel('Name', { exact: true })).not.toBeEditable();
  });
});

test.describe('All users', () => {
  test('lists users by name, finds one by name or email, and keeps Make admin quiet', async ({
    page,
    newUser,
    loginAs,
    visit,
  }) => {
    const user = await newUser({ name: 'Zelda Searchable' });
    await loginAs('admin');
    await visit('/dashboard/users');

    const names = (await page.getByRole('row').locator('td:first-child p.font-semibold').allInnerTexts()).map(
      (name) => name.replace(/ \(you\)$/, ''),
    );
    expect(names.length).toBeGreaterThan(2);
    // Sorted by the database, by the names in lower case (the shop's databases compare them letter by letter).
    const lower = (name: string) => name.toLowerCase();
    expect(names).toEqual(
      [...names].sort((a, b) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0)),
    );

    const search = page.getByLabel('Search users');
    await search.fill(user.email.split('@')[0] ?? '');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(user.name);
    await search.fill('zelda SEARCHABLE');
    await expect(page.getByRole('row').filter({ hasText: user.email })).toHaveCount(1);
    await search.fill('no such person anywhere');
    await expect(page.getByText('No user matches “no such person anywhere”.')).toBeVisible();

    // An outline button, not the row's filled main action.
    await search.fill(user.email);
    const makeAdmin = page
      .getByRole('row')
      .filter({ hasText: user.email })
      .getByRole('button', { name: 'Make admin' });
    await expect(makeAdmin).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('an admin makes a new user admin and takes it back, with promise toasts', async ({
    page,
    newUser,
    loginAs,
    visit,
    checkA11y,
    isMobile,
  }) => {
    const user = await newUser({ name: 'Morgan Promoted' });
    const adminToken = await loginAs('admin');
    // The first change is held on its way until the 'Loading' toast has been seen: a fixed delay could end
    // between two of the assertion's polls on a busy machine.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/(userAdmin|removeAdmin)$/, async (route) => {
      await released;
      await route.continue();
    });
    await visit('/dashboard/users');
    // On a phone the email sits under the name instead of in a column of its own.
    await expect(page.getByRole('columnheader')).toContainText(
      isMobile ? ['Name', 'Role'] : ['Name', 'Email', 'Role'],
    );
    // The list comes a page at a time: the new user is found by searching.
    await page.getByLabel('Search users').fill(user.email);

    const row = page.getByRole('row').filter({ hasText: user.email });
    await expect(row.getByText('Customer', { exact: true })).toBeVisible();
    // Granting asks first, saying what an admin may do; Cancel changes nothing.
    const dialog = page.getByRole('dialog', { name: orderMessages.confirmTitle });
    await row.getByRole('button', { name: 'Make admin' }).click();
    await expect(dialog).toHaveAccessibleDescription(adminConfirmLines.grant(user.name, user.email));
    await expect(dialog.getByRole('button', { name: orderMessages.confirmCancel })).toBeFocused();
    await checkA11y('make admin, asked first');
    await dialog.getByRole('button', { name: orderMessages.confirmCancel }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Customer', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Make admin' }).click();
    await dialog.getByRole('button', { name: orderMessages.confirmAccept }).click();
    await expect(toast(page, accountMessages.adminLoading)).toBeVisible();
    release();
    await expect(toast(page, accountMessages.adminAdded)).toBeVisible();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    await checkA11y('after making admin');

    const asAdmin = { headers: { authorization: `Bearer ${adminToken}` } };
    const record = async () =>
      (await (await page.request.get(`/api/user/${encodeURIComponent(user.email)}`, asAdmin)).json()) as {
        role?: string;
      };
    expect((await record()).role).toBe('admin');

    await row.getByRole('button', { name: 'Remove admin' }).click();
    await expect(dialog).toHaveAccessibleDescription(adminConfirmLines.remove(user.name, user.email));
    await dialog.getByRole('button', { name: orderMessages.confirmAccept }).click();
    await expect(toast(page, accountMessages.adminRemoved)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Make admin' })).toBeVisible();
    await expect(row.getByText('Customer', { exact: true })).toBeVisible();
    expect((await record()).role).toBeUndefined();
  });

  test('an admin removing their own rights is asked first and told they lose the admin pages at once', async ({
    page,
    newUser,
    loginAs,
    signIn,
    visit,
    checkA11y,
  }) => {
    // An admin of the test's own: the demo admin is shared by every test and must stay one.
    const second = await newUser({ name: 'Sasha Stepping-Down' });
    const promoted = await page.request.put('/api/userAdmin', {
      headers: { authorization: `Bearer ${await loginAs('admin')}` },
      data: { email: second.email },
    });
    expect(promoted.status()).toBe(200);
    await signIn(second.token);
    await visit('/dashboard/users');
    await page.getByLabel('Search users').fill(second.email);
    const row = page.getByRole('row').filter({ hasText: second.email });
    await expect(row).toContainText('(you)');

    const dialog = page.getByRole('dialog', { name: orderMessages.confirmTitle });
    await row.getByRole('button', { name: 'Remove admin' }).click();
    await expect(dialog).toHaveAccessibleDescription(adminConfirmLines.removeOwn);
    await expect(dialog).toContainText('You will lose access to the admin pages at once');
    await checkA11y('remove own admin rights, asked first');
    // Escape answers Cancel: still an admin, still on the page.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Remove admin' }).click();
    await dialog.getByRole('button', { name: orderMessages.confirmAccept }).click();
    await expect(toast(page, accountMessages.adminRemoved)).toBeVisible();
    // At once: the page says it is for admins, and the admin menu is gone.
    await expect(page.getByRole('main').getByText(accountMessages.adminOnly)).toBeVisible();
    await expect(page.getByRole('link', { name: menu.allUsers })).toHaveCount(0);
  });

  test.describe('when the server refuses', () => {
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('the toast says so', async ({ page, newUser, loginAs, visit }) => {
      const user = await newUser({ name: 'Refused Change' });
      await loginAs('admin');
      await page.route('**/api/userAdmin', (route) =>
        route.fulfill({ status: 409, json: { message: accountMessages.lastAdmin } }),
      );
      await visit('/dashboard/users');
      await page.getByLabel('Search users').fill(user.email);
      const row = page.getByRole('row').filter({ hasText: user.email });
      await row.getByRole('button', { name: 'Make admin' }).click();
      await page
        .getByRole('dialog', { name: orderMessages.confirmTitle })
        .getByRole('button', { name: orderMessages.confirmAccept })
        .click();
      await expect(toast(page, accountMessages.adminError)).toBeVisible();
      await expect(row.getByText('Customer', { exact: true })).toBeVisible();
    });
  });
});

test.describe('both themes', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(colorScheme, () => {
      test.use({ colorScheme });

      // Two tests, not one: together they took 27–32 s on a 2-core machine, against Playwright's 30 s limit.
      test('the sign-in pages pass the accessibility checks', async ({ page, visit }) => {
        for (const path of ['/login', '/register', '/forgot-password', '/reset-password?token=abc']) {
          await visit(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        }
      });

      test('the account pages pass the accessibility checks', async ({ page, visit, loginAs, checkA11y }) => {
        await loginAs('admin');
        for (const path of [
          '/dashboard/my-profile',
          '/dashboard/users',
          '/dashboard/add-product',
          '/dashboard/mail',
        ]) {
          await visit(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        }
        await visit('/dashboard/my-profile');
        await page.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByLabel('Name', { exact: true })).toBeEditable();
        await checkA11y('profile, editing');
        await page.getByRole('button', { name: 'Account menu' }).click();
        await checkA11y('account menu open');
      });
    });
  }
});
