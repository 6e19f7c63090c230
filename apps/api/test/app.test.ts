import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpMessages } from '@ironvolt/shared/http';
import { textMessages } from '@ironvolt/shared/text-constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { build, type TestApp } from './helper.ts';
import { webRenderer } from './web-renderer.ts';

// Routes that exist only in this test, to drive the shared mechanisms (validation, error handler, limits).
function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/probe',
    {
      schema: {
        body: z.object({
          name: z.string().min(1),
          amount: z.number().int().positive(),
          address: z.object({ country: z.string() }),
          password: z.string().optional(),
        }),
      },
    },
    async (request) => ({ received: request.body.name }),
  );
  typed.get('/api/probe/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
}

// An inline script and stylesheet as the build writes them into its pages (apps/web/plugins/inline-theme-script.ts,
// critical-css.ts).
const THEME_SCRIPT = "document.documentElement.dataset.theme='light'";
const CRITICAL_CSS = '@property --x{syntax:"<length>";inherits:false;initial-value:0}body{margin:0}';

describe('the app shell', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-web-'));
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      `<!doctype html><html lang="en"><head><script>${THEME_SCRIPT}</script><style>${CRITICAL_CSS}</style>` +
        '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *');
    t = await build('pglite', { webRoot, prepare: addProbeRoutes, pageRenderer: await webRenderer() });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers an unknown API route with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Route GET /api/nothing-here not found' });
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "drill",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('names the field when the body is invalid', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'x', address: { country: 'US' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('amount');
    expect(missing.json().message).toMatch(/^amount: /);

    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'x', amount: 2, address: { country: 5 } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().field).toBe('address.country');

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'x', amount: 1.5, address: { country: 'US' } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().field).toBe('amount');
  });

  it('refuses a body over 64 KB with 413 JSON, and one nested over 32 levels with 400 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(64 * 1024), amount: 1, address: { country: 'US' } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large (at most 64 KB)' });
    // Announced larger than it is, or cut short: the length does not match.
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
      payload: '{"name":"x"}',
    });
    expect(short.statusCode).toBe(400);
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"x","amount":1,"address":{"country":${'['.repeat(31)}"US"${']'.repeat(31)}}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ message: 'The request body is nested too deeply (at most 32 levels)' });
  });

  it('refuses an unsupported content type with 415 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBeTruthy();
  });

  it('refuses U+0000 in any text with a 400 naming where it is, before anything reaches the database', async () => {
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'Ann', amount: 1, address: { country: 'A\u0000' } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({
      message: httpMessages.nulCharacter('address.country'),
      field: 'address.country',
    });
    const inList = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: {
        name: 'Ann',
        amount: 1,
        address: { country: 'US', lines: ['1 Main St', { flat: '2\u0000' }] },
      },
    });
    expect(inList.json()).toEqual({
      message: httpMessages.nulCharacter('address.lines.1.flat'),
      field: 'address.lines.1.flat',
    });
    const search = await t.app.inject({ method: 'GET', url: '/api/products?q=dri%00ll' });
    expect(search.statusCode).toBe(400);
    expect(search.json().field).toBe('q');
    const email = 'nul.character@example.com';
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'A\u0000B', email, password: 'right-password' },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().field).toBe('name');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'right-password' },
    });
    expect(login.statusCode).toBe(401);
  });

  it("refuses a character that hides or turns text's direction in any text a route's rules let by, but a password", async () => {
    const probe = (payload: object) => t.app.inject({ method: 'POST', url: '/api/probe', payload });
    const nested = await probe({ name: 'Ann', amount: 1, address: { country: 'Is\u202Erael' } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({
      message: textMessages.hiddenCharacter('address.country', 'U+202E'),
      field: 'address.country',
    });
    const top = await probe({ name: 'Ann\u200B', amount: 1, address: { country: 'US' } });
    expect(top.json()).toEqual({ message: textMessages.hiddenCharacter('name', 'U+200B'), field: 'name' });
    const password = await probe({
      name: 'Ann',
      amount: 1,
      address: { country: 'US' },
      password: 'p\u202E\u200B',
    });
    expect([password.statusCode, password.json()]).toEqual([200, { received: 'Ann' }]);
    // Searches are not stored or shown: a pasted zero-width space is not refused there.
    expect((await t.app.inject({ method: 'GET', url: '/api/products?q=dri%E2%80%8Bll' })).statusCode).toBe(
      200,
    );
  });

  it('hides the details of a server error from the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('secret');
  });

  it("sends pages security headers and a CSP that allows only the build's own inline script and CSS, by their hashes", async () => {
    const themeHash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const cssHash = createHash('sha256').update(CRITICAL_CSS).digest('base64');
    for (const url of ['/', '/allProducts']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' https://js.stripe.com 'sha256-${themeHash}'`);
      const styleSrc = csp.split(';').find((directive) => directive.startsWith('style-src '));
      expect(styleSrc).toBe(`style-src 'self' 'sha256-${cssHash}'`);
      expect(csp).toContain("script-src-attr 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeTruthy();
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends API answers a policy that lets nothing load or frame them, and no sniffing', async () => {
    for (const url of ['/api/health', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeTruthy();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('tags every response with a request id, keeping a sane one the client sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(given.headers['x-request-id']).toBe('lb-1234');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
  });

  it('publishes an OpenAPI document built from the route schemas, and a docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const openapi = doc.json();
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/ready',
        '/api/products',
        '/api/product/{id}',
        '/api/verify-email',
        '/api/verify-email/resend',
      ]),
    );
    expect(
      openapi.paths['/api/product/{id}'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('minOrder');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('serves the single-page app with history fallback and the right caching', async () => {
    const deep = await t.app.inject({
      method: 'GET',
      url: '/dashboard/my-orders?x=1',
      headers: { accept: 'text/html' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toContain('<div id="root">');
    expect(deep.headers['cache-control']).toBe('no-cache');

    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');

    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
  });

  it('serves public settings for the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      shopName: 'Ironvolt Tools',
      publicUrl: 'http://localhost:3000',
      careersEmail: 'careers@ironvolt.example.com',
      taxRatePercent: 0,
    });
  });
});
