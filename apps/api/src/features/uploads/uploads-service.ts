import { catalogMessages } from '@ironvolt/shared/catalog';
import {
  CUSTOMER_IMAGE_QUOTA,
  imageUrl,
  UPLOAD_MAX_BYTES,
  uploadMessages,
  uploadTypes,
} from '@ironvolt/shared/uploads';
import type { Database } from '../../db/client.ts';
import { strongEtag } from '../../lib/etag.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { countImagesOf, findImage, insertImage, lockUploadsOf, sweepImages } from './uploads-repository.ts';

export interface StoredImage {
  contentType: string;
  bytes: Uint8Array;
  etag: string;
}

/** Who uploads: their id, and whether the customers' quota applies (admins upload the catalog's pictures). */
export interface Uploader {
  id: string;
  quota: boolean;
}

/** How long an image named by no product or user is kept, and how often the sweep looks. */
export const UNUSED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;
export const IMAGE_SWEEP_INTERVAL_SECONDS = 60 * 60;

const quotaReached = () => new HttpError(429, uploadMessages.quotaReached);

/**
 * Stores already-validated image bytes and returns the URL that serves them. A customer's upload is counted
 * against CUSTOMER_IMAGE_QUOTA under a lock of their own, so uploads sent at once cannot all pass the count.
 */
export async function storeImage(
  db: Database,
  image: {
    contentType: string;
    bytes: Uint8Array;
    thumbnail?: Uint8Array;
    medium?: Uint8Array;
    width?: number;
    height?: number;
  },
  uploader?: Uploader,
): Promise<string> {
  const row = { ...image, etag: strongEtag(image.bytes), uploadedBy: uploader?.id ?? null };
  if (!uploader?.quota) return imageUrl(await insertImage(db, row));
  const id = await db.transaction(async (tx) => {
    await lockUploadsOf(tx, uploader.id);
    if ((await countImagesOf(tx, uploader.id)) >= CUSTOMER_IMAGE_QUOTA) throw quotaReached();
    return insertImage(tx, row);
  });
  return imageUrl(id);
}

/** 429 when a customer already holds their quota of images: checked before the work of decoding an upload. */
export async function assertUploadAllowed(db: Database, uploader: Uploader): Promise<void> {
  if (uploader.quota && (await countImagesOf(db, uploader.id)) >= CUSTOMER_IMAGE_QUOTA) throw quotaReached();
}

/** Deletes the images no product or user has named for UNUSED_IMAGE_TTL_MS; returns how many. */
export const sweepUnusedImages = (db: Database, now = new Date()): Promise<number> =>
  sweepImages(db, now, new Date(now.getTime() - UNUSED_IMAGE_TTL_MS));

export const imageSizes = ['full', 'medium', 'thumb'] as const;
export type ImageSize = (typeof imageSizes)[number];

/**
 * The image behind an id: full size, its 800 px copy or its 400 px thumbnail when they were made (images uploaded
 * before the 800 px copy existed, and the seed's SVGs, answer the full image); 404 when there is none.
 */
export async function loadImage(db: Database, id: string, size: ImageSize): Promise<StoredImage> {
  const row = isUuid(id) ? await findImage(db, id, size) : undefined;
  if (!row) throw notFound(catalogMessages.imageNotFound);
  const copy = size === 'full' ? undefined : row.copy;
  return {
    contentType: row.contentType,
    bytes: copy ?? row.bytes,
    etag: copy ? `${row.etag.slice(0, -1)}-${size === 'thumb' ? 't' : 'm'}"` : row.etag,
  };
}

const LONG_SIDE = 1600;
const MEDIUM_SIDE = 800;
const THUMB_SIDE = 400;
// A small file can still decode to a huge bitmap: refuse anything above 50 megapixels before decoding it.
const MAX_PIXELS = 50_000_000;

/**
 * Accepts an upload whose bytes are a JPEG, PNG, WebP or GIF (whatever its name or declared type says),
 * re-encodes it to WebP at most 1600 px on its long side, plus an 800 px copy and a 400 px thumbnail for `srcset`,
 * without its metadata, and stores the three. 415 for other types, 413 over 5 MB, 422 for empty or unreadable files.
 */
export async function acceptUpload(db: Database, bytes: Buffer, uploader: Uploader): Promise<string> {
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
    const medium = await source()
      .resize({ width: MEDIUM_SIDE, height: MEDIUM_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const thumbnail = await source()
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return await storeImage(
      db,
      {
        contentType: 'image/webp',
        bytes: new Uint8Array(full.data),
        thumbnail: new Uint8Array(thumbnail),
        medium: new Uint8Array(medium),
        width: full.info.width,
        height: full.info.height,
      },
      uploader,
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = (error as Error).message ?? '';
    if (/pixel limit/i.test(message)) throw new HttpError(422, uploadMessages.tooManyPixels);
    throw new HttpError(422, uploadMessages.broken);
  }
}
