import { CheckoutReplySchema } from '@ironvolt/shared/cart';
import { TOTAL_COUNT_HEADER } from '@ironvolt/shared/catalog-constants';
import { ErrorResponseSchema } from '@ironvolt/shared/http';
import {
  QuoteAcceptBodySchema,
  QuoteCreatedSchema,
  QuoteDetailSchema,
  QuoteIdParamsSchema,
  QuoteListSchema,
  QuoteOfferBodySchema,
  QuoteRequestBodySchema,
  QuoteRevisionBodySchema,
  QuoteShortSchema,
  QuotesQuerySchema,
} from '@ironvolt/shared/quotes';
import { QUOTE_REQUESTS_PER_HOUR, quoteMessages } from '@ironvolt/shared/quotes-constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { orderMailsOf, pdfThread, placedOrderReply } from '../orders/public.ts';
import {
  acceptQuote,
  declineQuote,
  expireQuotes,
  getQuote,
  getQuotes,
  offerQuote,
  type QuotesDeps,
  quotePdf,
  requestQuote,
  reviseQuote,
} from './quotes-service.ts';

const tags = ['quotes'];
const security = bearerAuth;
// Quotes are private to their buyer and the shop: no public page reads them.
const config = { leavesPublicReads: true };
/** How often the expiry sweep looks for offers that ran out. */
const EXPIRY_SWEEP_SECONDS = 60;

/**
 * Requests for quote (ADR 146): a buyer asks from the cart, a shop admin offers a price per line until a time, and
 * the buyer accepts (an order at those prices), declines or asks for a revision; offers past their time expire.
 */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: QuotesDeps = { db: app.db, config: app.config, mailOutbox: app.mailOutbox };
  const mails = orderMailsOf(app);
  const pdfs = pdfThread();
  app.addHook('onClose', () => pdfs.close());
  // The offer's mail carries the quote as it is when the mail is sent.
  app.mailOutbox.renderAttachments('quote', async (ref) => {
    if (!('quoteId' in ref)) throw new Error('a mail’s quote names no quote');
    const { filename, pdf } = await quotePdf(deps, pdfs, null, ref.quoteId);
    return { filename, content: pdf, contentType: 'application/pdf' };
  });

  const requestsPerBuyer = app.limiter({
    name: 'quote-request',
    key: (request) => currentUser(request).id,
    max: QUOTE_REQUESTS_PER_HOUR,
    timeWindow: 60 * 60_000,
    message: quoteMessages.tooMany,
  });

  app.post(
    '/quotes',
    {
      config,
      preHandler: [app.requireUser, requestsPerBuyer],
      schema: {
        tags,
        operationId: 'requestQuote',
        summary:
          "Asks for a quote on the signed-in buyer's cart, each line at their own price now; the cart is kept and nothing is reserved",
        security,
        body: QuoteRequestBodySchema,
        response: { 201: QuoteCreatedSchema, ...refusals(400, 401, 403, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestQuote(deps, currentUser(request), request.body.message)),
  );

  app.get(
    '/quotes',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'getQuotes',
        summary:
          "Quotes, newest first, a page (the total in X-Total-Count): a shop admin's all, a buyer's their own; of one status, searched",
        security,
        querystring: QuotesQuerySchema,
        response: { 200: QuoteListSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { quotes, total } = await getQuotes(app.db, currentUser(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return quotes;
    },
  );

  app.get(
    '/quotes/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'getQuote',
        summary: 'One quote with every round of its history (its buyer or a shop admin)',
        security,
        params: QuoteIdParamsSchema,
        response: { 200: QuoteDetailSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => getQuote(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/quotes/:id/pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'getQuotePdf',
        summary: 'A quote as a PDF (its buyer or a shop admin)',
        security,
        params: QuoteIdParamsSchema,
        response: { 200: z.unknown().describe('application/pdf'), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await quotePdf(deps, pdfs, currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/quotes/:id/offer',
    {
      config,
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'offerQuote',
        summary:
          'A shop admin answers a requested quote with a price per piece for every line (and maybe a new amount) until expiresAt; mails the buyer the PDF',
        security,
        params: QuoteIdParamsSchema,
        body: QuoteOfferBodySchema,
        response: { 200: QuoteDetailSchema, ...refusals(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => offerQuote(deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/quotes/:id/accept',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'acceptQuote',
        summary:
          "The buyer accepts an offer before it expires: an order at the quoted prices, its stock reserved now (409 names the short lines), payable by card or on account as the cart's",
        security,
        params: QuoteIdParamsSchema,
        body: QuoteAcceptBodySchema,
        response: {
          201: CheckoutReplySchema,
          ...refusals(400, 401, 403, 404),
          409: z.union([QuoteShortSchema, ErrorResponseSchema]),
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { order } = await acceptQuote(
        deps,
        mails,
        currentUser(request),
        request.params.id,
        request.body,
        request.log,
      );
      app.metrics.orderPlaced();
      return reply.status(201).send({ acknowledged: true as const, ...placedOrderReply(order) });
    },
  );

  app.post(
    '/quotes/:id/decline',
    {
      config,
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'declineQuote',
        summary: 'The buyer declines an offer',
        security,
        params: QuoteIdParamsSchema,
        response: { 200: QuoteDetailSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => declineQuote(deps, currentUser(request), request.params.id),
  );

  app.post(
    '/quotes/:id/revision',
    {
      config,
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'reviseQuote',
        summary: 'The buyer asks for a new offer, saying what should change: the quote is requested again',
        security,
        params: QuoteIdParamsSchema,
        body: QuoteRevisionBodySchema,
        response: { 200: QuoteDetailSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => reviseQuote(deps, currentUser(request), request.params.id, request.body.message),
  );

  // Offers past their time expire and their buyers are told; the update decides which instance expires each.
  app.sweepEvery(EXPIRY_SWEEP_SECONDS, 'expiring quotes', () => expireQuotes(deps, new Date()));
};
