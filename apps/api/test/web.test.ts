import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { DEFAULT_SHOP_NAME } from '@ironvolt/shared/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './factories.ts';
import { build, type TestApp } from './helper.ts';

// A small build of the web app as apps/web's `vite build` lays it out: each text file with its .br and .gz;
// index.html holds the home page, all-products.html the catalogue's placeholders, shell.html the shell every
// other client route starts from.
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Ironvolt</title><div id="root"><h1>Home</h1></div>'.padEnd(2000, ' '),
  'shell.html': '<!doctype html><title>Ironvolt</title><div id="root"><p>Loading</p></div>'.padEnd(2000, ' '),
  'all-products.html':
    '<!doctype html><title>Ironvolt</title><div id="root"><ul><li>card</li></ul></div>'.padEnd(2000, ' '),
  'assets/index-abc123.js': 'console.log("the app");'.repeat(100),
  'humans.txt': 'Made by the Ironvolt team\n',
  // The server writes robots.txt itself (with the sitemap's address): a build's copy is not served.
  'robots.txt': 'User-agent: *\nDisallow: /\n',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

const YEAR = 'public, max-age=31536000, immutable';

describe('the built web app, precompressed', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-web-'));
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(webRoot, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
      fs.writeFileSync(`${file}.gz`, gzipSync(text));
    }
    fs.mkdirSync(path.join(webRoot, '.vite'));
    fs.writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{"index.html":{}}');
    t = await build('pglite', { webRoot });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (
    url: string,
    acceptEncoding?: string,
    { method = 'GET', ...headers }: { method?: 'GET' | 'HEAD'; 'if-none-match'?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers },
    });

  it('sends index.html brotli-compressed for /, never cached without asking', async () => {
    const res = await get('/', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(files['index.html']);
  });

  it('sends shell.html compressed for every other client route (the history fallback)', async () => {
    for (const url of ['/blogs', '/purchase/abc', '/dashboard/my-orders?x=1']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(files['shell.html']);
    }
  });

  it('sends a hashed asset compressed and cached for a year', async () => {
    const br = await get('/assets/index-abc123.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe(YEAR);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(files['assets/index-abc123.js']);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(YEAR);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(files['assets/index-abc123.js']);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    for (const [url, name] of [
      ['/', 'index.html'],
      ['/allProducts', 'all-products.html'],
      ['/allProducts?q=drill&page=2', 'all-products.html'],
      ['/blogs', 'shell.html'],
      ['/assets/index-abc123.js', 'assets/index-abc123.js'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.body, url).toBe(files[name]);
    }
  });

  it('serves a text file and the favicon compressed, cached for an hour', async () => {
    const humans = await get('/humans.txt', 'br');
    expect(humans.statusCode).toBe(200);
    expect(humans.headers['content-type']).toMatch(/^text\/plain/);
    expect(humans.headers['cache-control']).toBe('public, max-age=3600');
    expect(brotliDecompressSync(humans.rawPayload).toString()).toBe(files['humans.txt']);

    const icon = await get('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['content-encoding']).toBe('br');
  });

  it('answers 304 to a browser that holds the same copy, per encoding', async () => {
    const br = await get('/assets/index-abc123.js', 'br');
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(br.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const again = await get('/assets/index-abc123.js', 'br', {
      'if-none-match': `"other", W/${br.headers.etag}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe(YEAR);
    // the gzip copy's tag does not match the brotli copy
    const other = await get('/assets/index-abc123.js', 'br', { 'if-none-match': String(gz.headers.etag) });
    expect(other.statusCode).toBe(200);
    const page = await get('/blogs', 'br');
    const pageAgain = await get('/blogs', 'br', { 'if-none-match': String(page.headers.etag) });
    expect(pageAgain.statusCode).toBe(304);
    const catalogue = await get('/allProducts', 'br');
    const catalogueAgain = await get('/allProducts', 'br', {
      'if-none-match': String(catalogue.headers.etag),
    });
    expect(catalogueAgain.statusCode).toBe(304);
    const home = await get('/', 'br', { 'if-none-match': String(page.headers.etag) });
    expect(home.statusCode).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body, and reads * as gzip', async () => {
    const head = await get('/assets/index-abc123.js', 'br', { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(
      brotliCompressSync(files['assets/index-abc123.js'] ?? '').length,
    );
    expect(head.rawPayload.length).toBe(0);
    const any = await get('/humans.txt', '*');
    expect(any.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(any.rawPayload).toString()).toBe(files['humans.txt']);
  });

  it('does not serve the compressed copies, the prerendered pages or the build manifest under their own names', async () => {
    const copy = await get('/assets/index-abc123.js.br');
    expect(copy.headers['content-type']).toContain('text/html');
    expect(copy.body).toBe(files['shell.html']);
    for (const url of ['/index.html', '/shell.html', '/all-products.html'])
      expect((await get(url)).body, url).toBe(files['shell.html']);
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.body).not.toContain('"index.html":{}');
  });
});

describe('a web build without shell.html', () => {
  it('answers every client route with index.html', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-web-'));
    const html = '<!doctype html><title>Ironvolt</title><div id="root"></div>';
    fs.writeFileSync(path.join(webRoot, 'index.html'), html);
    const t = await build('pglite', { webRoot });
    try {
      for (const url of ['/', '/allProducts', '/dashboard/my-orders']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(html);
      }
    } finally {
      await t.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe('a shop with a name of its own', () => {
  it('shows its name in the prerendered pages, compressed copies included', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-web-'));
    const page = (main: string) =>
      `<!doctype html><title>${DEFAULT_SHOP_NAME}</title><div id="root"><a href="/">${DEFAULT_SHOP_NAME}</a>${main}</div>`;
    for (const [name, html] of [
      ['index.html', page(`<p>${DEFAULT_SHOP_NAME} is your source of tools</p>`)],
      ['shell.html', page('<p>Loading</p>')],
    ] as const) {
      fs.writeFileSync(path.join(webRoot, name), html);
      fs.writeFileSync(path.join(webRoot, `${name}.br`), brotliCompressSync(html));
      fs.writeFileSync(path.join(webRoot, `${name}.gz`), gzipSync(html));
    }
    const t = await build('pglite', { webRoot, config: { shopName: 'Volt & <Sons>' } });
    try {
      const expected = {
        '/': page('<p>Volt &amp; &lt;Sons&gt; is your source of tools</p>'),
        '/blogs': page('<p>Loading</p>'),
      };
      for (const [url, html] of Object.entries(expected)) {
        const shown = html.replaceAll(DEFAULT_SHOP_NAME, 'Volt &amp; &lt;Sons&gt;');
        const plain = await t.app.inject({ method: 'GET', url });
        expect(plain.body, url).toBe(shown);
        const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(shown);
        const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        expect(gunzipSync(gz.rawPayload).toString(), url).toBe(shown);
        expect(br.headers.etag).not.toBe(gz.headers.etag);
      }
    } finally {
      await t.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe("a tool's page in the build's shell", () => {
  it('writes the head and a summary into the shell, keeps the rest, and serves robots.txt from the server', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-web-'));
    const shell = [
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Ironvolt Tools</title>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>',
      '<body><div id="root"><header>Ironvolt Tools</header><main id="main" tabindex="-1" class="flex-1">',
      '<div role="status">Loading…</div></main><footer>Since 1992</footer></div></body></html>',
    ].join('');
    fs.writeFileSync(path.join(webRoot, 'index.html'), shell);
    fs.writeFileSync(path.join(webRoot, 'shell.html'), shell);
    fs.writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    const t = await build('pglite', { webRoot, config: { publicUrl: 'https://shop.example.com' } });
    try {
      const tool = await createProduct(t.app.db, {
        name: 'Shell Test Drill',
        description: 'Drills $1 holes.',
      });
      const res = await t.app.inject({
        method: 'GET',
        url: `/tools/${tool.slug}`,
        // The Host a request names is never written into the page: PUBLIC_URL is (ADR 066).
        headers: { 'accept-encoding': 'br', host: 'evil.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>Shell Test Drill ${tool.model} – Ironvolt Tools</title>`);
      expect(html).toContain(`<link rel="canonical" href="https://shop.example.com/tools/${tool.slug}" />`);
      expect(html).not.toContain('evil.example');
      // The app's script and the shell around the page stay; the spinner gives way to the tool.
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script></head>');
      expect(html).toContain('<header>Ironvolt Tools</header><main id="main" tabindex="-1" class="flex-1">');
      expect(html).toContain('<h1 class="font-bold text-3xl">Shell Test Drill</h1>');
      expect(html).toContain('<p>Drills $1 holes.</p>');
      expect(html).not.toContain('Loading…');
      expect(html).toContain('</main><footer>Since 1992</footer>');

      const robots = await t.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'evil.example' },
      });
      expect(robots.body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
      expect(robots.body).not.toContain('Disallow: /\n');
    } finally {
      await t.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
