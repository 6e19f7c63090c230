import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helper.ts';
import { webRenderer } from './web-renderer.ts';

// A small build of the web app as apps/web's `vite build` lays it out: each text file with its .br and .gz, and
// index.html, the template every page is rendered into (not a file to serve).
const template =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><script>document.documentElement.dataset.theme="light"</script>' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css">' +
  '</head><body><div id="root"></div><noscript>Ordering needs JavaScript.</noscript></body></html>';
const files: Record<string, string> = {
  'index.html': template,
  'assets/index-abc123.js': 'console.log("the app");'.repeat(100),
  'assets/index-abc123.css': 'body{color:#123}',
  'humans.txt': 'Made by the Ironvolt team\n',
  // The server writes robots.txt itself (with the sitemap's address): a build's copy is not served.
  'robots.txt': 'User-agent: *\nDisallow: /\n',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'server/entry-server.js': 'export const secret = "the server build";',
};

const YEAR = 'public, max-age=31536000, immutable';

/** Writes `files` as a build, with a manifest naming a chunk for every page module the routes name. */
async function writeBuild(extra: Record<string, string> = {}): Promise<string> {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-web-'));
  for (const [name, text] of Object.entries({ ...files, ...extra })) {
    const file = path.join(webRoot, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, gzipSync(text));
  }
  const manifest: Record<string, { file: string; imports?: string[] }> = {
    'index.html': { file: 'assets/index-abc123.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-abc123.js' },
  };
  for (const module of (await webRenderer()).pageModules()) {
    const name = path.basename(module, '.tsx');
    manifest[module] = { file: `assets/${name}-abc123.js`, imports: ['_shared.js', '_grid.js'] };
  }
  manifest['_grid.js'] = { file: 'assets/grid-abc123.js' };
  fs.mkdirSync(path.join(webRoot, '.vite'));
  fs.writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return webRoot;
}

describe('the built web app, precompressed', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await writeBuild();
    t = await build('pglite', { webRoot, pageRenderer: await webRenderer() });
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

  it('sends a rendered page brotli-compressed, never cached without asking', async () => {
    for (const url of ['/', '/allProducts?q=drill&page=2', '/blogs']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html, url).toMatch(/^<!doctype html><html lang="en"><head><meta charset="UTF-8" \/>/);
      expect(html.match(/<h1\b/g), url).toHaveLength(1);
      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(html);
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(html);
    }
  });

  it('writes the page into the template: its head tags, its code at low priority, the data after the root', async () => {
    const html = (await get('/')).body;
    const [head = '', body = ''] = html.split('</head>');
    expect(head).toContain('<title>Home | Ironvolt Tools</title>');
    expect(head).toContain('<meta name="description" content="');
    // The stylesheet is the build's file, shared by every page.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
    // The app's code and the home page's, asked for at low priority (the page is there without it), each file once.
    expect(head).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-abc123.js">',
    );
    const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/home-abc123.js', '/assets/grid-abc123.js']);
    expect(head).not.toMatch(/<link rel="modulepreload"(?![^>]*fetchpriority="low")/);
    expect(body).toMatch(/^<body><div id="root"><div[^>]*>/);
    expect(body).toMatch(
      /<\/div><script type="application\/json" id="ssr-state">\{"router":[^<]*<\/script><noscript>Ordering needs JavaScript.<\/noscript><\/body><\/html>$/,
    );
  });

  it('allows the inline script by its hash, and no other inline script or stylesheet', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).toContain(hash('document.documentElement.dataset.theme="light"'));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(styleSrc).toEqual(["'self'"]);
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
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(files['assets/index-abc123.js']);
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
    // @fastify/send's tag, weak: the copy's size and time.
    expect(br.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    // compared weakly (RFC 9110 13.1.2): the tag in a list, with or without its W/
    const again = await get('/assets/index-abc123.js', 'br', {
      'if-none-match': `"other", ${String(br.headers.etag).replace(/^W\//, '')}`,
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
    const page = await get('/blogs', 'br', { method: 'HEAD' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.rawPayload.length).toBe(0);
    const any = await get('/humans.txt', '*');
    expect(any.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(any.rawPayload).toString()).toBe(files['humans.txt']);
  });

  it('does not serve the compressed copies, the template, the server build or the manifest under their own names', async () => {
    for (const url of [
      '/assets/index-abc123.js.br',
      '/index.html',
      '/server/entry-server.js',
      '/.vite/manifest.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<title>Page not found | Ironvolt Tools</title>');
      expect(res.body, url).not.toContain('the server build');
      expect(res.body, url).not.toContain('"index.html"');
    }
  });
});

describe('a shop with a name of its own', () => {
  it('shows its name in the rendered pages, compressed copies included', async () => {
    const webRoot = await writeBuild();
    const t = await build('pglite', {
      webRoot,
      config: { shopName: 'Volt & <Sons>' },
      pageRenderer: await webRenderer(),
    });
    try {
      for (const url of ['/', '/blogs']) {
        const plain = await t.app.inject({ method: 'GET', url });
        expect(plain.body, url).toContain('| Volt &amp; &lt;Sons&gt;</title>');
        expect(plain.body, url).not.toContain('Ironvolt Tools');
        const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
        const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        expect(gunzipSync(gz.rawPayload).toString(), url).toBe(plain.body);
        expect(br.headers.etag).not.toBe(gz.headers.etag);
      }
    } finally {
      await t.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe('an API-only server (no renderer)', () => {
  it('answers a page address with JSON 404, as an unknown API route', async () => {
    const t = await build('pglite');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/allProducts' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Route GET /allProducts not found' });
    } finally {
      await t.close();
    }
  });
});
