import {
  AdminRecallListSchema,
  AdminRecallSchema,
  RecallBodySchema,
  RecallCheckQuerySchema,
  RecallCheckSchema,
  RecallIdParamsSchema,
  RecallListSchema,
  RecallPublishedSchema,
  WARRANTY_LOOKUPS_PER_HOUR,
  WARRANTY_REGISTRATIONS_PER_HOUR,
  WarrantyLookupParamsSchema,
  WarrantyRegistrationBodySchema,
  WarrantyRegistrationSchema,
  WarrantyStatusSchema,
  warrantyMessages,
} from '@ironvolt/shared/warranty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressKey } from '../../lib/client-address.ts';
import { bearerAuth, noAuth, refusals } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/app/auth.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import {
  activeRecalls,
  allRecalls,
  certificateOf,
  checkRecall,
  closeRecall,
  inWords,
  publishRecall,
  registerWarranty,
  sweepRecalls,
  utcDayOf,
  type WarrantyDeps,
  warrantyStatus,
} from './warranty-service.ts';

const tags = ['warranty'];
/** How often the recall sweep mails tools shipped or registered after a recall was published. */
const RECALL_SWEEP_SECONDS = 15 * 60;

/**
 * Serial numbers, warranty registration and recalls (ADR 148, 149): the owner registers a shipped tool without an
 * account, anyone checks a tool's cover and recalls, and shop admins publish recalls that mail every owner and buyer.
 */
export const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: WarrantyDeps = { db: app.db, config: app.config, mailOutbox: app.mailOutbox };
  // The confirmation mail carries the certificate as the registration stands when the mail is sent.
  app.mailOutbox.renderAttachments('warranty-certificate', async (ref) => {
    if (!('serialId' in ref)) throw new Error('a warranty mail names no tool');
    const row = await certificateOf(app.db, ref.serialId);
    const years = Number(row.coverUntil.slice(0, 4)) - Number(row.purchasedOn.slice(0, 4));
    const pdf = await renderCertificatePdf({
      seller: app.config.seller,
      productName: row.productName,
      model: row.model,
      serial: row.serial,
      owner: row.name,
      purchasedOn: inWords(row.purchasedOn),
      shippedOn: inWords(utcDayOf(row.shippedAt)),
      coverUntil: inWords(row.coverUntil),
      registeredOn: inWords(utcDayOf(row.registeredAt)),
      years,
    });
    return {
      filename: `warranty-${row.model}-${row.serial}.pdf`.replace(/[^A-Za-z0-9._-]/g, '-'),
      content: pdf,
      contentType: 'application/pdf',
    };
  });

  const registrationsPerAddress = app.limiter({
    name: 'warranty-registration-ip',
    key: (request) => addressKey(request.ip),
    max: WARRANTY_REGISTRATIONS_PER_HOUR,
    timeWindow: 60 * 60_000,
    message: warrantyMessages.tooManyRegistrations,
  });
  const lookupsPerAddress = app.limiter({
    name: 'warranty-lookup-ip',
    key: (request) => addressKey(request.ip),
    max: WARRANTY_LOOKUPS_PER_HOUR,
    timeWindow: 60 * 60_000,
    message: warrantyMessages.tooManyLookups,
  });

  app.post(
    '/warranty/registrations',
    {
      preHandler: registrationsPerAddress,
      // A registration changes no catalogue, review or page answer: the public read cache is kept.
      config: { leavesPublicReads: true },
      schema: {
        tags,
        operationId: 'registerWarranty',
        summary:
          "Registers a shipped tool's warranty (no sign-in): 3 years from purchase when registered within 30 days of it, else 1 year; the owner is mailed a certificate",
        security: noAuth,
        body: WarrantyRegistrationBodySchema,
        response: { 201: WarrantyRegistrationSchema, ...refusals(400, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await registerWarranty(deps, request.body)),
  );

  app.get(
    '/warranty/:model/:serial',
    {
      preHandler: lookupsPerAddress,
      schema: {
        tags,
        operationId: 'getWarrantyStatus',
        summary:
          "A shipped tool's warranty: registered or not and until when it is covered (never its owner)",
        security: noAuth,
        params: WarrantyLookupParamsSchema,
        response: { 200: WarrantyStatusSchema, ...refusals(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return warrantyStatus(app.db, request.params.model, request.params.serial);
    },
  );

  app.get(
    '/recalls',
    {
      schema: {
        tags,
        operationId: 'getRecalls',
        summary: 'The active recalls, newest first (public)',
        security: noAuth,
        response: { 200: RecallListSchema },
      },
    },
    async () => activeRecalls(app.db),
  );

  app.get(
    '/recalls/check',
    {
      preHandler: lookupsPerAddress,
      schema: {
        tags,
        operationId: 'checkRecall',
        summary: 'Whether a shipped tool is in an active recall, and which (public)',
        security: noAuth,
        querystring: RecallCheckQuerySchema,
        response: { 200: RecallCheckSchema, ...refusals(400, 404, 429) },
      },
    },
    async (request) => checkRecall(app.db, request.query.model, request.query.serial),
  );

  app.get(
    '/recalls/all',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'getAllRecalls',
        summary:
          'Every recall, closed ones too, with how many addresses each mailed and its registered owners',
        security: bearerAuth,
        response: { 200: AdminRecallListSchema, ...refusals(401, 403) },
      },
    },
    async () => allRecalls(app.db),
  );

  app.post(
    '/recalls',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'publishRecall',
        summary:
          'Publishes a recall of a model (optionally a serial range and shipping days) and mails each registered owner and buyer of an affected tool once',
        security: bearerAuth,
        body: RecallBodySchema,
        response: { 201: RecallPublishedSchema, ...refusals(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await publishRecall(deps, actorOf(request), request.body)),
  );

  app.post(
    '/recalls/:id/close',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        operationId: 'closeRecall',
        summary: 'Closes a recall: it leaves the public list (kept, with its figures, for the admins)',
        security: bearerAuth,
        params: RecallIdParamsSchema,
        response: { 200: AdminRecallSchema, ...refusals(401, 403, 404) },
      },
    },
    async (request) => closeRecall(app.db, actorOf(request), request.params.id),
  );

  // Tools shipped, and owners registered, after a recall was published are mailed too; recall_recipients decides
  // which instance mails each address.
  app.sweepEvery(RECALL_SWEEP_SECONDS, 'mailing recalls to new owners', async () => sweepRecalls(deps));
};
