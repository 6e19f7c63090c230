import { QueryCache, QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

// Refusals (4xx) will not change on retry; network and server failures get one more try.
const shouldRetry = (failureCount: number, error: Error): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * One client for the app. SPEC section 8: a failed query is shown as an error toast with its message. On the
 * server (one client per rendered page) a failure is the page's to answer, with its status, and is not retried.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (env.SSR) return;
        // A refused token is announced once, by the sign-out that follows it (app/router.tsx).
        if (error instanceof ApiError && error.status === 401) return;
        // A page that says "not found" itself (a tool page's unknown slug) needs no toast saying it again.
        if (error instanceof ApiError && error.status === 404 && query.meta?.pageShowsNotFound === true)
          return;
        // One toast per failing query, however often it is retried or re-mounted.
        notify.error(error.message, { id: `query-error:${query.queryHash}` });
      },
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: env.SSR ? false : shouldRetry, refetchOnWindowFocus: false },
    },
  });
