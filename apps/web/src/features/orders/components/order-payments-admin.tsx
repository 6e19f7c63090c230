import { formatDollars } from '@ironvolt/shared/money';
import type { OrderDetail, OrderPayment } from '@ironvolt/shared/orders';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import { type FormEvent, type ReactNode, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { useRecordOrderPayment, useReverseOrderPayment } from '@/features/orders/api/order-payments';
import { ApiError } from '@/lib/api-client';

// Days on account are UTC days (due dates, aging), so they are shown and defaulted in UTC too.
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (isoOrDay: string) =>
  dayFormat.format(new Date(isoOrDay.length === 10 ? `${isoOrDay}T00:00:00Z` : isoOrDay));
const utcToday = () => new Date().toISOString().slice(0, 10);

type FieldError = { field: string | undefined; message: string } | null;
const errorOf = (e: Error): FieldError => ({
  field: e instanceof ApiError ? e.field : undefined,
  message: e.message,
});

/** The day the order was invoiced on account: its step to `confirmed`. */
const invoiceDayOf = (order: OrderDetail) => order.history.find((step) => step.status === 'confirmed')?.at;

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-base-content/75 text-xs">{label}</dt>
    <dd className="[overflow-wrap:anywhere]">{children}</dd>
  </div>
);

/** "Record payment": the amount, the transfer's reference and the day it arrived; a refusal under its field. */
const RecordPaymentDialog = ({
  order,
  open,
  onClose,
}: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}) => {
  const record = useRecordOrderPayment();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [receivedAt, setReceivedAt] = useState(utcToday());
  const [error, setError] = useState<FieldError>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const dollars = Number(amount.trim().replaceAll(',', '').replace(/^\$/, ''));
    if (amount.trim() === '' || !Number.isFinite(dollars)) {
      setError({ field: 'amount', message: 'The amount must be a number of dollars above 0' });
      return;
    }
    record.mutate(
      { id: order._id, amount: dollars, reference, receivedAt },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.payment.balance === 0
              ? `Order ${formatOrderNumber(order.orderNumber)} is paid`
              : `Payment recorded: ${formatDollars(saved.payment.balance)} still owed`,
          );
          onClose();
        },
        onError: (e) => setError(errorOf(e)),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpen={() => {
        setAmount('');
        setReference('');
        setReceivedAt(utcToday());
        setError(null);
      }}
      onClose={onClose}
      title={`Record payment on ${formatOrderNumber(order.orderNumber)}`}
      subtitle={<p className="text-sm">Balance: {formatDollars(order.payment.balance)}</p>}
      busy={record.isPending}
      submitLabel="Record payment"
      onSubmit={submit}
    >
      <TextField
        label="Amount (dollars)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error?.field === 'amount' ? error.message : undefined}
      />
      <TextField
        label="Reference"
        name="reference"
        autoComplete="off"
        maxLength={200}
        hint="The bank's reference of the transfer"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={error?.field === 'reference' ? error.message : undefined}
      />
      <TextField
        label="Received on"
        name="receivedAt"
        type="date"
        max={utcToday()}
        value={receivedAt}
        onChange={(event) => setReceivedAt(event.target.value)}
        error={error?.field === 'receivedAt' ? error.message : undefined}
      />
      {error && !['amount', 'reference', 'receivedAt'].includes(error.field ?? '') ? (
        <p role="alert" className="font-medium text-error text-sm">
          {error.message}
        </p>
      ) : null}
    </FormDialog>
  );
};

