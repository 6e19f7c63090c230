import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { userQueryOptions } from '@/features/accounts/api/get-user';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { recentProductsQueryOptions } from '@/features/catalog/api/get-recent-products';
import { toolPageQueryOptions } from '@/features/catalog/api/get-tool-page';
import { parseProductSearch } from '@/features/catalog/hooks/use-product-search';
import { reviewsQueryOptions } from '@/features/reviews/api/get-reviews';

// The storefront's loaders start each page's requests. They sit on the routes themselves, beside `lazy`, so the
// requests go out together with the page's code instead of after it; the pages show skeletons until they land.

export const homeLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(recentProductsQueryOptions());
  void queryClient.prefetchQuery(reviewsQueryOptions());
  return null;
};

export const allProductsLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(
      productsQueryOptions(parseProductSearch(new URL(request.url).searchParams)),
    );
    return null;
  };

/** Only once the visitor is known to be signed in (the route's sign-in check runs first). */
export const purchaseLoader = (queryClient: QueryClient, { params }: LoaderFunctionArgs) => {
  void queryClient.prefetchQuery(productQueryOptions(params.id ?? ''));
  void queryClient.prefetchQuery(userQueryOptions());
  return null;
};

export const toolPageLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(toolPageQueryOptions(params.slug ?? ''));
    return null;
  };
