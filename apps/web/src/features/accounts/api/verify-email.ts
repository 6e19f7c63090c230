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
    // The profile shows the address as verified, and a listed address may have become admin.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  });
};
