import type { RefundReply } from '@ironvolt/shared/admin';
import { formatOrderNumber, orderMessages } from '@ironvolt/shared/orders';
import {
  CARD_PAYMENT_MAX_CENTS,
  type PaymentIntentResponse,
  paymentMessages,
  type TestCardConfirm,
} from '@ironvolt/shared/payments';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { refundReasons } from '../../db/schema/index.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwner, type CurrentUser } from '../../plugins/app/auth.ts';
import type { IntentState, PaymentProcessor } from '../../plugins/app/payment-processors/processor.ts';
import type { CardError, TestProcessor } from '../../plugins/app/payment-processors/test-processor.ts';
import {
  creditOnAccount,
  findOrder,
  lockOrder,
  MAX_REFUND_ATTEMPTS,
  markOrderPaid,
  markOrderRefunded,
  type OrderMails,
  type OrderRow,
  orderMail,
  orderMailsOf,
  ordersJson,
  rememberIntent,
} from '../orders/public.ts';
import {
  findPaymentOfOrder,
  findRefund,
  findRefundOfCreditNote,
  insertPayment,
  insertRefund,
  listPendingRefunds,
  markRefunded,
  noteRefundFailure,
  recordEvent,
} from './payments-repository.ts';

/** The payments of this server: its database, its card processor, its metrics and its order mails. */
export const paymentsDepsOf = (app: FastifyInstance): PaymentsDeps => ({
  db: app.db,
  processor: app.payments.processor,
  log: app.log,
  onPaid: () => app.metrics.orderPaid(),
  mails: orderMailsOf(app),
});

export interface PaymentsDeps {
  db: Database;
  /** Undefined when card payment is not set up (no Stripe keys and no PAYMENTS=test). */
  processor: PaymentProcessor | undefined;
  log: FastifyBaseLogger;
  /** Counts each order that becomes paid (app.metrics). */
  onPaid?: () => void;
  /** The buyer's "payment received" mail, written with the payment. */
  mails?: OrderMails;
}

const PAID_STATES = new Set<OrderRow['status']>(['paid', 'shipped', 'delivered']);

/** Writes the buyer's "payment received" mail in the payment's transaction. */
async function mailPaid(deps: PaymentsDeps, tx: Executor, paid: OrderRow | undefined): Promise<void> {
  if (deps.mails && paid?.email)
    await deps.mails.outbox.enqueue(tx, orderMail(deps.mails.shop, 'order_paid', paid));
}

function processorOf(deps: Pick<PaymentsDeps, 'processor'>): PaymentProcessor {
  if (!deps.processor) throw new HttpError(503, paymentMessages.notSetUp);
  return deps.processor;
}

async function ownOrder(deps: Pick<PaymentsDeps, 'db'>, user: CurrentUser, orderId: string) {
  const order = isUuid(orderId) ? await findOrder(deps.db, orderId) : undefined;
  if (!order) throw notFound(orderMessages.orderNotFound);
  assertOwner(user, { userId: order.userId }, orderMessages.notYours);
  return order;
}

async function ownUnpaidOrder(deps: PaymentsDeps, user: CurrentUser, orderId: string) {
  const order = await ownOrder(deps, user, orderId);
  if (PAID_STATES.has(order.status)) throw conflict(orderMessages.alreadyPaid);
  if (order.status !== 'unpaid') throw conflict(orderMessages.notUnpaid);
  return order;
}

/**
 * The payment intent for the buyer's own unpaid order, for the order's total as the database has it. An order
 * has one live intent: every call hands back the same one while it can be paid. An intent made while the order
 * was being cancelled is voided at once.
 */
