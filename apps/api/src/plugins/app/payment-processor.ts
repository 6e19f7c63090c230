import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProcessor } from '../../features/payments/processor.ts';
import { createStripeProcessor } from '../../features/payments/stripe-processor.ts';
import { createTestProcessor, type TestProcessor } from '../../features/payments/test-processor.ts';

export interface Payments {
  processor: PaymentProcessor;
  /** The built-in processor when Stripe is not configured (its card form posts to us). */
  testProcessor: TestProcessor | undefined;
  /** Voids an intent whose order was cancelled; failures are logged, the cancellation stands. */
  voidIntent(intentId: string, log: FastifyBaseLogger): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Chooses the card processor from configuration: Stripe when its keys are set, else the built-in test one. */
export const paymentProcessorPlugin = fp(
  async (app: FastifyInstance, options: { processor?: PaymentProcessor }) => {
    const testProcessor = app.config.stripe || options.processor ? undefined : createTestProcessor(app.db);
    const processor =
      options.processor ??
      (app.config.stripe ? await createStripeProcessor(app.config.stripe) : testProcessor);
    if (!processor) throw new Error('no payment processor');
    app.decorate('payments', {
      processor,
      testProcessor,
      async voidIntent(intentId: string, log: FastifyBaseLogger) {
        try {
          await processor.cancelIntent(intentId);
        } catch (error) {
          log.error({ err: error, intentId }, 'could not void the payment intent of a cancelled order');
        }
      },
    });
  },
  { name: 'payment-processor', dependencies: ['db'] },
);
