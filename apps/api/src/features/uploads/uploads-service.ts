import { catalogMessages } from '@ironvolt/shared/catalog';
import { UPLOAD_MAX_BYTES, uploadMessages, uploadTypes } from '@ironvolt/shared/uploads';
import type { Database } from '../../db/client.ts';
import { strongEtag } from '../../lib/etag.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
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
  image: { contentType: string; bytes: Uint8Array; thumbnail?: Uint8Array; width?: number; height?: number },
): Promise<string> {
  const id = await insertImage(db, { ...image, etag: strongEtag(image.bytes) });
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

const LONG_SIDE = 1600;
const THUMB_SIDE = 400;
// A small file can still decode to a huge bitmap: refuse anything above 50 megapixels before decoding it.
const MAX_PIXELS = 50_000_000;

/** True when `url` names an image stored by our upload service. */
export async function isOwnImageUrl(db: Database, url: string): Promise<boolean> {
  if (!url.startsWith(IMAGE_PATH_PREFIX)) return false;
  const id = url.slice(IMAGE_PATH_PREFIX.length);
  return isUuid(id) && (await findImage(db, id)) !== undefined;
}

/**
 * Accepts an upload whose bytes are a JPEG, PNG, WebP or GIF (whatever its name or declared type says),
 * re-encodes it to WebP at most 1600 px on its long side plus a 400 px thumbnail, without its metadata, and
 * stores both. 415 for other types, 413 over 5 MB, 422 for empty or unreadable files.
 */
export async function acceptUpload(db: Database, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new HttpError(422, uploadMessages.empty);
  if (bytes.length > UPLOAD_MAX_BYTES) throw new HttpError(413, uploadMessages.tooBig);
  // Loaded on the first upload, not at start: file-type, and sharp with libvips, add megabytes to the process
  // that most servers never use (ADR 017). A file of the wrong type is refused before sharp is loaded.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(uploadTypes as readonly string[]).includes(detected.mime))
    throw new HttpError(415, uploadMessages.wrongType);
  const { default: sharp } = await import('sharp');
  try {
    const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const full = await source()
      .resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await source()
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return await storeImage(db, {
      contentType: 'image/webp',
      bytes: new Uint8Array(full.data),
      thumbnail: new Uint8Array(thumbnail),
      width: full.info.width,
      height: full.info.height,
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = (error as Error).message ?? '';
    if (/pixel limit/i.test(message)) throw new HttpError(422, uploadMessages.tooManyPixels);
    throw new HttpError(422, uploadMessages.broken);
  }
}
