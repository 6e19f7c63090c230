import { existsSync } from 'node:fs';

// Debian's Chromium, for the browser tests (playwright.config.ts) and the bench's Lighthouse runs: no browser is
// ever downloaded, and none of these switches lets it reach the network on its own. CHROME_PATH overrides the path.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell) when it is installed,
 * the same Blink without the full browser's window machinery, which takes about half the time per test; otherwise
 * Chromium as above. E2E_CHROME_PATH overrides it.
 */
export const TEST_CHROMIUM_PATH =
  process.env.E2E_CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
