import { navText } from '@ironvolt/shared/site';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const html = (page: Page) => page.locator('html');
// The visible change: the page's own background colour, as painted on <html>.
const bodyBackground = (page: Page) => html(page).evaluate((root) => getComputedStyle(root).backgroundColor);

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone layout has its own menu');

  test('shows Products, Home, Dashboard, About Me and Log in, and each one navigates', async ({
    page,
    visit,
    checkA11y,
    pageReady,
  }) => {
    await visit('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Products',
      navText.home,
      navText.dashboard,
      navText.aboutMe,
      navText.logIn,
    ]);

    // Dashboard needs a signed-in user: a visitor lands on Log in, which remembers where they were going.
    const journeys = [
      { link: 'Products', url: /\/allProducts$/, heading: 'All products', current: 'Products' },
      {
        link: navText.dashboard,
        url: /\/login\?from=%2Fdashboard$/,
        heading: navText.logIn,
        current: navText.logIn,
      },
      {
        link: navText.aboutMe,
        url: /\/aboutMe$/,
        heading: 'The Ironvolt web team',
        current: navText.aboutMe,
      },
      { link: navText.logIn, url: /\/login$/, heading: navText.logIn, current: navText.logIn },
    ];
    for (const journey of journeys) {
      await nav.getByRole('link', { name: journey.link, exact: true }).click();
      await expect(page).toHaveURL(journey.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.heading);
      await expect(nav.getByRole('link', { name: journey.current, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await pageReady();
      await checkA11y();
    }

    await nav.getByRole('link', { name: navText.home, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a skip link leads keyboard users past the navigation', async ({ page, visit }) => {
    await visit('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the desktop layout shows its links in the navbar');

  test('the menu button opens Products, Dashboard, Blogs, About me and Log in', async ({
    page,
    visit,
    checkA11y,
  }) => {
    await visit('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText([
      'Products',
      navText.dashboard,
      navText.blogs,
      navText.aboutMeMobile,
      navText.logIn,
    ]);
    await checkA11y('menu open');

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('link', { name: navText.blogs }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(menu).toBeHidden();
    await checkA11y();
  });
});

test.describe('reduced motion', () => {
  // A near-zero transition time would make every change of style a transition (transition-property starts as
  // `all`): an element changed in place would keep its old size for a frame, e.g. wider than a phone's screen.
  test('a change of layout shows at once, not a frame later', async ({ page, visit }) => {
    await visit('/');
    const widths = await page.evaluate(() => {
      const box = document.createElement('div');
      box.style.width = '100px';
      document.body.append(box);
      const before = box.getBoundingClientRect().width;
      box.style.width = '200px';
      const after = box.getBoundingClientRect().width;
      box.remove();
      return { before, after };
    });
    expect(widths).toEqual({ before: 100, after: 200 });
  });
});

test.describe('theme', () => {
  test.use({ colorScheme: 'light' });

  test('the toggle switches light and dark, and the choice survives a reload', async ({
    page,
    visit,
    checkA11y,
  }) => {
    await visit('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    const lightBackground = await bodyBackground(page);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveCSS('color-scheme', 'dark');
    // Polled: the stylesheet's colours for the new theme are applied at the next style recalculation.
    await expect.poll(() => bodyBackground(page)).not.toBe(lightBackground);
    await checkA11y('dark theme');

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    const toLight = page.getByRole('button', { name: 'Switch to light theme' });
    await expect(toLight).toBeVisible();

    // The remembered choice beats the system's preference.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    await toLight.click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => bodyBackground(page)).toBe(lightBackground);
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('other pages pass the accessibility checks in the dark theme too', async ({ page, visit }) => {
    // Six pages, each checked by axe: ~19 s alone on a 2-core machine, past 30 s beside the other project.
    test.slow();
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/allProducts', '/blogs', '/aboutMe', '/login', '/register', '/no-such-page']) {
      await visit(path);
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    }
  });
});

test.describe('theme with no stored choice', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system preference, also when it changes', async ({ page, visit }) => {
    await visit('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveCSS('color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });
});
