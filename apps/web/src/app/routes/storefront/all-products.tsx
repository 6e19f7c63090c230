import type { QueryClient } from '@tanstack/react-query';
import { productsQueryOptions, useProducts } from '@/features/catalog/api/get-products';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { PageTitle } from '@/features/site/components/page-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(productsQueryOptions());
  return null;
};

const title = 'All products';

export const AllProductsRoute = () => {
  const { data, isPending, isError, refetch } = useProducts();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageTitle title={title} />
      <header className="mb-10">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base-content/80 text-lg">
          Every tool we make, with its price per piece, the stock we hold and the minimum order.
        </p>
      </header>
      <ProductGrid
        label="Products"
        products={data}
        isPending={isPending}
        isError={isError}
        onRetry={() => void refetch()}
        skeletonCount={9}
        eagerCount={3}
      />
    </div>
  );
};
