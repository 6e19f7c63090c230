import type { ToolReviewPage } from '@ironvolt/shared/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Apart from the review's form and mutation: the tool page's loader (in the app's entry) imports only this, and no
// schema, so the storefront's first download carries no zod.
/** GET /products/:id/reviews?page=: a page of a tool's reviews, newest first, with their average and count. */
export const getToolReviews = (
  productId: string,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ToolReviewPage> =>
  api.get<ToolReviewPage>(`/products/${encodeURIComponent(productId)}/reviews?page=${page}`, { signal });

export const toolReviewsQueryOptions = (productId: string, page: number) =>
  queryOptions({
    queryKey: ['tool-reviews', productId, page],
    queryFn: ({ signal }) => getToolReviews(productId, page, { signal }),
  });

export const useToolReviews = (productId: string, page: number) =>
  useQuery(toolReviewsQueryOptions(productId, page));
