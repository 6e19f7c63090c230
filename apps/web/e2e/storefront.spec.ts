import { randomUUID } from 'node:crypto';
import { CARD_DESCRIPTION_LIMIT, PRODUCT_UNIT, RECENT_PRODUCTS_COUNT } from '@ironvolt/shared/catalog';
import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { reviewMessages } from '@ironvolt/shared/reviews';
import { siteText } from '@ironvolt/shared/site';
import { expect, test } from './fixtures';
import {
  allProducts,
  columnCount,
  productCards,
  reviewsCarousel,
  visibleSlideLabels,
} from './storefront-helpers';

test.describe('home page', () => {
  test('shows every section with SPEC texts, and GET STARTED leads to all products', async ({
    page,
    visit,
  }) => {
    await visit('/');
    await expect(page).toHaveTitle(/^Home \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteText.heroTitle);
    await expect(
      page.getByText(/source of electric tools with quality and efficiency at a low cost/),
    ).toBeVisible();

    for (const stat of siteText.stats) await expect(page.getByText(stat, { exact: true })).toBeVisible();

    const recent = page.getByRole('list', { name: 'Recent products' }).getByRole('article');
    await expect(recent).toHaveCount(RECENT_PRODUCTS_COUNT);

    await expect(page.getByRole('heading', { level: 2, name: siteText.reviewsTitle })).toBeVisible();
    const carousel = reviewsCarousel(page);
    await expect(carousel.getByRole('group').first()).toBeVisible();
    await expect(carousel.getByRole('img', { name: /^[1-5] out of 5 stars$/ }).first()).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Previous reviews' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Next reviews' })).toBeVisible();

    const config = (await (await page.request.get('/api/config')).json()) as { careersEmail: string };
    await expect(page.getByRole('link', { name: siteText.joinOurTeam })).toHaveAttribute(
      'href',
      `mailto:${config.careersEmail}`,
    );

    for (const item of siteText.afterSales) {
      await expect(page.getByRole('heading', { level: 3, name: item, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('link', { name: siteText.getStarted }).click();
    await expect(page).toHaveURL(/\/allProducts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  });

  test('the reviews carousel shows 1 card at 800 px and 3 at 1280 px, and the buttons turn it', async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await visit('/');
    await reviewsCarousel(page).scrollIntoViewIfNeeded();
    await expect.poll(() => visibleSlideLabels(page)).toHaveLength(1);
    const [first] = await visibleSlideLabels(page);
    await reviewsCarousel(page).getByRole('button', { name: 'Next reviews' }).click();
    await expect.poll(async () => (await visibleSlideLabels(page))[0]).not.toBe(first);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => visibleSlideLabels(page)).toHaveLength(3);
  });

  test('the carousel stands still for someone who prefers reduced motion', async ({ page, visit }) => {
    await visit('/');
    await reviewsCarousel(page).scrollIntoViewIfNeeded();
    const before = await visibleSlideLabels(page);
    expect(before.length).toBeGreaterThan(0);
    await page.waitForTimeout(6500);
    expect(await visibleSlideLabels(page)).toEqual(before);
  });
});

test.describe('home page with motion', () => {
  test.use({ reducedMotion: 'no-preference', contextOptions: { reducedMotion: 'no-preference' } });

  test('the carousel turns by itself every 5 seconds', async ({ page, visit }) => {
    test.setTimeout(60_000);
    await visit('/');
    await reviewsCarousel(page).scrollIntoViewIfNeeded();
    // Keep the pointer off the carousel, which would pause it.
    await page.mouse.move(0, 0);
    const [first] = await visibleSlideLabels(page);
    expect(first).toBeTruthy();
    await expect
      .poll(async () => (await visibleSlideLabels(page))[0], { timeout: 12_000, intervals: [500] })
      .not.toBe(first);
  });
});

