import { type returnReasons, type returnResolutions, returnStatuses } from '@ironvolt/shared/returns';
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
import { orders } from './orders.ts';
import { users } from './users.ts';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" IN (${values.map((value) => `'${value}'`).join(', ')})`);

/** A returned line: the order's line as sold (its unit price), how many come back, why, and what the shop did. */
export interface StoredReturnLine {
  productId: string;
  name: string;
  model: string;
  unitPriceCents: number;
  amount: number;
  /** As the buyer gave them (at most one per unit); the warranty registration reads them when it is wired in. */
  serials: string[];
  reason: (typeof returnReasons)[number];
  resolution?: (typeof returnResolutions)[number] | undefined;
}

/**
 * A return or warranty claim (ADR 150) of part of a delivered order, numbered `RMA-<year>-<6 digits>` in its own
 * gapless series. What its lines hold counts against the order's delivered amounts unless it was rejected.
 */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's short number, as the buyer knows it, for the lists and mails. */
    orderNumber: integer('order_number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The buyer's address when they asked: every step's mail goes there. */
    email: text('email').notNull(),
    status: text('status', { enum: returnStatuses }).notNull().default('requested'),
    lines: jsonb('lines').$type<StoredReturnLine[]>().notNull(),
    note: text('note'),
    instructions: text('instructions'),
    rejection: text('rejection'),
    /** The zero-price order that replaces the lines resolved by a replacement. */
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id),
    replacementOrderNumber: integer('replacement_order_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('returns_status_valid', inList('status', returnStatuses)),
    check(
      'returns_lines_list',
      sql`jsonb_typeof(${t.lines}) = 'array' and jsonb_array_length(${t.lines}) between 1 and 100`,
    ),
    uniqueIndex('returns_number_unique').on(t.number),
    index('returns_order_idx').on(t.orderId),
    index('returns_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('returns_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/** A credited line: the returned amount at the order's unit price. */
export interface StoredCreditLine {
  productId: string;
  name: string;
  model: string;
  unitPriceCents: number;
  amount: number;
  lineTotalCents: number;
}

/**
 * A credit note for part of an order (a return's refunded lines), numbered in the credit-note series ('CN') the
 * whole-order refund uses. Its tax is the order's goods tax on everything credited so far less what earlier credit
 * notes took, so all of an order's credit notes sum to its invoice's goods to the cent (ADR 150); the order keeps
 * the running total (orders.return_credited_cents), which its check holds at or under what was invoiced.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id),
    lines: jsonb('lines').$type<StoredCreditLine[]>().notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'credit_notes_amounts_valid',
      sql`${t.netCents} > 0 AND ${t.taxCents} >= 0 AND ${t.totalCents} = ${t.netCents} + ${t.taxCents}`,
    ),
    uniqueIndex('credit_notes_number_unique').on(t.number),
    uniqueIndex('credit_notes_return_unique').on(t.returnId),
    index('credit_notes_order_idx').on(t.orderId),
  ],
);
