import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocumentOf, apiTypes } from '../src/cli/api-document.ts';
import { paths } from '../src/paths.ts';
import { build, type TestApp } from './helper.ts';

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];

describe('the API document at /api/docs/json', () => {
  let t: TestApp;
  let webRoot: string;
  let document: OpenAPI3;
  beforeAll(async () => {
    // The shop as it runs: with the built app's files, which are served but are not the API.
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-web-'));
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *');
    t = await build('pglite', { webRoot });
    document = await apiDocumentOf(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(document.paths ?? {}).flatMap(([route, item]) =>
      Object.entries(item as Record<string, unknown>)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${route}`,
          ...(operation as { operationId?: string; summary?: string; tags?: string[] }),
        })),
    );

  it('lists only the API, not the files of the built app it also serves', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    const routes = Object.keys(document.paths ?? {});
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !route.startsWith('/api/'))).toEqual([]);
  });

  it('names every operation: a unique camelCase operationId, a summary and one declared feature tag', () => {
    const declared = (document.tags ?? []).map((tag) => tag.name);
    expect(declared.sort()).toEqual(
      [
        'accounts',
        'admin',
        'cart',
        'catalog',
        'companies',
        'health',
        'mail',
        'orders',
        'payments',
        'price-lists',
        'quotes',
        'returns',
        'reviews',
        'shipping',
        'site',
        'uploads',
        'warranty',
      ].sort(),
    );
    expect((document.tags ?? []).every((tag) => (tag.description ?? '').length > 0)).toBe(true);
    const all = operations();
    for (const operation of all) {
      expect(operation.operationId, operation.name).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(operation.summary, operation.name).toBeTruthy();
      expect(operation.tags?.length, operation.name).toBe(1);
      expect(declared, operation.name).toContain(operation.tags?.[0]);
    }
    const ids = all.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // The names the web's fetchers and the generated client go by.
    expect(ids).toEqual(expect.arrayContaining(['getProducts', 'addOrder', 'cancelOrder', 'getMyOrders']));
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(errors).toEqual([]);
    // The warnings that stay, and why: info-license (the shop's code is not published under a licence to name);
    // operation-4xx-response on /health, /config, /auth/providers, /recentProducts and the Google callback (they
    // take no input that can be wrong; the callback reports by redirect); operation-2xx-response on the Google
    // start (it answers only with a redirect to the provider).
    const warnings = new Set(problems.map((problem) => problem.ruleId));
    expect([...warnings].sort()).toEqual([
      'info-license',
      'operation-2xx-response',
      'operation-4xx-response',
    ]);
  });

  it('is what apps/web/src/generated/api-schema.d.ts was generated from: `npm run api:types` is up to date', async () => {
    expect(await apiTypes(document)).toBe(fs.readFileSync(paths.apiTypes, 'utf8'));
  });
});
