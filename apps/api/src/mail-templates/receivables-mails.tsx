import type { ReminderKind } from '@ironvolt/shared/orders-constants';
import { FactsPanel, FullLink, MailLayout, type MailShop, Paragraph } from './layout.tsx';
import { type RenderedMail, renderMail } from './render.ts';

/** A reminder of an invoice on account (ADR 142), in words and dollars as it was written with the outbox row. */
export interface PaymentReminderData {
  shop: MailShop;
  kind: ReminderKind;
  /** Whom the mail greets: a company admin or the buyer who ordered. */
  greetingName: string;
  companyName: string;
  invoiceNumber: string;
  /** `#1042` */
  orderReference: string;
  /** The due date in words, e.g. "December 10, 2026". */
  dueDate: string;
  /** What is still owed, e.g. "$1,250.00". */
  amountDue: string;
  /** The shop's bank details (SELLER_BANK_DETAILS), one line each; empty when not set. */
  bankDetails: string[];
  link: string;
}

/** What each reminder says of the due date, from 3 days before it to 14 days after. */
const whenDue: Record<ReminderKind, (dueDate: string) => string> = {
  before_3: (dueDate) => `is due in 3 days, on ${dueDate}`,
  due: (dueDate) => `is due today, ${dueDate}`,
  after_7: (dueDate) => `is 7 days overdue: it was due on ${dueDate}`,
  after_14: (dueDate) => `is 14 days overdue: it was due on ${dueDate}`,
};

export const paymentReminderSubject = (kind: ReminderKind, invoiceNumber: string): string =>
  ({
    before_3: `Invoice ${invoiceNumber} is due in 3 days`,
    due: `Invoice ${invoiceNumber} is due today`,
    after_7: `Invoice ${invoiceNumber} is overdue`,
    after_14: `Invoice ${invoiceNumber} is 14 days overdue`,
  })[kind];

export function PaymentReminderMail(data: PaymentReminderData) {
  return (
    <MailLayout shop={data.shop} preview={paymentReminderSubject(data.kind, data.invoiceNumber)}>
      <Paragraph>Hello {data.greetingName},</Paragraph>
      <Paragraph>
        Invoice {data.invoiceNumber} of {data.companyName} (order {data.orderReference}){' '}
        {whenDue[data.kind](data.dueDate)}. The amount due is {data.amountDue}.
      </Paragraph>
      <FactsPanel
        lines={[
          `Invoice: ${data.invoiceNumber}`,
          `Amount due: ${data.amountDue}`,
          `Due date: ${data.dueDate}`,
        ]}
      />
      {data.bankDetails.length > 0 ? (
        <>
          <Paragraph>
            Please pay by bank transfer, quoting {data.invoiceNumber} as the reference, to:
          </Paragraph>
          <FactsPanel lines={data.bankDetails} />
        </>
      ) : (
        <Paragraph>
          Please pay by bank transfer, quoting {data.invoiceNumber} as the reference; reply to this mail for
          our bank details.
        </Paragraph>
      )}
      <Paragraph>
        If you have paid already, thank you: the payment may not be recorded yet. The order and its invoice:
        <br />
        <FullLink href={data.link} />
      </Paragraph>
    </MailLayout>
  );
}

export const paymentReminderMail = (data: PaymentReminderData): Promise<RenderedMail> =>
  renderMail(<PaymentReminderMail {...data} />);
