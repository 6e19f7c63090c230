import type { Address } from '@ironvolt/shared/address';
import { companyRoles, companyStatuses } from '@ironvolt/shared/companies-constants';
import { paymentTermsDays } from '@ironvolt/shared/orders-constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { priceLists } from './price-lists.ts';
import { users } from './users.ts';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" IN (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A trade account (ADR 130): applied for by a customer, approved, rejected or suspended by shop admins. Its billing
 * address is the shared address shape (packages/shared address.ts), validated on the way in.
 */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    taxId: text('tax_id'),
    phone: text('phone').notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    status: text('status', { enum: companyStatuses }).notNull().default('applied'),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    /** The company's prices (ADR 131); NULL for list prices. */
    priceListId: uuid('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    /** Who applied; the mails about the application go to them. */
    appliedBy: uuid('applied_by').references(() => users.id),
    /** Net terms of its orders on account, in days (ADR 139); 0 = card only. */
    paymentTermsDays: integer('payment_terms_days').notNull().default(0),
    /** The most its open balance on account may come to; 0 = card only. */
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_status_valid', inList('status', companyStatuses)),
    check(
      'companies_payment_terms_valid',
      sql.raw(`"payment_terms_days" IN (${paymentTermsDays.join(', ')})`),
    ),
    check('companies_credit_limit_not_negative', sql`${t.creditLimitCents} >= 0`),
    check('companies_address_object', sql`jsonb_typeof(${t.address}) = 'object'`),
    index('companies_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('companies_price_list_idx').on(t.priceListId),
  ],
);

/**
 * Who belongs to a company, and as what. The user is the key: a person belongs to at most one company, whatever
 * its status (an applicant is its first company admin). Read with the user's row on each request (auth plugin).
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: companyRoles }).notNull(),
    /** The most a buyer's order may come to before a company admin approves it; NULL for no limit. */
    orderLimitCents: bigint('order_limit_cents', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_members_role_valid', inList('role', companyRoles)),
    check(
      'company_members_order_limit_positive',
      sql`${t.orderLimitCents} IS NULL OR ${t.orderLimitCents} > 0`,
    ),
    index('company_members_company_idx').on(t.companyId, t.role),
  ],
);

/** A company's shipping addresses, several, offered at checkout. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label'),
    address: jsonb('address').$type<Address>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_addresses_address_object', sql`jsonb_typeof(${t.address}) = 'object'`),
    index('company_addresses_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * An invitation to join a company: its link's token is single-use and stored only as a SHA-256, so a copy of the
 * database cannot be used to join. At most one open invitation per company and address (a new one replaces it).
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored lower-cased: the address the invited person must sign in with and have proven. */
    email: text('email').notNull(),
    role: text('role', { enum: companyRoles }).notNull(),
    orderLimitCents: bigint('order_limit_cents', { mode: 'number' }),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedByEmail: text('invited_by_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_invitations_role_valid', inList('role', companyRoles)),
    uniqueIndex('company_invitations_open_unique')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} IS NULL`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyMemberRow = typeof companyMembers.$inferSelect;
