/** What the shop needs from a card payment processor; Stripe and the built-in test processor both provide it. */
export interface PaymentProcessor {
  readonly kind: 'stripe' | 'test';
  /** For the browser: Stripe's publishable key (the test processor has none). */
  readonly publishableKey: string | undefined;
  /** Creates (or, for a repeated request, returns) the payment intent for an order's total. */
  createIntent(input: { orderId: string; amountCents: number; email: string }): Promise<IntentHandle>;
  /** The intent as the processor sees it now. */
  retrieveIntent(intentId: string): Promise<IntentState>;
  /** Voids an intent that can no longer be paid (its order was cancelled); already-final intents are left. */
  cancelIntent(intentId: string): Promise<void>;
}

export interface IntentHandle {
  intentId: string;
  clientSecret: string;
}

export interface IntentState {
  intentId: string;
  clientSecret: string;
  status:
    | 'succeeded'
    | 'processing'
    | 'requires_payment_method'
    | 'requires_action'
    | 'requires_confirmation'
    | 'requires_capture'
    | 'canceled';
  amountCents: number;
  orderId: string | undefined;
}
