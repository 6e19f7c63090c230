import type { ProductFacets } from '@ironvolt/shared/catalog';
import { filterMessages } from '@ironvolt/shared/catalog-constants';
import { formatCount } from '@ironvolt/shared/numbers';
import { Circle, CircleDot, Square, SquareCheck } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { Glyph } from '@/components/ui/glyph';
import { paths } from '@/config/paths';
import type { ProductFilters, ProductSearch } from '@/features/catalog/api/get-products';

type FilterPanelProps = {
  search: ProductSearch;
  facets: ProductFacets | undefined;
  onChange: (change: Partial<ProductFilters>) => void;
  /** The catalogue's address with this change to the filters (back to the first page). */
  hrefFor: (change: Partial<ProductFilters>) => string;
  /** In the phone's sheet: a range still being typed when the sheet closes applies then, not lost. */
  applyOnClose?: boolean;
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

const shown = (value: number | undefined) => (value === undefined ? '' : String(value));

/** How long typing in a price may pause before the range applies. */
const PRICE_PAUSE_MS = 700;

const priceValue = (value: string): number | undefined | 'bad' => {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : 'bad';
};

/** One end of the price range; the facets' range shows as its placeholder. */
const PriceInput = (props: {
  label: string;
  name: 'minPrice' | 'maxPrice';
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  errorId: string | undefined;
}) => (
  <label className="flex flex-col gap-1">
    <span className="text-sm">{props.label}</span>
    <input
      name={props.name}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      className="input input-sm"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      placeholder={props.placeholder}
      aria-invalid={props.errorId ? true : undefined}
      aria-describedby={props.errorId}
    />
  </label>
);

// Space chooses a radio or a checkbox; these are links, which Enter follows.
const chooseOnSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
};

/**
 * A choice of the filters as a link to the catalogue with it (or without it, when chosen): it works without
 * JavaScript, and says what it is, a radio or a checkbox, and whether it is chosen.
 */
const Choice = ({
  kind,
  checked,
  to,
  children,
}: {
  kind: 'radio' | 'checkbox';
  checked: boolean;
  to: string;
  children: ReactNode;
}) => {
  const icon = kind === 'radio' ? (checked ? CircleDot : Circle) : checked ? SquareCheck : Square;
  return (
    <Link
      to={to}
      role={kind}
      aria-checked={checked}
      preventScrollReset
      onKeyDown={chooseOnSpace}
      className="flex items-center gap-2 rounded-field py-1"
    >
      <Glyph icon={icon} className={`size-5 shrink-0 ${checked ? 'text-primary' : 'text-base-content/60'}`} />
      {children}
    </Link>
  );
};

/**
 * The catalogue's filters: a category, a price range and "In stock only", with beside each choice how many
 * products it would show given the others (the facets). Each choice is a link; the price range applies once typing
 * pauses, on Enter, or when the panel closes (a form with an Apply button only for readers without JavaScript).
 */
