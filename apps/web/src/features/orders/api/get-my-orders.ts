import { type Order, OrderListSchema } from '@ironvolt/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /myOrder/:email: the signed-in customer's orders, newest first. */
export const getMyOrders = (email: string, { signal }: { signal?: AbortSignal } = {}): Promise<Order[]> =>
  api.get(`/myOrder/${encodeURIComponent(email)}`, { schema: OrderListSchema, signal });

export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['orders', 'mine', email],
    queryFn: ({ signal }) => getMyOrders(email, { signal }),
    // Statuses change elsewhere (payment, the hold expiring, shipping): always ask again on a visit.
    staleTime: 0,
  });

export const useMyOrders = (email: string | undefined) =>
  useQuery({ ...myOrdersQueryOptions(email ?? ''), enabled: email !== undefined });
