import { DownloadButton } from '@/components/ui/download-button';

type DocumentKind = 'invoice' | 'credit-note';

const LABEL: Record<DocumentKind, string> = { invoice: 'Invoice', 'credit-note': 'Credit note' };

/** Downloads one of an order's documents (GET /order/:id/invoice.pdf or /credit-note.pdf). */
const DocumentButton = ({
  orderId,
  kind,
  number,
}: {
  orderId: string;
  kind: DocumentKind;
  number: string;
}) => (
  <DownloadButton path={`/order/${encodeURIComponent(orderId)}/${kind}.pdf`} fileName={`${number}.pdf`}>
    {LABEL[kind]}
    <span className="sr-only"> {number}</span>
  </DownloadButton>
);

/**
 * "Invoice" once an order is paid and "Credit note" once it is refunded; nothing before it has either.
 */
export const InvoiceButton = ({
  order,
}: {
  order: { _id: string; invoiceNumber?: string | undefined; creditNoteNumber?: string | undefined };
}) => (
  <>
    {order.invoiceNumber ? (
      <DocumentButton orderId={order._id} kind="invoice" number={order.invoiceNumber} />
    ) : null}
    {order.creditNoteNumber ? (
      <DocumentButton orderId={order._id} kind="credit-note" number={order.creditNoteNumber} />
    ) : null}
  </>
);
