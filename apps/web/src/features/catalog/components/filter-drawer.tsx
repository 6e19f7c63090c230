import type { ProductFacets } from '@ironvolt/shared/catalog';
import { filterMessages } from '@ironvolt/shared/catalog-constants';
import { formatCount } from '@ironvolt/shared/numbers';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ProductFilters } from '@/features/catalog/api/get-products';
import { FilterPanel, filtersChosen } from '@/features/catalog/components/filter-panel';
import { useMediaQuery } from '@/hooks/use-media-query';

const DESKTOP = '(min-width: 1024px)';

type FilterDrawerProps = {
  filters: ProductFilters;
  facets: ProductFacets | undefined;
  onChange: (change: Partial<ProductFilters>) => void;
  /** How many products the filters show now (for the phone dialog's close button). */
  shown: number | undefined;
};

/**
 * The filter panel beside the products on desktop; on phones a "Filters" button opens it as a modal dialog
 * (focus moves in, Escape or "Show products" closes it and gives focus back). One panel either way.
 */
export const FilterDrawer = ({ filters, facets, onChange, shown }: FilterDrawerProps) => {
  const isDesktop = useMediaQuery(DESKTOP);
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const chosen = filtersChosen(filters);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !isDesktop && !dialog.open) dialog.showModal();
    if ((!open || isDesktop) && dialog.open) dialog.close();
  }, [open, isDesktop]);

  const panel = <FilterPanel filters={filters} facets={facets} onChange={onChange} />;

  if (isDesktop)
    return (
      <aside aria-labelledby={titleId} className="mb-8 self-start">
        <h2 id={titleId} className="mb-2 font-semibold text-lg">
          {filterMessages.title}
        </h2>
        {panel}
      </aside>
    );

  return (
    <div className="mb-4">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {filterMessages.title}
        {chosen > 0 ? (
          <span className="badge badge-primary badge-sm">
            {chosen}
            <span className="sr-only"> chosen</span>
          </span>
        ) : null}
      </button>
      <dialog
        ref={dialogRef}
        className="modal modal-bottom"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
      >
        <div className="modal-box max-h-[85dvh]">
          <h2 id={titleId} className="mb-2 font-semibold text-lg">
            {filterMessages.title}
          </h2>
          {open ? panel : null}
          <div className="modal-action">
            <button type="button" className="btn btn-primary w-full" onClick={() => setOpen(false)}>
              {shown === undefined ? 'Show products' : `Show ${formatCount(shown)} products`}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
};
