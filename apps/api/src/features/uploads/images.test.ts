import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, databaseKinds, type TestApp } from '../../../test/helper.ts';
import { storeImage } from './uploads-service.ts';

const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><title>t</title></svg>',
);

describe.each(databaseKinds)('stored images on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the bytes with a long immutable cache, an ETag, and 304 when it matches', async () => {
    const url = await storeImage(t.app.db, { contentType: 'image/svg+xml', bytes: svg });
    expect(url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.rawPayload.equals(Buffer.from(svg))).toBe(true);
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 JSON for an unknown or malformed image id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/images/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Image not found' });
    }
  });
});
