import { type User, UserListSchema } from '@ironvolt/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every user (admins only). */
export const getUsers = ({ signal }: { signal?: AbortSignal } = {}): Promise<User[]> =>
  api.get('/users', { schema: UserListSchema, signal });

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'users'],
    queryFn: ({ signal }) => getUsers({ signal }),
  });

export const useUsers = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...usersQueryOptions(), enabled });
