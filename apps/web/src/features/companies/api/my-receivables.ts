import { MyReceivablesSchema } from '@ironvolt/shared/receivables';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /my-company/receivables: a company admin's open invoices, recent payments, balance and credit. */
export const getMyReceivables = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/my-company/receivables', { schema: MyReceivablesSchema, signal });

export const useMyReceivables = (enabled: boolean) =>
  useQuery({
    // Under 'companies' and asked again on each visit: payments are recorded by the shop meanwhile.
    queryKey: ['companies', 'mine', 'receivables'],
    queryFn: ({ signal }) => getMyReceivables({ signal }),
    enabled,
    staleTime: 0,
  });
