import { InsertedSchema } from '@ironvolt/shared/http';
import type { AddReviewBody } from '@ironvolt/shared/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /addReview: the author is the signed-in user; the server takes nothing else about them. */
export const addReview = (body: AddReviewBody) => api.post('/addReview', { schema: InsertedSchema, body });

export const useAddReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    // The home page's carousel shows the newest reviews.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
};
