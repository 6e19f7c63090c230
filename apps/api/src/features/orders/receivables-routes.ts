import { ErrorResponseSchema } from '@ironvolt/shared/http';
import { MyReceivablesSchema, ReceivablesSchema } from '@ironvolt/shared/receivables';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import type { OrdersDeps } from './orders-service.ts';
import {
  getMyReceivables,
  getReceivables,
  getStatementPdf,
  receivablesCsv,
  sendDueReminders,
  utcDay,
} from './receivables-service.ts';

/**
 * The receivables of orders on account (ADR 142): the shop admins' aged list and its CSV, a company admin's own
 * balance and statement, and the payment reminders the periodic sweep writes. Registered by ordersRoutes, whose
 * PDF thread renders the statements too.
 */
export function receivablesRoutes(app: FastifyInstance, deps: OrdersDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/admin/receivables',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        operationId: 'getReceivables',
        summary:
          'Per company with orders on account: open balance, credit limit, available credit and the open invoices aged by days past due (UTC days)',
        security: bearerAuth,
        response: { 200: ReceivablesSchema, ...refusals(401, 403) },
      },
    },
    async () => getReceivables(app.db),
  );

  api.get(
    '/admin/receivables/export.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        operationId: 'exportReceivablesCsv',
        summary: 'Every open invoice on account as CSV, one row each with its company and aging bucket',
        security: bearerAuth,
        response: { 200: z.unknown().describe('text/csv'), ...refusals(401, 403) },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ironvolt-receivables-${utcDay(now)}.csv"`)
        .header('cache-control', 'private, no-store');
      return reply.send(receivablesCsv(app.db, now));
    },
  );

  api.get(
    '/my-company/receivables',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'getMyCompanyReceivables',
        summary:
          "The company admin's own company on account: open invoices, the payments of the last 90 days, balance and available credit",
        security: bearerAuth,
        response: { 200: MyReceivablesSchema, ...refusals(401, 403) },
      },
    },
    async (request) => getMyReceivables(app.db, currentUser(request)),
  );

  api.get(
    '/my-company/statement.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        operationId: 'getMyCompanyStatementPdf',
        summary:
          "The company admin's statement of account as a PDF: every open invoice, the payments and credit notes of the last 90 days, the balance",
        security: bearerAuth,
        response: {
          200: z.unknown().describe('application/pdf'),
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await getStatementPdf(deps, currentUser(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // Reminders of invoices on account: every instance sweeps with the unpaid holds' period; order_reminders' key
  // decides which one writes each.
  app.sweepEvery(app.config.orders.sweepSeconds, 'sending payment reminders', async () => {
    const written = await sendDueReminders(deps);
    if (written > 0) app.log.info({ written }, 'wrote payment reminders');
    return written;
  });
}
