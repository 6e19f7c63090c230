import type { ProductSort } from '@ironvolt/shared/catalog';
import { productSorts, SEARCH_MAX } from '@ironvolt/shared/catalog-constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSearch } from '@/features/catalog/api/get-products';

const isSort = (value: string | null): value is ProductSort =>
  value !== null && (productSorts as readonly string[]).includes(value);

/** Reads a search from the address (?q=&sort=&page=), tolerating anything a visitor may have typed there. */
export const parseProductSearch = (params: URLSearchParams): ProductSearch => {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
};

/** The catalogue search kept in the URL, so it can be shared and survives a reload. */
export const useProductSearch = () => {
  const [params, setParams] = useSearchParams();
  const search = parseProductSearch(params);

  const update = useCallback(
    (change: Partial<ProductSearch>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...parseProductSearch(current), page: 1, ...change };
          const out = new URLSearchParams();
          if (next.q) out.set('q', next.q);
          if (next.sort !== 'newest') out.set('sort', next.sort);
          if (next.page > 1) out.set('page', String(next.page));
          return out;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { search, update };
};
