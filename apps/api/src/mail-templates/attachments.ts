/** A document a mail carries, named, not stored: it is rendered when the mail is handed to the mail server. */
export type MailAttachmentRef =
  | { kind: 'invoice' | 'credit-note'; orderId: string }
  | { kind: 'quote'; quoteId: string }
  | { kind: 'warranty-certificate'; serialId: string };
