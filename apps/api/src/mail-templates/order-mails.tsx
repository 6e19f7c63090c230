import { Button } from '@react-email/button';
import type { ReactNode } from 'react';
import {
  brand,
  FactsPanel,
  MailLayout,
  type MailShop,
  NamedLink,
  OrderLinesTable,
  Paragraph,
} from './layout.tsx';
import { type OrderMailFacts, type OrderMailKind, orderMailSubject } from './order-mail-facts.ts';
import { type RenderedMail, renderMail } from './render.ts';

const holdText = (hours: number) => (hours === 1 ? 'an hour' : `${hours} hours`);

/** The words of each order mail: the sentence that opens it, then what follows the order's facts. */
function content(
  shop: MailShop,
  kind: OrderMailKind,
  f: OrderMailFacts,
): { opening: string; rest: ReactNode } {
  const myOrders = <NamedLink href={f.myOrdersUrl}>My Orders</NamedLink>;
  switch (kind) {
    case 'order_placed':
      if (f.awaitingApproval)
        return {
          opening: `thank you for your order ${f.reference}:`,
          rest: (
            <Paragraph>
              It is above your order limit, so it awaits the approval of your company's admins; we hold its
              tools meanwhile. Once it is approved we mail you, and you can pay it from {myOrders}. An order
              not approved and paid within {holdText(f.holdHours)} is cancelled and its tools go back on sale.
            </Paragraph>
          ),
        };
      return {
        opening: `thank you for your order ${f.reference}:`,
        rest: (
          <>
            <Paragraph>
              Please pay {f.gross} within {holdText(f.holdHours)}; an order not paid by then is cancelled and
              its tools go back on sale.
            </Paragraph>
            <Button
              href={f.payUrl}
              style={{
                backgroundColor: brand.primary,
                color: brand.primaryContent,
                borderRadius: '6px',
                fontWeight: 700,
                padding: '12px 20px',
                marginBottom: '16px',
              }}
            >
              Pay for order {f.reference}
            </Button>
          </>
        ),
      };
    case 'order_paid':
      return {
        opening: `we received your payment of ${f.gross} for order ${f.reference}:`,
        rest: (
          <>
            {f.invoiceNumber ? (
              <Paragraph>
                Your invoice {f.invoiceNumber} is in My Orders: {myOrders}
              </Paragraph>
            ) : null}
            {f.invoiceNumber ? <Paragraph>It is attached to this mail as a PDF.</Paragraph> : null}
            <Paragraph>Payment: {f.transactionId ?? ''}</Paragraph>
          </>
        ),
      };
    case 'order_shipped':
      return {
        opening: `your order ${f.reference} has been shipped:`,
        rest: (
          <>
            {f.carrier ? <Paragraph>Carrier: {f.carrier}</Paragraph> : null}
            {f.trackingNumber ? (
              <Paragraph>
                Tracking number:{' '}
                {f.trackingUrl ? (
                  <NamedLink href={f.trackingUrl}>{f.trackingNumber}</NamedLink>
                ) : (
                  f.trackingNumber
                )}
              </Paragraph>
            ) : null}
            <Paragraph>Follow it in My Orders: {myOrders}</Paragraph>
          </>
        ),
      };
    case 'order_delivered':
      return {
        opening: `your order ${f.reference} was delivered:`,
        rest: <Paragraph>Thank you for buying from {shop.shopName}.</Paragraph>,
      };
    case 'order_cancelled':
      return {
        opening: {
          buyer: `as you asked, your order ${f.reference} was cancelled:`,
          admin: `your order ${f.reference} was cancelled by ${shop.shopName}:`,
          hold_expiry: `your order ${f.reference} was cancelled because it was not paid in time:`,
          company: `your company's admin rejected your order ${f.reference}, so it was cancelled:`,
          approval_lapsed: `your order ${f.reference} was cancelled because it was not approved in time:`,
        }[f.cancelledBy],
        rest: (
          <>
            {f.reason ? <Paragraph>The reason given: {f.reason}</Paragraph> : null}
            {f.creditedOnAccount ? (
              <Paragraph>
                Its invoice {f.invoiceNumber ?? ''} is cancelled by credit note {f.creditNoteNumber}, attached
                to this mail as a PDF: nothing is owed for it.
              </Paragraph>
            ) : (
              <Paragraph>Nothing was charged.</Paragraph>
            )}
          </>
        ),
      };
    case 'order_awaiting_approval':
      return {
        opening: `${f.buyerName || 'A buyer of your company'} placed order ${f.reference}, above their order limit; it awaits your approval:`,
        rest: (
          <Paragraph>
            Approve or reject it on the Approvals page:{' '}
            <NamedLink href={f.approvalsUrl ?? f.myOrdersUrl}>Approvals</NamedLink>. An order not approved and
            paid within {holdText(f.holdHours)} of being placed is cancelled.
          </Paragraph>
        ),
      };
    case 'order_approved':
      return {
        opening: `your company approved your order ${f.reference}:`,
        rest: (
          <>
            <Paragraph>
              Please pay {f.gross} now: an order not paid within {holdText(f.holdHours)} of being placed is
              cancelled and its tools go back on sale.
            </Paragraph>
            <NamedLink href={f.payUrl}>Pay for order {f.reference}</NamedLink>
          </>
        ),
      };
    case 'order_invoiced':
      return {
        opening: `your order ${f.reference} is confirmed on account and will be shipped:`,
        rest: (
          <>
            <Paragraph>
              Your invoice {f.invoiceNumber ?? ''} for {f.gross} is attached to this mail as a PDF and is in{' '}
              {myOrders}.
            </Paragraph>
            <Paragraph>
              Please pay it by bank transfer by {f.dueDate ?? 'its due date'}, naming the invoice number.
            </Paragraph>
          </>
        ),
      };
    case 'order_refunded':
      // On account no card is refunded: the credit note cancels the invoice, and what was paid goes back by transfer.
      if (f.creditedOnAccount)
        return {
          opening: `we refunded your order ${f.reference} in full: credit note ${f.creditNoteNumber ?? ''} cancels its invoice ${f.invoiceNumber ?? ''}, so nothing is owed for it.`,
          rest: (
            <>
              <Paragraph>
                {f.repaid
                  ? `The ${f.repaid} you paid on it is returned to you by bank transfer.`
                  : 'Nothing was paid on it, so nothing is returned.'}
              </Paragraph>
              <Paragraph>
                Your credit note {f.creditNoteNumber} is in My Orders: {myOrders}
              </Paragraph>
              <Paragraph>It is attached to this mail as a PDF.</Paragraph>
            </>
          ),
        };
      return {
        opening: `we refunded your order ${f.reference} in full: ${f.gross} goes back to the card you paid with.`,
        rest: (
          <>
            {f.creditNoteNumber ? (
              <Paragraph>
                Your credit note {f.creditNoteNumber} is in My Orders: {myOrders}
              </Paragraph>
            ) : null}
            {f.creditNoteNumber ? <Paragraph>It is attached to this mail as a PDF.</Paragraph> : null}
            <Paragraph>Payment refunded: {f.transactionId ?? ''}</Paragraph>
          </>
        ),
      };
  }
}