export async function createPaymentIntent(
  deps: PaymentsDeps,
  user: CurrentUser,
  orderId: string,
): Promise<PaymentIntentResponse> {
  const order = await ownUnpaidOrder(deps, user, orderId);
  // Beyond what a card can be charged the processor would refuse the intent (a 500); say so before asking it.
  if (order.totalPriceCents > CARD_PAYMENT_MAX_CENTS) throw unprocessable(paymentMessages.tooLargeForCard);
  const processor = processorOf(deps);
  const response = (clientSecret: string): PaymentIntentResponse => ({
    clientSecret,
    processor: processor.kind,
    ...(processor.publishableKey ? { publishableKey: processor.publishableKey } : {}),
  });
  let replaces: string | undefined;
  if (order.paymentIntentId) {
    // An intent the processor does not know (made under another PAYMENTS setting) is left behind.
    const existing = await processor.retrieveIntent(order.paymentIntentId).catch((error: unknown) => {
      deps.log.warn(
        { err: error, intentId: order.paymentIntentId },
        'the recorded payment intent is unknown',
      );
      return undefined;
    });
    if (
      existing &&
      existing.status !== 'canceled' &&
      existing.amountCents === order.totalPriceCents &&
      existing.clientSecret
    ) {
      return response(existing.clientSecret);
    }
    if (existing?.status === 'canceled') replaces = existing.intentId;
  }
  const intent = await processor.createIntent({
    orderId: order.id,
    amountCents: order.totalPriceCents,
    email: order.email,
    replaces,
  });
  if (!(await rememberIntent(deps.db, order.id, intent.intentId))) {
    await voidIntent(deps, intent.intentId);
    throw conflict(orderMessages.notUnpaid);
  }
  return response(intent.clientSecret);
}

export type PaidOutcome =
  | 'paid'
  | 'already-paid'
  | 'duplicate-event'
  | 'refunded'
  | 'refund-pending'
  | 'not-ours';

/**
 * Records a succeeded intent, exactly once whoever reports it first (webhook, the browser's check, a void that
 * found it paid, a retry). The event id is recorded under a unique key, the order moves unpaid → paid only from
 * unpaid, and the payment row is unique per order. A charge the order cannot take (cancelled or deleted in the
 * same instant, a wrong amount, a second payment) is noted under a unique key in the same transaction and then
 * refunded through the processor. Stock is not touched: it was reserved with the order.
 */
export async function recordSucceededIntent(
  deps: PaymentsDeps,
  intent: Pick<IntentState, 'intentId' | 'amountCents' | 'orderId'>,
  processor: 'stripe' | 'test',
  event?: { id: string; type: string },
): Promise<PaidOutcome> {
  const orderId = intent.orderId;
  // Not made by this shop (another integration on the same Stripe account): not ours to keep or give back.
  if (!orderId || !isUuid(orderId)) return 'not-ours';
  const decided = await deps.db.transaction(async (tx) => {
    if (event && !(await recordEvent(tx, event.id, event.type))) return 'duplicate-event' as const;
    const order = await lockOrder(tx, orderId);
    // A refunded order was paid by this intent too: a late report of its charge changes nothing.
    if (
      order &&
      (PAID_STATES.has(order.status) || order.status === 'refunded') &&
      order.transactionId === intent.intentId
    )
      return 'already-paid' as const;
    if (order?.status === 'unpaid' && order.totalPriceCents === intent.amountCents) {
      await mailPaid(deps, tx, await markOrderPaid(tx, order.id, intent.intentId));
      await insertPayment(tx, {
        orderId: order.id,
        processor,
        intentId: intent.intentId,
        amountCents: intent.amountCents,
      });
      return 'paid' as const;
    }
    const reason: (typeof refundReasons)[number] = !order
      ? 'order_gone'
      : order.status === 'unpaid'
        ? 'amount_mismatch'
        : PAID_STATES.has(order.status)
          ? 'paid_by_another'
          : 'order_cancelled';
    await insertRefund(tx, {
      orderId: order?.id ?? null,
      processor,
      intentId: intent.intentId,
      amountCents: intent.amountCents,
      reason,
    });
    return 'refund' as const;
  });
  if (decided === 'paid') deps.onPaid?.();
  return decided === 'refund' ? settleRefund(deps, intent.intentId) : decided;
}

