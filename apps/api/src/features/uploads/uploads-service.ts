import { createHash } from 'node:crypto';
import { catalogMessages } from '@ironvolt/shared/catalog';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { findImage, insertImage } from './uploads-repository.ts';

export const IMAGE_PATH_PREFIX = '/api/images/';
export const imageUrl = (id: string) => `${IMAGE_PATH_PREFIX}${id}`;

export interface StoredImage {
  contentType: string;
  bytes: Uint8Array;
  etag: string;
}

/** Stores already-validated image bytes and returns the URL that serves them. */
export async function storeImage(
  db: Database,
  image: { contentType: string; bytes: Uint8Array; width?: number; height?: number },
): Promise<string> {
  const etag = `"${createHash('sha256').update(image.bytes).digest('base64url').slice(0, 27)}"`;
  const id = await insertImage(db, { ...image, etag });
  return imageUrl(id);
}

/** The image behind an id, full size or its thumbnail when one was made; 404 when there is none. */
export async function loadImage(db: Database, id: string, size: 'full' | 'thumb'): Promise<StoredImage> {
  const row = isUuid(id) ? await findImage(db, id) : undefined;
  if (!row) throw notFound(catalogMessages.imageNotFound);
  const thumb = size === 'thumb' && row.thumbnail ? row.thumbnail : undefined;
  return {
    contentType: row.contentType,
    bytes: thumb ?? row.bytes,
    etag: thumb ? `${row.etag.slice(0, -1)}-t"` : row.etag,
  };
}
