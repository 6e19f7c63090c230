import {
  RETURN_NOTE_MAX,
  type ReturnReason,
  returnReasonLabels,
  returnReasons,
} from '@ironvolt/shared/returns';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Field } from '@/components/ui/form/field';
import { useRequestReturn } from '@/features/returns/api/returns';

/** A delivered order's line as the form offers it. */
export interface ReturnableLine {
  productId: string;
  name: string;
  amount: number;
}

type LineState = { amount: string; reason: ReturnReason; serials: string };

/**
 * "Return items": per line of a delivered order, how many come back, why, and their serial numbers (optional, one a
 * line); a note. Lines left at 0 are not returned. The server decides what may still be returned and answers why not.
 */
export const ReturnItemsForm = ({
  orderId,
  lines,
  onDone,
  onCancel,
}: {
  orderId: string;
  lines: readonly ReturnableLine[];
  onDone: (created: { _id: string; number: string }) => void;
  onCancel: () => void;
}) => {
  const request = useRequestReturn();
  const [state, setState] = useState<Record<string, LineState>>(() =>
    Object.fromEntries(
      lines.map((line) => [line.productId, { amount: '0', reason: 'not_needed', serials: '' }]),
    ),
  );
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const set = (productId: string, change: Partial<LineState>) =>
    setState((before) => ({ ...before, [productId]: { ...(before[productId] as LineState), ...change } }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    setFailure(null);
    const chosen = lines.flatMap((line) => {
      const own = state[line.productId];
      const amount = Number(own?.amount ?? 0);
      if (!own || !Number.isInteger(amount) || amount <= 0) return [];
      const serials = own.serials
        .split(/\r?\n/)
        .map((serial) => serial.trim())
        .filter(Boolean);
      return [
        { productId: line.productId, amount, reason: own.reason, ...(serials.length ? { serials } : {}) },
      ];
    });
    if (chosen.length === 0) {
      setFailure('Choose how many of at least one tool you return');
      return;
    }
    try {
      const created = await request.mutateAsync({
        orderId,
        body: { lines: chosen, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      toast.success(`Return ${created.number} requested`);
      onDone(created);
    } catch (error) {
      const message = (error as Error).message;
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="return-heading"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5"
    >
      <h2 id="return-heading" className="font-semibold text-lg">
        Return items
      </h2>
      <p className="text-base-content/80 text-sm">
        Tools not needed or sent wrongly can be returned within 30 days of delivery; a defective tool or a
        warranty claim while its guarantee lasts.
      </p>
      {lines.map((line) => {
        const own = state[line.productId];
        return (
          <fieldset
            key={line.productId}
            className="flex flex-col gap-3 rounded-box border border-base-300 p-3"
          >
            <legend className="px-1 font-medium">{line.name}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={`Amount of ${line.name} to return`} hint={`Delivered: ${line.amount}`}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.amount}
                    value={own?.amount ?? '0'}
                    onChange={(event) => set(line.productId, { amount: event.target.value })}
                    className="input w-full"
                  />
                )}
              </Field>
              <Field label={`Reason for ${line.name}`}>
                {(control) => (
                  <select
                    {...control}
                    value={own?.reason ?? 'not_needed'}
                    onChange={(event) => set(line.productId, { reason: event.target.value as ReturnReason })}
                    className="select w-full"
                  >
                    {returnReasons.map((reason) => (
                      <option key={reason} value={reason}>
                        {returnReasonLabels[reason]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <Field label={`Serial numbers of ${line.name} (optional)`} hint="One a line">
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  value={own?.serials ?? ''}
                  onChange={(event) => set(line.productId, { serials: event.target.value })}
                  className="textarea w-full"
                />
              )}
            </Field>
          </fieldset>
        );
      })}
      <Field label="Note (optional)">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={RETURN_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="textarea w-full"
          />
        )}
      </Field>
      {failure ? (
        <p role="alert" className="text-error text-sm">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={request.isPending}>
          Request the return
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
};
