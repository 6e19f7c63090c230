import { ActivityListSchema, ActivityQuerySchema, OverviewSchema } from '@ironvolt/shared/admin';
import { TOTAL_COUNT_HEADER } from '@ironvolt/shared/catalog';
import { ErrorResponseSchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../lib/route-schemas.ts';
import { getActivity, getOverview } from './admin-service.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'getOverview',
        summary: 'Revenue per day (30 days), orders by status, top products, products running low',
        security: bearerAuth,
        response: { 200: OverviewSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async () => getOverview(app.db),
  );
  app.get(
    '/admin/activity',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'getActivity',
        summary:
          'The audit trail of admin actions, newest first, 50 a page, of one actor (email or id) and/or action (the total is in X-Total-Count)',
        security: bearerAuth,
        querystring: ActivityQuerySchema,
        response: {
          200: ActivityListSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { entries, total } = await getActivity(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return entries;
    },
  );
};
