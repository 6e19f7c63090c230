import type { Product, ProductSort } from '@ironvolt/shared/catalog';
import { defaultSort } from '@ironvolt/shared/catalog-browsing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The catalogue's filters: a category's slug ('' for all), a price range in dollars, and in stock only. */
export type ProductFilters = {
  category: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: boolean;
};

export type ProductSearch = ProductFilters & { q: string; sort: ProductSort; page: number };

export type ProductPage = { products: Product[]; total: number };

/** The filters and the search as query parameters, leaving out what is not chosen. */
export const filterParams = (search: ProductFilters & { q: string }): URLSearchParams => {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (search.minPrice !== undefined) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== undefined) params.set('maxPrice', String(search.maxPrice));
  if (search.inStock) params.set('inStock', 'true');
  return params;
};

// Only what differs from the server's defaults (best match with a search and newest without, page 1, PRODUCTS_PAGE_SIZE a page) goes in the
// address: the plain catalogue stays one cacheable URL. The page's own address is the same query.
export const productSearchParams = (search: ProductSearch): URLSearchParams => {
  const params = filterParams(search);
  if (search.sort !== defaultSort(search.q)) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
};

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** GET /products with search, filters, sort and paging; the total across pages is in X-Total-Count. */
export const getProducts = async (
  search: ProductSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductPage> => {
  const { items, total } = await api.getPage<Product>(withQuery('/products', productSearchParams(search)), {
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

/** The address of the catalogue page showing this search. */
export const catalogHref = (base: string, search: ProductSearch) =>
  withQuery(base, productSearchParams(search));
