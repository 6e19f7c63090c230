import etag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogAdminRoutes } from './admin-routes.ts';
import { catalogCsvRoutes } from './csv/csv-routes.ts';
import { catalogStoreRoutes } from './store-routes.ts';

/**
 * The catalog, by audience: the storefront's reads (store-routes.ts), the admins' products and categories
 * (admin-routes.ts) and the CSV export and import (csv/). Its search engine is in search/, the tool pages the
 * server writes outside /api in tool-pages/.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Catalog answers carry an ETag; a client that sends it back gets 304 with no body.
  await app.register(etag);
  await app.register(catalogStoreRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(catalogCsvRoutes);
};
