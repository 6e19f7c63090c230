import { useState } from 'react';
import toast from 'react-hot-toast';
import { Icon } from '@/components/ui/icon';
import { downloadFile } from '@/lib/download';

/** "Invoice": downloads a paid order's invoice (GET /order/:id/invoice.pdf); nothing before it has one. */
export const InvoiceButton = ({ order }: { order: { _id: string; invoiceNumber?: string | undefined } }) => {
  const [busy, setBusy] = useState(false);
  if (!order.invoiceNumber) return null;
  const number = order.invoiceNumber;
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/order/${encodeURIComponent(order._id)}/invoice.pdf`, `${number}.pdf`);
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
      Invoice<span className="sr-only"> {number}</span>
    </button>
  );
};
