import type { Product, ProductSort } from '@ironvolt/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ProductSearch = { q: string; sort: ProductSort; page: number };

export type ProductPage = { products: Product[]; total: number };

// Only what differs from the server's defaults (newest first, page 1, PRODUCTS_PAGE_SIZE a page) goes in the
// address: the plain catalogue stays one cacheable URL.
const toQueryString = ({ q, sort, page }: ProductSearch): string => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (sort !== 'newest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** GET /products with search, sort and paging; the total across pages comes in the X-Total-Count header. */
export const getProducts = async (
  search: ProductSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductPage> => {
  const { items, total } = await api.getPage<Product>(`/products${toQueryString(search)}`, {
    ...(signal ? { signal } : {}),
  });
  return { products: items, total };
};

export const productsQueryOptions = (search: ProductSearch) =>
  queryOptions({
    queryKey: ['products', 'list', search],
    queryFn: ({ signal }) => getProducts(search, { signal }),
  });

/** Keeps the last page on screen while the next search or page loads, so the grid does not flash. */
export const useProducts = (search: ProductSearch) =>
  useQuery({ ...productsQueryOptions(search), placeholderData: keepPreviousData });
