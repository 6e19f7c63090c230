import type { LinkMail, PasswordResetData } from './account-mails.tsx';
import type { CompanyDecisionData, CompanyInvitationData } from './company-mails.tsx';
import type { MailShop } from './layout.tsx';
import type { OrderMailFacts, OrderMailKind, PlacedOrderMailData } from './order-mail-facts.ts';
import type { QuoteMailData, QuoteMailKind } from './quote-mails.tsx';
import type { PaymentReminderData } from './receivables-mails.tsx';
import type { ReturnMailData, ReturnMailKind } from './return-mails.tsx';
import type { RecallNoticeData, WarrantyRegisteredData } from './warranty-mails.tsx';

/**
 * A mail as the outbox keeps it until it is sent (ADR 035): its template, named by the row's kind, and the data
 * the template states, already in words (JSON, written with the change), or for an "order placed" mail the new
 * order's figures, worded when rendered (ADR 052). Rendered each time it is handed over.
 * Its own module, so that the renderers (loaded later, ADR 040) and templates.ts both read it without importing
 * each other.
 */
export type TemplatedMail =
  | { kind: 'email_verification'; data: LinkMail & { hours: number } }
  | { kind: 'password_reset'; data: PasswordResetData }
  | { kind: OrderMailKind; data: { shop: MailShop; facts: OrderMailFacts } | PlacedOrderMailData }
  | { kind: 'company_invitation'; data: CompanyInvitationData }
  | { kind: 'company_approved' | 'company_rejected'; data: CompanyDecisionData }
  | { kind: 'payment_reminder'; data: PaymentReminderData }
  | { kind: QuoteMailKind; data: QuoteMailData }
  | { kind: 'warranty_registered'; data: WarrantyRegisteredData }
  | { kind: 'recall_notice'; data: RecallNoticeData }
  | { kind: ReturnMailKind; data: ReturnMailData };

/**
 * The mails that carry a single-use link: the outbox keeps what they say only until they are sent or have failed
 * for good, then drops it (ADR 059). A new template whose data holds a secret must be named here.
 */
export const singleUseLinkMailKinds: readonly string[] = [
  'email_verification',
  'password_reset',
  'company_invitation',
] satisfies TemplatedMail['kind'][];
