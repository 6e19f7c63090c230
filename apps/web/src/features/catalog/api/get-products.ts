import { type Product, ProductListSchema } from '@ironvolt/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getProducts = ({ signal }: { signal?: AbortSignal } = {}): Promise<Product[]> =>
  api.get('/products', { schema: ProductListSchema, signal });

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => getProducts({ signal }),
  });

export const useProducts = () => useQuery(productsQueryOptions());
