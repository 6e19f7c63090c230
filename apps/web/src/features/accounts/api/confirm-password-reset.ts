import { MessageSchema, type PasswordResetConfirmSchema } from '@ironvolt/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { clearAccessToken } from '@/lib/auth';

export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

/** Sets a new password with the token from the e-mailed link. */
export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  api.post('/password-reset/confirm', { schema: MessageSchema, body });

export const useConfirmPasswordReset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    // The new password ends every older token, this browser's included: sign in again with it.
    onSuccess: () => {
      clearAccessToken();
      queryClient.clear();
    },
  });
};
