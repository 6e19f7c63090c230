import { formatDollars } from '@ironvolt/shared/money';
import {
  QUOTES_PAGE_SIZE,
  type QuoteStatus,
  quoteStatuses,
  quoteStatusLabels,
} from '@ironvolt/shared/quotes-constants';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '@/components/ui/pager';
import { StatusFilter } from '@/components/ui/status-filter';
import { EmptyList, LoadFailed } from '@/components/ui/table-states';
import { paths } from '@/config/paths';
import { useQuotes } from '@/features/quotes/api/quotes';
import { QuoteStatusBadge } from './quote-status-badge';

const SEARCH_PAUSE_MS = 250;
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/**
 * Quotes newest first, by status and searched: a buyer's own ("My quotes"), or every buyer's for the shop admins'
 * Quotes page (`shop`), each linked to its page.
 */
export const QuoteList = ({ shop = false }: { shop?: boolean }) => {
  const [status, setStatus] = useState<QuoteStatus | undefined>(undefined);
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const searchId = useId();
  useEffect(() => {
    const next = query.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, q]);
  const { data, isPending, isError, refetch } = useQuotes({ status, q, page });
  const hrefOf = (id: string) =>
    shop ? paths.dashboard.quote.getHref(id) : paths.dashboard.myQuote.getHref(id);

  return (
    <div className="space-y-4">
      <search className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <StatusFilter
          statuses={quoteStatuses}
          value={status}
          labelOf={(s) => quoteStatusLabels[s]}
          onChange={(value) => {
            setStatus(value === '' ? undefined : (value as QuoteStatus));
            setPage(1);
          }}
        />
        <div className="flex flex-col gap-1 sm:max-w-sm sm:flex-1">
          <label htmlFor={searchId} className="font-medium text-sm">
            Search quotes
          </label>
          <input
            id={searchId}
            type="search"
            className="input input-sm w-full"
            placeholder={shop ? 'Number, buyer, company or tool' : 'Number or tool'}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </search>
      {isPending ? (
        <p role="status">Loading quotes…</p>
      ) : isError ? (
        <LoadFailed what="quotes" onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyList>
          {q || status
            ? 'No quote matches.'
            : shop
              ? 'No requests for quote yet.'
              : 'You have asked for no quote yet: ask from your cart.'}
        </EmptyList>
      ) : (
        <>
          <p className="text-base-content/80 text-sm" aria-live="polite">
            {`${data.total} ${data.total === 1 ? 'quote' : 'quotes'}`}
          </p>
          <ul
            aria-label="Quotes"
            className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
          >
            {data.items.map((quote) => (
              <li key={quote._id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <Link to={hrefOf(quote._id)} className="link link-hover">
                      {quote.number}
                    </Link>
                    <QuoteStatusBadge status={quote.status} />
                  </p>
                  <p className="break-words text-base-content/75 text-sm">
                    {shop ? `${quote.companyName ? `${quote.companyName} · ` : ''}${quote.email} · ` : ''}
                    {quote.lineCount} {quote.lineCount === 1 ? 'tool' : 'tools'} ·{' '}
                    {formatDollars(quote.total)} · asked {dateOf(quote.createdAt)}
                    {quote.status === 'offered' && quote.expiresAt
                      ? ` · valid until ${dateOf(quote.expiresAt)}`
                      : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {data.total > QUOTES_PAGE_SIZE ? (
            <Pager
              page={page}
              pageCount={Math.ceil(data.total / QUOTES_PAGE_SIZE)}
              label="Quote pages"
              onPage={setPage}
            />
          ) : null}
        </>
      )}
    </div>
  );
};
