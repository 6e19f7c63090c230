import etag from '@fastify/etag';
import {
  AddProductBodySchema,
  CATALOG_CSV_MAX_BYTES,
  CatalogImportReplySchema,
  catalogCsvMessages,
  UpdateProductBodySchema,
} from '@ironvolt/shared/admin';
import {
  AddCategoryBodySchema,
  CategoryDeletedSchema,
  CategoryListSchema,
  CategoryOrderBodySchema,
  CategorySchema,
  CategorySlugParamsSchema,
  catalogMessages,
  DeleteCategoryQuerySchema,
  ProductFacetsQuerySchema,
  ProductFacetsSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  SUGGESTIONS_MAX,
  SuggestionListSchema,
  SuggestionsQuerySchema,
  TOTAL_COUNT_HEADER,
  ToolPageSchema,
  ToolSlugParamsSchema,
  toolPagePath,
} from '@ironvolt/shared/catalog';
import { DeletedSchema, ErrorResponseSchema, InsertedSchema } from '@ironvolt/shared/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressKey } from '../../lib/client-address.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { bearerAuth, noAuth, refusals } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/app/auth.ts';
import { applyCatalogImport, catalogCsv, previewCatalogImport } from './catalog-csv.ts';
import {
  addProduct,
  deleteProduct,
  editProduct,
  findToolPage,
  getFacets,
  getProductJson,
  getProducts,
  getRecentProducts,
  getSuggestions,
} from './catalog-service.ts';
import {
  addCategory,
  deleteCategory,
  listCategories,
  renameCategory,
  reorderCategories,
} from './categories.ts';

/** A tool asked for by an address it no longer has: answered with a redirect to `slug`. */
class ToolMoved extends Error {
  constructor(readonly slug: string) {
    super(`the tool is now at ${slug}`);
  }
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Catalog answers carry an ETag; a client that sends it back gets 304 with no body.
  await app.register(etag);
  // What search, filters, facets and product pages read, in memory and kept current (ADR 041, ADR 042).
  const catalog = app.liveCatalog;

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getProducts',
        security: noAuth,
        summary:
          'Products: search in name and model, filter by category, price, stock and low stock, sort, and page (the total is in X-Total-Count)',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      app.readCache.serveJson(request, reply, 'catalog', async () => {
        const { json, total, readAt } = await getProducts(request.query, catalog, app.productJson);
        return { json, headers: { [TOTAL_COUNT_HEADER]: String(total) }, readAt };
      }),
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getProductFacets',
        security: noAuth,
        summary:
          'For the filters given: products per category (all filters but the category), the price range (all but the price), and how many are in stock',
        querystring: ProductFacetsQuerySchema,
        response: { 200: ProductFacetsSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      app.readCache.serve(request, reply, 'catalog', ProductFacetsSchema, async () => {
        const { facets, readAt } = await getFacets(request.query, catalog);
        return { body: facets, readAt };
      }),
  );

  // Computing suggestions reads every live tool's text in the database (ADR 046), where one client could keep it
  // busy with searches nobody asked before: those are counted per address; answers from the cache are not.
  const suggestionsLimit = app.limiter({
    name: 'suggestions-ip',
    key: (request) => addressKey(request.ip),
    max: app.config.suggestionsRateLimit,
    timeWindow: 60_000,
    message: catalogMessages.tooManySuggestions,
  });
  app.get(
    '/products/suggestions',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getProductSuggestions',
        security: noAuth,
        summary: `The tools closest to a search (at most ${SUGGESTIONS_MAX}), for a search that found nothing`,
        querystring: SuggestionsQuerySchema,
        response: { 200: SuggestionListSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      app.readCache.serve(request, reply, 'catalog', SuggestionListSchema, async () => {
        await suggestionsLimit(request);
        return { body: await getSuggestions(app.db, request.query.q) };
      }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getCategories',
        security: noAuth,
        summary: 'The categories in the shop’s order, each with its number of products',
        response: { 200: CategoryListSchema },
      },
    },
    async (request, reply) =>
      app.readCache.serve(request, reply, 'catalog', CategoryListSchema, async () => ({
        body: await listCategories(app.db),
      })),
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
      app.readCache.serveJson(request, reply, 'catalog', () =>
        getProductJson(request.params.id, catalog, app.productJson),
      ),
  );

