import { FactsPanel, FullLink, MailLayout, type MailShop, Paragraph } from './layout.tsx';
import { type RenderedMail, renderMail } from './render.ts';

/** One mail per step of a return (ADR 150), each to its buyer. */
export const returnMailKinds = [
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_received',
  'return_resolved',
] as const;
export type ReturnMailKind = (typeof returnMailKinds)[number];

/** What a return's mail states, already in words as it was written with the outbox row. */
export interface ReturnMailData {
  shop: MailShop;
  number: string;
  /** `#1042`: the order the tools came with. */
  orderReference: string;
  /** Each returned line in words, e.g. "2 × Cordless Drill (Defective)". */
  lines: string[];
  /** The shop's instructions with an approval, or its reason with a rejection. */
  message?: string | undefined;
  /** What resolving did, line by line in words ("Refund with credit note CN-2026-000004, $198.00"). */
  outcome?: string[] | undefined;
  link: string;
}

export const returnMailSubject = (kind: ReturnMailKind, number: string): string =>
  ({
    return_requested: `We received your return ${number}`,
    return_approved: `Your return ${number} is approved`,
    return_rejected: `Your return ${number} was rejected`,
    return_received: `We received the tools of return ${number}`,
    return_resolved: `Your return ${number} is resolved`,
  })[kind];

const what = (kind: ReturnMailKind, data: ReturnMailData): string => {
  switch (kind) {
    case 'return_requested':
      return `We received your return of tools from order ${data.orderReference}. We will check it and tell you how to send them back.`;
    case 'return_approved':
      return 'Your return is approved. Please send the tools back as described below.';
    case 'return_rejected':
      return 'We cannot accept your return, for the reason below.';
    case 'return_received':
      return 'The tools you sent back have arrived. We will resolve your return shortly.';
    case 'return_resolved':
      return 'Your return is resolved:';
  }
};

export function ReturnMail({ kind, data }: { kind: ReturnMailKind; data: ReturnMailData }) {
  return (
    <MailLayout shop={data.shop} preview={returnMailSubject(kind, data.number)}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{what(kind, data)}</Paragraph>
      {data.outcome ? <FactsPanel lines={data.outcome} /> : null}
      {data.message ? <Paragraph>{data.message}</Paragraph> : null}
      <FactsPanel lines={[`Return ${data.number}, order ${data.orderReference}`, ...data.lines]} />
      <Paragraph>
        See the return:
        <br />
        <FullLink href={data.link} />
      </Paragraph>
    </MailLayout>
  );
}

export const returnMail = (kind: ReturnMailKind, data: ReturnMailData): Promise<RenderedMail> =>
  renderMail(<ReturnMail kind={kind} data={data} />);
