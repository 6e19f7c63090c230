import { PRODUCT_UNIT } from '@ironvolt/shared/catalog-constants';
import { centsToDollars, dollarsToCents, formatDollars } from '@ironvolt/shared/money';
import { formatCount } from '@ironvolt/shared/numbers';
import type { OrderDetail } from '@ironvolt/shared/orders';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import { type ReactNode, useEffect, useRef } from 'react';
import { EmailText } from '@/components/ui/email-text';
import { OrderStatusBadge, statusLabel } from '@/components/ui/order-status-badge';
import { formatDay } from '@/components/ui/overdue-mark';
import { TransactionId } from '@/components/ui/transaction-id';
import { InvoiceButton } from '@/features/orders/components/invoice-button';
import { ShippedBy } from '@/features/orders/components/order-actions';
import { PaymentFacts } from '@/features/orders/components/payment-state';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

/** How the steps list names each status an order reaches. */
const STEP_TEXT: Record<OrderDetail['status'], string> = {
  unpaid: 'Placed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  awaiting_approval: 'Placed, awaiting approval',
  confirmed: 'Confirmed on account',
};

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section
    aria-labelledby={id}
    className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5"
  >
    <h2 id={id} className="font-bold text-lg">
      {title}
    </h2>
    <div className="mt-3">{children}</div>
  </section>
);

/** A label and its value, one under the other, long values wrapping anywhere rather than widening the page. */
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-base-content/75 text-xs">{label}</dt>
    <dd className="[overflow-wrap:anywhere]">{children}</dd>
  </div>
);

/**
 * Shown once, on arriving from a checkout on account: the order is confirmed, its invoice issued and when it is
 * due. Its heading takes focus, as Buy Now's confirmation does, so the page change is announced.
 */
const ConfirmedOnAccount = ({ order }: { order: OrderDetail }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="confirmed-on-account"
      className="flex flex-col gap-3 rounded-box border border-success/50 border-l-4 bg-base-100 p-4 sm:p-5"
    >
      <h2 id="confirmed-on-account" ref={headingRef} tabIndex={-1} className="font-bold text-lg">
        Order {formatOrderNumber(order.orderNumber)} is confirmed on your company&rsquo;s account
      </h2>
      <p>
        {order.invoiceNumber ? `Invoice ${order.invoiceNumber}` : 'Its invoice'} is on its way by mail
        {order.payment.dueDate ? `, to be paid by ${formatDay(order.payment.dueDate)}` : ''}. Nothing is due
        now.
      </p>
      {order.invoiceNumber ? (
        <div className="flex flex-wrap gap-2">
          <InvoiceButton order={order} />
        </div>
      ) : null}
    </section>
  );
};

/**
 * One order as its buyer or an admin reads it: the tools with their prices, net, tax and total; where it goes; the
 * steps it went through; its documents; in `actions`, what the reader can do with it now; in `payment`, its money on
 * account as the reader may see and act on it.
 */
