import { OverviewSchema } from '@ironvolt/shared/admin';
import { ErrorResponseSchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth } from '../../lib/route-schemas.ts';
import { getOverview } from './admin-service.ts';

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
};
