import { type Order, OrderSchema } from '@ironvolt/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /payment/:id: the buyer's own order while it waits for payment (403, 404 or 409 otherwise). */
export const getOrderToPay = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Order> =>
  api.get(`/payment/${encodeURIComponent(id)}`, { schema: OrderSchema, signal });

export const orderToPayQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payments', 'order', id],
    queryFn: ({ signal }) => getOrderToPay(id, { signal }),
    // Never show a cached "unpaid" for an order that may have been paid since.
    staleTime: 0,
    gcTime: 0,
  });

export const useOrderToPay = (id: string) => useQuery(orderToPayQueryOptions(id));
