import { ProductListSchema } from '@ironvolt/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ADMIN_PRODUCTS_LIMIT = 100;

export const adminProductsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['products', 'admin', { page }],
    queryFn: ({ signal }) =>
      api.getPage(`/products?limit=${ADMIN_PRODUCTS_LIMIT}&page=${page}`, {
        schema: ProductListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (page: number) => useQuery(adminProductsQueryOptions(page));
