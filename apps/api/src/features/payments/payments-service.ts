import { orderMessages } from '@ironvolt/shared/orders';
import { type PaymentIntentResponse, paymentMessages } from '@ironvolt/shared/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import {
  findOrder,
  insertPayment,
  lockOrder,
  markOrderPaid,
  recordEvent,
  rememberIntent,
} from './payments-repository.ts';
import type { IntentState, PaymentProcessor } from './processor.ts';

export interface PaymentsDeps {
  db: Database;
  processor: PaymentProcessor;
  log: FastifyBaseLogger;
  /** Counts each order that becomes paid (app.metrics). */
  onPaid?: () => void;
}

const PAID_STATES = new Set(['paid', 'shipped', 'delivered']);

async function ownUnpaidOrder(deps: PaymentsDeps, user: CurrentUser, orderId: string) {
  const order = isUuid(orderId) ? await findOrder(deps.db, orderId) : undefined;
  if (!order) throw notFound(orderMessages.orderNotFound);
  if (order.userId !== user.id) throw forbidden(orderMessages.notYours);
  if (PAID_STATES.has(order.status)) throw conflict(orderMessages.alreadyPaid);
  if (order.status !== 'unpaid') throw conflict(orderMessages.notUnpaid);
  return order;
}

/**
 * The payment intent for the buyer's own unpaid order, for the order's total as the database has it. A
 * second call for the same order returns the same intent while it can still be paid.
 */
export async function createPaymentIntent(
  deps: PaymentsDeps,
  user: CurrentUser,
  orderId: string,
): Promise<PaymentIntentResponse> {
  const order = await ownUnpaidOrder(deps, user, orderId);
  const response = (clientSecret: string): PaymentIntentResponse => ({
    clientSecret,
    processor: deps.processor.kind,
    ...(deps.processor.publishableKey ? { publishableKey: deps.processor.publishableKey } : {}),
  });
  if (order.paymentIntentId && deps.processor.kind === 'stripe') {
    const existing = await deps.processor.retrieveIntent(order.paymentIntentId);
    if (
      existing.status !== 'canceled' &&
      existing.amountCents === order.totalPriceCents &&
      existing.clientSecret
    ) {
      return response(existing.clientSecret);
    }
  }
  const intent = await deps.processor.createIntent({
    orderId: order.id,
    amountCents: order.totalPriceCents,
    email: order.email,
  });
  await rememberIntent(deps.db, order.id, intent.intentId);
  return response(intent.clientSecret);
}

export type PaidOutcome = 'paid' | 'already-paid' | 'duplicate-event' | 'not-payable';

/**
 * Marks an order paid from a succeeded intent, exactly once whoever reports it first (webhook, the browser's
 * check, a retry): the event id is recorded under a unique key, the order moves unpaid → paid only from
 * unpaid, and the payment row is unique per order. Stock is not touched: it was reserved with the order.
 */
export async function recordSucceededIntent(
  deps: Pick<PaymentsDeps, 'db' | 'log' | 'onPaid'>,
  intent: Pick<IntentState, 'intentId' | 'amountCents' | 'orderId'>,
  processor: 'stripe' | 'test',
  event?: { id: string; type: string },
): Promise<PaidOutcome> {
  const orderId = intent.orderId;
  if (!orderId || !isUuid(orderId)) return 'not-payable';
  const outcome = await deps.db.transaction(async (tx): Promise<PaidOutcome> => {
    if (event && !(await recordEvent(tx, event.id, event.type))) return 'duplicate-event';
    const order = await lockOrder(tx, orderId);
    if (!order) return 'not-payable';
    if (PAID_STATES.has(order.status)) return 'already-paid';
    if (order.totalPriceCents !== intent.amountCents) {
      deps.log.error({ orderId, intentId: intent.intentId }, 'a payment does not match its order total');
      return 'not-payable';
    }
    if (order.status !== 'unpaid') {
      deps.log.error(
        { orderId, intentId: intent.intentId, status: order.status },
        'a payment arrived for an order that is no longer payable: refund it',
      );
      return 'not-payable';
    }
    await markOrderPaid(tx, order.id, intent.intentId);
    await insertPayment(tx, {
      orderId: order.id,
      processor,
      intentId: intent.intentId,
      amountCents: intent.amountCents,
    });
    return 'paid';
  });
  if (outcome === 'paid') deps.onPaid?.();
  return outcome;
}

/** The browser's check after the card went through: asks the processor, never takes the browser's word. */
export async function confirmOrderPayment(
  deps: PaymentsDeps,
  user: CurrentUser,
  orderId: string,
): Promise<string> {
  const order = isUuid(orderId) ? await findOrder(deps.db, orderId) : undefined;
  if (!order) throw notFound(orderMessages.orderNotFound);
  if (order.userId !== user.id) throw forbidden(orderMessages.notYours);
  if (PAID_STATES.has(order.status) && order.transactionId) return order.transactionId;
  if (!order.paymentIntentId) throw conflict(paymentMessages.notConfirmed);
  const intent = await deps.processor.retrieveIntent(order.paymentIntentId);
  if (intent.status !== 'succeeded') throw conflict(paymentMessages.notConfirmed);
  const outcome = await recordSucceededIntent(deps, intent, deps.processor.kind);
  if (outcome === 'not-payable') throw new HttpError(409, orderMessages.notUnpaid);
  return intent.intentId;
}
