import { AcknowledgedMessageSchema } from '@ironvolt/shared/http';
import {
  type CompanyOrder,
  CompanyOrderSchema,
  OrderDetailSchema,
  type RejectOrderBody,
} from '@ironvolt/shared/orders';
import type { OrderStatus } from '@ironvolt/shared/orders-constants';
import { z } from '@ironvolt/shared/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';

export type CompanyOrdersFilter = {
  status?: OrderStatus | undefined;
  buyer?: string | undefined;
  page: number;
};

/**
 * GET /my-company/orders: a page of the company's orders, newest first (all of them for its admins, one buyer's
 * with `buyer`), and how many in all.
 */
export const getCompanyOrders = (
  filter: CompanyOrdersFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Page<CompanyOrder>> => {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.buyer) query.set('buyer', filter.buyer);
  if (filter.page > 1) query.set('page', String(filter.page));
  const search = query.toString();
  return api.getPage(`/my-company/orders${search ? `?${search}` : ''}`, {
    schema: z.array(CompanyOrderSchema),
    signal,
  });
};

export const useCompanyOrders = (filter: CompanyOrdersFilter) =>
  useQuery({
    queryKey: ['orders', 'company', filter],
    queryFn: ({ signal }) => getCompanyOrders(filter, { signal }),
    // Buyers place, cancel and pay orders elsewhere: always ask again on a visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** POST /order/:id/approve or /reject: the order leaves the company's approvals either way. */
const useDecision = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
};

export const useApproveOrder = () =>
  useDecision((id: string) =>
    api.post(`/order/${encodeURIComponent(id)}/approve`, { schema: OrderDetailSchema }),
  );

export const useRejectOrder = () =>
  useDecision(({ id, reason }: { id: string } & RejectOrderBody) =>
    api.post(`/order/${encodeURIComponent(id)}/reject`, {
      schema: AcknowledgedMessageSchema,
      body: { reason },
    }),
  );
