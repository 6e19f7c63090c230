import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { creditNotes } from './returns.ts';

/** One row per paid order: the unique order id is what makes a payment count once, however often it is reported. */
export const payments = pgTable('payments', {
  id: id(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  processor: text('processor', { enum: ['stripe', 'test'] }).notNull(),
  intentId: text('intent_id').notNull().unique(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

/** Webhook events already handled; a redelivered event finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

export const refundReasons = [
  'order_cancelled',
  'order_gone',
  'amount_mismatch',
  'paid_by_another',
  // An admin refunded a paid order before it was shipped (POST /order/:id/refund).
  'admin_refund',
  // A return's refunded lines: part of the charge, with the credit note that names it (ADR 150).
  'return_refund',
] as const;

/**
 * Money given back through the processor: an admin's refund of a paid order, or a charge that went through for an
 * order that could not take it (cancelled or deleted in the same instant, a wrong amount, a second payment). One
 * whole refund per intent: however often it is asked for or the charge is reported, it is refunded once. A return's
 * refund is part of the charge, one per credit note (`creditNoteId`), as many as the order's returns make. A row without `processorRefundId` is still to be refunded; the
 * payments sweep tries it again. Kept when an admin deletes the order: it is a record of money.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    processor: text('processor', { enum: ['stripe', 'test'] }).notNull(),
    intentId: text('intent_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    /** The credit note of a return's partial refund; NULL for a refund of the whole charge. */
    creditNoteId: uuid('credit_note_id').references(() => creditNotes.id),
    /** The processor's refund (`re_…`, `tre_…`), once it took it. */
    processorRefundId: text('processor_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('refunds_whole_intent_unique').on(t.intentId).where(sql`${t.creditNoteId} IS NULL`),
    uniqueIndex('refunds_credit_note_unique').on(t.creditNoteId),
    index('refunds_intent_idx').on(t.intentId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_pending_idx').on(t.createdAt).where(sql`${t.processorRefundId} is null`),
  ],
);

/** The built-in test processor's payment intents (what Stripe keeps on its side when Stripe is used). */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    clientSecretHash: text('client_secret_hash').notNull().unique(),
    /** Handed back when the order's payment is asked for again (Stripe's client_secret can be read again too). */
    clientSecret: text('client_secret'),
    status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] })
      .notNull()
      .default('requires_payment_method'),
    failures: integer('failures').notNull().default(0),
    /** Set when the charge was given back. */
    refundId: text('refund_id'),
    /** Parts of the charge given back (a return's refunds, ADR 150): each one's key, refund id and amount. */
    partRefunds: jsonb('part_refunds')
      .$type<{ key: string; refundId: string; amountCents: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // One live intent per order: a second request for the order's payment gets the same one (Stripe's idempotency).
  (t) => [
    uniqueIndex('test_payment_intents_one_live_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'requires_payment_method'`),
  ],
);
