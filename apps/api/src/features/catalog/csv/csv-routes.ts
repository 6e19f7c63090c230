import {
  CATALOG_CSV_MAX_BYTES,
  type CatalogImportReply,
  CatalogImportReplySchema,
  catalogCsvMessages,
} from '@ironvolt/shared/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-errors.ts';
import { jsonWithRows } from '../../../lib/json-rows.ts';
import { bearerAuth, refusals } from '../../../lib/route-schemas.ts';
import { actorOf } from '../../../plugins/app/auth.ts';
import { applyCatalogImport, catalogCsv, previewCatalogImport } from './catalog-csv.ts';

/**
 * The catalog as CSV: export, and import in two steps (preview, then apply all or nothing). The file is the
 * request's body as `text/csv`, up to 10 MB, parsed only by these routes.
 */
export const catalogCsvRoutes: FastifyPluginAsyncZod = async (app) => {
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
  // A plan lists up to 20,000 rows: written a piece at a time (the route's schema still says its shape).
  const sendPlan = (reply: FastifyReply, status: 200 | 422, plan: CatalogImportReply) =>
    reply.status(status).type('application/json; charset=utf-8').send(jsonWithRows(plan));
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
    async (request, reply) => sendPlan(reply, 200, await previewCatalogImport(app.db, request.body)),
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
      return sendPlan(reply, applied ? 200 : 422, body);
    },
  );
};