/** "Reverse" a recorded payment: the reason is required and kept in the audit trail. */
const ReversePaymentDialog = ({
  order,
  payment,
  onClose,
}: {
  order: OrderDetail;
  payment: OrderPayment | null;
  onClose: () => void;
}) => {
  const reverse = useReverseOrderPayment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<FieldError>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payment) return;
    setError(null);
    reverse.mutate(
      { id: order._id, paymentId: payment._id, reason },
      {
        onSuccess: (saved) => {
          toast.success(`Payment reversed: ${formatDollars(saved.payment.balance)} owed`);
          onClose();
        },
        onError: (e) => setError(errorOf(e)),
      },
    );
  };

  return (
    <FormDialog
      open={payment !== null}
      onOpen={() => {
        setReason('');
        setError(null);
      }}
      onClose={onClose}
      title={payment ? `Reverse the payment of ${formatDollars(payment.amount)}` : 'Reverse a payment'}
      subtitle={
        payment ? (
          <p className="text-sm [overflow-wrap:anywhere]">
            Reference {payment.reference}, received {formatDay(payment.receivedAt)}: the balance of{' '}
            {formatOrderNumber(order.orderNumber)} rises by its amount.
          </p>
        ) : null
      }
      busy={reverse.isPending}
      submitLabel="Reverse payment"
      onSubmit={submit}
    >
      <Field label="Reason" error={error?.field === 'reason' ? error.message : undefined}>
        {(control) => (
          <textarea
            {...control}
            name="reason"
            className="textarea w-full"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      {error && error.field !== 'reason' ? (
        <p role="alert" className="font-medium text-error text-sm">
          {error.message}
        </p>
      ) : null}
    </FormDialog>
  );
};

/**
 * The admin's view of an order on account's money: how and when it is due, what was paid and is still owed (with
 * "Overdue" in words), every recorded payment with its reversal, and the dialogs to record or reverse one.
 */
export const OrderPaymentsAdmin = ({ order }: { order: OrderDetail }) => {
  const [recording, setRecording] = useState(false);
  const [toReverse, setToReverse] = useState<OrderPayment | null>(null);
  const { payment } = order;
  if (payment.method !== 'account') return null;
  const invoiced = invoiceDayOf(order);
  const canRecord = payment.balance > 0 && !order.creditNoteNumber;

  return (
    <>
      <section
        aria-labelledby="order-payment"
        className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="order-payment" className="font-bold text-lg">
            Payment on account
          </h2>
          {canRecord ? (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setRecording(true)}>
              Record payment
            </button>
          ) : null}
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Fact label="Method">On account</Fact>
          <Fact label="Invoice date">{invoiced ? formatDay(invoiced) : '—'}</Fact>
          <Fact label="Due date">{payment.dueDate ? formatDay(payment.dueDate) : '—'}</Fact>
          <Fact label="Amount paid">{formatDollars(payment.amountPaid)}</Fact>
          <Fact label="Balance">
            <span className="font-bold">{formatDollars(payment.balance)}</span>
          </Fact>
          <Fact label="State">
            {payment.overdue ? (
              <span className="font-bold text-error">Overdue</span>
            ) : payment.balance <= 0 ? (
              'Paid'
            ) : (
              'Not yet due'
            )}
          </Fact>
        </dl>

        <h3 className="mt-4 font-semibold">Payments</h3>
        {payment.payments.length === 0 ? (
          <p className="mt-1 text-sm">No payment recorded yet.</p>
        ) : (
          <ul className="mt-1 flex flex-col divide-y divide-base-300" aria-label="Payments">
            {payment.payments.map((row) => (
              <li key={row._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <div className="min-w-0 text-sm">
                  <p className={`font-semibold ${row.reversed ? 'line-through' : ''}`}>
                    {row.kind === 'repaid' ? 'Repaid ' : ''}
                    {formatDollars(row.amount)}
                  </p>
                  <p className="text-base-content/75 [overflow-wrap:anywhere]">
                    Ref. {row.reference} · received {formatDay(row.receivedAt)}
                    {row.reversed ? (
                      <span className="font-semibold text-base-content"> · Reversed</span>
                    ) : null}
                  </p>
                </div>
                {!row.reversed && row.kind === 'received' && !order.creditNoteNumber ? (
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    onClick={() => setToReverse(row)}
                  >
                    Reverse
                    <span className="sr-only">
                      {' '}
                      the payment of {formatDollars(row.amount)}, reference {row.reference}
                    </span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <RecordPaymentDialog order={order} open={recording} onClose={() => setRecording(false)} />
      <ReversePaymentDialog order={order} payment={toReverse} onClose={() => setToReverse(null)} />
    </>
  );
};
