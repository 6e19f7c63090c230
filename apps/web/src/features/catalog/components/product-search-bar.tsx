import type { ProductSort } from '@ironvolt/shared/catalog';
import { productSorts, SEARCH_MAX } from '@ironvolt/shared/catalog-constants';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { paths } from '@/config/paths';
import type { ProductSearch } from '@/features/catalog/api/get-products';

export const sortLabels: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

type ProductSearchBarProps = {
  search: ProductSearch;
  onChange: (change: Partial<ProductSearch>) => void;
};

/**
 * A search box (name or model) and the sort order; both live in the URL, owned by the caller. Without JavaScript
 * the browser sends the form itself, the sort and the filters with it, as the catalogue's query.
 */
export const ProductSearchBar = ({ search, onChange }: ProductSearchBarProps) => {
  const searchId = useId();
  const sortId = useId();
  const formId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onChange({ q: typeof value === 'string' ? value.trim() : '' });
  };
  return (
    <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <search className="w-full max-w-xl">
        <form
          id={formId}
          method="get"
          action={paths.allProducts.getHref()}
          onSubmit={onSubmit}
          className="flex items-end gap-2"
        >
          {search.category ? <input type="hidden" name="category" value={search.category} /> : null}
          {search.minPrice !== undefined ? (
            <input type="hidden" name="minPrice" value={search.minPrice} />
          ) : null}
          {search.maxPrice !== undefined ? (
            <input type="hidden" name="maxPrice" value={search.maxPrice} />
          ) : null}
          {search.inStock ? <input type="hidden" name="inStock" value="true" /> : null}
          <div className="flex-1">
            <label htmlFor={searchId} className="mb-1 block font-medium text-sm">
              Search products
            </label>
            <label className="input w-full">
              <Search aria-hidden="true" className="size-4 opacity-70" />
              <input
                // A new search in the URL (back, forward, a shared link) shows in the box.
                key={search.q}
                id={searchId}
                name="q"
                type="search"
                defaultValue={search.q}
                maxLength={SEARCH_MAX}
                placeholder="Name or model"
                autoComplete="off"
                className="grow"
              />
            </label>
          </div>
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </form>
      </search>
      <div>
        <label htmlFor={sortId} className="mb-1 block font-medium text-sm">
          Sort by
        </label>
        <select
          id={sortId}
          name="sort"
          form={formId}
          className="select w-full md:w-56"
          value={search.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
        >
          {productSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
};
