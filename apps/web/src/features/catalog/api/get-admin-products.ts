import { ProductListSchema } from '@ironvolt/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ADMIN_PRODUCTS_LIMIT = 100;

/** Manage Products' list: a search in name and model and the low-stock filter, both answered by the server. */
export type AdminProductsFilter = { q?: string | undefined; lowStock?: boolean; page: number };

export const adminProductsQueryOptions = ({ q, lowStock = false, page }: AdminProductsFilter) =>
  queryOptions({
    queryKey: ['products', 'admin', { q, lowStock, page }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(ADMIN_PRODUCTS_LIMIT), page: String(page) });
      if (q) params.set('q', q);
      if (lowStock) params.set('lowStock', 'true');
      return api.getPage(`/products?${params}`, { schema: ProductListSchema, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (filter: AdminProductsFilter) => useQuery(adminProductsQueryOptions(filter));
