import { formatDollars } from '@ironvolt/shared/money';
import {
  QUOTES_PAGE_SIZE,
  type QuoteStatus,
  quoteStatuses,
  quoteStatusLabels,
} from '@ironvolt/shared/quotes-constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { StatusFilter } from '@/components/ui/status-filter';
import { EmptyList, LoadFailed } from '@/components/ui/table-states';
import { paths } from '@/config/paths';
import { useQuotes } from '@/features/quotes/api/quotes';
import { QuoteStatusBadge } from './quote-status-badge';

/** The longest search the API takes (QuotesQuerySchema's q). */
const QUOTES_SEARCH_MAX = 200;
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/**
 * Quotes newest first, by status and searched: a buyer's own ("My quotes"), or every buyer's for the shop admins'
 * Quotes page (`shop`), each linked to its page.
 */
export const QuoteList = ({ shop = false }: { shop?: boolean }) => {
  const [status, setStatus] = useState<QuoteStatus | undefined>(undefined);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuotes({ status, q, page });
  const hrefOf = (id: string) =>
    shop ? paths.dashboard.quote.getHref(id) : paths.dashboard.myQuote.getHref(id);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <StatusFilter
          statuses={quoteStatuses}
          value={status}
          labelOf={(s) => quoteStatusLabels[s]}
          onChange={(value) => {
            setStatus(value === '' ? undefined : (value as QuoteStatus));
            setPage(1);
          }}
        />
        <SearchBox
          label="Search quotes"
          placeholder={shop ? 'Number, buyer, company or tool' : 'Number or tool'}
          maxLength={QUOTES_SEARCH_MAX}
          value={q}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
        />
      </div>
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
