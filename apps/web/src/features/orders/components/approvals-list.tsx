import { formatDollars } from '@ironvolt/shared/money';
import type { CompanyOrder } from '@ironvolt/shared/orders';
import { formatOrderNumber, orderConfirmLines, REJECT_REASON_MAX } from '@ironvolt/shared/orders-constants';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/form/field';
import { OrderFacts } from '@/components/ui/order-facts';
import { useApproveOrder, useRejectOrder } from '@/features/orders/api/company-orders';
import { amountOf, OrderLines, orderHolds } from '@/features/orders/components/order-lines';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Decision = { kind: 'approve' | 'reject'; order: CompanyOrder };

/**
 * A company admin's orders awaiting approval: each with who ordered what for how much, and Approve or Reject, each
 * confirmed first ('Are you sure?' saying what Accept does); Reject asks why, and the buyer's mail repeats it.
 */
export const ApprovalsList = ({ orders }: { orders: CompanyOrder[] }) => {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const approve = useApproveOrder();
  const reject = useRejectOrder();
  const busy = approve.isPending || reject.isPending;

  const ask = (next: Decision) => {
    setReason('');
    setReasonError(undefined);
    setDecision(next);
  };

  const onClose = (accepted: boolean) => {
    if (!accepted || !decision) {
      setDecision(null);
      return;
    }
    const { order } = decision;
    const number = formatOrderNumber(order.orderNumber);
    if (decision.kind === 'approve') {
      approve.mutate(order._id, {
        onSuccess: () => toast.success(`Order ${number} is approved: its buyer can pay it now`),
        onError: (error) => toast.error(error.message),
        onSettled: () => setDecision(null),
      });
      return;
    }
    if (!reason.trim()) {
      setReasonError('Say why the order is rejected');
      return;
    }
    reject.mutate(
      { id: order._id, reason: reason.trim() },
      {
        onSuccess: () => toast.success(`Order ${number} is rejected: its stock is back on sale`),
        onError: (error) => toast.error(error.message),
        onSettled: () => setDecision(null),
      },
    );
  };

  const holds = (order: CompanyOrder) => `${orderHolds(order)}, ${formatDollars(order.totalPrice)}`;

  return (
    <>
      <ul aria-label="Orders awaiting your approval" className="grid gap-4 md:grid-cols-2">
        {orders.map((order) => (
          <li key={order._id} className="card min-w-0 border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body gap-3 p-4">
              <h2 className="min-w-0 font-semibold text-base">
                <OrderLines order={order} />
              </h2>
              <OrderFacts
                order={order}
                amount={amountOf(order)}
                placed={{ label: 'Placed', text: when.format(new Date(order.createdAt)) }}
                orderedBy={`${order.name} (${order.email})`}
              />
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy}
                  onClick={() => ask({ kind: 'approve', order })}
                >
                  Approve<span className="sr-only"> order {formatOrderNumber(order.orderNumber)}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-error btn-sm"
                  disabled={busy}
                  onClick={() => ask({ kind: 'reject', order })}
                >
                  Reject<span className="sr-only"> order {formatOrderNumber(order.orderNumber)}</span>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={decision !== null}
        onClose={onClose}
        busy={busy}
        action={
          decision ? orderConfirmLines[decision.kind](decision.order.orderNumber, holds(decision.order)) : ''
        }
      >
        {decision?.kind === 'reject' ? (
          <Field label="Reason" error={reasonError} hint="Your buyer reads it in their mail.">
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={REJECT_REASON_MAX}
                required
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className="textarea w-full"
              />
            )}
          </Field>
        ) : null}
      </ConfirmDialog>
    </>
  );
};
