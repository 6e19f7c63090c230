import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Icon } from '@/components/ui/icon';
import { downloadFile } from '@/lib/download';

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
}) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/order/${encodeURIComponent(orderId)}/${kind}.pdf`, `${number}.pdf`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm gap-1.5"
      disabled={busy}
      onClick={() => void download()}
    >
      {busy ? (
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
      ) : (
        <Icon name="clipboard" className="size-4" />
      )}
      {LABEL[kind]}
      <span className="sr-only"> {number}</span>
    </button>
  );
};

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
