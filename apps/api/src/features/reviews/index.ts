import etag from '@fastify/etag';
import { ProductIdParamsSchema } from '@ironvolt/shared/catalog';
import { ErrorResponseSchema, InsertedSchema } from '@ironvolt/shared/http';
import {
  AddReviewBodySchema,
  MyToolReviewsSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ToolReviewBodySchema,
  ToolReviewPageSchema,
  ToolReviewsQuerySchema,
} from '@ironvolt/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, noAuth, refusals } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  addReview,
  addToolReview,
  getReviews,
  getToolReviews,
  getToolsReviewedBy,
} from './reviews-service.ts';

/** Tool reviews one buyer may send an hour: far above what a buyer writes, a stop for a script. */
const TOOL_REVIEWS_PER_HOUR = 30;

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

  const toolReviewsPerBuyer = app.limiter({
    name: 'tool-review',
    key: (request) => currentUser(request).id,
    max: TOOL_REVIEWS_PER_HOUR,
    timeWindow: 60 * 60_000,
    message: `You can send at most ${TOOL_REVIEWS_PER_HOUR} reviews an hour: try again later`,
  });

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'getToolReviews',
        security: noAuth,
        summary: "A page of a tool's reviews, newest first, with the average rating and count of all of them",
        params: ProductIdParamsSchema,
        querystring: ToolReviewsQuerySchema,
        response: { 200: ToolReviewPageSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      app.readCache.serve(request, reply, 'reviews', ToolReviewPageSchema, async () => ({
        body: await getToolReviews(app.db, request.params.id, request.query.page),
      })),
  );

  app.post(
    '/products/:id/reviews',
    {
      preHandler: [app.requireUser, toolReviewsPerBuyer],
      schema: {
        tags: ['reviews'],
        operationId: 'addToolReview',
        summary:
          'Rates and reviews a tool as the signed-in buyer: once per tool, and only once an order of theirs holding it was delivered',
        security: bearerAuth,
        params: ProductIdParamsSchema,
        body: ToolReviewBodySchema,
        response: { 201: InsertedSchema, ...refusals(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const insertedId = await addToolReview(app.db, currentUser(request), request.params.id, request.body);
      return reply.status(201).send({ acknowledged: true as const, insertedId });
    },
  );

  app.get(
    '/my/tool-reviews',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        operationId: 'getMyToolReviews',
        summary: 'The tools the signed-in buyer has reviewed',
        security: bearerAuth,
        response: { 200: MyToolReviewsSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ productIds: await getToolsReviewedBy(app.db, currentUser(request)) }),
  );
};
