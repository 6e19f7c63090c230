import { AdminOrderSchema } from '@ironvolt/shared/admin';
import type { OrderStatus } from '@ironvolt/shared/orders';
import { z } from '@ironvolt/shared/zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ADMIN_ORDERS_LIMIT = 50;

type OrdersFilter = { status: OrderStatus | undefined; q?: string | undefined };

/** The filter as a query string's start: `status=paid&q=…&`, or nothing. */
const filterQuery = ({ status, q }: OrdersFilter) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  const text = params.toString();
  return text ? `${text}&` : '';
};

export const ordersQueryOptions = ({ status, q, page }: OrdersFilter & { page: number }) =>
  queryOptions({
    queryKey: ['orders', 'admin', { status, q, page }],
    queryFn: ({ signal }) =>
      api.getPage(`/orders?${filterQuery({ status, q })}page=${page}&limit=${ADMIN_ORDERS_LIMIT}`, {
        schema: z.array(AdminOrderSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (params: OrdersFilter & { page: number }) => useQuery(ordersQueryOptions(params));

export const ordersExportPath = (filter: OrdersFilter) => {
  const query = filterQuery(filter).replace(/&$/, '');
  return `/orders/export.csv${query ? `?${query}` : ''}`;
};
