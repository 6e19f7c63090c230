import { z } from './zod.ts';

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** How a sent mail left: handed to the mail server (SMTP_URL), or written to the outbox folder (no SMTP set). */
export const mailDeliveries = ['smtp', 'folder'] as const;
export type MailDelivery = (typeof mailDeliveries)[number];

export const ADMIN_MAIL_LIMIT = 50;

export const mailMessages = {
  sentAgain: 'The mail will be sent again',
  notFound: 'No pending or failed mail has this id',
  linkDeleted:
    'This mail cannot be sent again: its single-use link was deleted when it failed. The customer can ask for a new link ("Forgot password?", or "Send the link again" on My Profile).',
  statusInvalid: `The status must be one of: ${mailStatuses.join(', ')}`,
} as const;

/** GET /api/admin/mail: a mail in the outbox as the admin's Mail page lists it (no body: links in it are secrets). */
export const OutboxMailSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** How it left once sent; null while it is not sent, and for mails sent before this was recorded. */
  deliveredVia: z.enum(mailDeliveries).nullable(),
  nextAttemptAt: z.string().nullable(),
  /** A pending or failed mail that still says what it said: not a sent one, nor one whose single-use link was deleted. */
  canSendAgain: z.boolean(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const MailListQuerySchema = z.object({
  status: z.enum(mailStatuses, { error: mailMessages.statusInvalid }).optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .default(1),
});

export const MailIdParamsSchema = z.object({ id: z.string().max(100) });
