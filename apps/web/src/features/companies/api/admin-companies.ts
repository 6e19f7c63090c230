import {
  COMPANIES_PAGE_SIZE,
  type Company,
  CompanyDetailSchema,
  CompanyListSchema,
  type CompanyPatchBody,
  type CompanyStatus,
} from '@ironvolt/shared/companies';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';

export { COMPANIES_PAGE_SIZE };

type ListParams = { status: CompanyStatus | undefined; q: string; page: number };

/** GET /companies (shop admins): a page, of one status or all, searched on the server. */
export const getCompanies = (
  { status, q, page }: ListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Page<Company>> => {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  if (q) query.set('q', q);
  return api.getPage(`/companies?${query}`, { schema: CompanyListSchema, signal });
};

export const companiesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['companies', 'list', params],
    queryFn: ({ signal }) => getCompanies(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (params: ListParams) => useQuery(companiesQueryOptions(params));

/** GET /companies/:id: the company with its members, addresses and open invitations. */
export const getCompany = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/companies/${encodeURIComponent(id)}`, { schema: CompanyDetailSchema, signal });

export const useCompany = (id: string | null) =>
  useQuery({
    queryKey: ['companies', 'one', id],
    queryFn: ({ signal }) => getCompany(id ?? '', { signal }),
    enabled: id !== null,
  });

/** PATCH /companies/:id: approve, reject, suspend, or change the details. */
export const updateCompany = ({ id, body }: { id: string; body: CompanyPatchBody }) =>
  api.patch(`/companies/${encodeURIComponent(id)}`, { schema: CompanyDetailSchema, body });

export const useUpdateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
};
