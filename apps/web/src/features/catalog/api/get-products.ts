import {
  type Product,
  ProductListSchema,
  type ProductSort,
  TOTAL_COUNT_HEADER,
} from '@ironvolt/shared/catalog';
import { ErrorResponseSchema, httpMessages } from '@ironvolt/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';

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

/**
 * GET /products with search, sort and paging; the total across pages comes in the X-Total-Count header.
 * The shared API client gives back the body only, so this public, token-free read calls fetch itself and
 * reports failures the same way (an ApiError with the server's message).
 */
export const getProducts = async (
  search: ProductSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductPage> => {
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}/products${toQueryString(search)}`, {
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(httpMessages.internal, 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = ErrorResponseSchema.safeParse(payload);
    throw refusal.success
      ? new ApiError(refusal.data.message, response.status, refusal.data.field)
      : new ApiError(httpMessages.internal, response.status);
  }
  const products = ProductListSchema.safeParse(payload);
  if (!products.success) throw new ApiError(httpMessages.internal, response.status);
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return { products: products.data, total: Number.isFinite(total) ? total : products.data.length };
};

export const productsQueryOptions = (search: ProductSearch) =>
  queryOptions({
    queryKey: ['products', 'list', search],
    queryFn: ({ signal }) => getProducts(search, { signal }),
  });

/** Keeps the last page on screen while the next search or page loads, so the grid does not flash. */
export const useProducts = (search: ProductSearch) =>
  useQuery({ ...productsQueryOptions(search), placeholderData: keepPreviousData });
