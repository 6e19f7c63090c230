import { FactsPanel, FullLink, MailLayout, type MailShop, Paragraph } from './layout.tsx';
import { type RenderedMail, renderMail } from './render.ts';

/** One mail per step of a quote (ADR 146), each to its buyer. */
export const quoteMailKinds = [
  'quote_requested',
  'quote_offered',
  'quote_accepted',
  'quote_declined',
  'quote_revision',
  'quote_expired',
] as const;
export type QuoteMailKind = (typeof quoteMailKinds)[number];

/** What a quote's mail states, already in words as it was written with the outbox row. */
export interface QuoteMailData {
  shop: MailShop;
  number: string;
  /** The offer's net total, e.g. "$1,250.00" (offered), or the asked lines' at the buyer's prices. */
  total: string;
  lineCount: number;
  /** Until when an offer holds, in words. */
  expiresAt?: string | undefined;
  /** The shop's message with an offer, or the buyer's with a request or revision. */
  message?: string | undefined;
  /** `#1042`, once accepted. */
  orderReference?: string | undefined;
  link: string;
}

export const quoteMailSubject = (kind: QuoteMailKind, number: string): string =>
  ({
    quote_requested: `We received your request for quote ${number}`,
    quote_offered: `Your quote ${number} is ready`,
    quote_accepted: `Quote ${number} accepted`,
    quote_declined: `Quote ${number} declined`,
    quote_revision: `We received your revision request for quote ${number}`,
    quote_expired: `Quote ${number} has expired`,
  })[kind];

const what = (kind: QuoteMailKind, data: QuoteMailData): string => {
  const tools = data.lineCount === 1 ? '1 tool' : `${data.lineCount} tools`;
  switch (kind) {
    case 'quote_requested':
      return `We received your request for a quote on ${tools}. We will answer with our prices; nothing is reserved until you accept an offer.`;
    case 'quote_offered':
      return `Our offer on ${tools} is ready, ${data.total} before tax, valid until ${data.expiresAt}. The quote is attached as a PDF. Accept it, decline it or ask for a revision on its page.`;
    case 'quote_accepted':
      return `You accepted the offer: it is now order ${data.orderReference}, at the quoted prices.`;
    case 'quote_declined':
      return 'You declined our offer. You can ask for a new quote from your cart at any time.';
    case 'quote_revision':
      return 'We received your revision request and will answer with a new offer.';
    case 'quote_expired':
      return `Our offer ran until ${data.expiresAt} and has expired. Ask for a revision or a new quote if you still need the tools.`;
  }
};

export function QuoteMail({ kind, data }: { kind: QuoteMailKind; data: QuoteMailData }) {
  return (
    <MailLayout shop={data.shop} preview={quoteMailSubject(kind, data.number)}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{what(kind, data)}</Paragraph>
      <FactsPanel
        lines={[
          `Quote ${data.number}`,
          `${data.lineCount === 1 ? '1 tool' : `${data.lineCount} tools`}, ${data.total}`,
          ...(data.message ? [`Message: ${data.message}`] : []),
        ]}
      />
      <Paragraph>
        See the quote:
        <br />
        <FullLink href={data.link} />
      </Paragraph>
    </MailLayout>
  );
}

export const quoteMail = (kind: QuoteMailKind, data: QuoteMailData): Promise<RenderedMail> =>
  renderMail(<QuoteMail kind={kind} data={data} />);
