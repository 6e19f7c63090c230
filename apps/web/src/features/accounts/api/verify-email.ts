import { MessageSchema, type VerifyEmailBody } from '@ironvolt/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Proves the account's address with the token of the mailed link (good once). */
export const verifyEmail = (body: VerifyEmailBody) =>
  api.post('/verify-email', { schema: MessageSchema, body });

export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The profile shows the address as verified, and a listed address may have become admin. The page's own
    // GET /me may still be on its way with the old answer: cancelled first, so it cannot land after the refetch.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: ['accounts'] });
      await queryClient.invalidateQueries({ queryKey: ['accounts'], refetchType: 'all' });
    },
  });
};
