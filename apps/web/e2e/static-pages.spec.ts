import { PRODUCT_UNIT } from '@ironvolt/shared/catalog';
import { DEFAULT_SHOP_NAME } from '@ironvolt/shared/http';
import { pageMeta } from '@ironvolt/shared/pages';
import { siteText } from '@ironvolt/shared/site';
import { about } from '../src/content/about';
import { blogPosts } from '../src/content/blogs';
import { expect, test } from './fixtures';

test('/blogs answers the four questions', async ({ page, visit }) => {
  await visit('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  expect(blogPosts).toHaveLength(4);
  for (const post of blogPosts) {
    await expect(page.getByRole('heading', { level: 2, name: post.question })).toBeVisible();
  }
  const questions = blogPosts.map((post) => post.question).join(' ');
  expect(questions).toMatch(/performance/i);
  expect(questions).toMatch(/state/i);
  expect(questions).toMatch(/prototypal inheritance/i);
  expect(questions).toMatch(/set state directly/i);
});

test('/aboutMe shows the name, photo, skills and links from the content file', async ({ page, visit }) => {
  // The sitemap's address for it opens the same page.
  await visit('/about-me');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.name);

  await visit('/aboutMe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.name);

  const photo = page.getByRole('img', { name: about.photo.alt });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const skills = page.getByRole('region', { name: 'Skills' }).getByRole('listitem');
  await expect(skills).toHaveText([...about.skills]);

  for (const link of about.links) {
    await expect(page.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  }
  for (const project of about.projects) {
    await expect(page.getByRole('heading', { name: project.name })).toBeVisible();
  }
});

test('an unknown address shows the not-found image and a way home', async ({ page, visit }) => {
  await visit('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('img', { name: 'An unplugged power cord beside a wall socket under a large 404' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: siteText.heroTitle })).toBeVisible();
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });
  test('the not-found picture is drawn in the dark theme’s colours', async ({ page, visit, checkA11y }) => {
    await visit('/no/such/page');
    const picture = page.getByRole('main').getByRole('img', { name: /unplugged power cord/ });
    // Its background is the page's darker panel colour, not the light theme's pale grey.
    const [background, page_] = await picture.evaluate((svg) => [
      getComputedStyle(svg.querySelector('rect') as Element).fill,
      getComputedStyle(document.body).backgroundColor,
    ]);
    const lightness = (rgb: string) => {
      const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
      return (r + g + b) / 3;
    };
    expect(lightness(background)).toBeLessThan(80);
    expect(Math.abs(lightness(background) - lightness(page_))).toBeLessThan(40);
    await checkA11y('the not-found page, dark');
  });
});

test('every route has its own page title and exactly one meta description', async ({ page }) => {
  const description = page.locator('meta[name="description"]');
  const pages: [string, string, string][] = [
    ['/', 'Home', pageMeta.home.description],
    ['/allProducts', 'All products', pageMeta.allProducts.description],
    ['/blogs', 'Blogs', pageMeta.blogs.description],
    ['/aboutMe', 'About me', pageMeta.aboutMe.description],
    ['/login', 'Log in', pageMeta.login.description],
    ['/register', 'Register', pageMeta.register.description],
    ['/forgot-password', 'Forgot password', pageMeta.forgotPassword.description],
    ['/reset-password', 'Choose a new password', pageMeta.resetPassword.description],
    // Signed out, the dashboard is the login page.
    ['/dashboard', 'Log in', pageMeta.login.description],
    ['/no-such-page', 'Page not found', pageMeta.notFound.description],
  ];
  for (const [path, title, text] of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | ${DEFAULT_SHOP_NAME}`);
    await expect(description).toHaveCount(1);
    await expect(description).toHaveAttribute('content', text);
  }

  // Moving between pages in the app swaps the description; none is left behind. The footer's link is followed
  // from the keyboard: the home page's sections below the first screen are laid out only as they come into view
  // (content-visibility), so the page can settle tens of pixels shorter right after a scroll to the footer, and
  // a pointer click aimed before that lands beside the link.
  await page.goto('/');
  await expect(description).toHaveAttribute('content', pageMeta.home.description);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).press('Enter');
  await expect(page).toHaveTitle(`Blogs | ${DEFAULT_SHOP_NAME}`);
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', pageMeta.blogs.description);
});

test('the home page leads with the hero, and GET STARTED opens the catalogue', async ({
  page,
  visit,
  checkA11y,
  pageReady,
}) => {
  await visit('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteText.heroTitle);
  for (const stat of siteText.stats) await expect(page.getByText(stat, { exact: true })).toBeVisible();

  const recent = page.getByRole('list', { name: 'Recent products' }).getByRole('listitem');
  await expect(recent).toHaveCount(6);

  await page.getByRole('link', { name: siteText.getStarted }).click();
  await expect(page).toHaveURL(/\/allProducts$/);
  await pageReady();

  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12);
  const first = cards.first();
  await expect(first.getByRole('heading')).not.toBeEmpty();
  await expect(first.getByText(new RegExp(`^\\$[\\d,]+\\.\\d{2}\\s*/\\s*${PRODUCT_UNIT}$`))).toBeVisible();
  const image = first.getByRole('img');
  await expect(image).toHaveAttribute('width', '400');
  await expect(image).toHaveAttribute('height', '300');
  await checkA11y();
});

test.describe('when the catalogue cannot be loaded', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 503/] });

  test('the error is shown as an error toast with its message', async ({ page, pageReady }) => {
    await page.route('**/api/products', (route) =>
      route.fulfill({ status: 503, json: { message: 'The catalogue is resting' } }),
    );
    // The server renders the catalogue with its data; the browser asks for it when the visitor moves there.
    await page.goto('/');
    await page.getByRole('link', { name: siteText.getStarted }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The catalogue is resting' })).toBeVisible();
    await pageReady();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test('robots.txt lets crawlers into the storefront only, and the favicon is linked and served', async ({
  page,
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = (await robots.text()).split('\n');
  expect(rules).toEqual(
    expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /api/']),
  );

  await page.goto('/');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  const icon = await request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('/ already shows the headline and the way into the catalogue; other pages the shell', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: siteText.heroTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: siteText.getStarted })).toHaveAttribute(
      'href',
      '/allProducts',
    );
    const picture = page.getByRole('region', { name: siteText.heroTitle }).locator('img');
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/\S/);

    await page.goto('/allProducts');
    await expect(page.getByRole('heading', { level: 1, name: siteText.heroTitle })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('a visitor who scrolls the prerendered home page stays there when the app starts', async ({
  page,
  pageReady,
}) => {
  // The app's code is held back until the visitor has scrolled.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold back DOMContentLoaded: only the answer's arrival is awaited.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: siteText.heroTitle })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);

  release();
  await pageReady();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
