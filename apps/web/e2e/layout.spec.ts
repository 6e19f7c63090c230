import type { Page } from '@playwright/test';
import { createProduct } from './admin-helpers';
import { aProduct, placeOrder } from './buying-helpers';
import { expect, test } from './fixtures';

// The sizes the shop is checked at: a 390×844 phone and a 1440×900 desktop.
test.use({ viewport: undefined });
test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
});

/** How much wider than the window the document is (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const scrollToBottom = async (page: Page) => {
  await page.evaluate(async () => {
    // Step down the page so sections rendered only near the viewport (content-visibility) get laid out.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
};

/** Opens each path; the document must never be wider than the window, at the top or at the bottom. */
const expectNoSidewaysScroll = async (page: Page, pageReady: () => Promise<void>, paths: string[]) => {
  for (const path of paths) {
    await page.goto(path);
    await pageReady();
    expect(await overflow(page), `${path}: wider than the window at the top`).toBeLessThanOrEqual(0);
    await scrollToBottom(page);
    expect(await overflow(page), `${path}: wider than the window at the bottom`).toBeLessThanOrEqual(0);
  }
};

test.describe('no page is wider than the screen', () => {
  test.slow();

  test.use({ allowedConsoleErrors: [/status of 400/] });
  test('signed out', async ({ page, pageReady, request }) => {
    const product = await aProduct(request);
    await expectNoSidewaysScroll(page, pageReady, [
      '/',
      '/allProducts',
      '/allProducts?q=drill',
      '/blogs',
      '/aboutMe',
      '/login',
      `/login?from=${encodeURIComponent(`/purchase/${product._id}`)}`,
      '/register',
      '/forgot-password',
      '/reset-password?token=not-a-real-token',
      '/verify-email?token=not-a-real-token',
      '/no-such-page',
    ]);
  });

  test('a customer', async ({ page, pageReady, request, newUser, signIn, loginAs }) => {
    // A tool whose name and description hold a long unbroken word, as a pasted part number or a link would.
    const longWord = `Longword${'x'.repeat(60)}`;
    const product = await createProduct(request, await loginAs('admin'), {
      name: `Drill ${longWord}`,
      minOrder: 1,
    });
    const user = await newUser({ name: 'Narrow Screen' });
    const orderId = await placeOrder(request, user.token, product);
    await signIn(user.token);
    await expectNoSidewaysScroll(page, pageReady, [
      `/purchase/${product._id}`,
      '/dashboard/my-profile',
      '/dashboard/my-orders',
      `/dashboard/my-orders/${orderId}`,
      '/dashboard/add-review',
      `/dashboard/payment/${orderId}`,
    ]);
  });

  test('an admin', async ({ page, pageReady, loginAs, request, newUser }) => {
    const product = await aProduct(request);
    const buyer = await newUser({ name: `Narrow ${'Longname'.repeat(6)}` });
    const orderId = await placeOrder(request, buyer.token, product);
    await loginAs('admin');
    await expectNoSidewaysScroll(page, pageReady, [
      '/dashboard/my-profile',
      '/dashboard/overview',
      '/dashboard/manage-orders',
      `/dashboard/manage-orders?q=${encodeURIComponent(buyer.email)}`,
      `/dashboard/manage-orders/${orderId}`,
      '/dashboard/add-product',
      '/dashboard/users',
      '/dashboard/manage-products',
      '/dashboard/manage-products?q=drill&lowStock=true',
      '/dashboard/activity',
      '/dashboard/mail',
    ]);
  });
});

