import type { Product } from '@ironvolt/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getRecentProducts = ({ signal }: { signal?: AbortSignal } = {}): Promise<Product[]> =>
  api.get<Product[]>('/recentProducts', { signal });

export const recentProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'recent'],
    queryFn: ({ signal }) => getRecentProducts({ signal }),
  });

export const useRecentProducts = () => useQuery(recentProductsQueryOptions());
