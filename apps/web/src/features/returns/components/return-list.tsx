import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import {
  RETURNS_PAGE_SIZE,
  type ReturnStatus,
  returnStatuses,
  returnStatusLabels,
} from '@ironvolt/shared/returns';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '@/components/ui/pager';
import { StatusFilter } from '@/components/ui/status-filter';
import { EmptyList, LoadFailed } from '@/components/ui/table-states';
import { useReturns } from '@/features/returns/api/returns';
import { ReturnStatusBadge } from './return-status-badge';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Returns newest first, by status: a buyer's own ("My returns") or every buyer's (the shop admins' Returns page). */
export const ReturnList = ({ shop = false, hrefOf }: { shop?: boolean; hrefOf: (id: string) => string }) => {
  const [status, setStatus] = useState<ReturnStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useReturns({ status, page });
  return (
    <div className="space-y-4">
      <StatusFilter
        statuses={returnStatuses}
        value={status}
        labelOf={(s) => returnStatusLabels[s]}
        onChange={(value) => {
          setStatus(value === '' ? undefined : (value as ReturnStatus));
          setPage(1);
        }}
      />
      {isPending ? (
        <p role="status">Loading returns…</p>
      ) : isError ? (
        <LoadFailed what="returns" onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyList>
          {status
            ? 'No return matches.'
            : shop
              ? 'No returns yet.'
              : 'You have returned nothing yet: return tools from a delivered order’s page.'}
        </EmptyList>
      ) : (
        <>
          <p className="text-base-content/80 text-sm" aria-live="polite">
            {`${data.total} ${data.total === 1 ? 'return' : 'returns'}`}
          </p>
          <ul
            aria-label="Returns"
            className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
          >
            {data.items.map((item) => (
              <li key={item._id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <Link to={hrefOf(item._id)} className="link link-hover inline-flex min-h-11 items-center">
                      {item.number}
                    </Link>
                    <ReturnStatusBadge status={item.status} />
                  </p>
                  <p className="break-words text-base-content/75 text-sm">
                    {shop ? `${item.email} · ` : ''}order {formatOrderNumber(item.orderNumber)} ·{' '}
                    {item.lines.map((line) => `${line.amount} × ${line.name}`).join(', ')} · asked{' '}
                    {dateOf(item.createdAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {data.total > RETURNS_PAGE_SIZE ? (
            <Pager
              page={page}
              pageCount={Math.ceil(data.total / RETURNS_PAGE_SIZE)}
              label="Return pages"
              onPage={setPage}
            />
          ) : null}
        </>
      )}
    </div>
  );
};
