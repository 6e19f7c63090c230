/// <reference lib="dom" />
// Screenshots of the shop's main pages at a phone's and a desktop's size, for docs/screenshots (README links
// them). Against a running shop with the demo data: `npm start`, then `npx tsx scripts/screenshots.ts`
// (SHOP_URL for another address). Each PNG is quantized to a palette by sharp, to keep the repository small.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const shop = process.env.SHOP_URL ?? 'http://127.0.0.1:3000';
const outDir = new URL('../docs/screenshots/', import.meta.url);
const sizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
const demo = {
  admin: { email: 'admin@ironvolt.example.com', password: 'ironvolt-admin' },
  customer: { email: 'customer@ironvolt.example.com', password: 'ironvolt-customer' },
} as const;

type Shot = { name: string; path: string; as?: keyof typeof demo; dark?: boolean };

const api = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${shop}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

const products = (await (await fetch(`${shop}/api/products?sort=name`)).json()) as { _id: string }[];
const product = products[0];
if (!product) throw new Error(`${shop} has no products: start it with the demo data`);

const shots: Shot[] = [
  { name: 'all-products', path: '/allProducts' },
  { name: 'login-to-order', path: `/login?from=${encodeURIComponent(`/purchase/${product._id}`)}` },
  { name: 'purchase', path: `/purchase/${product._id}`, as: 'customer' },
  { name: 'purchase-dark', path: `/purchase/${product._id}`, as: 'customer', dark: true },
  { name: 'my-orders', path: '/dashboard/my-orders', as: 'customer' },
  { name: 'manage-products', path: '/dashboard/manage-products', as: 'admin' },
  { name: 'manage-orders', path: '/dashboard/manage-orders', as: 'admin' },
  { name: 'users', path: '/dashboard/users', as: 'admin' },
];

const tokens: Partial<Record<keyof typeof demo, string>> = {};
for (const role of Object.keys(demo) as (keyof typeof demo)[]) {
  tokens[role] = String((await api('/login', demo[role])).accessToken);
}

const settle = async (page: Page) => {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[role="status"]')?.textContent?.startsWith('Loading'),
  );
  await page.waitForLoadState('networkidle');
};

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const [size, viewport] of Object.entries(sizes)) {
    for (const shot of shots) {
      const context = await browser.newContext({
        viewport,
        isMobile: size === 'phone',
        hasTouch: size === 'phone',
        colorScheme: shot.dark ? 'dark' : 'light',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const token = shot.as ? tokens[shot.as] : undefined;
      if (token) {
        await page.goto(`${shop}/api/health`);
        await page.evaluate((value) => window.localStorage.setItem('accessToken', value), token);
      }
      await page.goto(`${shop}${shot.path}`);
      await settle(page);
      const png = await page.screenshot();
      const file = new URL(`${shot.name}-${viewport.width}.png`, outDir);
      await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(file.pathname);
      console.log(file.pathname);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
