import { AddProductBodySchema, UpdateProductBodySchema } from '@ironvolt/shared/admin';
import {
  AddCategoryBodySchema,
  CategoryDeletedSchema,
  CategoryListSchema,
  CategoryOrderBodySchema,
  CategorySchema,
  CategorySlugParamsSchema,
  DeleteCategoryQuerySchema,
  ProductIdParamsSchema,
  ProductSchema,
} from '@ironvolt/shared/catalog';
import { DeletedSchema, InsertedSchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/app/auth.ts';
import { addProduct, deleteProduct, editProduct } from './catalog-service.ts';
import { addCategory, deleteCategory, renameCategory, reorderCategories } from './categories.ts';

/** The admins' catalog: add, edit and delete a product, and the categories. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
        summary:
          "Change a product's name (its slug follows; the old one redirects), model, description, images, specifications, price, stock, minimum order, volume prices or category",
        security: bearerAuth,
        params: ProductIdParamsSchema,
        body: UpdateProductBodySchema,
        response: { 200: ProductSchema, ...adminRefusals },
      },
    },
    async (request) => {
      return editProduct(app.db, actorOf(request), request.params.id, request.body, app.images.isOwnUrl);
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

  await app.register(categoryAdminRoutes);
};

/** The admin's management of categories: add, rename, reorder, delete (moving their tools first). */
const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const refused = refusals(400, 401, 403, 404, 409, 422);

  app.post(
    '/categories',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalog'],
        operationId: 'addCategory',
        summary: 'Add a category after the others (its slug comes from its name)',
        security: bearerAuth,
        body: AddCategoryBodySchema,
        response: { 201: CategorySchema, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCategory(app.db, actorOf(request), request.body.name)),
  );

  app.patch(
    '/categories/:slug',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalog'],
        operationId: 'renameCategory',
        summary: 'Rename a category (its slug stays)',
        security: bearerAuth,
        params: CategorySlugParamsSchema,
        body: AddCategoryBodySchema,
        response: { 200: CategorySchema, ...refused },
      },
    },
    async (request) => renameCategory(app.db, actorOf(request), request.params.slug, request.body.name),
  );

  app.put(
    '/categories/order',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalog'],
        operationId: 'reorderCategories',
        summary: 'Put the categories in this order (every slug once)',
        security: bearerAuth,
        body: CategoryOrderBodySchema,
        response: { 200: CategoryListSchema, ...refused },
      },
    },
    async (request) => reorderCategories(app.db, actorOf(request), request.body.slugs),
  );

  app.delete(
    '/categories/:slug',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalog'],
        operationId: 'deleteCategory',
        summary:
          'Delete a category; one that holds tools needs moveTo, the category they are moved to in the same transaction',
        security: bearerAuth,
        params: CategorySlugParamsSchema,
        querystring: DeleteCategoryQuerySchema,
        response: { 200: CategoryDeletedSchema, ...refused },
      },
    },
    async (request) => {
      const { moved } = await deleteCategory(
        app.db,
        actorOf(request),
        request.params.slug,
        request.query.moveTo,
      );
      return { acknowledged: true as const, deletedCount: 1 as const, moved };
    },
  );
};
