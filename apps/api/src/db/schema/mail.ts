import { mailDeliveries } from '@ironvolt/shared/mail';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailAttachmentRef } from '../../mail-templates/attachments.ts';
import { createdAt, id } from './columns.ts';

export const mailStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * Every mail the shop sends, written in the same transaction as the change it reports, so a mail is never lost
 * to a crash or a mail server that is down. The sender (plugins/app/mail-outbox.ts) claims due rows for a while
 * (`claimedUntil`, `claimToken`), so with many instances each mail is handed to the mail server by one of them; `messageId`
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
    /**
     * The parts as written by the shop before ADR 035, or by a caller that passes them ready; null when templated,
     * and for a sent or failed mail with a single-use link (ADR 059), like the data below.
     */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /**
     * What the template named by `kind` says (ADR 035): rendered to HTML and text each time the mail is handed
     * over, so a change's transaction never waits for a render. Null when the row holds its parts.
     */
    templateData: jsonb('template_data').$type<Record<string, unknown>>(),
    /** What to attach, rendered at delivery (ADR 028): a crash between the change and the send loses nothing. */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    /**
     * Whose claim it is (ADR 038): a sender marks a mail sent or failed, and hands it over, only while the row
     * still holds the token it claimed it with.
     */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** How the mail left when it was sent: to the mail server, or into the outbox folder (no SMTP set). */
    deliveredVia: text('delivered_via', { enum: mailDeliveries }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    check('mail_outbox_attachments_list', sql`jsonb_typeof(${t.attachments}) = 'array'`),
    // A mail to send says something: its parts, or its template's data (never both, so what is sent is never in
    // doubt). Once sent or failed for good, a mail with a single-use link keeps neither (ADR 059).
    check(
      'mail_outbox_parts_or_template',
      sql`(${t.textBody} is null) <> (${t.templateData} is null) or (${t.status} <> 'pending' and ${t.textBody} is null and ${t.htmlBody} is null and ${t.templateData} is null)`,
    ),
  ],
);
