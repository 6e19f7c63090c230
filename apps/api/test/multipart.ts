import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A multipart/form-data body with one file part, as a browser's form would send it. */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----ironvolt${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a small PNG as `headers`' user (an admin, for a product image); answers the image's URL. */
export async function uploadTestImage(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#444' } })
    .png()
    .toBuffer();
  const body = multipartFile('image', 'p.png', 'image/png', png);
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  return res.json().data.url;
}
