import etag from '@fastify/etag';
import {
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  TOTAL_COUNT_HEADER,
} from '@ironvolt/shared/catalog';
import { ErrorResponseSchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProduct, getProducts, getRecentProducts } from './catalog-service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Catalog answers carry an ETag; a client that sends it back gets 304 with no body.
  await app.register(etag);

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products: search in name and model, sort, and page (the total is in X-Total-Count)',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { products, total } = await getProducts(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return products;
    },
  );

  app.get(
    '/recentProducts',
    { schema: { tags: ['catalog'], summary: 'The newest products', response: { 200: ProductListSchema } } },
    async () => getRecentProducts(app.db),
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: ProductIdParamsSchema,
        response: { 200: ProductSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getProduct(app.db, request.params.id),
  );
};
