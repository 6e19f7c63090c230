import { reminderKinds } from '@ironvolt/shared/orders-constants';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const orderPaymentKinds = ['received', 'repaid'] as const;

/**
 * Money moved on an order on account (ADR 139): a payment received by transfer, or money given back with a refund
 * ('repaid'). Recorded by a shop admin; never deleted: a mistaken one is reversed, with who, when and why.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: orderPaymentKinds }).notNull().default('received'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The bank's reference of the transfer, as the admin read it. */
    reference: text('reference').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    reversedAt: timestamp('reversed_at', { withTimezone: true, mode: 'date' }),
    reversedBy: uuid('reversed_by').references(() => users.id, { onDelete: 'set null' }),
    reverseReason: text('reverse_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'order_payments_kind_valid',
      sql.raw(`"kind" IN (${orderPaymentKinds.map((k) => `'${k}'`).join(', ')})`),
    ),
    check('order_payments_reversal_whole', sql`(${t.reversedAt} IS NULL) = (${t.reverseReason} IS NULL)`),
    index('order_payments_order_idx').on(t.orderId, t.receivedAt),
  ],
);

/**
 * The reminders sent for an invoice on account: one row per order and kind, written in the transaction that puts
 * the mail in the outbox, so each reminder goes once however many instances look for it.
 */
export const orderReminders = pgTable(
  'order_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind] }),
    check(
      'order_reminders_kind_valid',
      sql.raw(`"kind" IN (${reminderKinds.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);
