import etag from '@fastify/etag';
import { ErrorResponseSchema, InsertedSchema } from '@ironvolt/shared/http';
import { AddReviewBodySchema, ReviewListQuerySchema, ReviewListSchema } from '@ironvolt/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, noAuth } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { addReview, getReviews } from './reviews-service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(etag);

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'getReviews',
        security: noAuth,
        summary: "The newest reviews, each with its author's name and photo",
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      app.readCache.serve(request, reply, 'reviews', ReviewListSchema, async () => ({
        body: await getReviews(app.db, request.query.limit),
      })),
  );

  app.post(
    '/addReview',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        operationId: 'addReview',
        summary: 'Review the shop as the signed-in user (rating "1" to "5" and text)',
        security: bearerAuth,
        body: AddReviewBodySchema,
        response: { 201: InsertedSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const insertedId = await addReview(app.db, currentUser(request), {
        rating: request.body.review,
        text: request.body.detaisReview,
      });
      return reply.status(201).send({ acknowledged: true as const, insertedId });
    },
  );
};
