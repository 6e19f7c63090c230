import { AcknowledgedSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /company-invitations/accept: joins the company the mailed link invites to. */
export const acceptInvitation = (body: { token: string }) =>
  api.post('/company-invitations/accept', { schema: AcknowledgedSchema, body });

export const useAcceptInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // GET /me says whether the user is in a company: the Trade account page asks for it only then.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['companies'] }),
        queryClient.invalidateQueries({ queryKey: ['accounts', 'me'] }),
      ]),
  });
};
