import type { ProductFacets } from '@ironvolt/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { filterParams, type ProductFilters } from '@/features/catalog/api/get-products';
import { api } from '@/lib/api-client';

export const facetsQueryOptions = (search: ProductFilters & { q: string }) => {
  const query = filterParams(search).toString();
  return queryOptions({
    queryKey: ['products', 'facets', query],
    queryFn: ({ signal }) =>
      api.get<ProductFacets>(`/products/facets${query ? `?${query}` : ''}`, { signal }),
  });
};

/** What each further choice of the filter panel would show; the last answer stays while the next loads. */
export const useProductFacets = (search: ProductFilters & { q: string }) =>
  useQuery({ ...facetsQueryOptions(search), placeholderData: keepPreviousData });