/** Gives back a noted charge through the processor; a failure is counted and left for the sweep to try again. */
async function settleRefund(deps: PaymentsDeps, intentId: string): Promise<'refunded' | 'refund-pending'> {
  const refund = await findRefund(deps.db, intentId);
  if (!refund) return 'refund-pending';
  return settleRefundRow(deps, refund);
}

/** Gives back a noted refund, the whole charge or a return's part of it (by its credit note's key). */
async function settleRefundRow(
  deps: PaymentsDeps,
  refund: NonNullable<Awaited<ReturnType<typeof findRefund>>>,
): Promise<'refunded' | 'refund-pending'> {
  const intentId = refund.intentId;
  if (refund.processorRefundId) return 'refunded';
  const facts = {
    orderId: refund.orderId,
    intentId,
    amountCents: refund.amountCents,
    reason: refund.reason,
  };
  const processor = deps.processor;
  if (processor?.kind !== refund.processor) {
    deps.log.error(
      { ...facts, processor: refund.processor },
      'a charge to refund is with a processor not set up',
    );
    return 'refund-pending';
  }
  try {
    const processorRefundId = refund.creditNoteId
      ? await processor.refundPart(intentId, { amountCents: refund.amountCents, key: refund.creditNoteId })
      : await processor.refundIntent(intentId);
    await markRefunded(deps.db, refund.id, processorRefundId);
    if (refund.reason === 'admin_refund' || refund.reason === 'return_refund')
      deps.log.info({ ...facts, refundId: processorRefundId }, 'refunded an order');
    else
      deps.log.warn({ ...facts, refundId: processorRefundId }, 'refunded a payment its order could not take');
    return 'refunded';
  } catch (error) {
    const attempts = await noteRefundFailure(deps.db, refund.id, (error as Error).message ?? String(error));
    deps.log.error(
      { err: error, ...facts, attempts },
      attempts >= MAX_REFUND_ATTEMPTS
        ? `a refund is still not made after ${attempts} tries: refund it by hand`
        : 'could not make a refund; it will be tried again',
    );
    return 'refund-pending';
  }
}

/** Why POST /order/:id/refund refuses an order that is not paid (every answer is 409). */
const REFUND_REFUSAL: Record<Exclude<OrderRow['status'], 'paid'>, string> = {
  unpaid: orderMessages.refundNotPaid,
  awaiting_approval: orderMessages.refundNotPaid,
  confirmed: orderMessages.refundNotPaid,
  shipped: orderMessages.refundShipped,
  delivered: orderMessages.refundShipped,
  cancelled: orderMessages.refundCancelled,
  refunded: orderMessages.alreadyRefunded,
};

/** The audit entry of a refund: the order before, and after with what went back (by card or recorded as repaid). */
const auditRefund = (
  tx: Executor,
  actor: Actor,
  order: OrderRow,
  row: OrderRow,
  moneyBack: { refundedCents: number } | { repaidCents: number },
) =>
  recordActivity(tx, {
    actor,
    action: 'order.refunded',
    subject: {
      type: 'order',
      id: order.id,
      label: `${formatOrderNumber(order.orderNumber)} for ${order.email}`,
    },
    before: { status: order.status, totalPriceCents: order.totalPriceCents },
    after: { status: row.status, creditNoteNumber: row.creditNoteNumber, ...moneyBack },
  });

/**
 * POST /order/:id/refund (admin): a paid order not yet shipped is refunded in full. One transaction, with the
 * order locked (so a shipment or a second refund at the same instant waits, then finds it refunded and is
 * refused): paid → refunded with a credit note number, the stock back, the refund noted under the payment's
 * unique intent, the audit entry and the buyer's mail. The processor is asked after the commit, with an
 * idempotency key; if it cannot be reached the refund stays noted and the payments sweep tries again.
 */
