import { productMessages } from '@ironvolt/shared/admin';
import { cartMessages } from '@ironvolt/shared/cart-constants';
import { attributeMessages, type Product, type ToolPage } from '@ironvolt/shared/catalog';
import { navText } from '@ironvolt/shared/site';
import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct, tinyPng, tinyPngFile, toast, uniqueModel, uniqueName } from './admin-helpers';
import { demoAccounts, expect, test } from './fixtures';
import { productCards } from './storefront-helpers';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo admin's token, without signing the page in. */
const adminToken = async (request: APIRequestContext): Promise<string> => {
  const { email, password } = demoAccounts.admin;
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), 'log in as the demo admin').toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

/** Another upload of the test's image: a new image of its own. */
const uploadImage = async (request: APIRequestContext, token: string): Promise<string> => {
  const upload = await request.post('/api/upload', {
    headers: bearer(token),
    multipart: { image: { name: 'side.png', mimeType: 'image/png', buffer: tinyPng() } },
  });
  expect(upload.status(), 'upload an image').toBe(201);
  return ((await upload.json()) as { data: { url: string } }).data.url;
};

/** Gives a tool these specifications and a second image (a new upload) after its own; answers that image. */
const addToToolPage = async (
  request: APIRequestContext,
  token: string,
  product: Product,
  attributes: Product['attributes'],
): Promise<string> => {
  const second = await uploadImage(request, token);
  const patched = await request.patch(`/api/product/${product._id}`, {
    headers: bearer(token),
    data: { images: [product.image, second], attributes },
  });
  expect(patched.status(), 'give the tool specifications and a second image').toBe(200);
  return second;
};

const toolOf = async (request: APIRequestContext, slug: string): Promise<ToolPage> => {
  const response = await request.get(`/api/tools/${slug}`);
  expect(response.status(), `GET /api/tools/${slug}`).toBe(200);
  return (await response.json()) as ToolPage;
};

/** The large image of the gallery (each thumbnail button holds a small one of the same name). */
const mainImage = (page: Page, name: string, n: number, of: number) =>
  page.getByRole('figure').getByRole('img', { name: `${name}, image ${n} of ${of}`, exact: true });

