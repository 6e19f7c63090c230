import type { Product } from '@ironvolt/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getProduct = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Product> =>
  api.get<Product>(`/product/${encodeURIComponent(id)}`, { signal });

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, { signal }),
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
