import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProcessor } from './payment-processors/processor.ts';
import { createStripeProcessor } from './payment-processors/stripe-processor.ts';
import { createTestProcessor, type TestProcessor } from './payment-processors/test-processor.ts';

export interface Payments {
  /** Undefined when card payment is not set up: orders can be placed, not paid. */
  processor: PaymentProcessor | undefined;
  /** The built-in processor when PAYMENTS=test (its card form posts to us). */
  testProcessor: TestProcessor | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Chooses the card processor from configuration (`config.payments`): Stripe, the test processor, or none. */
export const paymentProcessorPlugin = fp(
  async (app: FastifyInstance, options: { processor?: PaymentProcessor }) => {
    const { payments, stripe } = app.config;
    let processor = options.processor;
    let testProcessor: TestProcessor | undefined;
    if (!processor && payments === 'stripe') {
      if (!stripe) throw new Error('PAYMENTS=stripe without the Stripe keys');
      processor = await createStripeProcessor(stripe);
    } else if (!processor && payments === 'test') {
      testProcessor = createTestProcessor(app.db);
      processor = testProcessor;
    }
    app.decorate('payments', {
      processor,
      testProcessor,
    });
  },
  { name: 'payment-processor', dependencies: ['db'] },
);