export async function refundOrder(deps: PaymentsDeps, actor: Actor, orderId: string): Promise<RefundReply> {
  if (!isUuid(orderId)) throw notFound(orderMessages.orderNotFound);
  const { refunded, intentId } = await deps.db.transaction<{
    refunded: OrderRow;
    intentId: string | undefined;
  }>(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(orderMessages.orderNotFound);
    // On account no processor holds the money: a credit note, and what was paid recorded as repaid (ADR 139).
    if (order.paymentMethod === 'account' && (order.status === 'paid' || order.status === 'confirmed')) {
      const row = await creditOnAccount(tx, actor, order, 'refunded');
      await auditRefund(tx, actor, order, row, { repaidCents: order.amountPaidCents });
      if (deps.mails && row.email)
        await deps.mails.outbox.enqueue(
          tx,
          orderMail(deps.mails.shop, 'order_refunded', row, { repaidCents: order.amountPaidCents }),
        );
      return { refunded: row, intentId: undefined };
    }
    if (order.status !== 'paid') throw conflict(REFUND_REFUSAL[order.status], 'status');
    // A card's money is with its processor: only such a refund needs one set up.
    const processor = processorOf(deps);
    const payment = await findPaymentOfOrder(tx, order.id);
    if (!payment) throw conflict(orderMessages.refundNoPayment);
    if (payment.processor !== processor.kind)
      throw new HttpError(503, paymentMessages.refundProcessorMissing(payment.processor));
    const row = await markOrderRefunded(tx, order.id);
    if (!row) throw conflict(orderMessages.alreadyRefunded, 'status');
    await insertRefund(tx, {
      orderId: order.id,
      processor: payment.processor,
      intentId: payment.intentId,
      amountCents: payment.amountCents,
      reason: 'admin_refund',
    });
    await auditRefund(tx, actor, order, row, { refundedCents: payment.amountCents });
    if (deps.mails && row.email)
      await deps.mails.outbox.enqueue(tx, orderMail(deps.mails.shop, 'order_refunded', row));
    return { refunded: row, intentId: payment.intentId };
  });
  // An order on account answers with its payments and the repayment the credit note recorded.
  const [order] = await ordersJson(deps.db, [refunded]);
  if (!order) throw notFound(orderMessages.orderNotFound);
  if (!intentId) return { order, refund: 'refunded' };
  const outcome = await settleRefund(deps, intentId);
  return { order, refund: outcome === 'refunded' ? 'refunded' : 'pending' };
}

/**
 * Notes the card refund of a return's credit note (ADR 150), in the transaction that issues the note with the
 * order locked: part of the order's one payment, under the note's id, so it is given once. 503 when the order
 * was paid with a processor not set up now; nothing is written then.
 */
export async function noteReturnRefund(
  deps: Pick<PaymentsDeps, 'processor'>,
  tx: Executor,
  refund: { orderId: string; creditNoteId: string; amountCents: number },
): Promise<void> {
  const processor = processorOf(deps);
  const payment = await findPaymentOfOrder(tx, refund.orderId);
  if (!payment) throw conflict(orderMessages.refundNoPayment);
  if (payment.processor !== processor.kind)
    throw new HttpError(503, paymentMessages.refundProcessorMissing(payment.processor));
  await insertRefund(tx, {
    orderId: refund.orderId,
    processor: payment.processor,
    intentId: payment.intentId,
    amountCents: refund.amountCents,
    reason: 'return_refund',
    creditNoteId: refund.creditNoteId,
  });
}

/** After the commit: asks the processor for a return's noted refund; the payments sweep retries a failure. */
export async function settleReturnRefund(
  deps: PaymentsDeps,
  creditNoteId: string,
): Promise<'refunded' | 'pending'> {
  const refund = await findRefundOfCreditNote(deps.db, creditNoteId);
  if (!refund) return 'pending';
  return (await settleRefundRow(deps, refund)) === 'refunded' ? 'refunded' : 'pending';
}

/** Tries again the refunds that failed (the processor was down), oldest first; safe on many instances at once. */
export async function settlePendingRefunds(deps: PaymentsDeps, batch = 50): Promise<number> {
  if (!deps.processor) return 0;
  const pending = await listPendingRefunds(deps.db, deps.processor.kind, MAX_REFUND_ATTEMPTS, batch);
  let refunded = 0;
  for (const refund of pending) if ((await settleRefundRow(deps, refund)) === 'refunded') refunded++;
  return refunded;
}

