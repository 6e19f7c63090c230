import type { ProductFacets } from '@ironvolt/shared/catalog';
import { filterMessages } from '@ironvolt/shared/catalog-constants';
import { countOf } from '@ironvolt/shared/numbers';
import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ProductFilters, ProductSearch } from '@/features/catalog/api/get-products';
import { FilterPanel, filtersChosen } from '@/features/catalog/components/filter-panel';
import { useMediaQuery } from '@/hooks/use-media-query';

const DESKTOP = '(min-width: 1024px)';

type FilterDrawerProps = {
  search: ProductSearch;
  facets: ProductFacets | undefined;
  onChange: (change: Partial<ProductFilters>) => void;
  hrefFor: (change: Partial<ProductFilters>) => string;
  /** How many products the filters show now (for the phone dialog's close button). */
  shown: number | undefined;
};

/**
 * The filter panel beside the products on desktop; on phones a "Filters" button opens it as a modal dialog
 * (focus moves in; Escape, its close button or "Show products" closes it and gives focus back). The page's HTML holds both, each
 * shown by the stylesheet at its widths (the server cannot know the screen), and one panel at a time.
 */
export const FilterDrawer = ({ search, facets, onChange, hrefFor, shown }: FilterDrawerProps) => {
  const isDesktop = useMediaQuery(DESKTOP);
  const asideTitleId = useId();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const chosen = filtersChosen(search);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !isDesktop && !dialog.open) dialog.showModal();
    if ((!open || isDesktop) && dialog.open) dialog.close();
  }, [open, isDesktop]);

  const panel = (applyOnClose: boolean) => (
    <FilterPanel
      search={search}
      facets={facets}
      onChange={onChange}
      hrefFor={hrefFor}
      applyOnClose={applyOnClose}
    />
  );

  return (
    <>
      <aside aria-labelledby={asideTitleId} className="mb-8 hidden self-start lg:block">
        <h2 id={asideTitleId} className="mb-2 font-semibold text-lg">
          {filterMessages.title}
        </h2>
        {open && !isDesktop ? null : panel(false)}
      </aside>
      <div className="mb-4 lg:hidden">
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
            <div className="mb-2 flex items-center justify-between gap-3">
              <h2 id={titleId} className="font-semibold text-lg">
                {filterMessages.title}
              </h2>
              <button
                type="button"
                className="btn btn-ghost btn-circle btn-sm"
                aria-label={`Close ${filterMessages.title.toLowerCase()}`}
                onClick={() => setOpen(false)}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            {open ? panel(true) : null}
            <div className="modal-action">
              <button type="button" className="btn btn-primary w-full" onClick={() => setOpen(false)}>
                {shown === undefined ? 'Show products' : `Show ${countOf(shown, 'product')}`}
              </button>
            </div>
          </div>
        </dialog>
      </div>
    </>
  );
};
