import { orderAdminMessages } from '@ironvolt/shared/admin';
import { type Carrier, carriers, formatOrderNumber, orderMessages } from '@ironvolt/shared/orders-constants';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';
import { ApiError } from '@/lib/api-client';

/** What shipping sends: the carrier and tracking number when given, and each serialized line's serial numbers. */
export type ShipDetails = {
  carrier?: Carrier;
  trackingNumber?: string;
  serials?: { productId: string; serials: string[] }[];
};

type ShipDialogProps = {
  /** The order being shipped, or null while the dialog is closed. */
  order: {
    _id: string;
    orderNumber: number;
    lines?: { productId: string; productName: string; model: string; amount: number; serialized?: boolean }[];
  } | null;
  busy: boolean;
  onShip: (details: ShipDetails) => Promise<unknown>;
  onClose: () => void;
};

/** A textarea's serial numbers: one a line (typed, scanned or pasted), blank lines and spaces around dropped. */
const serialsOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * "Mark shipped #1042" with the carrier (from the list the server accepts) and tracking number, both optional: the
 * buyer sees them in My Orders, on the order's page and in the shipping mail, the number linked to the carrier's
 * tracking page. A refusal of a field is shown under it and the dialog stays open.
 */
export const ShipDialog = ({ order, busy, onShip, onClose }: ShipDialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [serialText, setSerialText] = useState<Record<string, string>>({});
  const serialized = (order?.lines ?? []).filter((line) => line.serialized);
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (order && !dialog.open) {
      setCarrier('');
      setTrackingNumber('');
      setSerialText({});
      setError(null);
      dialog.showModal();
    }
    if (!order && dialog.open) dialog.close();
  }, [order]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await onShip({
        ...(carrier ? { carrier } : {}),
        ...(trackingNumber.trim() ? { trackingNumber } : {}),
        ...(serialized.length > 0
          ? {
              serials: serialized.map((line) => ({
                productId: line.productId,
                serials: serialsOf(serialText[line.productId] ?? ''),
              })),
            }
          : {}),
      });
    } catch (e) {
      setError({ field: e instanceof ApiError ? e.field : undefined, message: (e as Error).message });
    }
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={() => {
        if (order) onClose();
      }}
    >
      <form className="modal-box flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId} className="font-bold text-xl">
          {orderAdminMessages.markShipped} {order ? formatOrderNumber(order.orderNumber) : ''}
        </h2>
        <Field label="Carrier (optional)" error={error?.field === 'carrier' ? error.message : undefined}>
          {(control) => (
            <select
              {...control}
              name="carrier"
              className="select w-full"
              value={carrier}
              onChange={(event) => setCarrier(event.target.value as Carrier | '')}
            >
              <option value="">Not given</option>
              {carriers.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Tracking number (optional)"
          name="trackingNumber"
          value={trackingNumber}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setTrackingNumber(event.target.value)}
          error={error?.field === 'trackingNumber' ? error.message : undefined}
        />
        {serialized.map((line) => {
          const count = serialsOf(serialText[line.productId] ?? '').length;
          return (
            <Field
              key={line.productId}
              label={`Serial numbers of ${line.productName} (${line.model})`}
              hint={`One a line, ${line.amount} in all: typed, scanned or pasted. ${count} of ${line.amount} given.`}
            >
              {(control) => (
                <textarea
                  {...control}
                  name={`serials-${line.productId}`}
                  className="textarea w-full font-mono"
                  rows={Math.min(6, Math.max(2, line.amount))}
                  autoComplete="off"
                  spellCheck={false}
                  value={serialText[line.productId] ?? ''}
                  onChange={(event) =>
                    setSerialText((before) => ({ ...before, [line.productId]: event.target.value }))
                  }
                />
              )}
            </Field>
          );
        })}
        {error && error.field !== 'carrier' && error.field !== 'trackingNumber' ? (
          <p role="alert" className="text-error text-sm">
            {error.message}
          </p>
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {orderMessages.confirmCancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
            {orderAdminMessages.markShipped}
          </button>
        </div>
      </form>
    </dialog>
  );
};
