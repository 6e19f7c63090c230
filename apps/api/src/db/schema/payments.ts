import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';

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

/** The built-in test processor's payment intents (what Stripe keeps on its side when Stripe is used). */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  clientSecretHash: text('client_secret_hash').notNull().unique(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] })
    .notNull()
    .default('requires_payment_method'),
  failures: integer('failures').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
