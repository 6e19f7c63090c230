import { formatDollars } from '@ironvolt/shared/money';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import type { MyReceivables } from '@ironvolt/shared/receivables';
import { STATEMENT_DAYS } from '@ironvolt/shared/receivables';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DownloadButton } from '@/components/ui/download-button';
import { formatDay, OverdueMark } from '@/components/ui/overdue-mark';
import { LoadFailed } from '@/components/ui/table-states';
import { paths } from '@/config/paths';
import { useMyReceivables } from '@/features/companies/api/my-receivables';

const Figure = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-base-content/75 text-xs">{label}</dt>
    <dd className="font-semibold tabular-nums">{children}</dd>
  </div>
);

/** GET /my-company/statement.pdf, saved as a file. */
const StatementButton = ({ asOf }: { asOf: string }) => (
  <DownloadButton path="/my-company/statement.pdf" fileName={`statement-${asOf}.pdf`}>
    Download statement
  </DownloadButton>
);

const OpenInvoices = ({ invoices }: { invoices: MyReceivables['openInvoices'] }) => (
  <div className="space-y-2">
    <h3 className="font-semibold">Open invoices</h3>
    {invoices.length === 0 ? (
      <p className="text-sm">Nothing is owed.</p>
    ) : (
      <ul aria-label="Open invoices" className="grid gap-3 md:grid-cols-2">
        {invoices.map((invoice) => (
          <li
            key={invoice.invoiceNumber}
            className="rounded-box border border-base-300 bg-base-100 p-4 text-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono font-semibold">{invoice.invoiceNumber}</span>
              {invoice.daysOverdue > 0 ? <OverdueMark /> : null}
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
              <dt className="text-base-content/75">Order</dt>
              <dd>
                <Link to={paths.dashboard.myOrder.getHref(invoice.orderId)} className="link">
                  {formatOrderNumber(invoice.orderNumber)}
                </Link>
              </dd>
              <dt className="text-base-content/75">Invoiced</dt>
              <dd>{formatDay(invoice.invoiceDate)}</dd>
              <dt className="text-base-content/75">Due</dt>
              <dd>
                {formatDay(invoice.dueDate)}
                {invoice.daysOverdue > 0
                  ? ` (${invoice.daysOverdue} ${invoice.daysOverdue === 1 ? 'day' : 'days'} late)`
                  : ''}
              </dd>
              <dt className="text-base-content/75">Total</dt>
              <dd className="tabular-nums">{formatDollars(invoice.total)}</dd>
              <dt className="text-base-content/75">Paid</dt>
              <dd className="tabular-nums">{formatDollars(invoice.paid)}</dd>
              <dt className="text-base-content/75">Balance</dt>
              <dd className="font-semibold tabular-nums">{formatDollars(invoice.balance)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    )}
  </div>
);

const RecentPayments = ({ payments }: { payments: MyReceivables['payments'] }) => (
  <div className="space-y-2">
    <h3 className="font-semibold">Payments of the last {STATEMENT_DAYS} days</h3>
    {payments.length === 0 ? (
      <p className="text-sm">None.</p>
    ) : (
      <ul aria-label="Recent payments" className="flex flex-col divide-y divide-base-300 text-sm">
        {payments.map((payment) => (
          <li key={payment._id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className={`font-semibold tabular-nums ${payment.reversed ? 'line-through' : ''}`}>
                {payment.kind === 'repaid' ? 'Repaid ' : ''}
                {formatDollars(payment.amount)}
              </span>{' '}
              · {payment.reference}
              <span className="block text-base-content/75 text-xs">
                {payment.invoiceNumber ?? formatOrderNumber(payment.orderNumber)} · received{' '}
                {formatDay(payment.receivedAt.slice(0, 10))}
              </span>
            </span>
            {payment.reversed ? <span className="badge badge-ghost badge-sm">Reversed</span> : null}
          </li>
        ))}
      </ul>
    )}
  </div>
);

/**
 * The company admin's account with the shop (GET /my-company/receivables): its terms, balance, credit limit and
 * credit left, what is overdue, each open invoice, the recent payments, and the statement as a PDF.
 */
export const ReceivablesSection = () => {
  const { data, isPending, isError, refetch } = useMyReceivables(true);
  return (
    <section aria-labelledby="account-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="account-heading" className="font-semibold text-xl">
          Account
        </h2>
        {data ? <StatementButton asOf={data.asOf} /> : null}
      </div>
      {isError ? (
        <LoadFailed what="account" onRetry={() => void refetch()} />
      ) : isPending ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-5">
            <Figure label="Terms">Net {data.paymentTermsDays}</Figure>
            <Figure label="Balance">{formatDollars(data.openBalance)}</Figure>
            <Figure label="Credit limit">{formatDollars(data.creditLimit)}</Figure>
            <Figure label="Available credit">{formatDollars(data.availableCredit)}</Figure>
            <Figure label="Overdue">
              {formatDollars(data.overdue)} {data.overdue > 0 ? <OverdueMark /> : null}
            </Figure>
          </dl>
          {data.overdue > 0 ? (
            <p className="rounded-box border border-error border-l-4 bg-base-200 p-3 text-sm">
              An invoice is overdue: pay it before ordering on account again. Paying by card stays open.
            </p>
          ) : null}
          <OpenInvoices invoices={data.openInvoices} />
          <RecentPayments payments={data.payments} />
        </>
      )}
    </section>
  );
};
