import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/chromium.ts';

// Each run starts the built server on a fresh embedded database, so tests see exactly the seeded demo data.
// Workers load this file again; they inherit the runner's variable instead of making unused directories.
if (!process.env.IRONVOLT_E2E_DATA_DIR) {
  const made = mkdtempSync(`${tmpdir()}/ironvolt-e2e-`);
  process.env.IRONVOLT_E2E_DATA_DIR = made;
  // The runner removes the database it made (~40 MB) when it exits, after it has stopped the servers; one given
  // in IRONVOLT_E2E_DATA_DIR is left for whoever gave it.
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.IRONVOLT_E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// A local OpenID Connect issuer stands in for Google (apps/web/e2e/oidc-server.mjs).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 4175);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // A test that opens several pages and checks each with axe took 27–33 s on a busy 2-core machine (the same
  // build 10–19 s on a quiet one): Playwright's default 30 s limit failed them by the machine's load alone.
  timeout: 60_000,
  // The dashboard's pages render in the browser from a lazily loaded chunk: on a loaded machine their first heading
  // came after Playwright's default 5 s wait for an assertion.
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Motion off: the app honours it, so colours and positions are settled when axe and assertions look.
    contextOptions: { reducedMotion: 'reduce' },
    // Debian's Chromium: never download a browser.
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 740 },
        screen: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      command: 'node apps/web/e2e/oidc-server.mjs',
      env: { E2E_OIDC_PORT: String(oidcPort) },
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node apps/api/dist/server.js',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        // Every test signs in, on two workers and two projects, all from one address: the real limit (10 tries
        // in 15 minutes per address and per account) would refuse them. The API's own tests cover the limit.
        LOGIN_RATE_LIMIT: '1000',
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: 'ironvolt-e2e',
        OIDC_CLIENT_SECRET: 'e2e-secret',
      },
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
