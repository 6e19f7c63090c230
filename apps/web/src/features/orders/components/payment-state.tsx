import { formatDollars } from '@ironvolt/shared/money';
import type { OrderPaymentState } from '@ironvolt/shared/orders';
import type { ReactNode } from 'react';
import { formatDay, OverdueMark } from '@/components/ui/overdue-mark';

/** How each method is named beside an order. */
export const paymentMethodText: Record<OrderPaymentState['method'], string> = {
  card: 'Card',
  account: 'On account',
};

const Pair = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <dt className="text-base-content/75">{term}</dt>
    <dd className="tabular-nums">{children}</dd>
  </>
);

/**
 * An order's payment beside its fulfilment status in a list: the method, and for an order on account its due
 * date, what was paid, what is still owed and an Overdue mark once past due.
 */
export const PaymentSummary = ({ payment }: { payment: OrderPaymentState }) => (
  <div className="flex flex-col items-start gap-1">
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      <Pair term="Payment">{paymentMethodText[payment.method]}</Pair>
      {payment.method === 'account' ? (
        <>
          {payment.dueDate ? <Pair term="Due">{formatDay(payment.dueDate)}</Pair> : null}
          <Pair term="Paid">{formatDollars(payment.amountPaid)}</Pair>
          <Pair term="Balance">
            <span className="font-semibold">{formatDollars(payment.balance)}</span>
          </Pair>
        </>
      ) : null}
    </dl>
    {payment.overdue ? <OverdueMark /> : null}
  </div>
);

/**
 * The order page's payment: method, due date, paid and balance, then every payment recorded against its invoice,
 * a reversed one struck through and marked in words.
 */
export const PaymentFacts = ({ payment }: { payment: OrderPaymentState }) => (
  <div className="flex flex-col gap-3 text-sm">
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <Pair term="Method">{paymentMethodText[payment.method]}</Pair>
      {payment.dueDate ? (
        <Pair term="Due date">
          {formatDay(payment.dueDate)} {payment.overdue ? <OverdueMark /> : null}
        </Pair>
      ) : null}
      <Pair term="Paid">{formatDollars(payment.amountPaid)}</Pair>
      <Pair term="Balance">
        <span className="font-semibold">{formatDollars(payment.balance)}</span>
      </Pair>
    </dl>
    {payment.method === 'account' ? (
      <div>
        <h3 className="font-semibold">Payments received</h3>
        {payment.payments.length === 0 ? (
          <p className="text-base-content/80">None yet.</p>
        ) : (
          <ul className="mt-1 flex flex-col divide-y divide-base-300">
            {payment.payments.map((paid) => (
              <li key={paid._id} className="flex flex-wrap justify-between gap-x-3 py-2">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className={paid.reversed ? 'line-through' : undefined}>
                    {paid.kind === 'repaid' ? 'Repaid ' : ''}
                    {formatDollars(paid.amount)}
                  </span>{' '}
                  · {paid.reference}
                  <span className="block text-base-content/75 text-xs">
                    {/* Admins record the day the bank received it: read as that day, not shifted by the zone. */}
                    Received {formatDay(paid.receivedAt.slice(0, 10))}
                  </span>
                </span>
                {paid.reversed ? <span className="badge badge-ghost badge-sm">Reversed</span> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    ) : null}
  </div>
);