export const FilterPanel = ({
  search,
  facets,
  onChange,
  hrefFor,
  applyOnClose = false,
}: FilterPanelProps) => {
  const filters = search;
  const id = useId();
  const [priceError, setPriceError] = useState('');
  const categoryCount = (slug: string) => facets?.categories.find((c) => c.slug === slug)?.count;
  const allCount = facets?.categories.reduce((sum, c) => sum + c.count, 0);

  const [minText, setMinText] = useState(() => shown(filters.minPrice));
  const [maxText, setMaxText] = useState(() => shown(filters.maxPrice));
  // A new range in the address (back, forward, a shared link, Clear filters) shows in the boxes; the range just
  // applied from them leaves what is typed as it is.
  useEffect(() => {
    setMinText((text) => (priceValue(text) === filters.minPrice ? text : shown(filters.minPrice)));
    setMaxText((text) => (priceValue(text) === filters.maxPrice ? text : shown(filters.maxPrice)));
  }, [filters.minPrice, filters.maxPrice]);

  const applyPrice = () => {
    const minPrice = priceValue(minText);
    const maxPrice = priceValue(maxText);
    if (minPrice === 'bad' || maxPrice === 'bad') {
      setPriceError(filterMessages.priceInvalid);
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setPriceError(filterMessages.priceRangeReversed);
      return;
    }
    setPriceError('');
    if (minPrice !== filters.minPrice || maxPrice !== filters.maxPrice) onChange({ minPrice, maxPrice });
  };

  // The range applies once typing pauses; the phone's sheet closed before then applies it as it goes (the page's
  // own panel, unmounted by leaving the page, does not bring the catalogue back).
  const latestApply = useRef(applyPrice);
  latestApply.current = applyPrice;
  const closeApplies = useRef(applyOnClose);
  closeApplies.current = applyOnClose;
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const applyNow = () => {
    clearTimeout(pending.current);
    pending.current = undefined;
    latestApply.current();
  };
  const applyLater = () => {
    clearTimeout(pending.current);
    pending.current = setTimeout(applyNow, PRICE_PAUSE_MS);
  };
  useEffect(
    () => () => {
      if (pending.current === undefined) return;
      clearTimeout(pending.current);
      if (closeApplies.current) latestApply.current();
    },
    [],
  );
  const submitPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyNow();
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-base">Category</legend>
        <Choice kind="radio" checked={filters.category === ''} to={hrefFor({ category: '' })}>
          <span>All categories</span>
          <Count n={allCount} />
        </Choice>
        {/* A category with nothing to show is not offered, unless it is the one chosen (so it can be left). */}
        {facets?.categories
          .filter((category) => category.count > 0 || filters.category === category.slug)
          .map((category) => (
            <Choice
              key={category.slug}
              kind="radio"
              checked={filters.category === category.slug}
              to={hrefFor({ category: category.slug })}
            >
              <span>{category.name}</span>
              <Count n={categoryCount(category.slug)} />
            </Choice>
          ))}
      </fieldset>

      <form method="get" action={paths.allProducts.getHref()} onSubmit={submitPrice} noValidate>
        {/* The rest of the search goes with the range when the browser sends the form itself. */}
        {search.q ? <input type="hidden" name="q" value={search.q} /> : null}
        {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
        {filters.inStock ? <input type="hidden" name="inStock" value="true" /> : null}
        <input type="hidden" name="sort" value={search.sort} />
        <fieldset className="fieldset">
          <legend className="fieldset-legend text-base">Price per piece (USD)</legend>
          <div className="grid grid-cols-2 gap-2">
            <PriceInput
              label="Lowest price"
              name="minPrice"
              value={minText}
              onChange={(text) => {
                setMinText(text);
                applyLater();
              }}
              placeholder={facets?.price.min == null ? '' : String(Math.floor(facets.price.min))}
              errorId={priceError ? `${id}-price-error` : undefined}
            />
            <PriceInput
              label="Highest price"
              name="maxPrice"
              value={maxText}
              onChange={(text) => {
                setMaxText(text);
                applyLater();
              }}
              placeholder={facets?.price.max == null ? '' : String(Math.ceil(facets.price.max))}
              errorId={priceError ? `${id}-price-error` : undefined}
            />
          </div>
          {priceError ? (
            <p id={`${id}-price-error`} className="text-error text-sm" role="alert">
              {priceError}
            </p>
          ) : null}
          {/* Without JavaScript the browser sends the form itself: only then is a button needed. */}
          <noscript>
            <button type="submit" className="btn btn-sm btn-outline mt-2">
              Apply price
            </button>
          </noscript>
        </fieldset>
      </form>

      <Choice kind="checkbox" checked={filters.inStock} to={hrefFor({ inStock: !filters.inStock })}>
        <span>In stock only</span>
        <Count n={facets?.inStock} />
      </Choice>

      {filtersChosen(filters) > 0 ? (
        <button
          type="button"
          className="btn btn-sm btn-ghost self-start"
          onClick={() => {
            clearTimeout(pending.current);
            pending.current = undefined;
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
