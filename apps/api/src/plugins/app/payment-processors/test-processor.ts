import { createHash, randomBytes } from 'node:crypto';
import { paymentMessages } from '@ironvolt/shared/payments';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { testPaymentIntents } from '../../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../../lib/http-errors.ts';
import type { PaymentProcessor } from './processor.ts';

export type TestIntentRow = typeof testPaymentIntents.$inferSelect;
type Card = { number: string; expMonth: number; expYear: number };

const LIVE = 'requires_payment_method';

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
export function testCardOutcome(card: Card, now = new Date()): CardError | undefined {
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
  /** The intent a client secret belongs to; 404 when there is none. */
  findBySecret(db: Executor, clientSecret: string): Promise<TestIntentRow>;
  /**
   * Charges a card to an intent inside the caller's transaction, which has locked the intent's order and found it
   * waiting for payment: undefined when the intent is paid (now, or before), else the card's refusal (counted, so
   * the caller commits and then answers it). A voided intent is refused with 409.
   */
  charge(db: Executor, intentId: string, card: Card): Promise<CardError | undefined>;
}

/** The offline stand-in for Stripe: the same flow, intents kept in our own database, Stripe's test cards. */
export function createTestProcessor(db: Database): TestProcessor {
  const find = async (id: string) => {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    if (!row) throw notFound(paymentMessages.intentNotFound);
    return row;
  };
  const liveIntentOf = async (orderId: string) => {
    const [row] = await db
      .select()
      .from(testPaymentIntents)
      .where(and(eq(testPaymentIntents.orderId, orderId), eq(testPaymentIntents.status, LIVE)));
    return row;
  };
  return {
    kind: 'test',
    publishableKey: undefined,
    async createIntent({ orderId, amountCents }) {
      // The unique index on an order's live intent decides between concurrent requests: one inserts, the others
      // read what it inserted. A row that left the live state in between makes the loop try again.
      for (let attempt = 0; attempt < 3; attempt++) {
        const intentId = `tpi_${randomBytes(12).toString('hex')}`;
        const clientSecret = `${intentId}_secret_${randomBytes(18).toString('base64url')}`;
        const [made] = await db
          .insert(testPaymentIntents)
          .values({ id: intentId, orderId, amountCents, clientSecret, clientSecretHash: hash(clientSecret) })
          .onConflictDoNothing({
            target: testPaymentIntents.orderId,
            where: sql`status = 'requires_payment_method'`,
          })
          .returning({ id: testPaymentIntents.id });
        if (made) return { intentId, clientSecret };
        const live = await liveIntentOf(orderId);
        if (live?.clientSecret) return { intentId: live.id, clientSecret: live.clientSecret };
      }
      throw new Error(`no live test payment intent could be made for order ${orderId}`);
    },
    async retrieveIntent(intentId) {
      const row = await find(intentId);
      return {
        intentId: row.id,
        clientSecret: row.clientSecret ?? '',
        status: row.status,
        amountCents: row.amountCents,
        orderId: row.orderId,
      };
    },
    async cancelIntent(intentId) {
      const [voided] = await db
        .update(testPaymentIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, intentId), eq(testPaymentIntents.status, LIVE)))
        .returning({ status: testPaymentIntents.status });
      if (voided) return voided.status;
      const [row] = await db
        .select({ status: testPaymentIntents.status })
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, intentId));
      // Gone with its order (an admin deleted it): nothing can pay it any more.
      return row?.status ?? 'canceled';
    },
    async refundIntent(intentId) {
      const refundId = `tre_${randomBytes(12).toString('hex')}`;
      const [row] = await db
        .update(testPaymentIntents)
        .set({ refundId: sql`coalesce(${testPaymentIntents.refundId}, ${refundId})`, updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, intentId), eq(testPaymentIntents.status, 'succeeded')))
        .returning({ refundId: testPaymentIntents.refundId });
      if (!row?.refundId) throw new Error(`test payment intent ${intentId} has no charge to refund`);
      return row.refundId;
    },
    async refundPart(intentId, part) {
      // As Stripe does: a part is given once per key, and the parts never add up to more than the charge.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, intentId))
          .for('update');
        if (row?.status !== 'succeeded' || row.refundId)
          throw new Error(`test payment intent ${intentId} has no charge to refund`);
        const done = row.partRefunds.find((given) => given.key === part.key);
        if (done) return done.refundId;
        const given = row.partRefunds.reduce((sum, refund) => sum + refund.amountCents, 0);
        if (part.amountCents <= 0 || given + part.amountCents > row.amountCents)
          throw new Error(
            `test payment intent ${intentId} has less than ${part.amountCents} cents left to refund`,
          );
        const refundId = `tre_${randomBytes(12).toString('hex')}`;
        await tx
          .update(testPaymentIntents)
          .set({
            partRefunds: [...row.partRefunds, { key: part.key, refundId, amountCents: part.amountCents }],
            updatedAt: new Date(),
          })
          .where(eq(testPaymentIntents.id, intentId));
        return refundId;
      });
    },
    async findBySecret(executor, clientSecret) {
      const [row] = await executor
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.clientSecretHash, hash(clientSecret)));
      if (!row || !clientSecret.startsWith(`${row.id}_secret_`))
        throw notFound(paymentMessages.intentNotFound);
      return row;
    },
    async charge(executor, intentId, card) {
      const [row] = await executor
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, intentId))
        .for('update');
      if (!row) throw notFound(paymentMessages.intentNotFound);
      if (row.status === 'succeeded') return undefined;
      if (row.status === 'canceled') throw conflict(paymentMessages.intentCanceled);
      const refusal = testCardOutcome(card);
      await executor
        .update(testPaymentIntents)
        .set(
          refusal
            ? { failures: row.failures + 1, updatedAt: new Date() }
            : { status: 'succeeded', updatedAt: new Date() },
        )
        .where(eq(testPaymentIntents.id, row.id));
      return refusal;
    },
  };
}
