import { MessageSchema, type PasswordResetRequestSchema } from '@ironvolt/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export const requestPasswordReset = (body: PasswordResetRequest) =>
  api.post('/password-reset/request', { schema: MessageSchema, body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