test.describe('all products', () => {
  test('cards show the product and cut long descriptions at exactly 90 characters', async ({
    page,
    visit,
  }) => {
    await visit('/allProducts');
    await expect(page).toHaveTitle(/^All products \| /);
    // The demo catalogue's tools (models IV-…): other tests add and delete products of their own meanwhile.
    const products = (await allProducts(page)).filter((p) => p.model.startsWith('IV-'));
    const long = products.filter((p) => p.description.length > CARD_DESCRIPTION_LIMIT);
    const short = products.filter((p) => p.description.length <= CARD_DESCRIPTION_LIMIT);
    expect(long.length, 'the demo catalogue has long descriptions').toBeGreaterThan(0);
    expect(short.length, 'the demo catalogue has short descriptions').toBeGreaterThan(0);

    for (const product of [...long.slice(0, 3), ...short]) {
      // Find each card by its own model, so that newer products on page 1 cannot push it away.
      await page.goto(`/allProducts?q=${encodeURIComponent(product.model)}`);
      const card = productCards(page).filter({
        has: page.getByRole('heading', { name: product.name, exact: true }),
      });
      await expect(card).toHaveCount(1);
      const expected =
        product.description.length > CARD_DESCRIPTION_LIMIT
          ? `${product.description.slice(0, CARD_DESCRIPTION_LIMIT)}...`
          : product.description;
      await expect(card.getByText(expected, { exact: true })).toBeVisible();
      await expect(card).toContainText(`Model ${product.model}`);
      await expect(card).toContainText(`/ ${PRODUCT_UNIT}`);
      await expect(card).toContainText('Minimum order');
      await expect(card).toContainText('In stock');
      await expect(card.getByRole('link', { name: /Order now/ })).toHaveAttribute(
        'href',
        `/purchase/${product._id}`,
      );
      // The picture and the name lead to the tool's own page.
      const toolLinks = card.getByRole('link', { name: product.name, exact: true });
      await expect(toolLinks).toHaveCount(2);
      for (const link of await toolLinks.all())
        await expect(link).toHaveAttribute('href', `/tools/${product.slug}`);
      const image = card.getByRole('img', { name: product.name });
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }
  });

  test('the grid has 3 columns on a wide screen and 2 compact cards a row on a phone', async ({
    page,
    visit,
  }) => {
    await visit('/allProducts');
    const width = page.viewportSize()?.width ?? 0;
    expect(await columnCount(page)).toBe(width >= 1024 ? 3 : 2);
    // Nothing inside a card is wider than the card: names, figures, price and Order now all fit its column.
    const overflowing = await productCards(page).evaluateAll((cards) =>
      cards
        .filter((card) => card.scrollWidth > card.clientWidth + 1)
        .map((card) => card.textContent?.slice(0, 40)),
    );
    expect(overflowing).toEqual([]);
    const first = productCards(page).first();
    const order = first.getByRole('link', { name: /^Order now/ });
    const [cardBox, orderBox] = [await first.boundingBox(), await order.boundingBox()];
    if (!cardBox || !orderBox) throw new Error('no card or Order now');
    expect(orderBox.x + orderBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  });

  test('search and sort change the grid and the URL, and survive a reload', async ({ page, visit }) => {
    await visit('/allProducts');
    const matches = await allProducts(page, '&q=saw');
    expect(matches.length).toBeGreaterThan(1);

    await page.getByLabel('Search products').fill('saw');
    await page.getByLabel('Search products').press('Enter');
    await expect(page).toHaveURL(/[?&]q=saw/);
    await expect(productCards(page)).toHaveCount(matches.length);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).toHaveURL(/q=saw/);
    const prices = matches.map((product) => product.price);
    // Tools at the same price may come in either order (other tests add saws at one price): any of them is right.
    const namedAt = (price: number) =>
      new RegExp(
        `^(${matches
          .filter((product) => product.price === price)
          .map((product) => product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('|')})$`,
      );
    const cheapest = namedAt(Math.min(...prices));
    const dearest = namedAt(Math.max(...prices));
    const firstHeading = productCards(page).first().getByRole('heading');
    await expect(firstHeading).toHaveText(cheapest);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(firstHeading).toHaveText(dearest);

    await page.reload();
    await expect(page.getByLabel('Search products')).toHaveValue('saw');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    await expect(productCards(page)).toHaveCount(matches.length);
    await expect(firstHeading).toHaveText(dearest);
  });

  test('a search that finds nothing says so', async ({ page, visit }) => {
    await visit('/allProducts?q=no-such-tool-xyz');
    await expect(page.getByRole('heading', { name: 'No tools match' })).toBeVisible();
    await expect(page.getByText('no-such-tool-xyz', { exact: false }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Show all products' }).click();
    await expect(page).toHaveURL(/\/allProducts$/);
    await expect(productCards(page).first()).toBeVisible();
  });
});

test('a new review from the dashboard shows in the home carousel', async ({
  page,
  visit,
  newUser,
  signIn,
}) => {
  const user = await newUser({ name: `Rae Reviewer ${randomUUID().slice(0, 4)}` });
  await signIn(user.token);
  await visit('/dashboard/add-review');
  await expect(page.getByRole('heading', { level: 1, name: dashboardMenuText.addReview })).toBeVisible();

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/addReview')) posts.push(request.url());
  });

  const text = `Sturdy drills, fair prices ${randomUUID().slice(0, 8)}`;
  const textBox = page.getByLabel('Your review');
  await textBox.fill(text);
  await expect(page.getByText(`${text.length} / 1000 characters`)).toBeVisible();

  // No stars: a clear message and no request.
  await page.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText(reviewMessages.ratingRequired)).toBeVisible();
  expect(posts).toEqual([]);

  // The rating is a radio group: arrow keys move along the stars.
  const rating = page.getByRole('group', { name: 'Rating' });
  await rating.getByRole('radio', { name: '3 stars' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  // Stars up to the one chosen are filled; the rest are empty outlines, not faint full stars.
  const fills = await rating.getByRole('radio').evaluateAll((radios) =>
    radios.flatMap((radio) => {
      // Each star's radio lies over it, just before it; "No stars" has no star of its own.
      const star = radio.nextElementSibling;
      return star?.matches('svg') ? [getComputedStyle(star).fill] : [];
    }),
  );
  expect(fills).toHaveLength(5);
  expect(fills.slice(0, 4).every((fill) => fill !== 'none')).toBe(true);
  expect(fills[4]).toBe('none');

  await page.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText(reviewMessages.received)).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect(textBox).toHaveValue('');
  await expect(rating.getByRole('radio', { name: 'No stars' })).toBeChecked();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: siteText.heroTitle })).toBeVisible();
  const carousel = reviewsCarousel(page);
  const slide = carousel.getByRole('group').filter({ hasText: text });
  await expect(slide).toHaveCount(1);
  await expect(slide).toContainText(user.name);
  await expect(slide.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
});
