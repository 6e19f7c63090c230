import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { userQueryOptions } from '@/features/accounts/api/get-user';
import { facetsQueryOptions } from '@/features/catalog/api/get-facets';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { recentProductsQueryOptions } from '@/features/catalog/api/get-recent-products';
import { suggestionsQueryOptions } from '@/features/catalog/api/get-suggestions';
import { toolPageQueryOptions } from '@/features/catalog/api/get-tool-page';
import { parseProductSearch } from '@/features/catalog/hooks/use-product-search';
import { reviewsQueryOptions } from '@/features/reviews/api/get-reviews';
import { toolReviewsQueryOptions } from '@/features/reviews/api/get-tool-reviews';
import { recallsQuery } from '@/features/warranty/api/get-recalls';
import { ApiError, ApiMoved } from '@/lib/api-client';
import { configQueryOptions } from '@/lib/config';

// The loaders start each page's requests. They sit on the routes themselves, beside `lazy`, so in the browser the
// requests go out together with the page's code instead of after it, and the page shows skeletons until they
// land. On the server the page is rendered with its data: a loader waits for its answers, and a failed one makes
// the page the error page (500).

/** Starts a request the page shows; on the server, its answer to wait for. */
const need = <T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T> | undefined => {
  if (env.SSR) return queryClient.fetchQuery(options);
  void queryClient.prefetchQuery(options);
  return undefined;
};

/** Every page: the shell shows the shop's name and careers address. */
export const rootLoader = (queryClient: QueryClient) => async () => {
  await need(queryClient, configQueryOptions());
  return null;
};

/** /recalls: the active recalls, rendered on the server with the page. */
export const recallsLoader = (queryClient: QueryClient) => async () => {
  await need(queryClient, recallsQuery());
  return null;
};

export const homeLoader = (queryClient: QueryClient) => async () => {
  await Promise.all([
    need(queryClient, recentProductsQueryOptions()),
    need(queryClient, reviewsQueryOptions()),
  ]);
  return null;
};

export const allProductsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const search = parseProductSearch(new URL(request.url).searchParams);
    const [found] = await Promise.all([
      need(queryClient, productsQueryOptions(search)),
      need(queryClient, facetsQueryOptions(search)),
    ]);
    // A search that found nothing shows the closest tools (in the browser the page asks for them itself).
    if (found?.total === 0 && search.q) await need(queryClient, suggestionsQueryOptions(search.q));
    return null;
  };

/** Only once the visitor is known to be signed in (the route's sign-in check runs first). */
export const purchaseLoader = (queryClient: QueryClient, { params }: LoaderFunctionArgs) => {
  void queryClient.prefetchQuery(productQueryOptions(params.id ?? ''));
  void queryClient.prefetchQuery(userQueryOptions());
  return null;
};

/** What the tool page's loader tells the page: whether there is no such tool (its answer is then 404). */
export type ToolPageLoaderData = { toolNotFound: boolean } | null;

/** The page of a tool's reviews its address asks for (`?reviews=2`): 1 when it asks for none or nonsense. */
export const toolReviewsPageOf = (search: URLSearchParams): number => {
  const page = Number(search.get('reviews') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};

export const toolPageLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    try {
      const tool = await need(queryClient, toolPageQueryOptions(params.slug ?? ''));
      // On the server the reviews come with the page, once the tool's id is known; the browser asks from the page.
      if (tool)
        await need(
          queryClient,
          toolReviewsQueryOptions(tool._id, toolReviewsPageOf(new URL(request.url).searchParams)),
        );
    } catch (error) {
      // An old slug or the tool's id: the page's address moves too, for good (the API's answer names the slug).
      if (error instanceof ApiMoved) {
        const slug = decodeURIComponent(error.location.split('/').pop() ?? '');
        throw redirect(paths.tool.getHref(slug), { status: 301, headers: { 'cache-control': 'no-cache' } });
      }
      if (error instanceof ApiError && error.status === 404)
        return data({ toolNotFound: true }, { status: 404 });
      throw error;
    }
    return null;
  };

/**
 * /login and /register show the sign-in providers there are (Google's button). Its module parses the answer with
 * zod, which stays out of the app's first download: it comes with the page.
 */
export const signInLoader = (queryClient: QueryClient) => async () => {
  const { authProvidersQueryOptions } = await import('@/features/accounts/api/get-auth-providers');
  await need(queryClient, authProvidersQueryOptions());
  return null;
};

/** The not-found page is answered 404, so that search engines drop the address. */
export const notFoundLoader = () => data(null, { status: 404 });
