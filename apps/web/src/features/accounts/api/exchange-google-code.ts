import { TokenResponseSchema } from '@ironvolt/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useKeepToken } from './keep-token';

/** Trades the single-use code that Google sign-in left in the address for a token. */
export const exchangeGoogleCode = (code: string) =>
  api.post('/auth/google/exchange', { schema: TokenResponseSchema, body: { code } });

export const useExchangeGoogleCode = () => {
  const keep = useKeepToken();
  return useMutation({
    mutationFn: exchangeGoogleCode,
    onSuccess: ({ accessToken }) => keep(accessToken),
  });
};
