import { FactsPanel, FullLink, MailLayout, type MailShop, Paragraph } from './layout.tsx';
import { type RenderedMail, renderMail } from './render.ts';

/** The owner's confirmation of a warranty registration, with its certificate attached (ADR 148). */
export interface WarrantyRegisteredData {
  shop: MailShop;
  name: string;
  model: string;
  serial: string;
  purchasedOn: string;
  /** The last day of cover, in words. */
  coverUntil: string;
  years: number;
  link: string;
}

/** A recall's notice to an owner or buyer, naming their affected tools (ADR 149). */
export interface RecallNoticeData {
  shop: MailShop;
  title: string;
  notice: string;
  model: string;
  serials: string[];
  link: string;
}

export const warrantyRegisteredSubject = (model: string, serial: string) =>
  `Your ${model} (serial ${serial}) is registered`;
export const recallNoticeSubject = (title: string) => `Safety recall: ${title}`;

export function WarrantyRegisteredMail({ data }: { data: WarrantyRegisteredData }) {
  return (
    <MailLayout shop={data.shop} preview={warrantyRegisteredSubject(data.model, data.serial)}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        Thank you for registering your tool. It is covered for{' '}
        {data.years === 1 ? '1 year' : `${data.years} years`} from the day you bought it, until{' '}
        {data.coverUntil}. Your warranty certificate is attached as a PDF.
      </Paragraph>
      <FactsPanel
        lines={[
          `Model ${data.model}`,
          `Serial number ${data.serial}`,
          `Bought on ${data.purchasedOn}`,
          `Covered until ${data.coverUntil}`,
        ]}
      />
      <Paragraph>
        Check your tool's cover and any recall at any time:
        <br />
        <FullLink href={data.link} />
      </Paragraph>
    </MailLayout>
  );
}

export function RecallNoticeMail({ data }: { data: RecallNoticeData }) {
  return (
    <MailLayout shop={data.shop} preview={recallNoticeSubject(data.title)}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        We are recalling some {data.model} tools, and our records show that you have{' '}
        {data.serials.length === 1 ? 'one of them' : `${data.serials.length} of them`}. Please stop using{' '}
        {data.serials.length === 1 ? 'it' : 'them'} and read what to do below.
      </Paragraph>
      <FactsPanel lines={[data.title, ...data.serials.map((serial) => `${data.model}, serial ${serial}`)]} />
      {data.notice.split(/\r?\n/).map((line, index) => (
        // The notice's lines in the admin's order; a line may repeat, so the index is its key.
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own
        <Paragraph key={index}>{line}</Paragraph>
      ))}
      <Paragraph>
        Every active recall:
        <br />
        <FullLink href={data.link} />
      </Paragraph>
    </MailLayout>
  );
}

export const warrantyRegisteredMail = (data: WarrantyRegisteredData): Promise<RenderedMail> =>
  renderMail(<WarrantyRegisteredMail data={data} />);
export const recallNoticeMail = (data: RecallNoticeData): Promise<RenderedMail> =>
  renderMail(<RecallNoticeMail data={data} />);
