import { filterMessages, PRODUCTS_PAGE_SIZE } from '@ironvolt/shared/catalog-constants';
import { formatCount } from '@ironvolt/shared/numbers';
import { pageMeta } from '@ironvolt/shared/pages';
import { Link } from 'react-router';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { useProductFacets } from '@/features/catalog/api/get-facets';
import { catalogHref, type ProductFilters, useProducts } from '@/features/catalog/api/get-products';
import { useSuggestions } from '@/features/catalog/api/get-suggestions';
import { FilterDrawer } from '@/features/catalog/components/filter-drawer';
import { filtersChosen, noFilters } from '@/features/catalog/components/filter-panel';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { ProductSearchBar } from '@/features/catalog/components/product-search-bar';
import { useProductSearch } from '@/features/catalog/hooks/use-product-search';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.allProducts;

export const AllProductsRoute = () => {
  const { search, update } = useProductSearch();
  const { data, isPending, isError, isPlaceholderData, refetch } = useProducts(search);
  const { data: facets } = useProductFacets(search);
  const pageCount = data ? Math.ceil(data.total / PRODUCTS_PAGE_SIZE) : 0;
  const filtered = filtersChosen(search) > 0;
  const { data: suggestions } = useSuggestions(search.q, data?.total === 0 && !isPlaceholderData);

  // A suggestion searches for its model, which finds it first, with no filter that could hide it.
  const suggestionHref = (model: string) =>
    catalogHref(paths.allProducts.getHref(), {
      ...search,
      ...noFilters,
      q: model,
      sort: 'relevance',
      page: 1,
    });
  const hrefFor = (page: number) => catalogHref(paths.allProducts.getHref(), { ...search, page });
  const filterHref = (change: Partial<ProductFilters>) =>
    catalogHref(paths.allProducts.getHref(), { ...search, ...change, page: 1 });

  const first = (search.page - 1) * PRODUCTS_PAGE_SIZE + 1;
  const last = data ? first + data.products.length - 1 : 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta title={search.q ? `${title}: ${search.q}` : title} description={description} />
      <header className="mb-8">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base-content/80 text-lg">
          Every tool we make, with its price per piece, the stock we hold and the minimum order.
        </p>
      </header>
      <ProductSearchBar search={search} onChange={(change) => update(change)} />
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <FilterDrawer
          search={search}
          facets={facets}
          onChange={(change) => update(change)}
          hrefFor={filterHref}
          shown={data?.total}
        />
        <div>
          <p role="status" className="mb-4 min-h-6 text-base-content/75 text-sm">
            {data && data.products.length > 0
              ? `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(data.total)} ${data.total === 1 ? 'product' : 'products'}${search.q ? ` for “${search.q}”` : ''}`
              : null}
          </p>
          <div
            className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            aria-busy={isPlaceholderData}
          >
            <ProductGrid
              label="Products"
              products={data?.products}
              isPending={isPending}
              isError={isError}
              onRetry={() => void refetch()}
              skeletonCount={9}
              eagerCount={3}
              empty={
                <div className="rounded-box border border-base-300 bg-base-200 p-10 text-center">
                  <h2 className="font-semibold text-xl">{filterMessages.noMatch}</h2>
                  <p className="mt-2 text-base-content/80">
                    {search.q
                      ? `Nothing in our catalogue matches “${search.q}”${filtered ? ' with these filters' : ''}. Try another name or model.`
                      : filtered
                        ? 'No tool fits these filters.'
                        : 'There are no products on this page.'}
                  </p>
                  {suggestions && suggestions.length > 0 ? (
                    <div className="mt-4">
                      <h3 className="font-medium">Closest tools</h3>
                      <ul className="mt-2 flex flex-wrap justify-center gap-2">
                        {suggestions.map((tool) => (
                          <li key={tool._id}>
                            <Link to={suggestionHref(tool.model)} className="btn btn-outline btn-sm">
                              {tool.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  {filtered ? (
                    <button
                      type="button"
                      className="btn btn-primary btn-sm mt-4"
                      onClick={() => update(noFilters)}
                    >
                      {filterMessages.clear}
                    </button>
                  ) : (
                    <Link to={paths.allProducts.getHref()} className="btn btn-primary btn-sm mt-4">
                      Show all products
                    </Link>
                  )}
                </div>
              }
            />
          </div>
          {data ? <Pager page={search.page} pageCount={pageCount} hrefFor={hrefFor} label="Pages" /> : null}
        </div>
      </div>
    </div>
  );
};
