/** What the shop needs from a card payment processor; Stripe and the built-in test processor both provide it. */
export interface PaymentProcessor {
  readonly kind: 'stripe' | 'test';
  /** For the browser: Stripe's publishable key (the test processor has none). */
  readonly publishableKey: string | undefined;
  /**
   * The order's live payment intent for its total: made on the first call, the same one on every later call
   * (Stripe by an idempotency key, the test processor by a unique index). `replaces` names a voided intent of the
   * order, so that a new one is made in its place.
   */
  createIntent(input: {
    orderId: string;
    amountCents: number;
    email: string;
    replaces?: string | undefined;
  }): Promise<IntentHandle>;
  /** The intent as the processor sees it now. */
  retrieveIntent(intentId: string): Promise<IntentState>;
  /**
   * Voids an intent whose order was cancelled, and says what it is afterwards: `canceled`, or `succeeded` when it
   * was paid first (a charge to give back). Already-final intents are left as they are.
   */
  cancelIntent(intentId: string): Promise<IntentState['status']>;
  /** Gives back a succeeded intent's whole charge, once however often asked; answers the processor's refund id. */
  refundIntent(intentId: string): Promise<string>;
  /**
   * Gives back part of a succeeded intent's charge (a return's credit note, ADR 150), once per `key` however often
   * asked; answers the processor's refund id.
   */
  refundPart(intentId: string, part: { amountCents: number; key: string }): Promise<string>;
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
