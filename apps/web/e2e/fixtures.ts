import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Options = {
  /** Console errors a test expects (e.g. the browser's own line about a failed request it provoked). */
  allowedConsoleErrors: RegExp[];
};

type Fixtures = {
  /** Runs axe on the page as it is now; fails on serious or critical violations, listing them. */
  checkA11y: (context?: string) => Promise<void>;
  /** Opens a path, waits until the page has rendered its one <h1> and its data, then runs checkA11y. */
  visit: (path: string) => Promise<void>;
  /** Waits until the current page has rendered (one h1, no loading placeholders). */
  pageReady: () => Promise<void>;
};

const waitForPageReady = async (page: Page) => {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByText('Loading products…')).toHaveCount(0);
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
};

export const test = base.extend<Options & Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  // (a) Any console.error or uncaught page error fails the test (epic-stack's rule).
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
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
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
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

  visit: async ({ page, checkA11y }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForPageReady(page);
      await checkA11y();
    });
  },
});

export { expect };
