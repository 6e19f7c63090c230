import type { Page } from '@playwright/test';
import { aProduct, placeOrder } from './buying-helpers';
import { expect, test } from './fixtures';
import { allProducts } from './storefront-helpers';

/**
 * Controls on screen smaller than 44×44 px: buttons, icon controls, links, text fields and selects (a field drawn inside
 * a daisyUI .input box is measured by its box, which a tap anywhere in focuses it), checkboxes and radios (by the
 * label around them, which a tap anywhere in toggles) and rating stars.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const fields =
      'input:not(.input > input):not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="file"]), select, textarea, .input';
    const choices = 'input[type="checkbox"], input[type="radio"]:not(.rating > input)';
    const selector = `button, .btn, a, .rating > input:not(.rating-hidden), [role="search"] .input, ${choices}, ${fields}`;
    const target = (element: HTMLElement) =>
      element.matches(choices) ? (element.closest('label') ?? element) : element;
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // On screen and meant to be seen (not a screen-reader-only text or a closed menu).
        return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
      })
      .filter((element) => {
        const box = target(element).getBoundingClientRect();
        return box.width < 43.5 || box.height < 43.5;
      })
      .map((element) => {
        const box = target(element).getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });

test.describe('touch screens', () => {
  test.skip(({ isMobile }) => !isMobile, 'a mouse needs no 44 px targets');

  test('every button, link, text field, select, checkbox, icon control and rating star is at least 44×44 px', async ({
    page,
    request,
    loginAs,
    pageReady,
  }) => {
    test.slow();
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const product = await aProduct(request);
    const check = async (path: string, open?: () => Promise<void>) => {
      await page.goto(path);
      await pageReady();
      await open?.();
      expect.soft(await smallTargets(page), path).toEqual([]);
    };
    await check('/');
    await check('/allProducts');
    await check('/login');
    await check('/register');
    await check('/forgot-password');
    await check(`/tools/${product.slug}`);
    await check('/blogs', () => page.getByRole('button', { name: 'Menu', exact: true }).click());
    const token = await loginAs('customer');
    const orderId = await placeOrder(request, token, product);
    await check(`/purchase/${product._id}`);
    await check('/dashboard/my-orders');
    await check(`/dashboard/my-orders/${orderId}`);
    await check('/dashboard/add-review');
    await check('/dashboard/cart');
    await check('/dashboard/quick-order');
    await check('/dashboard/my-profile', () =>
      page.getByRole('button', { name: 'Open dashboard menu' }).click(),
    );
    await loginAs('admin');
    for (const path of [
      '/dashboard/overview',
      '/dashboard/manage-orders',
      `/dashboard/manage-orders/${orderId}`,
      '/dashboard/manage-products',
      '/dashboard/add-product',
      '/dashboard/categories',
      '/dashboard/users',
      '/dashboard/companies',
      '/dashboard/price-lists',
      '/dashboard/shipping',
      '/dashboard/activity',
      '/dashboard/mail',
    ]) {
      await check(path);
    }
    // The zone form's country chips and bracket rows, open.
    await check('/dashboard/shipping', () =>
      page.getByRole('button', { name: 'Add a shipping zone' }).click(),
    );
  });
});

test.describe('the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('product pictures sit on the theme’s own background', async ({ page, visit }) => {
    // One of the shop's own pictures (other tests add products with photos of their own).
    const [product] = await allProducts(page, '&q=Ironvolt');
    if (!product) throw new Error('the demo catalogue has no Ironvolt tool');
    await visit(`/allProducts?q=${encodeURIComponent(product.name)}`);
    const card = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
    const figure = card.locator('figure');
    const image = card.getByRole('img');
    await expect(image).toHaveJSProperty('complete', true);
    // The picture's corners are see-through (no light grey baked in) ...
    const cornerAlpha = await image.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(img, 0, 0);
      return context.getImageData(2, 2, 1, 1).data[3];
    });
    expect(cornerAlpha).toBe(0);
    // ... so what shows there is the card's background, dark in the dark theme.
    const background = await figure.evaluate((element) => getComputedStyle(element).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b, background).toBeLessThan(150);
  });

  test('the changed pages pass the accessibility checks in the dark theme', async ({
    page,
    request,
    loginAs,
    visit,
  }) => {
    test.slow();
    const product = await aProduct(request);
    await page.goto(`/login?from=${encodeURIComponent(`/purchase/${product._id}`)}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await visit(`/login?from=${encodeURIComponent(`/purchase/${product._id}`)}`);
    await loginAs('admin');
    for (const path of [
      `/purchase/${product._id}`,
      '/dashboard/users',
      '/dashboard/manage-products',
      '/dashboard/manage-orders',
    ]) {
      await visit(path);
    }
  });
});
