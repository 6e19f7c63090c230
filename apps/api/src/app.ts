import { randomUUID } from 'node:crypto';
import { EMAIL_MAX } from '@ironvolt/shared/accounts-constants';
import { httpMessages, JSON_BODY_MAX_BYTES } from '@ironvolt/shared/http';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { accountsRoutes } from './features/accounts/index.ts';
import { adminRoutes } from './features/admin/index.ts';
import { cartRoutes } from './features/cart/index.ts';
import { catalogRoutes } from './features/catalog/index.ts';
import { liveCatalogPlugin } from './features/catalog/live-catalog.ts';
import { toolPagesRoutes } from './features/catalog/tool-pages/tool-pages.ts';
import { companiesRoutes } from './features/companies/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { mailRoutes } from './features/mail/index.ts';
import { ordersRoutes } from './features/orders/index.ts';
import { paymentsRoutes } from './features/payments/index.ts';
import { voidPaymentOf } from './features/payments/public.ts';
import { priceListsRoutes } from './features/price-lists/index.ts';
import { quotesRoutes } from './features/quotes/index.ts';
import { returnsRoutes } from './features/returns/index.ts';
import { reviewsRoutes } from './features/reviews/index.ts';
import { shippingRoutes } from './features/shipping/index.ts';
import { siteRoutes } from './features/site/index.ts';
import { uploadsRoutes } from './features/uploads/index.ts';
import { warrantyRoutes } from './features/warranty/index.ts';
import { loggerOptions } from './lib/request-log.ts';
import { paths } from './paths.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { backupsPlugin } from './plugins/app/backups.ts';
import { bodiesPlugin } from './plugins/app/bodies.ts';
import { embeddedUpkeepPlugin } from './plugins/app/embedded-upkeep.ts';
import { errorsPlugin } from './plugins/app/errors.ts';
import { imagesPlugin } from './plugins/app/images.ts';
import { mailOutboxPlugin } from './plugins/app/mail-outbox.ts';
import { metricsPlugin } from './plugins/app/metrics.ts';
import { paymentProcessorPlugin } from './plugins/app/payment-processor.ts';
import type { PaymentProcessor } from './plugins/app/payment-processors/processor.ts';
import { readCachePlugin } from './plugins/app/read-cache.ts';
import { sweepsPlugin } from './plugins/app/sweeps.ts';
import { webPlugin } from './plugins/app/web.ts';
import { type PageRenderer, readTemplate, webPagesPlugin } from './plugins/app/web-pages.ts';
import { dbPlugin } from './plugins/external/db.ts';
import { helmetPlugin } from './plugins/external/helmet.ts';
import { mailPlugin } from './plugins/external/mail.ts';
import { rateLimitPlugin } from './plugins/external/rate-limit.ts';
import { swaggerPlugin } from './plugins/external/swagger.ts';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * One access-log line per answer at `info` (method, path, status, time) instead of Fastify's two per request:
 * the arrival line is `debug`. At thousands of cached reads a second the second line cost as much CPU as
 * answering (docs/performance.md).
 */
class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app lives; tests leave it out to get an API-only app. */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Tests may hand in a processor; otherwise configuration chooses Stripe or the built-in test processor. */
  paymentProcessor?: PaymentProcessor;
  /** Renders the storefront's pages; by default the web build's own (its server entry), when there is one. */
  pageRenderer?: PageRenderer;
}

/** Composes the app: external plugins, then app plugins, then features under /api, then the web app. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  // A number of proxies as a hop test (what proxy-addr makes of a count): the nearest hops alone are believed.
  const trusted = config.trustProxy;
  const trustProxy = typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    logController: new AccessLog(),
    // JSON and text bodies (plugins/app/bodies.ts); uploads have their own multipart limits, Stripe's webhook its own.
    bodyLimit: JSON_BODY_MAX_BYTES,
    trustProxy,
    // A path parameter may be an e-mail address (My Orders), up to 254 characters and three times that encoded.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 3 * EMAIL_MAX },
    // What the router refuses before any route runs is answered as other refusals are: JSON saying why.
    frameworkErrors: (error, request, reply) => {
      const refused = (reply as FastifyReply).header('content-type', 'application/json; charset=utf-8');
      if (error.code === 'FST_ERR_BAD_URL') {
        request.log.info({ code: error.code }, 'request refused');
        return refused.status(400).send({ message: httpMessages.malformedUrl });
      }
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        request.log.info({ code: error.code }, 'request refused');
        return refused.status(414).send({ message: httpMessages.pathTooLong });
      }
      request.log.error({ err: error }, 'request failed');
      return refused.status(500).send({ message: httpMessages.internal });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // While shutting down, answers still in flight tell their client to close the connection, so that no
  // keep-alive socket holds the process open; new requests get 503 (Fastify's return503OnClosing).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const webRoot = (options.webRoot === undefined ? paths.webDist : options.webRoot) ?? '/nonexistent';
  const template = readTemplate(webRoot);
  await app.register(dbPlugin, { config, database: options.database });
  await app.register(metricsPlugin);
  await app.register(helmetPlugin, { inlineHashes: template.hashes });
  await app.register(swaggerPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(mailOutboxPlugin);
  await app.register(errorsPlugin);
  await app.register(bodiesPlugin);
  await app.register(authPlugin);
  await app.register(imagesPlugin);
  await app.register(readCachePlugin);
  await app.register(liveCatalogPlugin);
  await app.register(backupsPlugin);
  await app.register(embeddedUpkeepPlugin);
  await app.register(sweepsPlugin);
  await app.register(
    paymentProcessorPlugin,
    options.paymentProcessor ? { processor: options.paymentProcessor } : {},
  );

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      // Cancelling an order voids its payment intent: the payments feature's, handed to the features that cancel.
      const voidPayment = voidPaymentOf(app);
      await api.register(accountsRoutes, { voidPayment });
      await api.register(catalogRoutes);
      await api.register(reviewsRoutes);
      await api.register(ordersRoutes, { voidPayment });
      await api.register(cartRoutes);
      await api.register(paymentsRoutes);
      await api.register(adminRoutes);
      await api.register(mailRoutes);
      await api.register(companiesRoutes);
      await api.register(priceListsRoutes);
      await api.register(quotesRoutes);
      await api.register(returnsRoutes);
      await api.register(shippingRoutes);
      await api.register(warrantyRoutes);
      await api.register(uploadsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { root: webRoot });
  // The storefront's pages, rendered by React with their data from the routes above (ADR 070).
  await app.register(webPagesPlugin, { root: webRoot, template, renderer: options.pageRenderer });
  // The sitemap and robots.txt, with or without a build.
  await app.register(toolPagesRoutes);
  return app;
}
