import type { Address } from '@ironvolt/shared/address';
import { orderStatuses, paymentMethods } from '@ironvolt/shared/orders-constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { companies } from './companies.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/** An order line as stored: money in cents. */
export interface StoredOrderLine {
  productId: string;
  productName: string;
  model: string;
  unitPriceCents: number;
  amount: number;
  lineTotalCents: number;
}

export { orderStatuses };

/** The one line of an order of one tool (SPEC's Buy Now). */
export const oneLine = (line: Omit<StoredOrderLine, 'lineTotalCents'>): StoredOrderLine[] => [
  { ...line, lineTotalCents: line.unitPriceCents * line.amount },
];

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
    /** What the buyer pays: the lines' net plus `taxCents`. */
    totalPriceCents: bigint('total_price_cents', { mode: 'number' }).notNull(),
    /** The tax rate in force when the order was placed, in hundredths of a percent (ADR 028); 0 = no tax. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    /** round(net × rate), once per order, fixed at placement: a later rate never rewrites it. */
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    /**
     * Every tool of the order as it was ordered (one for SPEC's Buy Now, many from the cart), written once when
     * the order is placed. The one-tool columns above are the first line's; the total is the sum of the lines plus `taxCents`.
     */
    lines: jsonb('lines').$type<StoredOrderLine[]>().notNull(),
    /**
     * Where the order ships (the shared address shape), and its shipping line as the server computed it from the
     * order's weight and the zone's rate (ADR 145): net in `shippingCents`, its tax in `shippingTaxCents` (part of
     * `taxCents`), both in the total. NULL address: no delivery given yet (Buy Now before its payment page), no line.
     */
    deliveryAddress: jsonb('delivery_address').$type<Address>(),
    shippingWeightGrams: bigint('shipping_weight_grams', { mode: 'number' }).notNull().default(0),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull().default(0),
    shippingTaxCents: bigint('shipping_tax_cents', { mode: 'number' }).notNull().default(0),
    /** The buyer's purchase-order number and note, given at checkout. */
    poNumber: text('po_number'),
    note: text('note'),
    status: text('status', { enum: orderStatuses }).notNull().default('unpaid'),
    /**
     * The buyer's company when they ordered as a member of an approved one (ADR 135): its price list priced the
     * order, its admins see the order and approve it when it is above the buyer's order limit.
     */
    companyId: uuid('company_id').references(() => companies.id),
    /** The company as the order was placed for it: the invoice's and credit note's buyer (its tax ID and address). */
    buyerCompany: jsonb('buyer_company').$type<{
      name: string;
      taxId: string | null;
      address: Address;
      taxExempt: boolean;
    }>(),
    /**
     * Placed by a buyer whose address was not confirmed and who had never paid (ironvolt_unverified_buyer): held
     * UNVERIFIED_BUYER_HOLD_HOURS instead of ORDER_HOLD_HOURS, and counted in that buyer's share of the stock.
     */
    shortHold: boolean('short_hold').notNull().default(false),
    /** 'card' (SPEC's checkout) or 'account': invoiced at once, paid later by transfer (ADR 139). */
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('card'),
    /** An order on account's invoice date plus the company's terms, a calendar day (UTC); NULL for card orders. */
    dueDate: date('due_date', { mode: 'string' }),
    /**
     * What the buyer has paid on account, net: recorded payments less reversed ones and money repaid. Kept in the
     * transaction that records each payment (order_payments holds every one).
     */
    amountPaidCents: bigint('amount_paid_cents', { mode: 'number' }).notNull().default(0),
    transactionId: text('transaction_id'),
    /** The processor's payment intent for this order, once checkout has started. */
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** `INV-<year>-<6 digits>`, given in the transaction that records the payment (db/document-numbers.ts). */
    invoiceNumber: text('invoice_number').unique(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true, mode: 'date' }),
    /** `CN-<year>-<6 digits>`, given in the transaction that refunds the paid order (its own gapless series). */
    creditNoteNumber: text('credit_note_number').unique(),
    /** When the order was refunded: the credit note's date. */
    creditedAt: timestamp('credited_at', { withTimezone: true, mode: 'date' }),
    /**
     * What the credit notes of returns (credit_notes, ADR 150) have credited of the order so far, tax included:
     * kept in the transaction that issues each, and held by a check at or under the invoiced total.
     */
    returnCreditedCents: bigint('return_credited_cents', { mode: 'number' }).notNull().default(0),
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
    check(
      'orders_tax_valid',
      sql`${t.taxRateBasisPoints} BETWEEN 0 AND 10000 AND ${t.taxCents} >= 0 AND ${t.taxCents} <= ${t.totalPriceCents}`,
    ),
    check(
      'orders_lines_list',
      sql`jsonb_typeof(${t.lines}) = 'array' and jsonb_array_length(${t.lines}) between 1 and 100`,
    ),
    check(
      'orders_payment_method_valid',
      sql.raw(`"payment_method" IN (${paymentMethods.map((m) => `'${m}'`).join(', ')})`),
    ),
    check('orders_amount_paid_not_negative', sql`${t.amountPaidCents} >= 0`),
    // Never credited more than invoiced: a whole-order credit note and partial ones are never both issued.
    check(
      'orders_return_credited_valid',
      sql`${t.returnCreditedCents} >= 0 AND ${t.returnCreditedCents} <= ${t.totalPriceCents} AND (${t.returnCreditedCents} = 0 OR ${t.creditNoteNumber} IS NULL)`,
    ),
    check(
      'orders_shipping_valid',
      sql`${t.shippingCents} >= 0 AND ${t.shippingTaxCents} >= 0 AND ${t.shippingTaxCents} <= ${t.taxCents} AND ${t.shippingWeightGrams} >= 0`,
    ),
    check(
      'orders_delivery_address_object',
      sql`${t.deliveryAddress} IS NULL OR jsonb_typeof(${t.deliveryAddress}) = 'object'`,
    ),
    check(
      'orders_status_valid',
      sql.raw(`"status" IN (${orderStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
    // `order by … desc` means NULLS FIRST: indexes declared so serve it in order (ADR 011).
    index('orders_user_newest_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // My Orders looks a buyer up by the e-mail on the order, whatever its case. Migration 0028 adds INCLUDE (email),
    // which Drizzle's index builder cannot state: the page's count then reads the index alone.
    index('orders_email_newest_idx').on(
      sql`lower(${t.email})`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // Placing an order counts the buyer's unpaid ones (the cap): this reads those alone, not their whole history.
    index('orders_user_unpaid_idx').on(t.userId).where(sql`${t.status} IN ('unpaid', 'awaiting_approval')`),
    // A company admin's My Orders and Approvals: the company's orders, newest first.
    index('orders_company_newest_idx')
      .on(t.companyId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.companyId} IS NOT NULL`),
    // Receivables and the credit check: a company's orders on account.
    index('orders_company_account_idx').on(t.companyId, t.dueDate).where(sql`${t.paymentMethod} = 'account'`),
    index('orders_product_idx').on(t.productId),
    uniqueIndex('orders_order_number_idx').on(t.orderNumber),
  ],
);