test.describe('scroll position', () => {
  test('a new address opens at the top, even after another page was scrolled', async ({
    page,
    pageReady,
    loginAs,
  }) => {
    await page.goto('/allProducts');
    await pageReady();
    await scrollToBottom(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    // Opened directly (a bookmark, a mail's link, the way back from a payment or sign-in page).
    await loginAs('customer');
    await page.goto('/dashboard/my-orders');
    await pageReady();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/blogs');
    await pageReady();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back and Forward return to where the visitor was', async ({ page, pageReady }) => {
    await page.goto('/allProducts');
    await pageReady();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

    // A link opens the next page at the top. Clicked where it is on screen: Playwright's own click first scrolls
    // the sticky header's link "into view", to where it would sit unstuck.
    const home = await page.getByRole('banner').getByRole('link', { name: 'Ironvolt Tools' }).boundingBox();
    if (!home) throw new Error('the header has no link home');
    await page.mouse.click(home.x + home.width / 2, home.y + home.height / 2);
    await expect(page).toHaveURL(/\/$/);
    await pageReady();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

    await page.goBack();
    await expect(page).toHaveURL(/\/allProducts$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  });
});

test.describe('the purchase page', () => {
  test('puts amount, total and Buy Now beside the product on a desktop, under it on a phone', async ({
    page,
    request,
    newUser,
    signIn,
    visit,
    isMobile,
  }) => {
    const product = await aProduct(request);
    const user = await newUser({ name: 'Sam Shipper' });
    // A profile with an address: the delivery details fold into one "Ship to" line.
    const auth = { authorization: `Bearer ${user.token}` };
    const me = (await (
      await request.get(`/api/user/${encodeURIComponent(user.email)}`, { headers: auth })
    ).json()) as {
      _id: string;
    };
    const saved = await request.put(`/api/updateUser/${me._id}`, {
      headers: auth,
      data: {
        name: user.name,
        phoneNo: '555-0142',
        address: { streetAddress: '7 Rivet Row', country: 'US' },
      },
    });
    expect(saved.ok()).toBe(true);
    await signIn(user.token);
    await visit(`/purchase/${product._id}`);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['All products', product.name]);
    await expect(breadcrumb.getByRole('link', { name: 'All products' })).toHaveAttribute(
      'href',
      '/allProducts',
    );

    const buyNow = page.getByRole('button', { name: 'Buy Now' });
    const picture = page.getByRole('main').getByRole('img', { name: product.name });
    const form = page.getByRole('form', { name: 'Order' });
    await expect(form).toContainText(/Total: \$/);
    const [formBox, pictureBox] = [await form.boundingBox(), await picture.boundingBox()];
    if (!formBox || !pictureBox) throw new Error('the form or the picture is not on the page');
    if (isMobile) {
      expect(formBox.y).toBeGreaterThan(pictureBox.y + pictureBox.height);
    } else {
      // Beside the product, and Buy Now within the first screen of 900 px.
      expect(formBox.x).toBeGreaterThan(pictureBox.x + pictureBox.width);
      await expect(buyNow).toBeInViewport({ ratio: 1 });
    }

    await expect(form).toContainText(`Ship to${user.name}, 7 Rivet Row, US`);
    await expect(page.getByLabel('Delivery address')).toHaveCount(0);
    await form.getByRole('button', { name: 'Change the delivery details' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Delivery address')).toHaveValue('7 Rivet Row, US');
    await expect(page.getByLabel('Phone')).toHaveValue('555-0142');
  });

  test('keeps the total, Add to cart and Buy Now inside the order card at every width', async ({
    page,
    request,
    loginAs,
    pageReady,
    checkA11y,
    isMobile,
  }) => {
    // Volume prices and a tax line make the total's block as wide as it gets.
    const product = await createProduct(request, await loginAs('admin'), {
      price: 1234.56,
      quantity: 90_000,
      minOrder: 1000,
      priceTiers: [{ minAmount: 5000, price: 1100 }],
    });
    const widths = isMobile ? [320, 390] : [1024, 1280, 1440, 1920];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/purchase/${product._id}`);
      await pageReady();
      const form = page.getByRole('form', { name: 'Order' });
      await expect(form).toContainText(/Total: \$/);
      const card = await form.boundingBox();
      const total = await form.getByText('Total:').boundingBox();
      if (!card || !total) throw new Error('the order card or its total is not on the page');
      let above = total.y + total.height;
      for (const name of ['Add to cart', 'Buy Now']) {
        const box = await form.getByRole('button', { name }).boundingBox();
        if (!box) throw new Error(`${name} is not on the page`);
        // Inside the card with its padding to spare, and each under what comes before it.
        expect(box.x, `${name} at ${width} px: left edge`).toBeGreaterThanOrEqual(card.x + 8);
        expect(box.x + box.width, `${name} at ${width} px: right edge`).toBeLessThanOrEqual(
          card.x + card.width - 8,
        );
        expect(box.y, `${name} at ${width} px: under the total`).toBeGreaterThanOrEqual(above);
        above = box.y + box.height;
      }
      expect(await overflow(page), `${width} px: wider than the window`).toBeLessThanOrEqual(0);
    }
    await checkA11y();
  });
});
