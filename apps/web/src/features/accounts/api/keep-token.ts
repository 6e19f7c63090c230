import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { setAccessToken } from '@/lib/auth';

/**
 * Keeps the token of a sign-in, and fetches the catalog's and cart's answers again: prices depend on who asks (a
 * company's members see its prices). A sign-out clears every answer already (app/router.tsx).
 */
const keepToken = (queryClient: QueryClient, token: string): void => {
  setAccessToken(token);
  void queryClient.invalidateQueries({ queryKey: ['products'] });
  void queryClient.invalidateQueries({ queryKey: ['cart'] });
};

/** `keepToken` for a sign-in mutation's success. */
export const useKeepToken = (): ((token: string) => void) => {
  const queryClient = useQueryClient();
  return (token) => keepToken(queryClient, token);
};
