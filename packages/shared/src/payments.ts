import { z } from './zod.ts';

/** The most one card payment may charge: Stripe's limit for a charge in dollars ($999,999.99). */
export const CARD_PAYMENT_MAX_CENTS = 99_999_999;

export const paymentMessages = {
  complete: 'Your payment is complete',
  tooLargeForCard:
    'This order is more than one card payment can take ($999,999.99): place smaller orders, or ask us for an invoice to pay by bank transfer.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  pastExpiry: "Your card's expiration date is in the past.",
  notTestCard: 'This store takes test cards only: use 4242 4242 4242 4242 to pay.',
  incompleteCard: 'Your card details are incomplete.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  notConfirmed: 'The payment has not gone through yet. Please try again in a moment.',
  intentNotFound: 'Payment not found',
  intentCanceled: 'This payment was cancelled. Reload the page to start again.',
  amountMismatch: 'The payment does not match the order total',
  badSignature: 'The webhook signature is not valid',
  notSetUp: 'Card payment is not set up',
  /** POST /order/:id/refund takes no figures: a refund is of the whole payment, so an `amount` is refused, not ignored. */
  refundWhole: 'A refund gives back the whole payment: it takes no amount or other field',
  /** An admin's refund of an order paid through a processor that is not the one set up now. */
  refundProcessorMissing: (processor: 'stripe' | 'test') =>
    `This order was paid through ${processor === 'stripe' ? 'Stripe' : 'the test processor'}, which is not set up now, so it cannot be refunded`,
  testModeTitle: 'Test mode: no real card is charged.',
  testModeHint:
    "This store takes Stripe's test cards only. Pay with 4242 4242 4242 4242, any future date and any CVC.",
  /** A card confirmation for an order that was cancelled (or paid) meanwhile: refused before any charge. */
  orderNotPayable:
    'This order can no longer be paid: it is not waiting for payment. Your card was not charged.',
  /** A charge that went through for an order cancelled at the same instant, given back at once. */
  refunded: 'This order was cancelled before your payment arrived, so the payment has been refunded in full.',
  refundPending:
    'This order was cancelled before your payment arrived, so the payment will be refunded in full.',
} as const;

/** POST /order/:id/refund: no body, or an empty one; a refund is of the whole payment. */
export const RefundBodySchema = z.strictObject({}, { error: paymentMessages.refundWhole }).nullish();

/** POST /create-payment-intent. A `price` in the body is ignored: the amount is the order's total. */
export const CreatePaymentIntentBodySchema = z.object({
  orderId: z.string({ error: 'orderId is required' }).max(100, 'orderId is not valid'),
});

export const PaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  processor: z.enum(['stripe', 'test']),
  publishableKey: z.string().optional(),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

/** A card's month or year as typed or as a number: empty is incomplete, anything else out of `min`–`max` is `invalid`. */
const cardFigure = (invalid: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1, paymentMessages.incompleteCard).regex(/^\d+$/, invalid)], {
      error: paymentMessages.incompleteCard,
    })
    .pipe(
      z.coerce.number<number | string>({ error: invalid }).int(invalid).min(min, invalid).max(max, invalid),
    );

/** The built-in test processor's card form (offline stand-in for Stripe's card element). */
export const TestCardConfirmSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  number: z.string().max(30, paymentMessages.incorrectNumber),
  // The card form sends what was typed ("12"); a number is taken too, and the document says both. What is refused
  // reads as Stripe's card element says it, under the card field.
  expMonth: cardFigure(paymentMessages.invalidExpiryMonth, 1, 12),
  expYear: cardFigure(paymentMessages.invalidExpiryYear, 0, 9999),
  cvc: z.string().regex(/^\d{3,4}$/, paymentMessages.incompleteCard),
  email: z.string().max(254).optional(),
});
export type TestCardConfirm = z.input<typeof TestCardConfirmSchema>;

export const PaymentResultSchema = z.object({ status: z.literal('succeeded'), transactionId: z.string() });

/** Card declines answer 402 with Stripe's decline code, so the page shows the message under the card field. */
export const CardErrorSchema = z.object({ message: z.string(), code: z.string() });
