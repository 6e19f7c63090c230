import { InsertedSchema } from '@ironvolt/shared/http';
import type { MyToolReviews, ToolReviewBody } from '@ironvolt/shared/reviews';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
