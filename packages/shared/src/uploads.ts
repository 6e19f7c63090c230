import { z } from './zod.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FIELD = 'image';
export const uploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/**
 * Images a customer may hold at once (a profile photo needs one); an upload no product or user names is deleted
 * a day after, which frees its place. Admins, who upload the catalog's pictures, have no such quota.
 */
export const CUSTOMER_IMAGE_QUOTA = 10;

/** Where a stored image is served: products and profiles name images by this URL. */
export const IMAGE_PATH_PREFIX = '/api/images/';
export const imageUrl = (id: string) => `${IMAGE_PATH_PREFIX}${id}`;

export const uploadMessages = {
  wrongType: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  tooBig: 'The image is too big: at most 5 MB',
  empty: 'The file is empty',
  broken: 'The image could not be read: the file may be damaged',
  tooManyPixels: 'The image has too many pixels',
  noFile: `Send the image as a multipart form field named "${UPLOAD_FIELD}"`,
  tooMany: 'Too many uploads. Please wait a few minutes and try again.',
  quotaReached: `You already have ${CUSTOMER_IMAGE_QUOTA} uploaded images. Those not used as your photo are deleted a day after their upload; please try again then.`,
} as const;

/** SPEC's image-host answer, kept: a success flag and data.url. */
export const UploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
