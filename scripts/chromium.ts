// Debian's Chromium, for the browser tests (playwright.config.ts) and the bench's Lighthouse runs: no browser is
// ever downloaded, and none of these switches lets it reach the network on its own. CHROME_PATH overrides the path.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