export const OrderDetailView = ({
  order,
  actions,
  payment,
  placedOnAccount = false,
  lineAction,
}: {
  order: OrderDetail;
  actions: ReactNode;
  /** What the reader can do with one of its tools (its buyer's review of a delivered tool), under the line. */
  lineAction?: (line: OrderDetail['lines'][number]) => ReactNode;
  /** The admin's view of its money on account; without it, the reader sees the payment's facts. */
  payment?: ReactNode;
  /** The buyer just placed it on account: say so above the rest. */
  placedOnAccount?: boolean;
}) => {
  const netCents = dollarsToCents(order.totalPrice) - dollarsToCents(order.tax);
  const number = formatOrderNumber(order.orderNumber);

  return (
    <div className="flex flex-col gap-6">
      {placedOnAccount && order.payment.method === 'account' ? <ConfirmedOnAccount order={order} /> : null}
      <div className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          <Fact label="Status">
            <OrderStatusBadge status={order.status} />
          </Fact>
          <Fact label="Placed">{when(order.createdAt)}</Fact>
          <Fact label="Total">
            <span className="font-bold text-lg text-primary">{formatDollars(order.totalPrice)}</span>
          </Fact>
        </dl>
        {actions}
      </div>
      {order.holdUntil ? (
        <p className="rounded-box border border-warning border-l-4 bg-base-200 p-4 text-sm">
          Held until {when(order.holdUntil)}: pay by then, or the order is cancelled and its stock returns.
        </p>
      ) : null}
      {payment}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Section id="order-lines" title={order.lines.length > 1 ? `${order.lines.length} tools` : 'Tool'}>
            <ul className="flex flex-col divide-y divide-base-300">
              {order.lines.map((line) => (
                <li key={line.productId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold [overflow-wrap:anywhere]">{line.productName}</p>
                    <p className="text-base-content/75 text-sm [overflow-wrap:anywhere]">
                      Model {line.model}
                    </p>
                    {line.serials?.length ? (
                      <p className="font-mono text-sm [overflow-wrap:anywhere]">
                        <span className="font-sans text-base-content/75">
                          {line.serials.length === 1 ? 'Serial number' : 'Serial numbers'}:
                        </span>{' '}
                        {line.serials.join(', ')}
                      </p>
                    ) : null}
                    {lineAction?.(line)}
                  </div>
                  <p className="text-right text-sm">
                    {formatCount(line.amount)} {PRODUCT_UNIT} × {formatDollars(line.unitPrice)}
                    <span className="block font-semibold text-base">{formatDollars(line.lineTotal)}</span>
                  </p>
                </li>
              ))}
            </ul>
            <dl className="mt-2 flex flex-col gap-1 border-base-300 border-t pt-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt>Net</dt>
                <dd>{formatDollars(centsToDollars(netCents))}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Tax ({order.taxRatePercent}%)</dt>
                <dd>{formatDollars(order.tax)}</dd>
              </div>
              <div className="flex justify-between gap-4 font-bold text-base">
                <dt>Total</dt>
                <dd>{formatDollars(order.totalPrice)}</dd>
              </div>
            </dl>
          </Section>

          <Section id="order-delivery" title="Delivery">
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label="Deliver to">
                {[order.name, order.address].filter(Boolean).join(', ') || 'No address given'}
              </Fact>
              <Fact label="Phone">{order.phoneNo || '—'}</Fact>
              <Fact label="E-mail">
                <EmailText email={order.email} />
              </Fact>
              {order.poNumber ? <Fact label="PO number">{order.poNumber}</Fact> : null}
              {order.note ? (
                <div className="min-w-0 sm:col-span-2">
                  <dt className="text-base-content/75 text-xs">Note</dt>
                  <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{order.note}</dd>
                </div>
              ) : null}
            </dl>
            <ShippedBy order={order} />
          </Section>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <Section id="order-steps" title="Status history">
            <ol className="flex flex-col gap-3">
              {order.history.map((step) => (
                <li
                  key={`${step.status}-${step.at}`}
                  className="flex flex-col border-primary border-l-2 pl-3"
                >
                  <span className="font-semibold">{STEP_TEXT[step.status]}</span>
                  <time dateTime={step.at} className="text-base-content/75 text-sm">
                    {when(step.at)}
                  </time>
                </li>
              ))}
            </ol>
            {order.history.at(-1)?.status !== order.status ? (
              <p className="mt-3 text-sm">Now: {statusLabel(order.status)}</p>
            ) : null}
          </Section>

          {payment ? null : (
            <Section id="order-payment" title="Payment">
              <PaymentFacts payment={order.payment} />
            </Section>
          )}

          <Section id="order-documents" title="Documents">
            {order.invoiceNumber || order.creditNoteNumber ? (
              <div className="flex flex-wrap gap-2">
                <InvoiceButton order={order} />
              </div>
            ) : (
              <p className="text-sm">
                The invoice of order {number} comes once it is{' '}
                {/* On account it is invoiced when its approval confirms it, before any payment. */}
                {order.payment.method === 'account' ? 'approved' : 'paid'}.
              </p>
            )}
            {order.transactionId ? (
              <dl className="mt-3 text-sm">
                <Fact label="Transaction">
                  <TransactionId id={order.transactionId} />
                </Fact>
              </dl>
            ) : null}
          </Section>
        </div>
      </div>
    </div>
  );
};
