import type { Page } from '@playwright/test';
import { uniqueModel } from './admin-helpers';
import { expect, test } from './fixtures';

// What people type is shown as text: names, descriptions, reviews and profile fields that hold HTML or script
// render literally on every page that shows them, and nothing runs (React escapes; the CSP forbids inline script).
const attack = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

// A 1x1 PNG, for the product's image (uploads must be real images).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
}

test('HTML and script typed into the shop render as text everywhere and never run', async ({
  page,
  visit,
  loginAs,
  newUser,
  signIn,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one pass is enough: the data is the same on every screen');
  test.setTimeout(120_000); // six pages, each checked by axe
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });

  const adminToken = await loginAs('admin');
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  const upload = await page.request.post('/api/upload', {
    headers: asAdmin,
    multipart: { image: { name: 'tool.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const productName = `Drill ${attack}`;
  const added = await page.request.post('/api/addProduct', {
    headers: asAdmin,
    data: {
      name: productName,
      // A model of its own each run (a live tool's model is not given twice), the attack in it.
      model: `${uniqueModel('M')}-${attack}`.slice(0, 100),
      description: attack,
      price: 12.5,
      quantity: 500,
      minOrder: 1,
      image,
    },
  });
  expect(added.status()).toBe(201);
  const productId = ((await added.json()) as { insertedId: string }).insertedId;

  const customer = await newUser({ name: `Eve ${attack}`.slice(0, 100) });
  const asCustomer = { authorization: `Bearer ${customer.token}` };
  expect(
    (
      await page.request.post('/api/addReview', {
        headers: asCustomer,
        data: { review: '5', detaisReview: attack },
      })
    ).status(),
  ).toBe(201);

  // the storefront: the review in the carousel, the product in the grid
  await visit('/');
  await expect(page.getByText(attack, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page);
  await visit(`/allProducts?q=${encodeURIComponent('Drill <img')}`);
  await expect(page.getByText(productName).first()).toBeVisible();
  await expectNothingRan(page);

  // the customer's own pages
  await signIn(customer.token);
  await visit(`/purchase/${productId}`);
  await expect(page.getByText(productName).first()).toBeVisible();
  await expect(page.getByText(attack, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page);
  await visit('/dashboard/my-profile');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(customer.name);
  await expectNothingRan(page);

  // the admin's lists
  await signIn(adminToken);
  await visit('/dashboard/users');
  await page.getByLabel('Search users').fill(customer.email);
  await expect(page.getByText(`Eve ${attack}`.slice(0, 100)).first()).toBeVisible();
  await expectNothingRan(page);
  await visit('/dashboard/manage-products');
  await expectNothingRan(page);
});
