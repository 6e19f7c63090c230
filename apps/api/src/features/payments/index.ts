import { RefundReplySchema } from '@ironvolt/shared/admin';
import { ErrorResponseSchema } from '@ironvolt/shared/http';
import { OrderIdParamsSchema } from '@ironvolt/shared/orders';
import {
  CardErrorSchema,
  CreatePaymentIntentBodySchema,
  PaymentIntentResponseSchema,
  PaymentResultSchema,
  paymentMessages,
  RefundBodySchema,
  TestCardConfirmSchema,
} from '@ironvolt/shared/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { bearerAuth, noAuth, refusals } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { createStripeClient } from '../../plugins/app/payment-processors/stripe-processor.ts';
import { CardError } from '../../plugins/app/payment-processors/test-processor.ts';
import {
  confirmOrderPayment,
  createPaymentIntent,
  paymentsDepsOf,
  payWithTestCard,
  recordSucceededIntent,
  refundOrder,
  settlePendingRefunds,
} from './payments-service.ts';

const bearer = bearerAuth;
export const STRIPE_EVENT_MAX_BYTES = 1024 * 1024;
const refused = refusals(400, 401, 403, 404, 409, 422, 503);

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentsDepsOf(app);

  app.post(
    '/create-payment-intent',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['payments'],
        operationId: 'createPaymentIntent',
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
        operationId: 'confirmOrderPayment',
        summary:
          'After the card went through: the server asks the processor and marks the order paid once (409 when the order was cancelled first: the charge is refunded)',
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

  app.post(
    '/order/:id/refund',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['payments'],
        operationId: 'refundOrder',
        summary:
          'Refund a paid order not yet shipped in full: its stock returns, it gets a credit note and the buyer a mail (409 for any other order)',
        security: bearer,
        params: OrderIdParamsSchema,
        body: RefundBodySchema,
        response: { 200: RefundReplySchema, ...refused },
      },
    },
    async (request) => refundOrder(deps, currentUser(request), request.params.id),
  );

  const testProcessor = app.payments.testProcessor;
  if (testProcessor) {
    app.post(
      '/test-payments/confirm',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['payments'],
          operationId: 'confirmTestCard',
          summary:
            "The built-in test processor's card confirmation (Stripe's test cards, PAYMENTS=test only); 409 and nothing charged once the order no longer waits for payment",
          security: bearer,
          body: TestCardConfirmSchema,
          response: { 200: PaymentResultSchema, 402: CardErrorSchema, ...refused },
        },
      },
      async (request, reply) => {
        try {
          // The test processor is its own webhook: the order is paid as the card is, or not charged at all.
          const transactionId = await payWithTestCard(
            deps,
            testProcessor,
            currentUser(request),
            request.body,
          );
          return { status: 'succeeded' as const, transactionId };
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

  const stripe = app.config.payments === 'stripe' ? app.config.stripe : undefined;
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
          // Stripe's events can be larger than the 64 KB JSON limit (an invoice with its lines); before the
          // signature is checked the body is only hashed, never parsed or walked.
          bodyLimit: STRIPE_EVENT_MAX_BYTES,
          schema: {
            tags: ['payments'],
            operationId: 'receiveStripeEvent',
            security: noAuth,
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
            const facts = { eventId: event.id, intentId: intent.id, outcome };
            // A refund (the order was cancelled first) is worth a look: warn rather than info.
            if (outcome === 'refunded' || outcome === 'refund-pending')
              request.log.warn(facts, 'stripe payment_intent.succeeded for an order that could not take it');
            else request.log.info(facts, 'stripe payment_intent.succeeded');
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

  // A refund the processor could not take (it was down) is tried again; the refund's key decides between instances.
  if (deps.processor) {
    app.sweepEvery(app.config.orders.sweepSeconds, 'retrying refunds', async () => {
      const refunded = await settlePendingRefunds(deps);
      if (refunded > 0) app.log.info({ refunded }, 'refunded payments that had failed before');
      return refunded;
    });
  }
};
