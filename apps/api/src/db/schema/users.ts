import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; unique whatever the case the user typed. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    image: text('image'),
    phoneNo: text('phone_no'),
    /** 'admin' for admins, NULL otherwise (SPEC: role absent). */
    role: text('role'),
    country: text('country'),
    state: text('state'),
    streetAddress: text('street_address'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    /** argon2id hash; NULL for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    /** Raised on logout and password change: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    googleSubject: text('google_subject'),
    /**
     * When the owner proved the address (the verification mail's link, a password-reset link, or an OIDC sign-in
     * whose ID token says `email_verified`); NULL until then. ADMIN_EMAILS makes only proven addresses admin.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the owner deleted the account: the row stays for the orders and reviews that name it, emptied of
     * everything personal (its email becomes a placeholder, so the address is free to register again).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    check('users_role_valid', sql`${t.role} IS NULL OR ${t.role} = 'admin'`),
  ],
);
