import { OverviewSchema } from '@ironvolt/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/overview: revenue by day, orders by status, top products, low stock. */
export const getOverview = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/admin/overview', { schema: OverviewSchema, signal });

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => getOverview({ signal }),
    staleTime: 0,
  });

export const useOverview = () => useQuery(overviewQueryOptions());
