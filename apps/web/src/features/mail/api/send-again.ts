import { AcknowledgedMessageSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /admin/mail/:id/send-again: a pending or failed mail is tried again now. */
export const sendMailAgain = (id: string) =>
  api.post(`/admin/mail/${encodeURIComponent(id)}/send-again`, { schema: AcknowledgedMessageSchema });

export const useSendMailAgain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMailAgain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail'] }),
  });
};
