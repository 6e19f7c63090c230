import { type LoginBody, TokenResponseSchema } from '@ironvolt/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setAccessToken } from '@/lib/auth';

export const loginWithEmailAndPassword = (body: LoginBody) =>
  api.post('/login', { schema: TokenResponseSchema, body });

/** Trades an email and password for a token and keeps it: from then on the app is signed in. */
export const useLogin = () =>
  useMutation({
    mutationFn: loginWithEmailAndPassword,
    onSuccess: ({ accessToken }) => setAccessToken(accessToken),
  });
