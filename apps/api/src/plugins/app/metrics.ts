import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailOutbox } from '../../db/schema/index.ts';

/** What the features count; each call is a no-op while metrics are off. */
export interface Metrics {
  /** On: Prometheus' text of every metric, and its content type. */
  render(): Promise<{ contentType: string; text: string }>;
  orderPlaced(): void;
  orderPaid(): void;
  orderCancelled(count?: number): void;
  orderRefunded(): void;
  paymentFailed(): void;
  /** A mail the mail server refused; `final` when it was the last try. */
  mailFailed(final: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const OFF: Metrics = {
  render: () => Promise.reject(new Error('metrics are off (METRICS_TOKEN is not set)')),
  orderPlaced() {},
  orderPaid() {},
  orderCancelled() {},
  orderRefunded() {},
  paymentFailed() {},
  mailFailed() {},
};

// Request and query times span a cached read's fraction of a millisecond to a slow export's seconds.
const SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics (prom-client), on only with METRICS_TOKEN: request durations by route pattern and status,
 * database statement durations, the shop's order and payment transitions, the mail outbox's depth and failures, and prom-client's process metrics
 * (memory, CPU, event-loop delay, garbage collection). Off, nothing is loaded, measured or hooked. Each app has
 * its own registry, so several apps in one process (tests) do not share counts.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.metricsToken) {
      app.decorate('metrics', OFF);
      return;
    }
    const client = await import('prom-client');
    const register = new client.Registry();
    client.collectDefaultMetrics({ register });
    const counter = (name: string, help: string) => new client.Counter({ name, help, registers: [register] });
    const placed = counter('ironvolt_orders_placed_total', 'Orders placed');
    const paid = counter('ironvolt_orders_paid_total', 'Orders that moved from unpaid to paid');
    const cancelled = counter(
      'ironvolt_orders_cancelled_total',
      'Unpaid orders cancelled (by their buyer, or at the end of their hold)',
    );
    const refunded = counter('ironvolt_orders_refunded_total', 'Paid orders refunded');
    const paymentFailures = counter(
      'ironvolt_payment_failures_total',
      'Card payments the processor declined',
    );
    const mailFailures = new client.Counter({
      name: 'ironvolt_mail_delivery_failures_total',
      help: 'Mails the mail server refused or could not take, by whether it was the last try',
      labelNames: ['final'] as const,
      registers: [register],
    });
    new client.Gauge({
      name: 'ironvolt_mail_outbox',
      help: 'Mails in the outbox waiting to be sent (pending) or given up on (failed)',
      labelNames: ['status'] as const,
      registers: [register],
      async collect() {
        const rows = await app.db
          .select({ status: mailOutbox.status, n: count() })
          .from(mailOutbox)
          .where(inArray(mailOutbox.status, ['pending', 'failed']))
          .groupBy(mailOutbox.status);
        for (const status of ['pending', 'failed'] as const)
          this.set({ status }, rows.find((row) => row.status === status)?.n ?? 0);
      },
    });
    const requests = new client.Histogram({
      name: 'ironvolt_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: SECONDS,
      registers: [register],
    });
    const queries = new client.Histogram({
      name: 'ironvolt_db_query_duration_seconds',
      help: 'Time from sending a statement to the database to its answer, waiting included',
      buckets: SECONDS,
      registers: [register],
    });

    app.decorate('metrics', {
      render: async () => ({ contentType: register.contentType, text: await register.metrics() }),
      orderPlaced: () => placed.inc(),
      orderPaid: () => paid.inc(),
      orderCancelled: (count = 1) => cancelled.inc(count),
      orderRefunded: () => refunded.inc(),
      paymentFailed: () => paymentFailures.inc(),
      mailFailed: (final) => mailFailures.inc({ final: String(final) }),
    });
    app.addHook('onResponse', (request, reply, done) => {
      // the route's pattern, never the address asked for: one series per route, whatever the ids in it
      const route = request.routeOptions.url ?? 'no route';
      requests.observe(
        { method: request.method, route, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      done();
    });
    app.database.observeQueries?.((seconds) => queries.observe(seconds));
    app.addHook('onClose', async () => {
      app.database.observeQueries?.(undefined);
      register.clear();
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
