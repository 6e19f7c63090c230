import { type OrderDetail, OrderDetailSchema } from '@ironvolt/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /order/:id: one order with the steps it went through (its buyer's or, for an admin, anyone's). */
export const getOrder = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<OrderDetail> =>
  api.get(`/order/${encodeURIComponent(id)}`, { schema: OrderDetailSchema, signal });

export const orderQueryOptions = (id: string) =>
  queryOptions({
    // Under 'orders': cancelling, paying or shipping an order refreshes its page with the lists.
    queryKey: ['orders', 'one', id],
    queryFn: ({ signal }) => getOrder(id, { signal }),
    // Its status changes elsewhere (payment, the hold expiring, shipping): always ask again on a visit.
    staleTime: 0,
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
