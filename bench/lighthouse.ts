import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCESS_TOKEN_STORAGE_KEY } from '@ironvolt/shared/accounts-constants';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

/** One page's Lighthouse scores (0–100), each the median of `runs` runs. */
export type LighthouseResult = {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  runs: number;
};

export type LighthouseOptions = {
  /** Where the built app is served, e.g. http://127.0.0.1:4310 (no trailing slash needed). */
  baseUrl: string;
  /** The product whose purchase page is audited. */
  productId: string;
  /** Runs per page (3 by default); each category's median is kept. */
  runs?: number;
  /** The browser (Debian's Chromium by default; CHROME_PATH overrides it). */
  chromePath?: string;
  /** When set, each run's full Lighthouse report (JSON) is written there, to see what cost the points. */
  reportDir?: string;
  /** Only one page: 'home' for `/`, or text its name contains ('allProducts', 'tools', 'purchase'). */
  only?: string;
};

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const categories = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;
type Category = keyof typeof categories;

// Lighthouse's defaults otherwise: the mobile preset (a mid-range phone on slow 4G, simulated throttling, 4x CPU
// slowdown) and a cold start for every run. Its storage reset clears caches and service workers but not
// localStorage, which is where the signed-in pages find their token.
const flags: Flags = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: Object.values(categories),
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const scoresOf = (lhr: Result): Record<Category, number> => {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  const score = (id: string): number => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${lhr.requestedUrl}`);
    return Math.round(value * 100);
  };
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories.bestPractices),
    seo: score(categories.seo),
  };
};

/** Signs the browser in (the token in the app's localStorage) or out, from a tab of its own. */
const setSignedIn = async (browser: Browser, origin: string, token: string | null): Promise<void> => {
  const tab = await browser.newPage();
  try {
    await tab.goto(`${origin}/robots.txt`);
    await tab.evaluate(
      (key, value) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
      ACCESS_TOKEN_STORAGE_KEY,
      token,
    );
  } finally {
    await tab.close();
  }
};

// Lighthouse asks to be run again when its trace of the load came out incomplete (NO_NAVSTART and the like).
const ATTEMPTS = 3;

/** One Lighthouse run of `url` in a fresh tab; a run whose trace came out broken is run again. */
const auditOnce = async (
  browser: Browser,
  url: string,
  reportFile: string | undefined,
): Promise<Record<Category, number>> => {
  for (let attempt = 1; ; attempt += 1) {
    const tab = await browser.newPage();
    try {
      const result = await lighthouse(url, flags, undefined, tab);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError && attempt < ATTEMPTS) continue;
      if (reportFile) await writeFile(reportFile, JSON.stringify(result.lhr, null, 2));
      return scoresOf(result.lhr);
    } finally {
      await tab.close();
    }
  }
};

/**
 * Lighthouse (mobile, its default) on the storefront's home, its catalogue, a public tool page and that tool's
 * purchase page as a signed-out visitor opens it (the server sends them to log in, issue 46), `runs` times each, in one headless Chromium. Answers plain data: the median score of each category per page.
 */
export async function runLighthouse({
  baseUrl,
  productId,
  runs = 3,
  chromePath = CHROMIUM_PATH,
  reportDir,
  only,
}: LighthouseOptions): Promise<LighthouseResult[]> {
  const origin = new URL(baseUrl).origin;
  // The same product's public tool page, by the slug its JSON carries.
  const product = await fetch(`${origin}/api/product/${encodeURIComponent(productId)}`);
  if (!product.ok) throw new Error(`GET /api/product/${productId} answered ${product.status}`);
  const { slug } = (await product.json()) as { slug?: string };
  const pages = [
    { page: '/', pathname: '/', token: null },
    { page: '/allProducts', pathname: '/allProducts', token: null },
    ...(slug ? [{ page: '/tools/:slug', pathname: `/tools/${encodeURIComponent(slug)}`, token: null }] : []),
    { page: '/purchase/:id', pathname: `/purchase/${encodeURIComponent(productId)}`, token: null },
  ].filter(({ page }) => only === undefined || (only === 'home' ? page === '/' : page.includes(only)));

  if (reportDir) await mkdir(reportDir, { recursive: true });

  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const results: LighthouseResult[] = [];
    for (const { page, pathname, token: pageToken } of pages) {
      const url = new URL(pathname, origin).href;
      await setSignedIn(browser, origin, pageToken);
      const scores: Record<Category, number>[] = [];
      // One after another: runs side by side would share the CPU and skew each other.
      for (let run = 1; run <= runs; run += 1) {
        const name = `${page.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`;
        const reportFile = reportDir ? path.join(reportDir, name) : undefined;
        scores.push(await auditOnce(browser, url, reportFile));
      }
      const medianOf = (category: Category) => median(scores.map((s) => s[category]));
      results.push({
        page,
        url,
        performance: medianOf('performance'),
        accessibility: medianOf('accessibility'),
        bestPractices: medianOf('bestPractices'),
        seo: medianOf('seo'),
        runs,
      });
    }
    return results;
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}
