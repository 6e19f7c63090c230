import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { ACCESS_TOKEN_STORAGE_KEY } from '@ironvolt/shared/accounts';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Options = {
  /** Console errors a test expects (e.g. the browser's own line about a failed request it provoked). */
  allowedConsoleErrors: RegExp[];
};

/**
 * The seeded demo accounts (apps/api/src/seed/index.ts). Shared by every test at once: use them to look,
 * never to log out or change them (logging out ends all of an account's tokens); a test that changes an
 * account registers its own with `newUser`.
 */
export const demoAccounts = {
  admin: { name: 'Avery Admin', email: 'admin@ironvolt.example.com', password: 'ironvolt-admin' },
  customer: { name: 'Casey Customer', email: 'customer@ironvolt.example.com', password: 'ironvolt-customer' },
} as const;

export type Role = keyof typeof demoAccounts;

export type TestUser = { name: string; email: string; password: string; token: string };

type Fixtures = {
  /** Runs axe on the page as it is now; fails on serious or critical violations, listing them. */
  checkA11y: (context?: string) => Promise<void>;
  /** Opens a path, waits until the page has rendered its one <h1> and its data, then runs checkA11y. */
  visit: (path: string) => Promise<void>;
  /** Waits until the current page has rendered (one h1, no loading placeholders). */
  pageReady: () => Promise<void>;
  /** Signs the page in as a demo account, through POST /api/login and localStorage (not through the form). */
  loginAs: (role: Role) => Promise<string>;
  /** Registers a new customer of this test's own (through the API), not signed in yet. */
  newUser: (options?: { name?: string }) => Promise<TestUser>;
  /** Signs the page in with a token, as the app does after a login. */
  signIn: (token: string) => Promise<void>;
};

/**
 * Axe's violations on the page as it is now. A page without frames is checked by axe-core run in the page itself,
 * loaded once per document: AxeBuilder injects the whole library again on every call and finishes each run in a
 * new blank page, several times the cost of the check. A page with frames goes through AxeBuilder, which checks
 * inside them.
 */
const axeViolations = async (page: Page): Promise<axe.Result[]> => {
  if (page.frames().length > 1) {
    return (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async (tags) => (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations,
    AXE_TAGS,
  );
};

declare global {
  interface Window {
    axe: typeof axe;
  }
}

const waitForPageReady = async (page: Page) => {
  await expect(page.locator('h1')).toHaveCount(1);
  // Every loading placeholder of the app is a status that starts "Loading" (the spinner, skeletons of products,
  // reviews and tables, the pages that wait for an order or a product).
  await expect(page.getByRole('status').filter({ hasText: /^\s*Loading/ })).toHaveCount(0);
};

export const test = base.extend<Options & Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  // (a) Any console.error or uncaught page error fails the test (epic-stack's rule), and so does any word from
  // React about hydrating the server's page (a mismatch between the server's HTML and the browser's first render).
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (/hydrat/i.test(text)) {
        problems.push(`console.${message.type()}: ${text}`);
        return;
      }
      if (message.type() !== 'error') return;
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      // The browser's own line about a page the server answers 404 (an unknown address, on purpose).
      if (/status of 404/.test(text) && message.location().url === page.url()) return;
      problems.push(`console.error: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },

  // (b) Accessibility: WCAG 2.1 A/AA rules; serious and critical violations fail the test.
  checkA11y: async ({ page }, use) => {
    await use(async (context) => {
      const theme = await page.locator('html').getAttribute('data-theme');
      // Axe reads colours as painted: a toast still fading in has less contrast than it will have once shown.
      // The toaster itself mounts when the browser is first idle (a lazy chunk), so its toasts can start fading
      // in after any one wait: the page is settled (idle, then its finite running animations ended, two seconds
      // at most each), analysed, and what it finds is checked once more on the page settled again. A state caught
      // mid-transition is gone by then; a real violation stays.
      const settle = () =>
        page.evaluate(async () => {
          const atMost = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
          await Promise.race([new Promise((resolve) => requestIdleCallback(resolve)), atMost(2_000)]);
          await Promise.race([
            Promise.all(
              document
                .getAnimations()
                .filter(
                  (animation) =>
                    animation.playState === 'running' &&
                    animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
                )
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
            atMost(2_000),
          ]);
        });
      // Sections below the fold (`content-visibility: auto`) keep the style they had when the browser last
      // rendered them until they come near the screen: after a theme switch axe would read the old theme's
      // colours there, which no visitor sees. They are rendered for the check, as a visitor scrolling sees them.
      const renderSkipped = (shown: boolean) =>
        page.evaluate((visible) => {
          for (const element of document.querySelectorAll<HTMLElement>('.below-the-fold'))
            element.style.contentVisibility = visible ? 'visible' : '';
        }, shown);
      const analyze = async () => {
        await renderSkipped(true);
        await settle();
        const violations = await axeViolations(page).finally(() => renderSkipped(false));
        return violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
      };
      let blocking = await analyze();
      if (blocking.length > 0) blocking = await analyze();
      const report = blocking.map(
        (violation) =>
          `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
          violation.nodes
            .slice(0, 5)
            .map(
              (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`,
            )
            .join('\n'),
      );
      expect(
        report,
        `axe found serious or critical violations on ${page.url()} (${context ?? `theme ${theme}`})`,
      ).toEqual([]);
    });
  },

  pageReady: async ({ page }, use) => {
    await use(() => waitForPageReady(page));
  },

  signIn: async ({ page }, use) => {
    await use(async (token) => {
      // localStorage needs a page of the shop's origin; /api/health loads no app code that could read it first.
      if (page.url() === 'about:blank') await page.goto('/api/health');
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        ACCESS_TOKEN_STORAGE_KEY,
        token,
      ] as const);
    });
  },

  loginAs: async ({ page, signIn }, use) => {
    await use(async (role) => {
      const { email, password } = demoAccounts[role];
      const response = await page.request.post('/api/login', { data: { email, password } });
      expect(response.status(), `log in as the demo ${role}`).toBe(200);
      const { accessToken } = (await response.json()) as { accessToken: string };
      await signIn(accessToken);
      return accessToken;
    });
  },

  newUser: async ({ page }, use, testInfo) => {
    await use(async ({ name = 'Robin Tester' } = {}) => {
      const email = `e2e-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
      const password = `pw-${randomUUID().slice(0, 12)}`;
      const response = await page.request.post('/api/register', { data: { name, email, password } });
      expect(response.status(), `register ${email}`).toBe(201);
      const { accessToken } = (await response.json()) as { accessToken: string };
      return { name, email, password, token: accessToken };
    });
  },

  visit: async ({ page, checkA11y }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForPageReady(page);
      await checkA11y();
    });
  },
});

export { expect };
