import {
  CategoryListSchema,
  catalogMessages,
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
import { ErrorResponseSchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressKey } from '../../lib/client-address.ts';
import { noAuth } from '../../lib/route-schemas.ts';
import { priceBookOf } from '../price-lists/public.ts';
import {
  findToolPage,
  getFacets,
  getProductJson,
  getProducts,
  getRecentProducts,
  getSuggestions,
} from './catalog-service.ts';
import { listCategories } from './categories.ts';

/** A tool asked for by an address it no longer has: answered with a redirect to `slug`. */
class ToolMoved extends Error {
  constructor(readonly slug: string) {
    super(`the tool is now at ${slug}`);
  }
}

/** The storefront's catalog: lists, search, facets, suggestions, categories, a product and a tool's page. */
export const catalogStoreRoutes: FastifyPluginAsyncZod = async (app) => {
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
        const book = await priceBookOf(app.db, request.user);
        const { json, total, readAt } = await getProducts(request.query, catalog, app.productJson, book);
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
        const { facets, readAt } = await getFacets(
          request.query,
          catalog,
          await priceBookOf(app.db, request.user),
        );
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
        body: await getRecentProducts(app.db, await priceBookOf(app.db, request.user)),
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
      app.readCache.serveJson(request, reply, 'catalog', async () =>
        getProductJson(request.params.id, catalog, app.productJson, await priceBookOf(app.db, request.user)),
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
          const found = await findToolPage(
            app.db,
            request.params.slug,
            await priceBookOf(app.db, request.user),
          );
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
};
