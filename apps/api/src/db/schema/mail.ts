import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const mailStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * Every mail the shop sends, written in the same transaction as the change it reports, so a mail is never lost
 * to a crash or a mail server that is down. The sender (plugins/app/mail-outbox.ts) claims due rows for a while
 * (`claimedUntil`), so with many instances each mail is handed to the mail server by one of them; `messageId`
 * stays the same across retries, so a receiver can tell a repeat.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    messageId: text('message_id').notNull().unique(),
    /** What the mail is about, e.g. 'email_verification', 'password_reset'. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
  ],
);
