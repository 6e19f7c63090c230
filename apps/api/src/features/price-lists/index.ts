import { CATALOG_CSV_MAX_BYTES, catalogCsvMessages } from '@ironvolt/shared/admin';
import { AcknowledgedSchema } from '@ironvolt/shared/http';
import {
  ListPriceParamsSchema,
  PriceListBodySchema,
  PriceListDetailSchema,
  PriceListIdParamsSchema,
  type PriceListImportReply,
  PriceListImportReplySchema,
  PriceListListSchema,
  PriceListPatchBodySchema,
  PriceListPriceSchema,
  SetListPriceBodySchema,
} from '@ironvolt/shared/price-lists';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import { jsonWithRows } from '../../lib/json-rows.ts';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/app/auth.ts';
import { applyPriceListImport, previewPriceListImport, priceListCsv } from './price-list-csv.ts';
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

  // A list's prices as CSV, as the catalog's: the file is the body as text/csv, up to 10 MB, parsed only here.
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'buffer', bodyLimit: CATALOG_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const csvRefusals = refusals(400, 401, 403, 404, 409, 413, 415);
  // After the admin guard (moved first by the auth plugin): a JSON or form body is refused before it is parsed.
  const onlyCsv = async (request: FastifyRequest) => {
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'text/csv' && type !== 'application/csv')
      throw new HttpError(415, catalogCsvMessages.notCsv);
  };
  const fileBody = z.instanceof(Buffer).describe('text/csv: the columns of GET /price-lists/:id/export.csv');

  app.get(
    '/price-lists/:id/export.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'exportPriceListCsv',
        summary:
          "A price list's own prices as CSV (model, price, priceTiers), by model: the file the import takes back",
        security: bearerAuth,
        params: PriceListIdParamsSchema,
        response: { 200: z.unknown().describe('text/csv'), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name, csv } = await priceListCsv(app.db, request.params.id);
      const day = new Date().toISOString().slice(0, 10);
      const slug =
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'list';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ironvolt-prices-${slug}-${day}.csv"`)
        .send(csv);
    },
  );

  // A plan lists a row for each tool the file changes (thousands): written a piece at a time, as the catalog's is
  // (the routes' schemas still say its shape).
  const sendPlan = (reply: FastifyReply, status: 200 | 422, plan: PriceListImportReply) =>
    reply.status(status).type('application/json; charset=utf-8').send(jsonWithRows(plan));
  const importRules =
    "rows match tools by model; a tool the file leaves out keeps its price on the list; an empty price removes the tool's own price (the list's discount applies to it again)";

  app.post(
    '/price-lists/:id/import/preview',
    {
      preHandler: app.requireAdmin,
      onRequest: onlyCsv,
      bodyLimit: CATALOG_CSV_MAX_BYTES,
      config: { ...config, bodyTooLargeMessage: catalogCsvMessages.tooLarge },
      schema: {
        tags,
        operationId: 'previewPriceListImport',
        summary: `What importing the CSV into the price list would add, change and remove, and every row refused with its reasons; changes nothing (${importRules})`,
        security: bearerAuth,
        params: PriceListIdParamsSchema,
        body: fileBody,
        response: { 200: PriceListImportReplySchema, ...csvRefusals },
      },
    },
    async (request, reply) =>
      sendPlan(reply, 200, await previewPriceListImport(app.db, request.params.id, request.body)),
  );

  app.post(
    '/price-lists/:id/import',
    {
      config: { ...config, bodyTooLargeMessage: catalogCsvMessages.tooLarge },
      preHandler: app.requireAdmin,
      onRequest: onlyCsv,
      bodyLimit: CATALOG_CSV_MAX_BYTES,
      schema: {
        tags,
        operationId: 'importPriceListCsv',
        summary: `Import the CSV into the price list all or nothing: any refused row changes nothing (422 with the rows); ${importRules}`,
        security: bearerAuth,
        params: PriceListIdParamsSchema,
        body: fileBody,
        response: { 200: PriceListImportReplySchema, 422: PriceListImportReplySchema, ...csvRefusals },
      },
    },
    async (request, reply) => {
      const { applied, reply: body } = await applyPriceListImport(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return sendPlan(reply, applied ? 200 : 422, body);
    },
  );
};
