import { AuthProvidersSchema } from '@ironvolt/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

export const getAuthProviders = ({ signal }: { signal?: AbortSignal } = {}): Promise<AuthProviders> =>
  api.get('/auth/providers', { schema: AuthProvidersSchema, signal });

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getAuthProviders({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
