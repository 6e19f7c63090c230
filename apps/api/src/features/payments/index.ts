import { ErrorResponseSchema } from '@ironvolt/shared/http';
import { OrderIdParamsSchema } from '@ironvolt/shared/orders';
import {
  CardErrorSchema,
  CreatePaymentIntentBodySchema,
  PaymentIntentResponseSchema,
  PaymentResultSchema,
  paymentMessages,
  TestCardConfirmSchema,
} from '@ironvolt/shared/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { bearerAuth, refusals } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  confirmOrderPayment,
  createPaymentIntent,
  type PaymentsDeps,
  recordSucceededIntent,
} from './payments-service.ts';
import { createStripeClient } from './stripe-processor.ts';
import { CardError } from './test-processor.ts';

const bearer = bearerAuth;
const refused = refusals(400, 401, 403, 404, 409);

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PaymentsDeps = {
    db: app.db,
    processor: app.payments.processor,
    log: app.log,
    onPaid: () => app.metrics.orderPaid(),
  };

  app.post(
    '/create-payment-intent',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          "Start paying the buyer's own unpaid order; the amount is the order's total, never the body's",
        security: bearer,
        body: CreatePaymentIntentBodySchema,
        response: { 200: PaymentIntentResponseSchema, ...refused },
      },
    },
    async (request) => createPaymentIntent(deps, currentUser(request), request.body.orderId),
  );

  app.post(
    '/payment/:id/confirm',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'After the card went through: the server asks the processor and marks the order paid once',
        security: bearer,
        params: OrderIdParamsSchema,
        response: { 200: PaymentResultSchema, ...refused },
      },
    },
    async (request) => ({
      status: 'succeeded' as const,
      transactionId: await confirmOrderPayment(deps, currentUser(request), request.params.id),
    }),
  );

  const testProcessor = app.payments.testProcessor;
  if (testProcessor) {
    app.post(
      '/test-payments/confirm',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['payments'],
          summary: "The built-in test processor's card confirmation (Stripe's test cards; offline only)",
          security: bearer,
          body: TestCardConfirmSchema,
          response: { 200: PaymentResultSchema, 402: CardErrorSchema, ...refused },
        },
      },
      async (request, reply) => {
        const { clientSecret, number, expMonth, expYear } = request.body;
        try {
          const intentId = await testProcessor.confirmCard(clientSecret, { number, expMonth, expYear });
          // The test processor is its own webhook: the order is paid as soon as the card is.
          const intent = await testProcessor.retrieveIntent(intentId);
          await recordSucceededIntent(deps, intent, 'test');
          return { status: 'succeeded' as const, transactionId: intentId };
        } catch (error) {
          if (error instanceof CardError) {
            app.metrics.paymentFailed();
            return reply.status(402).send({ message: error.message, code: error.code });
          }
          throw error;
        }
      },
    );
  }

  const stripe = app.config.stripe;
  if (stripe?.webhookSecret) {
    const webhookSecret = stripe.webhookSecret;
    const client = await createStripeClient(stripe);
    // Stripe signs the exact bytes it sent: this route keeps the raw body.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        '/stripe/webhook',
        {
          schema: {
            tags: ['payments'],
            summary: "Stripe's events, verified by their signature",
            response: { 200: z.object({ received: z.literal(true) }), 400: ErrorResponseSchema },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          let event: Stripe.Event;
          try {
            if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
            event = client.webhooks.constructEvent(request.body, signature, webhookSecret);
          } catch {
            throw new HttpError(400, paymentMessages.badSignature);
          }
          if (event.type === 'payment_intent.succeeded') {
            const intent = event.data.object;
            const outcome = await recordSucceededIntent(
              deps,
              { intentId: intent.id, amountCents: intent.amount, orderId: intent.metadata?.orderId },
              'stripe',
              { id: event.id, type: event.type },
            );
            request.log.info({ eventId: event.id, outcome }, 'stripe payment_intent.succeeded');
          }
          if (event.type === 'payment_intent.payment_failed') app.metrics.paymentFailed();
          return { received: true as const };
        },
      );
    });
  }

  // Keeps a route table entry so that an unconfigured webhook answers clearly rather than 404 HTML.
  if (!stripe?.webhookSecret) {
    app.post('/stripe/webhook', { schema: { hide: true } }, async () => {
      throw notFound('Stripe is not configured for this store');
    });
  }
};
