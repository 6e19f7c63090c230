import { createHash, randomBytes } from 'node:crypto';
import { paymentMessages } from '@ironvolt/shared/payments';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testPaymentIntents } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { PaymentProcessor } from './processor.ts';

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A card refusal, answered 402 with Stripe's code so that the page can show it under the card field. */
export class CardError extends HttpError {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(402, message);
  }
}

/** Stripe's documented test cards and what each one does. */
const TEST_CARDS: Record<string, { code: string; message: string } | 'succeeds'> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': { code: 'card_declined', message: paymentMessages.declined },
  '4000000000009995': { code: 'insufficient_funds', message: paymentMessages.insufficientFunds },
  '4000000000000069': { code: 'expired_card', message: paymentMessages.expired },
  '4000000000000127': { code: 'incorrect_cvc', message: paymentMessages.incorrectCvc },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * What a card does at the built-in test processor: undefined when it pays, otherwise the refusal. The number
 * is only looked at here; it is never stored or logged.
 */
export function testCardOutcome(
  card: { number: string; expMonth: number; expYear: number },
  now = new Date(),
): CardError | undefined {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return new CardError(paymentMessages.incompleteCard, 'incomplete_number');
  if (!luhnValid(digits)) return new CardError(paymentMessages.incorrectNumber, 'incorrect_number');
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfExpiryMonth = new Date(Date.UTC(year, card.expMonth, 1));
  if (endOfExpiryMonth <= now) return new CardError(paymentMessages.pastExpiry, 'invalid_expiry_year');
  const known = TEST_CARDS[digits];
  if (!known) return new CardError(paymentMessages.notTestCard, 'card_not_supported');
  return known === 'succeeds' ? undefined : new CardError(known.message, known.code);
}

export interface TestProcessor extends PaymentProcessor {
  /** The card form's confirmation; returns the intent id when the card pays. */
  confirmCard(
    clientSecret: string,
    card: { number: string; expMonth: number; expYear: number },
  ): Promise<string>;
}

/** The offline stand-in for Stripe: the same flow, intents kept in our own database, Stripe's test cards. */
export function createTestProcessor(db: Database): TestProcessor {
  const find = async (id: string) => {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    if (!row) throw notFound(paymentMessages.intentNotFound);
    return row;
  };
  return {
    kind: 'test',
    publishableKey: undefined,
    async createIntent({ orderId, amountCents }) {
      const intentId = `tpi_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${intentId}_secret_${randomBytes(18).toString('base64url')}`;
      await db
        .insert(testPaymentIntents)
        .values({ id: intentId, orderId, amountCents, clientSecretHash: hash(clientSecret) });
      return { intentId, clientSecret };
    },
    async retrieveIntent(intentId) {
      const row = await find(intentId);
      return {
        intentId: row.id,
        clientSecret: '',
        status: row.status,
        amountCents: row.amountCents,
        orderId: row.orderId,
      };
    },
    async cancelIntent(intentId) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(eq(testPaymentIntents.id, intentId));
    },
    async confirmCard(clientSecret, card) {
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.clientSecretHash, hash(clientSecret)));
      if (!row || !clientSecret.startsWith(`${row.id}_secret_`))
        throw notFound(paymentMessages.intentNotFound);
      if (row.status === 'succeeded') return row.id;
      if (row.status === 'canceled')
        throw new CardError(paymentMessages.declined, 'payment_intent_unexpected_state');
      const refusal = testCardOutcome(card);
      if (refusal) {
        await db
          .update(testPaymentIntents)
          .set({ failures: row.failures + 1, updatedAt: new Date() })
          .where(eq(testPaymentIntents.id, row.id));
        throw refusal;
      }
      await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', updatedAt: new Date() })
        .where(eq(testPaymentIntents.id, row.id));
      return row.id;
    },
  };
}
