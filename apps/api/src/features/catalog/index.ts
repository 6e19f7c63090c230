import etag from '@fastify/etag';
import { AddProductBodySchema, UpdateProductBodySchema } from '@ironvolt/shared/admin';
import {
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  TOTAL_COUNT_HEADER,
} from '@ironvolt/shared/catalog';
import { DeletedSchema, ErrorResponseSchema, InsertedSchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, noAuth, refusals } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/app/auth.ts';
import {
  addProduct,
  deleteProduct,
  editProduct,
  getProduct,
  getProducts,
  getRecentProducts,
  productRecords,
} from './catalog-service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Catalog answers carry an ETag; a client that sends it back gets 304 with no body.
  await app.register(etag);
  // Products by id, from which search answers and product pages are built (catalog-service.ts).
  const knownProducts = app.readCache.records('catalog', productRecords);

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getProducts',
        security: noAuth,
        summary: 'Products: search in name and model, sort, and page (the total is in X-Total-Count)',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      app.readCache.serve(request, reply, 'catalog', ProductListSchema, async () => {
        const { products, total, readAt } = await getProducts(app.db, request.query, knownProducts);
        return { body: products, headers: { [TOTAL_COUNT_HEADER]: String(total) }, readAt };
      }),
  );

  app.get(
    '/recentProducts',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getRecentProducts',
        security: noAuth,
        summary: 'The newest products',
        response: { 200: ProductListSchema },
      },
    },
    async (request, reply) =>
      app.readCache.serve(request, reply, 'catalog', ProductListSchema, async () => ({
        body: await getRecentProducts(app.db),
      })),
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getProduct',
        security: noAuth,
        summary: 'One product',
        params: ProductIdParamsSchema,
        response: { 200: ProductSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      app.readCache.serve(request, reply, 'catalog', ProductSchema, async () => {
        const { product, readAt } = await getProduct(app.db, request.params.id, knownProducts);
        return { body: product, readAt };
      }),
  );

  const adminOnly = {
    preHandler: app.requireAdmin,
  };
  const adminRefusals = refusals(400, 401, 403, 404, 422);

  app.post(
    '/addProduct',
    {
      ...adminOnly,
      schema: {
        tags: ['catalog'],
        operationId: 'addProduct',
        summary: 'Add a product (its image uploaded first to /upload)',
        security: bearerAuth,
        body: AddProductBodySchema,
        response: { 201: InsertedSchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const insertedId = await addProduct(app.db, actorOf(request), request.body, app.images.isOwnUrl);
      return reply.status(201).send({ acknowledged: true as const, insertedId });
    },
  );

  app.patch(
    '/product/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['catalog'],
        operationId: 'updateProduct',
        summary: "Change a product's price, stock or minimum order",
        security: bearerAuth,
        params: ProductIdParamsSchema,
        body: UpdateProductBodySchema,
        response: { 200: ProductSchema, ...adminRefusals },
      },
    },
    async (request) => {
      return editProduct(app.db, actorOf(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/product/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['catalog'],
        operationId: 'deleteProduct',
        summary: 'Delete a product from the catalog (its orders keep their snapshot)',
        security: bearerAuth,
        params: ProductIdParamsSchema,
        response: { 200: DeletedSchema, ...adminRefusals },
      },
    },
    async (request) => {
      await deleteProduct(app.db, actorOf(request), request.params.id);
      return { acknowledged: true as const, deletedCount: 1 as const };
    },
  );
};
