import { TOTAL_COUNT_HEADER } from '@ironvolt/shared/catalog-constants';
import {
  OrderReturnParamsSchema,
  RETURN_REQUESTS_PER_HOUR,
  ReturnApproveBodySchema,
  ReturnCreatedSchema,
  ReturnIdParamsSchema,
  ReturnListSchema,
  ReturnRejectBodySchema,
  ReturnRequestBodySchema,
  ReturnResolveBodySchema,
  ReturnResolvedSchema,
  ReturnSchema,
  ReturnsQuerySchema,
  returnMessages,
} from '@ironvolt/shared/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { pdfThread } from '../orders/public.ts';
import { paymentsDepsOf } from '../payments/public.ts';
import {
  creditNotePdf,
  getReturn,
  getReturns,
  type ReturnsDeps,
  requestReturn,
  resolveReturn,
  stepReturn,
} from './returns-service.ts';

const tags = ['returns'];
const security = bearerAuth;
// A return's steps are private to its buyer and the shop: no public page reads them (resolving, which moves
// stock, is the exception).
const config = { leavesPublicReads: true };

/**
 * Returns and warranty claims (ADR 150): a buyer returns part of a delivered order; a shop admin approves or
 * rejects it, marks the tools received and resolves each line by a refund (a partial credit note), a replacement
 * order or a repair.
 */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReturnsDeps = {
    db: app.db,
    config: app.config,
    mailOutbox: app.mailOutbox,
    payments: paymentsDepsOf(app),
  };
  const pdfs = pdfThread();
  app.addHook('onClose', () => pdfs.close());

  const requestsPerBuyer = app.limiter({
    name: 'return-request',
    key: (request) => currentUser(request).id,
    max: RETURN_REQUESTS_PER_HOUR,
    timeWindow: 60 * 60_000,
    message: returnMessages.tooManyRequests,
  });

  app.post(
    '/order/:id/returns',
    {
      config,
      preHandler: [app.requireUser, requestsPerBuyer],
      schema: {
        tags,
        operationId: 'requestReturn',
        summary:
          "The buyer (or their company's admin) returns some of a delivered order's tools, each with its reason; numbered RMA-<year>-<6 digits>",
        security,
        params: OrderReturnParamsSchema,
        body: ReturnRequestBodySchema,
        response: { 201: ReturnCreatedSchema, ...refusals(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestReturn(deps, currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/returns',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'getReturns',
        summary:
          "Returns, newest first, a page (the total in X-Total-Count): a shop admin's all, a buyer's their own; of one status",
        security,
        querystring: ReturnsQuerySchema,
        response: { 200: ReturnListSchema, ...refusals(400, 401) },
      },
    },
    async (request, reply) => {
      const { returns, total } = await getReturns(app.db, currentUser(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return returns;
    },
  );

  app.get(
    '/returns/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'getReturn',
        summary: 'One return (its buyer or a shop admin)',
        security,
        params: ReturnIdParamsSchema,
        response: { 200: ReturnSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => getReturn(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/returns/:id/credit-note.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'getReturnCreditNotePdf',
        summary: "A refunded return's credit note as a PDF (its buyer or a shop admin)",
        security,
        params: ReturnIdParamsSchema,
        response: { 200: z.unknown().describe('application/pdf'), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await creditNotePdf(deps, pdfs, currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/returns/:id/approve',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'approveReturn',
        summary: 'A shop admin approves a requested return, telling the buyer how to send the tools back',
        security,
        params: ReturnIdParamsSchema,
        body: ReturnApproveBodySchema,
        response: { 200: ReturnSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      stepReturn(deps, currentUser(request), request.params.id, {
        to: 'approved',
        instructions: request.body.instructions,
      }),
  );

  app.post(
    '/returns/:id/reject',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'rejectReturn',
        summary: 'A shop admin rejects a requested return with a reason; its tools count as not returned',
        security,
        params: ReturnIdParamsSchema,
        body: ReturnRejectBodySchema,
        response: { 200: ReturnSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      stepReturn(deps, currentUser(request), request.params.id, {
        to: 'rejected',
        reason: request.body.reason,
      }),
  );

  app.post(
    '/returns/:id/receive',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'receiveReturn',
        summary: "A shop admin marks an approved return's tools as received",
        security,
        params: ReturnIdParamsSchema,
        response: { 200: ReturnSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => stepReturn(deps, currentUser(request), request.params.id, { to: 'received' }),
  );

  app.post(
    '/returns/:id/resolve',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'resolveReturn',
        summary:
          'A shop admin resolves every line of a received return: a refund (a credit note for those lines, the money back), a zero-price replacement order, or a repair',
        security,
        params: ReturnIdParamsSchema,
        body: ReturnResolveBodySchema,
        response: { 200: ReturnResolvedSchema, ...refusals(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => resolveReturn(deps, currentUser(request), request.params.id, request.body),
  );
};
