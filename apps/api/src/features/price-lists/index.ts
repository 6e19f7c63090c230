import { AcknowledgedSchema } from '@ironvolt/shared/http';
import {
  ListPriceParamsSchema,
  PriceListBodySchema,
  PriceListDetailSchema,
  PriceListIdParamsSchema,
  PriceListListSchema,
  PriceListPatchBodySchema,
  PriceListPriceSchema,
  SetListPriceBodySchema,
} from '@ironvolt/shared/price-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/app/auth.ts';
import {
  addPriceList,
  getPriceList,
  getPriceLists,
  patchPriceList,
  removeListPrice,
  setListPrice,
} from './price-lists-service.ts';

const tags = ['price-lists'];
// No public read shows a price list's prices (ADR 131): the read cache is left as it is.
const config = { leavesPublicReads: true };

/** Price lists (shop admins only): a company's own prices, and a discount for the tools not on the list. */
export const priceListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/price-lists',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'addPriceList',
        summary: 'Add a price list, with a discount for the tools it has no price of its own for',
        security: bearerAuth,
        body: PriceListBodySchema,
        response: { 201: PriceListDetailSchema, ...refusals(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addPriceList(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/price-lists',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'getPriceLists',
        summary: 'Every price list, with how many tools it prices and how many companies buy by it',
        security: bearerAuth,
        response: { 200: PriceListListSchema, ...refusals(401, 403) },
      },
    },
    async () => getPriceLists(app.db),
  );

  app.get(
    '/price-lists/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'getPriceList',
        summary: 'A price list with its tools’ own prices',
        security: bearerAuth,
        params: PriceListIdParamsSchema,
        response: { 200: PriceListDetailSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => getPriceList(app.db, request.params.id),
  );

  app.patch(
    '/price-lists/:id',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'updatePriceList',
        summary: 'Rename a price list or change its discount (null: none)',
        security: bearerAuth,
        params: PriceListIdParamsSchema,
        body: PriceListPatchBodySchema,
        response: { 200: PriceListDetailSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => patchPriceList(app.db, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/price-lists/:id/prices/:productId',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'setListPrice',
        summary: "Set a tool's own price on a price list, with volume prices by a product's rules",
        security: bearerAuth,
        params: ListPriceParamsSchema,
        body: SetListPriceBodySchema,
        response: { 200: PriceListPriceSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setListPrice(app.db, actorOf(request), request.params.id, request.params.productId, request.body),
  );

  app.delete(
    '/price-lists/:id/prices/:productId',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'removeListPrice',
        summary: "Remove a tool's own price from a price list (the list's discount applies to it again)",
        security: bearerAuth,
        params: ListPriceParamsSchema,
        response: { 200: AcknowledgedSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeListPrice(app.db, actorOf(request), request.params.id, request.params.productId);
      return { acknowledged: true as const };
    },
  );
};
