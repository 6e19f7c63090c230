import { type LoginBody, TokenResponseSchema } from '@ironvolt/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useKeepToken } from './keep-token';

export const loginWithEmailAndPassword = (body: LoginBody) =>
  api.post('/login', { schema: TokenResponseSchema, body });

/** Trades an email and password for a token and keeps it: from then on the app is signed in. */
export const useLogin = () => {
  const keep = useKeepToken();
  return useMutation({
    mutationFn: loginWithEmailAndPassword,
    onSuccess: ({ accessToken }) => keep(accessToken),
  });
};