test.describe('a tool page', () => {
  // Several pages, each checked by axe: 40–60 s on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('opened from a card: name, specifications, gallery by click and keyboard, volume prices, and Order now through sign-in to the purchase page', async ({
    page,
    request,
    visit,
    checkA11y,
    newUser,
  }) => {
    const token = await adminToken(request);
    // A planer: never part of the storefront test's 'saw' search.
    const name = uniqueName('E2E Bench Planer');
    const product = await createProduct(request, token, {
      name,
      price: 40,
      minOrder: 10,
      quantity: 800,
      priceTiers: [{ minAmount: 100, price: 36 }],
    });
    const second = await addToToolPage(request, token, product, [
      { name: 'Voltage', value: '230 V' },
      { name: 'Power', value: '1,200 W' },
    ]);

    // The card's name leads to the tool's page.
    await visit(`/allProducts?q=${encodeURIComponent(name)}`);
    const card = productCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('heading', { name, exact: true }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/tools/${product.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await checkA11y('tool page');

    const { shopName } = (await (await request.get('/api/config')).json()) as { shopName: string };
    await expect(page).toHaveTitle(`${name} ${product.model} – ${shopName}`);
    await expect(page.getByText(`Model ${product.model}`)).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^In stock$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^800 pc$/ })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('$40.00');
    await expect(page.getByRole('link', { name: 'Uncategorised' }).first()).toHaveAttribute(
      'href',
      '/allProducts?category=uncategorised',
    );

    const specifications = page.getByRole('table', { name: 'Specifications' });
    await expect(specifications.getByRole('row')).toHaveCount(2);
    await expect(specifications.getByRole('row').first()).toHaveText(/Voltage\s*230 V/);
    await expect(specifications.getByRole('row').nth(1)).toHaveText(/Power\s*1,200 W/);

    const tiers = page.getByRole('table', { name: 'Volume prices' });
    await expect(tiers.getByRole('row', { name: /From 10 pc/ })).toContainText('$40.00');
    await expect(tiers.getByRole('row', { name: /From 100 pc/ })).toContainText('$36.00');

    // The gallery: the main image first, in three widths, and a thumbnail per image.
    await expect(mainImage(page, name, 1, 2)).toHaveAttribute('srcset', /\?size=medium 800w/);
    await expect(mainImage(page, name, 1, 2)).toHaveAttribute('width', /\d+/);
    const thumbnail = (n: number) => page.getByRole('button', { name: `${name}, image ${n} of 2` });
    await expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'true');
    await thumbnail(2).click();
    await expect(mainImage(page, name, 2, 2)).toHaveAttribute('src', second);
    await expect(thumbnail(2)).toHaveAttribute('aria-pressed', 'true');
    // By keyboard: the arrows move along the thumbnails and show each.
    await thumbnail(2).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(mainImage(page, name, 1, 2)).toHaveAttribute('src', product.image);
    await expect(thumbnail(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(mainImage(page, name, 2, 2)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(thumbnail(2)).toBeFocused();
    await checkA11y('gallery on the second image');

    // Order now: a signed-out visitor logs in first, then lands on the purchase page.
    const buyer = await newUser({ name: 'Tool Page Buyer' });
    await page.getByRole('link', { name: 'Order now' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?from=%2Fpurchase%2F${product._id}$`));
    await page.getByLabel('Email', { exact: true }).fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: navText.logIn }).click();
    await expect(page).toHaveURL(new RegExp(`/purchase/${product._id}$`));
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  });

  test('Add to cart right on the tool page, "In stock" said once, and a long name kept whole in the breadcrumb', async ({
    page,
    request,
    visit,
    checkA11y,
    newUser,
    signIn,
  }) => {
    const token = await adminToken(request);
    const name = uniqueName('E2E Heavy Duty Cordless Brushless Thickness Planer');
    const product = await createProduct(request, token, { name, price: 25, minOrder: 4, quantity: 300 });
    const buyer = await newUser({ name: 'Tool Page Carter' });
    await signIn(buyer.token);
    await visit(`/tools/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

    // "In stock" once in the page's main part: the label, with the figure under it.
    await expect(page.getByRole('main').getByText(/In stock/)).toHaveCount(1);
    await expect(page.getByRole('definition').filter({ hasText: /^300 pc$/ })).toBeVisible();

    // The breadcrumb wraps the long name between words: all of it shown, nothing cut or scrolled sideways.
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    const current = breadcrumb.locator('[aria-current="page"]');
    await expect(current).toHaveText(name);
    const fits = await breadcrumb.evaluate((nav) =>
      [nav, ...nav.querySelectorAll('ol, li')].every((box) => box.scrollWidth <= box.clientWidth + 1),
    );
    expect(fits, 'the breadcrumb and its steps fit their width').toBe(true);
    await checkA11y('tool page with Add to cart');

    // Add to cart puts the minimum order in the cart and then leads to it.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(toast(page, cartMessages.added)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 tool' })).toBeVisible();
    const inCart = page.getByRole('link', { name: 'In your cart: 4 pc' });
    await expect(inCart).toBeVisible();
    await checkA11y('tool page with the tool in the cart');
    await inCart.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(name);
  });

  test('an admin adds a specification and a second image in Manage Products, and the tool page shows them', async ({
    page,
    request,
    loginAs,
    visit,
    checkA11y,
  }) => {
    const token = await adminToken(request);
    const name = uniqueName('E2E Gallery Planer');
    const product = await createProduct(request, token, { name });
    await loginAs('admin');
    await visit('/dashboard/manage-products');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Tool page of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tool page: ${name}` });
    await expect(dialog.getByText('Main image', { exact: true })).toBeVisible();

    // A specification without its value is refused with the shared message, on that row's field.
    await dialog.getByRole('button', { name: 'Add a specification' }).click();
    await expect(dialog.getByLabel('Specification 1: name')).toBeFocused();
    await dialog.getByLabel('Specification 1: name').fill('Weight');
    await dialog.getByRole('button', { name: 'Save tool page' }).click();
    await expect(dialog.getByLabel('Specification 1: value')).toHaveAccessibleDescription(
      attributeMessages.valueRequired,
    );
    await expect(dialog.getByLabel('Specification 1: value')).toBeFocused();
    await dialog.getByLabel('Specification 1: value').fill('3.2 kg');
    await dialog.getByRole('button', { name: 'Add a specification' }).click();
    await dialog.getByLabel('Specification 2: name').fill('Planing width');
    await dialog.getByLabel('Specification 2: value').fill('82 mm');
    // The width first: moved up, it becomes specification 1.
    await dialog.getByRole('button', { name: 'Move specification 2 up' }).click();
    await expect(dialog.getByLabel('Specification 1: name')).toHaveValue('Planing width');

    // A second image, uploaded through the usual upload, then made the main one.
    await dialog.getByLabel('Add pictures').setInputFiles(tinyPngFile('side.png'));
    await expect(dialog.getByText('Image 2', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Move image 2 up' }).click();
    await checkA11y('tool page dialog');
    await dialog.getByRole('button', { name: 'Save tool page' }).click();
    await expect(toast(page, productMessages.updated)).toBeVisible();
    await expect(dialog).toBeHidden();

    const tool = await toolOf(request, product.slug);
    expect(tool.attributes).toEqual([
      { name: 'Planing width', value: '82 mm' },
      { name: 'Weight', value: '3.2 kg' },
    ]);
    expect(tool.images).toHaveLength(2);
    expect(tool.images[1]).toBe(product.image);
    expect(tool.image).toBe(tool.images[0]);

    await visit(`/tools/${product.slug}`);
    const specifications = page.getByRole('table', { name: 'Specifications' });
    await expect(specifications.getByRole('row').first()).toHaveText(/Planing width\s*82 mm/);
    await expect(specifications.getByRole('row').nth(1)).toHaveText(/Weight\s*3\.2 kg/);
    await expect(mainImage(page, name, 1, 2)).toHaveAttribute('src', tool.images[0] ?? '');
    await page.getByRole('button', { name: `${name}, image 2 of 2` }).click();
    await expect(mainImage(page, name, 2, 2)).toHaveAttribute('src', product.image);
  });
});

test.describe('a new tool', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Add a product takes a specification and more images below its own fields; the tool page shows them', async ({
    page,
    request,
    loginAs,
    visit,
    checkA11y,
  }) => {
    await loginAs('admin');
    await visit('/dashboard/add-product');
    const name = uniqueName('E2E Added Planer');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Model', { exact: true }).fill(uniqueModel('AP-82'));
    await page.getByLabel('Price (dollars per piece)').fill('64.5');
    await page.getByLabel('Quantity (pieces in stock)').fill('120');
    await page.getByLabel('Minimum order (pieces)').fill('4');
    await page.getByLabel('Description').fill('A planer added with its specifications.');
    await page.getByLabel('Image', { exact: true }).setInputFiles(tinyPngFile('front.png'));
    await page.getByRole('button', { name: 'Add a specification' }).click();
    await page.getByLabel('Specification 1: name').fill('Planing depth');
    await page.getByLabel('Specification 1: value').fill('3 mm');
    // The more images follow the main one: the first of them is image 2.
    await page.getByLabel('Add pictures').setInputFiles(tinyPngFile('side.png'));
    await expect(page.getByText('Image 2', { exact: true })).toBeVisible();
    await checkA11y('add product with a specification and a second image');
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(toast(page, productMessages.added)).toBeVisible();
    await expect(page.getByLabel('Specification 1: name')).toHaveCount(0);
    await expect(page.getByText('Image 2', { exact: true })).toHaveCount(0);

    const listed = await request.get(`/api/products?q=${encodeURIComponent(name)}`);
    const [added] = (await listed.json()) as ToolPage[];
    expect(added?.images).toHaveLength(2);
    await visit(`/tools/${added?.slug}`);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Specifications' }).getByRole('row')).toHaveText([
      /Planing depth\s*3 mm/,
    ]);
    await expect(page.getByRole('button', { name: `${name}, image 2 of 2` })).toBeVisible();
  });
});

test.describe('addresses of tool pages', () => {
  // The browser reports the 404 answers it was given (the page and its API call) as console errors.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown slug shows "Tool not found" with a way to all products', async ({ page, visit }) => {
    await visit('/tools/no-such-tool-e2e');
    await expect(page.getByRole('heading', { level: 1, name: 'Tool not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Tool not found \| /);
    // Search engines leave the address out, and only while it is shown.
    const robots = page.locator('head meta[name="robots"]');
    await expect(robots).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page).toHaveURL(/\/allProducts$/);
    await expect(page).toHaveTitle(/^All products \| /);
    await expect(robots).toHaveCount(0);
  });

  test("a renamed tool's old address and its id lead to its page", async ({ page, request, pageReady }) => {
    const token = await adminToken(request);
    const product = await createProduct(request, token, { name: uniqueName('E2E Renamed Planer') });
    const name = uniqueName('E2E Renamed Planer');
    const renamed = await request.patch(`/api/product/${product._id}`, {
      headers: bearer(token),
      data: { name },
    });
    expect(renamed.status(), 'rename the tool').toBe(200);
    const { slug } = (await renamed.json()) as { slug: string };
    expect(slug).not.toBe(product.slug);

    for (const old of [product.slug, product._id]) {
      await page.goto(`/tools/${old}`);
      await expect(page).toHaveURL(new RegExp(`/tools/${slug}$`));
      await pageReady();
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    }
  });
});

test("the server's head tags for a tool stay while it is shown, and leave with it", async ({
  page,
  request,
  pageReady,
}) => {
  const token = await adminToken(request);
  const product = await createProduct(request, token, { name: uniqueName('E2E Head Planer') });
  await page.goto(`/tools/${product.slug}`);
  await pageReady();
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/tools/${product.slug}$`),
  );
  // The JSON-LD is rendered with the page, in its body (where search engines read it as well as in the head).
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'All products' })
    .click();
  await pageReady();
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(head.locator('meta[property^="og:"]')).toHaveCount(0);
  await expect(jsonLd).toHaveCount(0);
});

test.describe('a tool page in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('passes the accessibility checks with its gallery, specifications and volume prices', async ({
    page,
    request,
    visit,
  }) => {
    const token = await adminToken(request);
    const product = await createProduct(request, token, {
      name: uniqueName('E2E Dark Planer'),
      priceTiers: [{ minAmount: 50, price: 11 }],
    });
    await addToToolPage(request, token, product, [{ name: 'Weight', value: '2.9 kg' }]);
    await visit(`/tools/${product.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('table', { name: 'Specifications' })).toBeVisible();
  });
});
