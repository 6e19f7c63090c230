import { type Receivables, ReceivablesSchema } from '@ironvolt/shared/receivables';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/receivables (shop admins): per company on account, its balance, credit and aged open invoices. */
export const getReceivables = ({ signal }: { signal?: AbortSignal } = {}): Promise<Receivables> =>
  api.get('/admin/receivables', { schema: ReceivablesSchema, signal });

export const receivablesQueryOptions = () =>
  queryOptions({
    // Under 'admin': recording or reversing a payment refreshes it with the overview.
    queryKey: ['admin', 'receivables'],
    queryFn: ({ signal }) => getReceivables({ signal }),
    staleTime: 0,
  });

export const useReceivables = () => useQuery(receivablesQueryOptions());

/** GET /admin/receivables/export.csv: every open invoice on account, one row each (an authorised download). */
export const RECEIVABLES_CSV_PATH = '/admin/receivables/export.csv';
