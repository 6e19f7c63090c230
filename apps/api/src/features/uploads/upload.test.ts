import { uploadMessages } from '@ironvolt/shared/uploads';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { users } from '../../db/schema/index.ts';
import { storeImage, sweepUnusedImages } from './uploads-service.ts';

const HOUR = 3_600_000;

const picture = (format: 'png' | 'jpeg', width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 58, b: 138 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="600" cy="600" r="400" fill="#facc15"/></svg>`,
        ),
      },
    ])
    [format]()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toBuffer();

describe.each(databaseKinds)('uploads on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let png: Buffer;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
    customer = await signIn(t.app, 'customer');
    [png, jpeg] = await Promise.all([picture('png'), picture('jpeg')]);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (
    who: SignedIn | undefined,
    filename: string,
    type: string,
    bytes: Buffer,
    field = 'image',
  ) => {
    const body = multipartFile(field, filename, type, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(who?.headers ?? {}) },
    });
  };

  it('re-encodes a real PNG and JPEG to WebP at most 1600 px, strips metadata, makes an 800 px copy and a thumbnail, and serves them immutably', async () => {
    for (const [name, type, bytes] of [
      ['drill.png', 'image/png', png],
      ['drill.jpg', 'image/jpeg', jpeg],
    ] as const) {
      const res = await upload(admin, name, type, bytes);
      expect(res.statusCode, name).toBe(201);
      const { success, data } = res.json();
      expect(success).toBe(true);
      expect(data.url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

      const image = await t.app.inject({ method: 'GET', url: data.url });
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers.etag).toBeTruthy();
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([1600, 800]);
      expect(meta.exif).toBeUndefined();
      expect(image.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);

      const thumb = await t.app.inject({ method: 'GET', url: `${data.url}?size=thumb` });
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
      const medium = await t.app.inject({ method: 'GET', url: `${data.url}?size=medium` });
      expect(medium.headers['content-type']).toBe('image/webp');
      expect(medium.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(medium.rawPayload).metadata()).width).toBe(800);
      // Each size has an ETag of its own, so a cache never answers one size with another.
      expect(new Set([image.headers.etag, thumb.headers.etag, medium.headers.etag]).size).toBe(3);
    }
  });

  it('answers the full image for ?size=medium of an image stored before 800 px copies were made, and 400 for an unknown size', async () => {
    const url = await storeImage(t.app.db, { contentType: 'image/svg+xml', bytes: Buffer.from('<svg/>') });
    const full = await t.app.inject({ method: 'GET', url });
    const medium = await t.app.inject({ method: 'GET', url: `${url}?size=medium` });
    expect(medium.statusCode).toBe(200);
    expect(medium.rawPayload.equals(full.rawPayload)).toBe(true);
    expect(medium.headers.etag).toBe(full.headers.etag);
    const odd = await t.app.inject({ method: 'GET', url: `${url}?size=huge` });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('size must be one of full, medium, thumb');
  });

  it('trusts the bytes, not the name or the declared type', async () => {
    expect((await upload(admin, 'setup.exe', 'application/octet-stream', jpeg)).statusCode).toBe(201);
    expect((await upload(admin, 'photo.jpg', 'image/jpeg', png)).statusCode).toBe(201);
    const text = await upload(
      admin,
      'notes.png',
      'image/png',
      Buffer.from('just some text, not an image at all'),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    expect((await upload(admin, 'logo.svg', 'image/svg+xml', svg)).statusCode).toBe(415);
    expect((await upload(admin, 'logo.png', 'image/png', svg)).statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413, an empty one and a broken one with 422', async () => {
    const big = Buffer.concat([png.subarray(0, 16), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const tooBig = await upload(admin, 'huge.png', 'image/png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The image is too big: at most 5 MB');

    const empty = await upload(admin, 'empty.png', 'image/png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('The file is empty');

    const truncated = await upload(
      admin,
      'cut.jpg',
      'image/jpeg',
      jpeg.subarray(0, Math.floor(jpeg.length / 3)),
    );
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().message).toBe('The image could not be read: the file may be damaged');
  });

  it('asks for a signed-in user and the "image" field', async () => {
    expect((await upload(undefined, 'a.png', 'image/png', png)).statusCode).toBe(401);
    expect((await upload(customer, 'me.png', 'image/png', png)).statusCode).toBe(201);
    const wrongField = await upload(admin, 'a.png', 'image/png', png, 'photo');
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: admin.headers,
      payload: { image: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('holds a customer to 10 stored images, even sent at once; admins keep uploading', async () => {
    const small = await picture('png', 40, 40);
    const someone = await signIn(t.app, 'customer');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => upload(someone, 'me.png', 'image/png', small)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(refused[0]?.json().message).toBe(
      'You already have 10 uploaded images. Those not used as your photo are deleted a day after their upload; please try again then.',
    );

    const boss = await signIn(t.app, 'admin');
    for (let i = 0; i < 11; i++)
      expect((await upload(boss, 'p.png', 'image/png', small)).statusCode, `admin upload ${i + 1}`).toBe(201);

    // A day after, the uploads nothing came to name are gone and free their places; the photo stays.
    const photo = results.find((r) => r.statusCode === 201)?.json().data.url as string;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/updateUser/${someone.user.id}`,
      headers: someone.headers,
      payload: { name: 'With Photo', image: photo },
    });
    expect(saved.statusCode).toBe(200);
    const now = new Date();
    await sweepUnusedImages(t.app.db, now);
    await sweepUnusedImages(t.app.db, new Date(now.getTime() + 25 * HOUR));
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    expect((await upload(someone, 'me.png', 'image/png', small)).statusCode).toBe(201);
  });

  it('sweeps away images no product or user has named for 24 hours, and only those', async () => {
    const stored = () => storeImage(t.app.db, { contentType: 'image/png', bytes: new Uint8Array([1]) });
    const [forProduct, forDeletedProduct, oldPhoto, newPhoto, unused, inGallery] = await Promise.all(
      Array.from({ length: 6 }, stored),
    );
    // A gallery's later images are named by the product as much as its main image.
    await createProduct(t.app.db, { image: forProduct ?? '', images: [forProduct ?? '', inGallery ?? ''] });
    await createProduct(t.app.db, { image: forDeletedProduct, deletedAt: new Date() });
    const { user, headers } = await signIn(t.app, 'customer');
    await t.app.db.update(users).set({ image: oldPhoto }).where(eq(users.id, user.id));
    const exists = async (url: string | undefined) =>
      (await t.app.inject({ method: 'GET', url: url ?? '' })).statusCode === 200;
    const start = new Date();
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

    await sweepUnusedImages(t.app.db, at(0)); // notes newPhoto and unused as unnamed
    // The user picks the new photo: it is named again, and the old one is unnamed from the next sweep on.
    const picked = await t.app.inject({
      method: 'PUT',
      url: `/api/updateUser/${user.id}`,
      headers,
      payload: { name: 'New Photo', image: newPhoto },
    });
    expect(picked.statusCode).toBe(200);
    await sweepUnusedImages(t.app.db, at(1));

    await sweepUnusedImages(t.app.db, at(23));
    expect(await exists(unused)).toBe(true); // not a day yet
    expect(await sweepUnusedImages(t.app.db, at(24.5))).toBeGreaterThanOrEqual(1);
    expect(await exists(unused)).toBe(false);
    expect(await exists(oldPhoto)).toBe(true); // unnamed since hour 1 only
    for (const kept of [forProduct, inGallery, forDeletedProduct, newPhoto])
      expect(await exists(kept), kept).toBe(true);

    expect(await sweepUnusedImages(t.app.db, at(25.5))).toBeGreaterThanOrEqual(1);
    expect(await exists(oldPhoto)).toBe(false);
    // orders still show a deleted product, so its image stays with the rest that are named
    for (const kept of [forProduct, inGallery, forDeletedProduct, newPhoto])
      expect(await exists(kept), kept).toBe(true);
  });

  it('keeps an image that a product is being saved with while the sweep runs', async () => {
    const url = await storeImage(t.app.db, { contentType: 'image/png', bytes: new Uint8Array([2]) });
    const start = new Date();
    await sweepUnusedImages(t.app.db, start); // unnamed since now
    // A day later an admin adds a product with it: the check of the URL comes first, the product's row after,
    // and a sweep may run in between.
    expect(await t.app.images.isOwnUrl(url)).toBe(true);
    await sweepUnusedImages(t.app.db, new Date(start.getTime() + 25 * HOUR));
    await createProduct(t.app.db, { image: url });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('the upload limit per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build('pglite', { config: { uploadRateLimit: 3 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (who: SignedIn) => {
    const body = multipartFile('image', 'p.png', 'image/png', await picture('png', 40, 40));
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...who.headers },
    });
  };

  it('refuses a customer the upload past UPLOAD_RATE_LIMIT in the hour with 429 and Retry-After; an admin may upload ten times as many', async () => {
    const customer = await signIn(t.app, 'customer');
    for (let i = 0; i < 3; i++) expect((await upload(customer)).statusCode, `upload ${i + 1}`).toBe(201);
    const refused = await upload(customer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(uploadMessages.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account's uploads are counted apart.
    expect((await upload(await signIn(t.app, 'customer'))).statusCode).toBe(201);

    const admin = await signIn(t.app, 'admin');
    for (let i = 0; i < 30; i++) expect((await upload(admin)).statusCode, `admin upload ${i + 1}`).toBe(201);
    expect((await upload(admin)).statusCode).toBe(429);
  });
});
