import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { users } from './users.ts';

export const orderStatuses = ['unpaid', 'paid', 'shipped', 'delivered', 'cancelled'] as const;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /**
     * The short reference people read and say (My Orders, the admin's list, mails): numbered by a sequence, so
     * unique and rising but with gaps where a transaction rolled back (ADR 025). The id stays the key.
     */
    orderNumber: integer('order_number').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    customerName: text('customer_name').notNull().default(''),
    phoneNo: text('phone_no').notNull().default(''),
    address: text('address').notNull().default(''),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Snapshot at order time: later catalog edits and deletions do not change an order. */
    productName: text('product_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amount: integer('amount').notNull(),
    totalPriceCents: bigint('total_price_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('unpaid'),
    transactionId: text('transaction_id'),
    /** The processor's payment intent for this order, once checkout has started. */
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** `INV-<year>-<6 digits>`, given in the transaction that records the payment (db/document-numbers.ts). */
    invoiceNumber: text('invoice_number').unique(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true, mode: 'date' }),
    /** Given by the admin who ships the order. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The buyer as the invoice was issued to them: kept as issued when the account is later deleted. */
    invoiceBuyer: jsonb('invoice_buyer').$type<{
      name: string;
      email: string;
      phone: string;
      address: string;
    }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_amount_positive', sql`${t.amount} > 0`),
    check('orders_total_not_negative', sql`${t.totalPriceCents} >= 0`),
    check('orders_status_valid', sql`${t.status} IN ('unpaid', 'paid', 'shipped', 'delivered', 'cancelled')`),
    // `order by … desc` means NULLS FIRST: indexes declared so serve it in order (ADR 011).
    index('orders_user_newest_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // My Orders looks a buyer up by the e-mail on the order, whatever its case.
    index('orders_email_newest_idx').on(
      sql`lower(${t.email})`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_product_idx').on(t.productId),
    uniqueIndex('orders_order_number_idx').on(t.orderNumber),
  ],
);
