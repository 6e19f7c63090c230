import { ErrorResponseSchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadImage } from './uploads-service.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (never changes once stored)',
        params: z.object({ id: z.string() }),
        querystring: z.object({ size: z.enum(['full', 'thumb']).default('full') }),
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
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send(null);
      return reply.type(image.contentType).send(Buffer.from(image.bytes));
    },
  );
};
