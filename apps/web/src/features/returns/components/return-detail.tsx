import { formatDollars } from '@ironvolt/shared/money';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import {
  RETURN_NOTE_MAX,
  type ReturnJson,
  type ReturnResolution,
  returnReasonLabels,
  returnResolutionLabels,
  returnResolutions,
} from '@ironvolt/shared/returns';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/form/field';
import {
  downloadReturnCreditNote,
  useApproveReturn,
  useReceiveReturn,
  useRejectReturn,
  useResolveReturn,
} from '@/features/returns/api/returns';
import { ReturnStatusBadge } from './return-status-badge';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The returned lines: how many, why, the serials given and, once resolved, what the shop did. */
const LinesTable = ({ item }: { item: ReturnJson }) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
  <div tabIndex={0} className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
    <table className="table table-sm">
      <caption className="sr-only">Tools in return {item.number}</caption>
      <thead>
        <tr>
          <th scope="col">Tool</th>
          <th scope="col" className="text-right">
            Amount
          </th>
          <th scope="col">Reason</th>
          <th scope="col">Serial numbers</th>
          <th scope="col">Resolution</th>
        </tr>
      </thead>
      <tbody>
        {item.lines.map((line) => (
          <tr key={line.productId}>
            <td className="break-words">
              {line.name} <span className="text-base-content/70">({line.model})</span>
            </td>
            <td className="text-right">{line.amount}</td>
            <td>{returnReasonLabels[line.reason]}</td>
            <td className="break-all">{line.serials.length ? line.serials.join(', ') : '—'}</td>
            <td>{line.resolution ? returnResolutionLabels[line.resolution] : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

type Pending =
  | { step: 'approve'; action: string }
  | { step: 'reject'; action: string }
  | { step: 'receive'; action: string }
  | { step: 'resolve'; action: string };

/** The shop admins' steps on a return, each confirmed ('Are you sure?') with one line saying what it does. */
const ShopActions = ({ item }: { item: ReturnJson }) => {
  const approve = useApproveReturn();
  const reject = useRejectReturn();
  const receive = useReceiveReturn();
  const resolve = useResolveReturn();
  const [instructions, setInstructions] = useState('');
  const [reason, setReason] = useState('');
  const [resolutions, setResolutions] = useState<Record<string, ReturnResolution>>(() =>
    Object.fromEntries(item.lines.map((line) => [line.productId, 'refund' as ReturnResolution])),
  );
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = approve.isPending || reject.isPending || receive.isPending || resolve.isPending;

  const run = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      if (pending.step === 'approve')
        await approve.mutateAsync({ id: item._id, instructions: instructions.trim() });
      else if (pending.step === 'reject') await reject.mutateAsync({ id: item._id, reason: reason.trim() });
      else if (pending.step === 'receive') await receive.mutateAsync(item._id);
      else {
        const done = await resolve.mutateAsync({
          id: item._id,
          body: {
            lines: item.lines.map((line) => ({
              productId: line.productId,
              resolution: resolutions[line.productId] ?? 'refund',
            })),
          },
        });
        if (done.creditNoteNumber) toast.success(`Credit note ${done.creditNoteNumber} issued`);
        if (done.replacementOrderNumber)
          toast.success(`Replacement order ${formatOrderNumber(done.replacementOrderNumber)} placed`);
      }
      toast.success(`Return ${item.number} updated`);
    } catch (error) {
      const message = (error as Error).message;
      setFailure(message);
      toast.error(message);
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="return-actions" className="space-y-4">
      <h2 id="return-actions" className="font-semibold text-lg">
        Next step
      </h2>
      {item.status === 'requested' ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4">
            <Field label="Instructions for the buyer">
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={RETURN_NOTE_MAX}
                  value={instructions}
                  onChange={(event) => setInstructions(event.target.value)}
                  className="textarea w-full"
                />
              )}
            </Field>
            <button
              type="button"
              className="btn btn-primary self-start"
              disabled={busy || !instructions.trim()}
              onClick={() =>
                setPending({
                  step: 'approve',
                  action: `Approve return ${item.number} and mail the buyer these instructions.`,
                })
              }
            >
              Approve
            </button>
          </div>
          <div className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4">
            <Field label="Reason for rejecting">
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={RETURN_NOTE_MAX}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  className="textarea w-full"
                />
              )}
            </Field>
            <button
              type="button"
              className="btn btn-outline btn-error self-start"
              disabled={busy || !reason.trim()}
              onClick={() =>
                setPending({
                  step: 'reject',
                  action: `Reject return ${item.number}: its tools stay with the buyer.`,
                })
              }
            >
              Reject
            </button>
          </div>
        </div>
      ) : item.status === 'approved' ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() =>
            setPending({ step: 'receive', action: `Mark the tools of return ${item.number} as received.` })
          }
        >
          Mark received
        </button>
      ) : item.status === 'received' ? (
        <div className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4">
          {item.lines.map((line) => (
            <Field key={line.productId} label={`Resolution for ${line.name}`}>
              {(control) => (
                <select
                  {...control}
                  value={resolutions[line.productId] ?? 'refund'}
                  onChange={(event) =>
                    setResolutions((before) => ({
                      ...before,
                      [line.productId]: event.target.value as ReturnResolution,
                    }))
                  }
                  className="select w-full sm:w-64"
                >
                  {returnResolutions.map((resolution) => (
                    <option key={resolution} value={resolution}>
                      {returnResolutionLabels[resolution]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ))}
          <button
            type="button"
            className="btn btn-primary self-start"
            disabled={busy}
            onClick={() =>
              setPending({
                step: 'resolve',
                action: `Resolve return ${item.number}: refunds get a credit note and the money back, replacements an order.`,
              })
            }
          >
            Resolve
          </button>
        </div>
      ) : (
        <p>Nothing more to do.</p>
      )}
      {failure ? (
        <p role="alert" className="text-error text-sm">
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        action={pending?.action ?? ''}
        busy={busy}
        onClose={(accepted) => {
          if (accepted) void run();
          else setPending(null);
        }}
      />
    </section>
  );
};

/** One return: its lines, its steps' words, its credit note; a shop admin (`shop`) takes its next step here. */
export const ReturnDetailView = ({ item, shop }: { item: ReturnJson; shop: boolean }) => (
  <div className="space-y-6">
    <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-medium">Status</dt>
      <dd>
        <ReturnStatusBadge status={item.status} />
      </dd>
      <dt className="font-medium">Order</dt>
      <dd>{formatOrderNumber(item.orderNumber)}</dd>
      {shop ? (
        <>
          <dt className="font-medium">Buyer</dt>
          <dd className="break-all">{item.email}</dd>
        </>
      ) : null}
      <dt className="font-medium">Requested</dt>
      <dd>{when(item.createdAt)}</dd>
      {item.note ? (
        <>
          <dt className="font-medium">Note</dt>
          <dd className="whitespace-pre-line break-words">{item.note}</dd>
        </>
      ) : null}
      {item.instructions ? (
        <>
          <dt className="font-medium">Instructions</dt>
          <dd className="whitespace-pre-line break-words">{item.instructions}</dd>
        </>
      ) : null}
      {item.rejection ? (
        <>
          <dt className="font-medium">Rejected because</dt>
          <dd className="whitespace-pre-line break-words">{item.rejection}</dd>
        </>
      ) : null}
      {item.replacementOrderNumber ? (
        <>
          <dt className="font-medium">Replacement order</dt>
          <dd>{formatOrderNumber(item.replacementOrderNumber)}</dd>
        </>
      ) : null}
    </dl>
    <LinesTable item={item} />
    {item.creditNote ? (
      <div className="flex flex-wrap items-center gap-3">
        <p>
          Credit note {item.creditNote.number}: {formatDollars(item.creditNote.total)} (tax{' '}
          {formatDollars(item.creditNote.tax)})
        </p>
        <button
          type="button"
          className="btn btn-outline btn-sm min-h-11"
          onClick={() =>
            void downloadReturnCreditNote(item._id, item.creditNote?.number ?? item.number).catch(
              (error: Error) => toast.error(error.message),
            )
          }
        >
          Download credit note
        </button>
      </div>
    ) : null}
    {shop ? <ShopActions item={item} /> : null}
  </div>
);
