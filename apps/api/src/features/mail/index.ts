import { TOTAL_COUNT_HEADER } from '@ironvolt/shared/catalog';
import { AcknowledgedMessageSchema } from '@ironvolt/shared/http';
import {
  ADMIN_MAIL_LIMIT,
  MailIdParamsSchema,
  MailListQuerySchema,
  mailMessages,
  type OutboxMail,
  OutboxMailSchema,
} from '@ironvolt/shared/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { hasBody, type OutboxRow } from '../../plugins/app/mail-outbox.ts';

const toJson = (row: OutboxRow): OutboxMail => ({
  _id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  deliveredVia: row.status === 'sent' ? row.deliveredVia : null,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  canSendAgain: row.status !== 'sent' && hasBody(row),
});

/** The admin's view of the mail outbox (plugins/app/mail-outbox.ts): what waits, what failed, and sending again. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/mail',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['mail'],
        operationId: 'getOutboxMail',
        summary: 'The mail outbox, newest first, optionally of one status (the total is in X-Total-Count)',
        security: bearerAuth,
        querystring: MailListQuerySchema,
        response: { 200: z.array(OutboxMailSchema), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await app.mailOutbox.list({ ...request.query, limit: ADMIN_MAIL_LIMIT });
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows.map(toJson);
    },
  );

  app.post(
    '/admin/mail/:id/send-again',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['mail'],
        operationId: 'sendMailAgain',
        summary:
          'Tries a pending or failed mail again now, from its first attempt (409 for a failed mail whose single-use link was deleted)',
        security: bearerAuth,
        params: MailIdParamsSchema,
        response: { 200: AcknowledgedMessageSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await app.mailOutbox.sendAgain(request.params.id);
      if (outcome === 'unknown') throw notFound(mailMessages.notFound);
      if (outcome === 'linkDeleted') throw conflict(mailMessages.linkDeleted);
      return { acknowledged: true, message: mailMessages.sentAgain } as const;
    },
  );
};
