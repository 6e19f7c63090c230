import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorResponseSchema, HealthSchema, httpMessages, ReadySchema } from '@ironvolt/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsPending } from '../../db/migrate.ts';
import { noAuth } from '../../lib/route-schemas.ts';

/**
 * GET /api/health (liveness: 200 while the database answers), GET /api/ready (readiness: 200 only when the
 * database answers with every migration of this code applied and the server is not shutting down), and
 * GET /api/metrics for Prometheus (only with METRICS_TOKEN set, and only to its bearer).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        security: noAuth,
        summary: 'Is the API up and its database reachable?',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ status: 'error', database: 'error' });
      }
    },
  );

  // Once closing, Fastify itself answers 503 to requests still arriving on open connections; this flag covers a
  // probe that got past that check before the close began.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // What this code's migrations need changes only when a server starts (it migrates first) or after a restore
  // (done with the server stopped, and followed by a start): asked once when the app is ready, and again by each
  // probe only while something is pending. Asked by every probe, it waited on PGlite for an import's transaction.
  let pending: boolean | undefined;
  const pendingMigrations = async () => {
    if (pending !== false) pending = await migrationsPending(app.database);
    return pending;
  };
  app.addHook('onReady', async () => {
    await pendingMigrations().catch(() => {}); // a database that does not answer is asked again by the probe
  });
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'getReady',
        security: noAuth,
        summary:
          'Should this instance get traffic? (migrations applied, database answering, not shutting down)',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (request, reply) => {
      const notReady = (reason: 'database unavailable' | 'migrations pending' | 'shutting down') =>
        reply.status(503).send({ status: 'not ready', reason });
      if (closing) return notReady('shutting down');
      try {
        // the ping, unlike a query, does not wait for an open transaction (a catalog import's) on PGlite
        await app.database.ping();
        if (await pendingMigrations()) return notReady('migrations pending');
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database did not answer');
        return notReady('database unavailable');
      }
      return { status: 'ready' } as const;
    },
  );

  const token = app.config.metricsToken;
  if (token) {
    // Digests of equal length, compared in constant time: the answer's timing says nothing of the token.
    const expected = createHash('sha256').update(token).digest();
    const matches = (header: string | undefined) => {
      const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      return timingSafeEqual(createHash('sha256').update(given).digest(), expected);
    };
    app.get(
      '/metrics',
      {
        schema: {
          tags: ['health'],
          operationId: 'getMetrics',
          summary: "Prometheus metrics, in Prometheus' text format (Authorization: Bearer $METRICS_TOKEN)",
          security: [{ metricsToken: [] }],
          response: { 200: z.unknown().describe('text/plain; version=0.0.4'), 401: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        if (!matches(request.headers.authorization)) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer')
            .send({ message: httpMessages.metricsToken });
        }
        const { contentType, text } = await app.metrics.render();
        return reply.type(contentType).send(text);
      },
    );
  }
};