/** A mail to a buyer about their order: the greeting, what happened, the order's facts, and what comes next. */
export function OrderMail({
  shop,
  kind,
  facts,
}: {
  shop: MailShop;
  kind: OrderMailKind;
  facts: OrderMailFacts;
}) {
  const { opening, rest } = content(shop, kind, facts);
  return (
    <MailLayout shop={shop} preview={orderMailSubject(kind, facts.reference)}>
      <Paragraph>Hello {facts.customerName || 'there'},</Paragraph>
      <Paragraph>{opening}</Paragraph>
      {facts.table ? (
        <>
          <OrderLinesTable rows={facts.table.rows} totals={facts.table.totals} />
          {facts.deliverTo || facts.poNumber ? (
            <FactsPanel
              lines={[
                ...(facts.deliverTo ? [`Deliver to: ${facts.deliverTo}`] : []),
                ...(facts.poNumber ? [`PO number: ${facts.poNumber}`] : []),
              ]}
            />
          ) : null}
        </>
      ) : (
        // A mail written before its facts had a table: its lines as sentences.
        <FactsPanel
          lines={[
            ...facts.lines,
            ...facts.totals,
            ...(facts.poNumber ? [`PO number: ${facts.poNumber}`] : []),
          ]}
        />
      )}
      {rest}
    </MailLayout>
  );
}

export const renderOrderMail = (
  shop: MailShop,
  kind: OrderMailKind,
  facts: OrderMailFacts,
): Promise<RenderedMail> => renderMail(<OrderMail shop={shop} kind={kind} facts={facts} />);
