// The mail templates and react-email behind renderTemplated (templates.ts), which loads this module with the
// first mail it renders.
import { passwordResetMail, verificationMail } from './account-mails.tsx';
import { companyApprovedMail, companyInvitationMail, companyRejectedMail } from './company-mails.tsx';
import { factsOfOrderMail, orderMailKinds } from './order-mail-facts.ts';
import { renderOrderMail } from './order-mails.tsx';
import { quoteMail } from './quote-mails.tsx';
import { paymentReminderMail } from './receivables-mails.tsx';
import type { RenderedMail } from './render.ts';
import { returnMail } from './return-mails.tsx';
import type { TemplatedMail } from './templated-mail.ts';
import { recallNoticeMail, warrantyRegisteredMail } from './warranty-mails.tsx';

const orderKinds: ReadonlySet<string> = new Set(orderMailKinds);

/** The HTML and text of a templated mail; throws for a kind with no template. */
export function renderTemplated({ kind, data }: { kind: string; data: unknown }): Promise<RenderedMail> {
  const mail = { kind, data } as TemplatedMail;
  switch (mail.kind) {
    case 'email_verification':
      return verificationMail(mail.data);
    case 'password_reset':
      return passwordResetMail(mail.data);
    case 'company_invitation':
      return companyInvitationMail(mail.data);
    case 'company_approved':
      return companyApprovedMail(mail.data);
    case 'company_rejected':
      return companyRejectedMail(mail.data);
    case 'payment_reminder':
      return paymentReminderMail(mail.data);
    case 'quote_requested':
    case 'quote_offered':
    case 'quote_accepted':
    case 'quote_declined':
    case 'quote_revision':
    case 'quote_expired':
      return quoteMail(mail.kind, mail.data);
    case 'warranty_registered':
      return warrantyRegisteredMail(mail.data);
    case 'recall_notice':
      return recallNoticeMail(mail.data);
    case 'return_requested':
    case 'return_approved':
    case 'return_rejected':
    case 'return_received':
    case 'return_resolved':
      return returnMail(mail.kind, mail.data);
    default:
      if (!orderKinds.has(mail.kind)) throw new Error(`no mail template "${kind}"`);
      return renderOrderMail(mail.data.shop, mail.kind, factsOfOrderMail(mail.data));
  }
}
