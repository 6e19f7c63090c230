import { AdminRecallListSchema, type RecallBody, RecallPublishedSchema } from '@ironvolt/shared/warranty';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
