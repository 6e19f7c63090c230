import { type DeleteAccountBody, MessageSchema } from '@ironvolt/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { clearAccessToken } from '@/lib/auth';
import { notify } from '@/lib/notify';

/** DELETE /me: deletes the signed-in account (its password, or a fresh Google sign-in, proves the owner). */
export const deleteMyAccount = (body: DeleteAccountBody) =>
  api.delete('/me', { schema: MessageSchema, body });

/** Deletes the account, then leaves as logout does: home first, then forget the token and every cached answer. */
export const useDeleteMyAccount = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: async ({ message }) => {
      await navigate(paths.home.getHref());
      clearAccessToken();
      queryClient.clear();
      notify.success(message, { id: 'account-deleted' });
    },
  });
};
