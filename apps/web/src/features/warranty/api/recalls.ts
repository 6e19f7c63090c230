import {
  AdminRecallListSchema,
  type RecallBody,
  RecallListSchema,
  RecallPublishedSchema,
} from '@ironvolt/shared/warranty';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /recalls: the active recalls, for anyone. */
export const recallsQuery = () =>
  queryOptions({
    queryKey: ['recalls', 'active'],
    queryFn: () => api.get('/recalls', { schema: RecallListSchema }),
  });
export const useRecalls = () => useQuery(recallsQuery());

/** GET /recalls/all: every recall with its figures (shop admins). */
export const useAllRecalls = () =>
  useQuery({
    queryKey: ['recalls', 'all'],
    queryFn: () => api.get('/recalls/all', { schema: AdminRecallListSchema }),
  });

/** POST /recalls: publishes a recall and mails everyone it concerns. */
export const usePublishRecall = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecallBody) => api.post('/recalls', { schema: RecallPublishedSchema, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recalls'] }),
  });
};
