import type { ProductFacets } from '@ironvolt/shared/catalog';
import { filterMessages } from '@ironvolt/shared/catalog-constants';
import { formatCount } from '@ironvolt/shared/numbers';
import { type FormEvent, useId, useState } from 'react';
import type { ProductFilters } from '@/features/catalog/api/get-products';

type FilterPanelProps = {
  filters: ProductFilters;
  facets: ProductFacets | undefined;
  onChange: (change: Partial<ProductFilters>) => void;
};

export const noFilters: ProductFilters = {
  category: '',
  minPrice: undefined,
  maxPrice: undefined,
  inStock: false,
};

export const filtersChosen = (filters: ProductFilters): number =>
  (filters.category ? 1 : 0) +
  (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
  (filters.inStock ? 1 : 0);

const Count = ({ n }: { n: number | undefined }) =>
  n === undefined ? null : <span className="badge badge-ghost badge-sm ms-auto">{formatCount(n)}</span>;

const priceValue = (value: FormDataEntryValue | null): number | undefined | 'bad' => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : 'bad';
};

/** One end of the price range; the facets' range shows as its placeholder. */
const PriceInput = (props: {
  label: string;
  name: 'minPrice' | 'maxPrice';
  value: number | undefined;
  placeholder: string;
  errorId: string | undefined;
}) => (
  <label className="flex flex-col gap-1">
    <span className="text-sm">{props.label}</span>
    <input
      // A new range in the URL (back, forward, a shared link, Clear filters) shows in the box.
      key={props.value ?? ''}
      name={props.name}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      className="input input-sm"
      defaultValue={props.value ?? ''}
      placeholder={props.placeholder}
      aria-invalid={props.errorId ? true : undefined}
      aria-describedby={props.errorId}
    />
  </label>
);

/**
 * The catalogue's filters: a category, a price range and "In stock only", with beside each choice how many
 * products it would show given the others (the facets). Each choice applies at once; the price range on Apply.
 */
export const FilterPanel = ({ filters, facets, onChange }: FilterPanelProps) => {
  const id = useId();
  const [priceError, setPriceError] = useState('');
  const categoryCount = (slug: string) => facets?.categories.find((c) => c.slug === slug)?.count;
  const allCount = facets?.categories.reduce((sum, c) => sum + c.count, 0);

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const minPrice = priceValue(form.get('minPrice'));
    const maxPrice = priceValue(form.get('maxPrice'));
    if (minPrice === 'bad' || maxPrice === 'bad') {
      setPriceError(filterMessages.priceInvalid);
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setPriceError(filterMessages.priceRangeReversed);
      return;
    }
    setPriceError('');
    onChange({ minPrice, maxPrice });
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-base">Category</legend>
        <label className="flex cursor-pointer items-center gap-2 py-1">
          <input
            type="radio"
            className="radio radio-sm"
            name={`${id}-category`}
            checked={filters.category === ''}
            onChange={() => onChange({ category: '' })}
          />
          <span>All categories</span>
          <Count n={allCount} />
        </label>
        {facets?.categories.map((category) => (
          <label key={category.slug} className="flex cursor-pointer items-center gap-2 py-1">
            <input
              type="radio"
              className="radio radio-sm"
              name={`${id}-category`}
              checked={filters.category === category.slug}
              onChange={() => onChange({ category: category.slug })}
            />
            <span>{category.name}</span>
            <Count n={categoryCount(category.slug)} />
          </label>
        ))}
      </fieldset>

      <form onSubmit={applyPrice} noValidate>
        <fieldset className="fieldset">
          <legend className="fieldset-legend text-base">Price per piece (USD)</legend>
          <div className="grid grid-cols-2 gap-2">
            <PriceInput
              label="Lowest price"
              name="minPrice"
              value={filters.minPrice}
              placeholder={facets?.price.min == null ? '' : String(Math.floor(facets.price.min))}
              errorId={priceError ? `${id}-price-error` : undefined}
            />
            <PriceInput
              label="Highest price"
              name="maxPrice"
              value={filters.maxPrice}
              placeholder={facets?.price.max == null ? '' : String(Math.ceil(facets.price.max))}
              errorId={priceError ? `${id}-price-error` : undefined}
            />
          </div>
          {priceError ? (
            <p id={`${id}-price-error`} className="text-error text-sm" role="alert">
              {priceError}
            </p>
          ) : null}
          <button type="submit" className="btn btn-sm btn-outline mt-2">
            Apply price
          </button>
        </fieldset>
      </form>

      <label className="flex cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={filters.inStock}
          onChange={(event) => onChange({ inStock: event.target.checked })}
        />
        <span>In stock only</span>
        <Count n={facets?.inStock} />
      </label>

      {filtersChosen(filters) > 0 ? (
        <button
          type="button"
          className="btn btn-sm btn-ghost self-start"
          onClick={() => {
            setPriceError('');
            onChange(noFilters);
          }}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
};
