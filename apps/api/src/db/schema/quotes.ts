import { type quoteActors, quoteStatuses } from '@ironvolt/shared/quotes-constants';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" IN (${values.map((value) => `'${value}'`).join(', ')})`);

/** A line of a quote: the tool as it was named when asked, the amount, the buyer's own price then and the offer's. */
export interface StoredQuoteLine {
  productId: string;
  name: string;
  model: string;
  amount: number;
  listUnitPriceCents: number;
  /** Null until the shop offers a price. */
  unitPriceCents: number | null;
}

/** One step of a quote, kept forever in its history: every round of asking and offering. */
export interface StoredQuoteEvent {
  at: string;
  status: (typeof quoteStatuses)[number];
  by: (typeof quoteActors)[number];
  email?: string | undefined;
  message?: string | undefined;
  lines?: StoredQuoteLine[] | undefined;
  expiresAt?: string | undefined;
}

/**
 * A request for quote (ADR 146): a buyer's cart priced at their own prices when asked, answered by the shop with
 * a price per line and an expiry, and accepted once into an order. Numbered in its own gapless series
 * (document_counters, 'Q'); nothing is reserved until it is accepted.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The buyer's address when asked: the mails go there. */
    email: text('email').notNull(),
    /** The buyer's company when asked, if any (its name is shown to the shop). */
    companyId: uuid('company_id').references(() => companies.id),
    status: text('status', { enum: quoteStatuses }).notNull().default('requested'),
    lines: jsonb('lines').$type<StoredQuoteLine[]>().notNull(),
    /** The buyer's latest message. */
    message: text('message'),
    /** Until when the current offer holds; null while requested. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** The order an accepted quote became. */
    orderId: uuid('order_id').references(() => orders.id),
    history: jsonb('history').$type<StoredQuoteEvent[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quotes_status_valid', inList('status', quoteStatuses)),
    check('quotes_lines_array', sql`jsonb_typeof(${t.lines}) = 'array'`),
    check('quotes_history_array', sql`jsonb_typeof(${t.history}) = 'array'`),
    check('quotes_offered_expires', sql`${t.status} <> 'offered' OR ${t.expiresAt} IS NOT NULL`),
    check('quotes_accepted_order', sql`${t.status} <> 'accepted' OR ${t.orderId} IS NOT NULL`),
    uniqueIndex('quotes_number_unique').on(t.number),
    uniqueIndex('quotes_order_unique').on(t.orderId),
    index('quotes_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('quotes_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    // The expiry sweep's read: offered quotes by when they run out.
    index('quotes_offered_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'offered'`),
  ],
);
