import type Stripe from 'stripe';
import type { IntentState, PaymentProcessor } from './processor.ts';

type StripeSettings = { secretKey: string; publishableKey: string; apiUrl: string | undefined };

/** Loaded only when Stripe is configured: the SDK is several MB of the server's memory. */
export async function createStripeClient(settings: {
  secretKey: string;
  apiUrl: string | undefined;
}): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Stripe PaymentIntents: one per order, created with an idempotency key so that a repeated or concurrent request
 * gets the same intent; refunds carry a key per intent, so a charge is given back once.
 */
export async function createStripeProcessor(settings: StripeSettings): Promise<PaymentProcessor> {
  const stripe = await createStripeClient(settings);
  const toState = (intent: Stripe.PaymentIntent): IntentState => ({
    intentId: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as IntentState['status'],
    amountCents: intent.amount,
    orderId: intent.metadata?.orderId,
  });
  const statusOf = async (intentId: string) =>
    (await stripe.paymentIntents.retrieve(intentId)).status as IntentState['status'];

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent({ orderId, amountCents, email, replaces }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          receipt_email: email,
          metadata: { orderId },
        },
        {
          idempotencyKey: `ironvolt-order-${orderId}-${amountCents}${replaces ? `-after-${replaces}` : ''}`,
        },
      );
      return { intentId: intent.id, clientSecret: intent.client_secret ?? '' };
    },
    async retrieveIntent(intentId) {
      return toState(await stripe.paymentIntents.retrieve(intentId));
    },
    async cancelIntent(intentId) {
      const status = await statusOf(intentId);
      if (status === 'succeeded' || status === 'canceled') return status;
      try {
        return (await stripe.paymentIntents.cancel(intentId)).status as IntentState['status'];
      } catch (error) {
        // Paid (or being paid) between the two calls: Stripe refuses the cancel; say what it is now.
        if ((error as { code?: string }).code === 'payment_intent_unexpected_state')
          return statusOf(intentId);
        throw error;
      }
    },
    async refundIntent(intentId) {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId },
        { idempotencyKey: `ironvolt-refund-${intentId}` },
      );
      return refund.id;
    },
    async refundPart(intentId, part) {
      // Stripe refunds part of a charge when given an amount; the key makes each part given once.
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: part.amountCents },
        { idempotencyKey: `ironvolt-refund-${part.key}` },
      );
      return refund.id;
    },
  };
}
