import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * Every serialized tool the shop shipped (ADR 148): written by features/warranty in the transaction that ships its
 * order, one row per unit. A serial is unique per model across the shop; the unique index is what refuses the same
 * serial from two shipments that race.
 */
export const serials = pgTable(
  'serials',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The model as the order line has it: what the owner reads off the tool's plate. */
    model: text('model').notNull(),
    serial: text('serial').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's buyer, mailed when a recall covers the tool (their address as it is then). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('serials_model_serial_unique').on(t.model, t.serial),
    index('serials_order_idx').on(t.orderId),
  ],
);

/**
 * A tool's owner's registration (ADR 148), at most one per serial (its key): a dealer's end customer or the dealer.
 * Kept apart from the order: the owner need not be the buyer and needs no account.
 */
export const warrantyRegistrations = pgTable('warranty_registrations', {
  serialId: uuid('serial_id')
    .primaryKey()
    .references(() => serials.id),
  purchasedOn: date('purchased_on', { mode: 'string' }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** The last day of cover: 3 years from purchase when registered within 30 days of it, else 1 year. */
  coverUntil: date('cover_until', { mode: 'string' }).notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A published recall (ADR 149): a model, optionally narrowed to a serial range (same length, then text order) and
 * to the days its tools shipped (UTC). Active until closed.
 */
export const recalls = pgTable(
  'recalls',
  {
    id: id(),
    title: text('title').notNull(),
    notice: text('notice').notNull(),
    model: text('model').notNull(),
    serialFrom: text('serial_from'),
    serialTo: text('serial_to'),
    shippedFrom: date('shipped_from', { mode: 'string' }),
    shippedTo: date('shipped_to', { mode: 'string' }),
    /** Addresses mailed when it was published, and how many distinct registered owners it reached. */
    notified: integer('notified').notNull().default(0),
    registeredOwners: integer('registered_owners').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The same recall published twice (two admins, two instances) is one: the second is refused.
    uniqueIndex('recalls_active_title_unique')
      .on(sql`lower(${t.model})`, sql`lower(${t.title})`)
      .where(sql`${t.closedAt} is null`),
  ],
);

/**
 * Who a recall mailed, each address once (ADR 149): written with the recall and the mails in one transaction, so
 * no publish or later sweep on any instance mails an address twice.
 */
export const recallRecipients = pgTable(
  'recall_recipients',
  {
    recallId: uuid('recall_id')
      .notNull()
      .references(() => recalls.id),
    email: text('email').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recallId, t.email] })],
);
