import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { multipartFile } from '../../../test/multipart.ts';

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

  it('re-encodes a real PNG and JPEG to WebP at most 1600 px, strips metadata, makes a thumbnail, and serves them immutably', async () => {
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
    }
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
});
