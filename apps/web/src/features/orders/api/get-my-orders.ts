import { type Order, OrderListSchema } from '@ironvolt/shared/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';

/** GET /myOrder/:email?page=: a page of the signed-in customer's orders, newest first, and how many in all. */
export const getMyOrders = (
  email: string,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Page<Order>> =>
  api.getPage(`/myOrder/${encodeURIComponent(email)}${page > 1 ? `?page=${page}` : ''}`, {
    schema: OrderListSchema,
    signal,
  });

export const myOrdersQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: ['orders', 'mine', email, page],
    queryFn: ({ signal }) => getMyOrders(email, page, { signal }),
    // Statuses change elsewhere (payment, the hold expiring, shipping): always ask again on a visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMyOrders = (email: string | undefined, page: number) =>
  useQuery({ ...myOrdersQueryOptions(email ?? '', page), enabled: email !== undefined });
