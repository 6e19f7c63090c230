import { PRODUCTS_PAGE_SIZE } from '@ironvolt/shared/catalog-constants';
import { formatCount } from '@ironvolt/shared/numbers';
import { pageMeta } from '@ironvolt/shared/pages';
import { Link } from 'react-router';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { useProducts } from '@/features/catalog/api/get-products';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { ProductSearchBar } from '@/features/catalog/components/product-search-bar';
import { useProductSearch } from '@/features/catalog/hooks/use-product-search';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.allProducts;

export const AllProductsRoute = () => {
  const { search, update } = useProductSearch();
  const { data, isPending, isError, isPlaceholderData, refetch } = useProducts(search);
  const pageCount = data ? Math.ceil(data.total / PRODUCTS_PAGE_SIZE) : 0;

  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    if (search.q) params.set('q', search.q);
    if (search.sort !== 'newest') params.set('sort', search.sort);
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return `${paths.allProducts.getHref()}${query ? `?${query}` : ''}`;
  };

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
      <p role="status" className="mb-4 min-h-6 text-base-content/75 text-sm">
        {data && data.products.length > 0
          ? `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(data.total)} products${search.q ? ` for “${search.q}”` : ''}`
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
              <h2 className="font-semibold text-xl">No products found</h2>
              <p className="mt-2 text-base-content/80">
                {search.q
                  ? `Nothing in our catalogue matches “${search.q}”. Try another name or model.`
                  : 'There are no products on this page.'}
              </p>
              <Link to={paths.allProducts.getHref()} className="btn btn-primary btn-sm mt-4">
                Show all products
              </Link>
            </div>
          }
        />
      </div>
      {data ? <Pager page={search.page} pageCount={pageCount} hrefFor={hrefFor} label="Pages" /> : null}
    </div>
  );
};
