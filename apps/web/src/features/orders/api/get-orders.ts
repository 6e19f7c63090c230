import { AdminOrderSchema } from '@ironvolt/shared/admin';
import type { OrderStatus } from '@ironvolt/shared/orders';
import { z } from '@ironvolt/shared/zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ADMIN_ORDERS_LIMIT = 50;

const ordersQuery = (status: OrderStatus | undefined) => (status ? `status=${status}&` : '');

export const ordersQueryOptions = ({ status, page }: { status: OrderStatus | undefined; page: number }) =>
  queryOptions({
    queryKey: ['orders', 'admin', { status, page }],
    queryFn: ({ signal }) =>
      api.getPage(`/orders?${ordersQuery(status)}page=${page}&limit=${ADMIN_ORDERS_LIMIT}`, {
        schema: z.array(AdminOrderSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (params: { status: OrderStatus | undefined; page: number }) =>
  useQuery(ordersQueryOptions(params));

export const ordersExportPath = (status: OrderStatus | undefined) =>
  `/orders/export.csv${status ? `?status=${status}` : ''}`;
