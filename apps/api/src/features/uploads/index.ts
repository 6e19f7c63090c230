import multipart from '@fastify/multipart';
import { ErrorResponseSchema } from '@ironvolt/shared/http';
import {
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UploadResponseSchema,
  uploadMessages,
} from '@ironvolt/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressKey } from '../../lib/client-address.ts';
import { ifNoneMatch } from '../../lib/etag.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { bearerAuth, noAuth } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  acceptUpload,
  assertUploadAllowed,
  IMAGE_SWEEP_INTERVAL_SECONDS,
  imageSizes,
  loadImage,
  sweepUnusedImages,
  type Uploader,
} from './uploads-service.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.get(
    '/images/:id',
    {
      schema: {
        tags: ['uploads'],
        operationId: 'getImage',
        security: noAuth,
        summary:
          'An uploaded image (never changes once stored); ?size=medium for its 800 px copy and ?size=thumb for the 400 px thumbnail (the full image where none was made)',
        params: z.object({ id: z.string() }),
        querystring: z.object({
          size: z.enum(imageSizes, { error: `size must be one of ${imageSizes.join(', ')}` }).default('full'),
        }),
        response: { 200: z.unknown().describe('The image bytes'), 304: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const image = await loadImage(app.db, request.params.id, request.query.size);
      reply.header('cache-control', IMMUTABLE).header('etag', image.etag);
      // An SVG is a document: it must never run script or reach out, even when opened directly.
      if (image.contentType === 'image/svg+xml') {
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      }
      if (ifNoneMatch(request.headers['if-none-match'], image.etag)) return reply.status(304).send(null);
      return reply.type(image.contentType).send(Buffer.from(image.bytes));
    },
  );

  const perUser = app.limiter({
    name: 'upload',
    key: (request) => request.user?.id ?? addressKey(request.ip),
    max: (request) => app.config.uploadRateLimit * (request.user?.role === 'admin' ? 10 : 1),
    timeWindow: 60 * 60_000,
    message: uploadMessages.tooMany,
  });

  app.post(
    '/upload',
    {
      preHandler: [app.requireUser, perUser],
      schema: {
        tags: ['uploads'],
        operationId: 'uploadImage',
        summary:
          'Upload an image (multipart field "image"): product photos for admins, profile photos for everyone (customers hold at most 10 images; unused ones are deleted a day later)',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: {
          201: UploadResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, uploadMessages.noFile);
      const user = currentUser(request);
      const uploader: Uploader = { id: user.id, quota: user.role !== 'admin' };
      await assertUploadAllowed(app.db, uploader);
      let bytes: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== UPLOAD_FIELD || bytes) {
          part.file.resume();
          continue;
        }
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, uploadMessages.tooBig);
          throw error;
        }
      }
      if (!bytes) throw new HttpError(400, uploadMessages.noFile, UPLOAD_FIELD);
      const url = await acceptUpload(app.db, bytes, uploader);
      return reply.status(201).send({ success: true as const, data: { url } });
    },
  );

  // Uploads that no product or profile came to name (and photos replaced since) are deleted a day later; every
  // instance sweeps, and each statement is one the others may repeat.
  app.sweepEvery(IMAGE_SWEEP_INTERVAL_SECONDS, 'sweeping unused images', async () => {
    const deleted = await sweepUnusedImages(app.db);
    if (deleted > 0) app.log.info({ deleted }, 'deleted images no product or user has named for a day');
    return deleted;
  });
};