  app.get(
    '/tools/:slug',
    {
      schema: {
        tags: ['catalog'],
        operationId: 'getToolPage',
        security: noAuth,
        summary:
          "A tool's public page by its slug, with its category's name; an old slug or its id answers 301 to the current address",
        params: ToolSlugParamsSchema,
        response: {
          200: ToolPageSchema,
          301: z.null().describe('Moved for good: Location is the current address'),
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return await app.readCache.serve(request, reply, 'catalog', ToolPageSchema, async () => {
          const found = await findToolPage(app.db, request.params.slug);
          // A redirect is not kept: it leaves the cache as an exception and is answered below.
          if ('movedTo' in found) throw new ToolMoved(found.movedTo);
          return { body: found.page };
        });
      } catch (error) {
        // Revalidated, not cached for good: a tool renamed back would otherwise loop (as the page's redirect).
        if (error instanceof ToolMoved)
          return reply.header('cache-control', 'no-cache').redirect(`/api${toolPagePath(error.slug)}`, 301);
        throw error;
      }
    },
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
  await app.register(catalogCsvRoutes);
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

/**
 * The catalog as CSV: export, and import in two steps (preview, then apply all or nothing). The file is the
 * request's body as `text/csv`, up to 10 MB, parsed only by these routes.
 */
const catalogCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'buffer', bodyLimit: CATALOG_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const csvRefusals = refusals(400, 401, 403, 409, 413, 415);
  // After the admin guard (moved first by the auth plugin): a JSON or form body is refused before it is parsed.
  const onlyCsv = async (request: FastifyRequest) => {
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'text/csv' && type !== 'application/csv')
      throw new HttpError(415, catalogCsvMessages.notCsv);
  };
  const fileBody = z.instanceof(Buffer).describe('text/csv: the columns of GET /products/export.csv');

  app.get(
    '/products/export.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalog'],
        operationId: 'exportCatalogCsv',
        summary: 'Every product of the catalog as CSV, by model (the file the import takes back)',
        security: bearerAuth,
        response: { 200: z.unknown().describe('text/csv'), ...csvRefusals },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ironvolt-catalog-${day}.csv"`)
        .send(catalogCsv(app.db));
    },
  );

  app.post(
    '/products/import/preview',
    {
      preHandler: app.requireAdmin,
      onRequest: onlyCsv,
      bodyLimit: CATALOG_CSV_MAX_BYTES,
      config: { bodyTooLargeMessage: catalogCsvMessages.tooLarge },
      schema: {
        tags: ['catalog'],
        operationId: 'previewCatalogImport',
        summary:
          'What importing the CSV would add and change, and every row refused with its reasons; changes nothing',
        security: bearerAuth,
        body: fileBody,
        response: { 200: CatalogImportReplySchema, ...csvRefusals },
      },
    },
    async (request) => previewCatalogImport(app.db, request.body),
  );

  app.post(
    '/products/import',
    {
      preHandler: app.requireAdmin,
      onRequest: onlyCsv,
      bodyLimit: CATALOG_CSV_MAX_BYTES,
      config: { bodyTooLargeMessage: catalogCsvMessages.tooLarge },
      schema: {
        tags: ['catalog'],
        operationId: 'importCatalogCsv',
        summary:
          'Import the CSV all or nothing: rows match products by model; any refused row changes nothing (422 with the rows)',
        security: bearerAuth,
        body: fileBody,
        response: { 200: CatalogImportReplySchema, 422: CatalogImportReplySchema, ...csvRefusals },
      },
    },
    async (request, reply) => {
      const { applied, reply: body } = await app.liveCatalog.during(() =>
        applyCatalogImport(app.db, actorOf(request), request.body),
      );
      return reply.status(applied ? 200 : 422).send(body);
    },
  );
};
