import type { Me, User } from '@ironvolt/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAccessToken } from '@/lib/auth';

/** The signed-in user (GET /me); its role decides the dashboard's menu, its company the Trade account page. */
export const getUser = ({ signal }: { signal?: AbortSignal } = {}): Promise<Me> =>
  api.get<Me>('/me', { signal });

export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'me'],
    queryFn: ({ signal }) => getUser({ signal }),
  });

/** The signed-in user; asks the server only while a token is stored. */
export const useUser = () => {
  const token = useAccessToken();
  return useQuery({ ...userQueryOptions(), enabled: token !== null });
};

export const isAdmin = (user: User | undefined): boolean => user?.role === 'admin';
