import type { PlacedOrder } from '@ironvolt/shared/orders';
import {
  QUOTES_PAGE_SIZE,
  type QuoteAcceptBody,
  QuoteDetailSchema,
  QuoteListSchema,
  type QuoteOfferBody,
  type QuoteStatus,
  type QuoteSummary,
} from '@ironvolt/shared/quotes';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

export { QUOTES_PAGE_SIZE };

const QUOTES_KEY = ['quotes'] as const;
type ListParams = { status: QuoteStatus | undefined; q: string; page: number };
const quotePath = (id: string) => `/quotes/${encodeURIComponent(id)}`;

/** GET /quotes: a buyer's own, or every quote for a shop admin; a page, of one status, searched on the server. */
export const getQuotes = (
  { status, q, page }: ListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Page<QuoteSummary>> => {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  if (q) query.set('q', q);
  return api.getPage(`/quotes?${query}`, { schema: QuoteListSchema, signal });
};

export const quotesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...QUOTES_KEY, 'list', params],
    queryFn: ({ signal }) => getQuotes(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useQuotes = (params: ListParams) => useQuery(quotesQueryOptions(params));

/** GET /quotes/:id: the quote with its history. */
export const useQuote = (id: string) =>
  useQuery({
    queryKey: [...QUOTES_KEY, 'one', id],
    queryFn: ({ signal }) => api.get(quotePath(id), { schema: QuoteDetailSchema, signal }),
  });

/** A quote's step: the answer is the quote as it is now; every list of quotes may change with it. */
const useQuoteStep = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUOTES_KEY }),
  });
};

/** POST /quotes: the cart (kept as it is) asked to be quoted, with a message. */
export const useRequestQuote = () =>
  useQuoteStep((body: { message?: string }) =>
    api.post<{ _id: string; number: string }>('/quotes', { body }),
  );

/** POST /quotes/:id/offer (shop admins). */
export const useOfferQuote = () =>
  useQuoteStep(({ id, body }: { id: string; body: QuoteOfferBody }) =>
    api.post(`${quotePath(id)}/offer`, { schema: QuoteDetailSchema, body }),
  );

/** POST /quotes/:id/decline. */
export const useDeclineQuote = () =>
  useQuoteStep((id: string) => api.post(`${quotePath(id)}/decline`, { schema: QuoteDetailSchema }));

/** POST /quotes/:id/revision. */
export const useReviseQuote = () =>
  useQuoteStep(({ id, message }: { id: string; message: string }) =>
    api.post(`${quotePath(id)}/revision`, { schema: QuoteDetailSchema, body: { message } }),
  );

/** POST /quotes/:id/accept: the offer becomes an order; My Orders and the stock shown change with it. */
export const useAcceptQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuoteAcceptBody }) =>
      api.post<PlacedOrder>(`${quotePath(id)}/accept`, { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUOTES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
};

/** GET /quotes/:id/pdf, saved by the browser. */
export const downloadQuotePdf = (id: string, number: string) =>
  downloadFile(`${quotePath(id)}/pdf`, `${number}.pdf`);
