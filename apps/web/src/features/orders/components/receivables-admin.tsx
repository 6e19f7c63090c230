import { paymentTermsLabel } from '@ironvolt/shared/companies-constants';
import { formatDollars } from '@ironvolt/shared/money';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import {
  agingBucketLabels,
  agingBuckets,
  type CompanyReceivables,
  type OpenInvoice,
} from '@ironvolt/shared/receivables';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { DownloadButton } from '@/components/ui/download-button';
import { EmptyList, LoadFailed, TableSkeleton } from '@/components/ui/table-states';
import { paths } from '@/config/paths';
import { RECEIVABLES_CSV_PATH, useReceivables } from '@/features/orders/api/get-receivables';

// The receivables are counted in UTC days (due dates, aging): shown in UTC too.
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-base-content/75 text-xs">{label}</dt>
    <dd className="font-semibold tabular-nums [overflow-wrap:anywhere]">{children}</dd>
  </div>
);

/** One open invoice: its number, the order it bills (opening the admin's order page), dates and money. */
const InvoiceRow = ({ invoice }: { invoice: OpenInvoice }) => (
  <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
    <div className="min-w-0">
      <p className="font-semibold [overflow-wrap:anywhere]">Invoice {invoice.invoiceNumber}</p>
      <Link
        to={paths.dashboard.manageOrder.getHref(invoice.orderId)}
        className="link link-primary inline-flex min-h-11 items-center text-sm sm:min-h-0"
      >
        Order {formatOrderNumber(invoice.orderNumber)}
      </Link>
    </div>
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5 sm:text-right">
      <div>
        <dt className="text-base-content/75 text-xs">Invoiced</dt>
        <dd>{formatDay(invoice.invoiceDate)}</dd>
      </div>
      <div>
        <dt className="text-base-content/75 text-xs">Due</dt>
        <dd>
          {formatDay(invoice.dueDate)}
          {invoice.daysOverdue > 0 ? (
            <span className="block font-semibold text-error">
              Overdue {invoice.daysOverdue} {invoice.daysOverdue === 1 ? 'day' : 'days'}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="text-base-content/75 text-xs">Total</dt>
        <dd className="tabular-nums">{formatDollars(invoice.total)}</dd>
      </div>
      <div>
        <dt className="text-base-content/75 text-xs">Paid</dt>
        <dd className="tabular-nums">{formatDollars(invoice.paid)}</dd>
      </div>
      <div>
        <dt className="text-base-content/75 text-xs">Balance</dt>
        <dd className="font-semibold tabular-nums">{formatDollars(invoice.balance)}</dd>
      </div>
    </dl>
  </li>
);

/** A company on account: its balance and credit, its aging buckets' totals, then its open invoices by bucket. */
const CompanyCard = ({ company }: { company: CompanyReceivables }) => {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="font-bold text-xl [overflow-wrap:anywhere]">
        {company.companyName}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Fact label="Terms">{paymentTermsLabel(company.paymentTermsDays)}</Fact>
        <Fact label="Open balance">{formatDollars(company.openBalance)}</Fact>
        <Fact label="Credit limit">{formatDollars(company.creditLimit)}</Fact>
        <Fact label="Available credit">{formatDollars(company.availableCredit)}</Fact>
        <Fact label="Overdue">
          <span className={company.overdue > 0 ? 'text-error' : ''}>{formatDollars(company.overdue)}</span>
        </Fact>
      </dl>
      <h3 className="mt-4 font-semibold">Aging</h3>
      <dl className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {agingBuckets.map((bucket) => (
          <div key={bucket} className="rounded-box bg-base-200 p-2">
            <dt className="text-base-content/80 text-xs">{agingBucketLabels[bucket]}</dt>
            <dd className="font-semibold tabular-nums">{formatDollars(company.buckets[bucket].total)}</dd>
          </div>
        ))}
      </dl>
      {agingBuckets
        .filter((bucket) => company.buckets[bucket].invoices.length > 0)
        .map((bucket) => (
          <div key={bucket} className="mt-4">
            <h3 className="font-semibold">
              {agingBucketLabels[bucket]}: {company.buckets[bucket].invoices.length} open{' '}
              {company.buckets[bucket].invoices.length === 1 ? 'invoice' : 'invoices'}
            </h3>
            <ul className="flex flex-col divide-y divide-base-300">
              {company.buckets[bucket].invoices.map((invoice) => (
                <InvoiceRow key={invoice.invoiceNumber} invoice={invoice} />
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
};

/**
 * The shop admins' receivables: each company with orders on account, what it owes and how late, its open invoices
 * linking to their orders; and every open invoice as CSV.
 */
export const ReceivablesAdmin = () => {
  const { data, isPending, isError, refetch } = useReceivables();

  let body: ReactNode;
  if (isPending) body = <TableSkeleton label="Loading…" />;
  else if (isError) body = <LoadFailed what="receivables" onRetry={() => void refetch()} />;
  else if (data.companies.length === 0) body = <EmptyList>No company has an order on account yet.</EmptyList>;
  else
    body = (
      <div className="flex flex-col gap-6">
        {data.companies.map((company) => (
          <CompanyCard key={company.companyId} company={company} />
        ))}
      </div>
    );

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-base-content/80 text-sm">
          {data ? `Aged as of ${formatDay(data.asOf)} (UTC).` : null}
        </p>
        <DownloadButton path={RECEIVABLES_CSV_PATH} fileName="ironvolt-receivables.csv">
          Download CSV
        </DownloadButton>
      </div>
      {body}
    </>
  );
};
