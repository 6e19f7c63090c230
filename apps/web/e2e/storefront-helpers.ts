import type { Product } from '@ironvolt/shared/catalog';
import { siteText } from '@ironvolt/shared/site';
import { expect, type Locator, type Page } from '@playwright/test';

/** The reviews carousel on the home page. */
export const reviewsCarousel = (page: Page): Locator =>
  page.getByRole('region', { name: siteText.reviewsTitle, exact: true }).getByRole('region', {
    name: 'Customer reviews',
  });

/** The slides' labels ("3 of 10") that lie fully inside the carousel's visible window. */
export const visibleSlideLabels = async (page: Page): Promise<string[]> => {
  const carousel = reviewsCarousel(page);
  const slides = carousel.getByRole('group');
  const window = await carousel.locator('.overflow-hidden').first().boundingBox();
  // Between two layouts (the carousel starts afresh when cards change width) there is nothing to measure yet.
  if (!window) return [];
  const labels: string[] = [];
  for (const slide of await slides.all()) {
    const box = await slide.boundingBox();
    if (!box || box.width === 0) continue;
    // The slide's own gutter sits on its left; a pixel of rounding either way is still inside.
    const inside = box.x >= window.x - 30 && box.x + box.width <= window.x + window.width + 2;
    if (inside) labels.push((await slide.getAttribute('aria-label')) ?? '');
  }
  return labels;
};

/** The product cards of the catalogue grid. */
export const productCards = (page: Page): Locator =>
  page.getByRole('list', { name: 'Products' }).getByRole('article');

/** The distinct left edges of the first `n` cards: one per column. */
export const columnCount = async (page: Page, n = 6): Promise<number> => {
  const cards = productCards(page);
  await expect(cards.first()).toBeVisible();
  const xs = new Set<number>();
  const total = Math.min(n, await cards.count());
  for (let index = 0; index < total; index += 1) {
    const box = await cards.nth(index).boundingBox();
    if (box) xs.add(Math.round(box.x));
  }
  return xs.size;
};

/** Every product of the catalogue, straight from the API. */
/** Every product the API lists for `query`, page by page: other tests add products of their own meanwhile. */
export const allProducts = async (page: Page, query = ''): Promise<Product[]> => {
  const products: Product[] = [];
  for (let number = 1; ; number++) {
    const response = await page.request.get(`/api/products?limit=100&page=${number}${query}`);
    expect(response.ok()).toBe(true);
    const onPage = (await response.json()) as Product[];
    products.push(...onPage);
    if (onPage.length < 100) return products;
  }
};
