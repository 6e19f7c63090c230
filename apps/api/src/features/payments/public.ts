/** What the other features and app.ts may use of payments; a feature imports it through this file only. */
import type { FastifyInstance } from 'fastify';
import type { VoidPayment } from '../orders/public.ts';
import { paymentsDepsOf, voidIntent } from './payments-service.ts';

// A return's refund of part of the order's charge (ADR 150): noted with its credit note, given after the commit.
export {
  noteReturnRefund,
  type PaymentsDeps,
  paymentsDepsOf,
  settleReturnRefund,
} from './payments-service.ts';

/** The payment-void port of orders, as this server's payments fill it. */
export const voidPaymentOf =
  (app: FastifyInstance): VoidPayment =>
  (intentId, log) =>
    voidIntent({ ...paymentsDepsOf(app), log }, intentId);
