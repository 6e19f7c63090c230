import { USERS_PAGE_MAX, type User, UserListSchema } from '@ironvolt/shared/accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';

/** A page of the users (admins only), sorted by name and searched by name or email on the server. */
export const getUsers = (
  { q, page }: { q: string; page: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<Page<User>> => {
  const query = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_MAX) });
  if (q) query.set('q', q);
  return api.getPage(`/users?${query}`, { schema: UserListSchema, signal });
};

export const usersQueryOptions = (params: { q: string; page: number }) =>
  queryOptions({
    queryKey: ['accounts', 'users', params],
    queryFn: ({ signal }) => getUsers(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: { q: string; page: number }) => useQuery(usersQueryOptions(params));
