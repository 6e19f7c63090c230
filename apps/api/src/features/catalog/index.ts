import { ProductIdParamsSchema, ProductListSchema, ProductSchema } from '@ironvolt/shared/catalog';
import { ErrorResponseSchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProduct, getProducts, getRecentProducts } from './catalog-service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All products, newest first',
        response: { 200: ProductListSchema },
      },
    },
    async () => getProducts(app.db),
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
