import { PublicConfigSchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noAuth } from '../../lib/route-schemas.ts';

/** GET /api/config: the settings the browser needs at run time (shown name, address, careers address, tax rate). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = {
    shopName: app.config.shopName,
    publicUrl: app.config.publicUrl,
    careersEmail: app.config.careersEmail,
    taxRatePercent: app.config.tax.rateBasisPoints / 100,
  };
  app.get(
    '/config',
    {
      schema: {
        tags: ['site'],
        operationId: 'getConfig',
        security: noAuth,
        summary: 'Public store settings',
        response: { 200: PublicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return body;
    },
  );
};
