import {
  RETURNS_PAGE_SIZE,
  type ReturnJson,
  ReturnListSchema,
  type ReturnRequestBody,
  type ReturnResolveBody,
  ReturnResolvedSchema,
  ReturnSchema,
  type ReturnStatus,
} from '@ironvolt/shared/returns';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

export { RETURNS_PAGE_SIZE };

const RETURNS_KEY = ['returns'] as const;
type ListParams = { status: ReturnStatus | undefined; page: number };
const returnPath = (id: string) => `/returns/${encodeURIComponent(id)}`;

/** GET /returns: a buyer's own, or every return for a shop admin; a page, of one status. */
export const getReturns = (
  { status, page }: ListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Page<ReturnJson>> => {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  return api.getPage(`/returns?${query}`, { schema: ReturnListSchema, signal });
};

export const returnsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...RETURNS_KEY, 'list', params],
    queryFn: ({ signal }) => getReturns(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useReturns = (params: ListParams) => useQuery(returnsQueryOptions(params));

/** GET /returns/:id. */
export const getReturn = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(returnPath(id), { schema: ReturnSchema, signal });

export const useReturn = (id: string) =>
  useQuery({ queryKey: [...RETURNS_KEY, 'one', id], queryFn: ({ signal }) => getReturn(id, { signal }) });

/** A return's step: every list of returns may change with it, and an order's stock and documents too. */
const useReturnStep = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
};

/** POST /order/:id/returns. */
export const requestReturn = ({ orderId, body }: { orderId: string; body: ReturnRequestBody }) =>
  api.post<{ _id: string; number: string }>(`/order/${encodeURIComponent(orderId)}/returns`, { body });
export const useRequestReturn = () => useReturnStep(requestReturn);

/** POST /returns/:id/approve (shop admins). */
export const approveReturn = ({ id, instructions }: { id: string; instructions: string }) =>
  api.post(`${returnPath(id)}/approve`, { schema: ReturnSchema, body: { instructions } });
export const useApproveReturn = () => useReturnStep(approveReturn);

/** POST /returns/:id/reject (shop admins). */
export const rejectReturn = ({ id, reason }: { id: string; reason: string }) =>
  api.post(`${returnPath(id)}/reject`, { schema: ReturnSchema, body: { reason } });
export const useRejectReturn = () => useReturnStep(rejectReturn);

/** POST /returns/:id/receive (shop admins). */
export const receiveReturn = (id: string) => api.post(`${returnPath(id)}/receive`, { schema: ReturnSchema });
export const useReceiveReturn = () => useReturnStep(receiveReturn);

/** POST /returns/:id/resolve (shop admins). */
export const resolveReturn = ({ id, body }: { id: string; body: ReturnResolveBody }) =>
  api.post(`${returnPath(id)}/resolve`, { schema: ReturnResolvedSchema, body });
export const useResolveReturn = () => useReturnStep(resolveReturn);

/** GET /returns/:id/credit-note.pdf, saved by the browser. */
export const downloadReturnCreditNote = (id: string, number: string) =>
  downloadFile(`${returnPath(id)}/credit-note.pdf`, `${number}.pdf`);