/**
 * Voids the intent of an order that was just cancelled or deleted, so that no card can pay it. An intent found
 * paid (the card went through in the same instant) is recorded, which refunds it. Never throws: the
 * cancellation stands, and a charge that still goes through later is refunded when it is reported.
 */
export async function voidIntent(deps: PaymentsDeps, intentId: string): Promise<void> {
  const processor = deps.processor;
  if (!processor) return;
  try {
    const status = await processor.cancelIntent(intentId);
    if (status === 'succeeded') {
      const intent = await processor.retrieveIntent(intentId);
      const outcome = await recordSucceededIntent(deps, intent, processor.kind);
      deps.log.warn({ intentId, orderId: intent.orderId, outcome }, 'a cancelled order had been paid');
    } else if (status !== 'canceled') {
      deps.log.warn(
        { intentId, status },
        'the payment intent of a cancelled order could not be voided; a charge that goes through is refunded',
      );
    }
  } catch (error) {
    deps.log.error({ err: error, intentId }, 'could not void the payment intent of a cancelled order');
  }
}

/** The browser's check after the card went through: asks the processor, never takes the browser's word. */
export async function confirmOrderPayment(
  deps: PaymentsDeps,
  user: CurrentUser,
  orderId: string,
): Promise<string> {
  const order = await ownOrder(deps, user, orderId);
  if (PAID_STATES.has(order.status) && order.transactionId) return order.transactionId;
  const processor = processorOf(deps);
  const refused = order.status === 'unpaid' ? paymentMessages.notConfirmed : paymentMessages.orderNotPayable;
  if (!order.paymentIntentId) throw conflict(refused);
  const intent = await processor.retrieveIntent(order.paymentIntentId);
  if (intent.status !== 'succeeded') throw conflict(refused);
  const outcome = await recordSucceededIntent(deps, intent, processor.kind);
  if (outcome === 'refunded') throw conflict(paymentMessages.refunded);
  if (outcome === 'refund-pending') throw conflict(paymentMessages.refundPending);
  return intent.intentId;
}

/**
 * The built-in test processor's card confirmation, as one transaction: the order is locked and must still wait
 * for payment before the card is charged, so a cancellation at the same instant either comes first (nothing is
 * charged, 409) or finds the order paid (and is refused). The order is paid in the same transaction.
 */
export async function payWithTestCard(
  deps: PaymentsDeps,
  testProcessor: TestProcessor,
  user: CurrentUser,
  body: Pick<TestCardConfirm, 'clientSecret' | 'number'> & { expMonth: number; expYear: number },
): Promise<string> {
  const { clientSecret, number, expMonth, expYear } = body;
  let newlyPaid = false;
  const result = await deps.db.transaction(async (tx): Promise<{ paid: string } | { refusal: CardError }> => {
    const intent = await testProcessor.findBySecret(tx, clientSecret);
    const order = await lockOrder(tx, intent.orderId);
    if (!order) throw notFound(paymentMessages.intentNotFound);
    assertOwner(user, { userId: order.userId }, orderMessages.notYours);
    if (PAID_STATES.has(order.status) && order.transactionId === intent.id) return { paid: intent.id };
    if (order.status !== 'unpaid') throw conflict(paymentMessages.orderNotPayable);
    if (order.totalPriceCents !== intent.amountCents) throw conflict(paymentMessages.amountMismatch);
    // A refusal is answered after the commit, so that the failed try is counted.
    const refusal = await testProcessor.charge(tx, intent.id, { number, expMonth, expYear });
    if (refusal) return { refusal };
    await mailPaid(deps, tx, await markOrderPaid(tx, order.id, intent.id));
    await insertPayment(tx, {
      orderId: order.id,
      processor: 'test',
      intentId: intent.id,
      amountCents: intent.amountCents,
    });
    newlyPaid = true;
    return { paid: intent.id };
  });
  if (newlyPaid) deps.onPaid?.();
  if ('refusal' in result) throw result.refusal;
  return result.paid;
}
