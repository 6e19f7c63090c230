import { InsertedSchema } from '@ironvolt/shared/http';
import type { MyToolReviews, ToolReviewBody, ToolReviewPage } from '@ironvolt/shared/reviews';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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

/** GET /my/tool-reviews: the tools the signed-in buyer has reviewed already. */
export const getMyToolReviews = ({ signal }: { signal?: AbortSignal } = {}): Promise<MyToolReviews> =>
  api.get<MyToolReviews>('/my/tool-reviews', { signal });

export const myToolReviewsQueryOptions = () =>
  queryOptions({ queryKey: ['tool-reviews', 'mine'], queryFn: ({ signal }) => getMyToolReviews({ signal }) });

export const useMyToolReviews = (enabled = true) => useQuery({ ...myToolReviewsQueryOptions(), enabled });

/** POST /products/:id/reviews: the author is the signed-in buyer; the server checks the delivered order. */
export const addToolReview = ({ productId, ...body }: ToolReviewBody & { productId: string }) =>
  api.post(`/products/${encodeURIComponent(productId)}/reviews`, { schema: InsertedSchema, body });

export const useAddToolReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToolReview,
    // The tool's reviews, the buyer's reviewed tools, and every product answer carrying the average.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tool-reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
};
