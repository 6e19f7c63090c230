import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const codePurposes = ['password_reset', 'google_login', 'email_verification'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/**
 * Single-use codes (password-reset and e-mail verification links, the hand-over after Google sign-in). Only a SHA-256 of the code is
 * stored, so a copy of the database cannot be used to sign in.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull().unique(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId)],
);
