import type { Recall } from '@ironvolt/shared/warranty';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Apart from the admin's calls: the /recalls page's loader (in the app's entry) imports only this, and no schema, so
// the storefront's first download carries no zod.

/** GET /recalls: the active recalls, for anyone. */
export const recallsQuery = () =>
  queryOptions({
    queryKey: ['recalls', 'active'],
    queryFn: ({ signal }) => api.get<Recall[]>('/recalls', { signal }),
  });
export const useRecalls = () => useQuery(recallsQuery());
