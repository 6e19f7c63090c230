import type { Review } from '@ironvolt/shared/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getReviews = ({ signal }: { signal?: AbortSignal } = {}): Promise<Review[]> =>
  api.get<Review[]>('/reviews', { signal });

export const reviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews'],
    queryFn: ({ signal }) => getReviews({ signal }),
  });

export const useReviews = () => useQuery(reviewsQueryOptions());
