import type { ProductSort } from '@ironvolt/shared/catalog';
import {
  CATEGORY_SLUG_PATTERN,
  defaultSort,
  productSorts,
  SEARCH_MAX,
} from '@ironvolt/shared/catalog-browsing';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ProductSearch, productSearchParams } from '@/features/catalog/api/get-products';

const isSort = (value: string | null): value is ProductSort =>
  value !== null && (productSorts as readonly string[]).includes(value);

/** A price from the address: dollars from 0, else none. */
const priceParam = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * Reads a search from the address (?q=&category=&minPrice=&maxPrice=&inStock=&sort=&page=), tolerating anything
 * a visitor may have typed there: what the API would refuse is left out. A reversed price range keeps its
 * minimum only.
 */
export const parseProductSearch = (params: URLSearchParams): ProductSearch => {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const category = (params.get('category') ?? '').trim();
  const minPrice = priceParam(params.get('minPrice'));
  const maxPrice = priceParam(params.get('maxPrice'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    category: category.length <= 100 && CATEGORY_SLUG_PATTERN.test(category) ? category : '',
    minPrice,
    maxPrice: minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice ? undefined : maxPrice,
    inStock: params.get('inStock') === 'true',
    sort: isSort(sort) ? sort : defaultSort(params.get('q') ?? ''),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
};

/** The catalogue search and filters kept in the URL, so they can be shared and survive a reload. */
export const useProductSearch = () => {
  const [params, setParams] = useSearchParams();
  const search = parseProductSearch(params);

  const update = useCallback(
    (change: Partial<ProductSearch>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const before = parseProductSearch(current);
          // A sort left at its default follows the search: best match with one, newest without.
          const sort =
            change.sort ??
            (before.sort === defaultSort(before.q) ? defaultSort(change.q ?? before.q) : before.sort);
          return productSearchParams({ ...before, page: 1, ...change, sort });
        },
        {
          replace,
          preventScrollReset: true,
        },
      );
    },
    [setParams],
  );

  return { search, update };
};
