import { z } from './zod.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FIELD = 'image';
export const uploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const uploadMessages = {
  wrongType: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  tooBig: 'The image is too big: at most 5 MB',
  empty: 'The file is empty',
  broken: 'The image could not be read: the file may be damaged',
  tooManyPixels: 'The image has too many pixels',
  noFile: `Send the image as a multipart form field named "${UPLOAD_FIELD}"`,
  tooMany: 'Too many uploads. Please wait a few minutes and try again.',
} as const;

/** SPEC's image-host answer, kept: a success flag and data.url. */
export const UploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
