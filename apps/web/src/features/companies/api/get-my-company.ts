import { MyCompanySchema } from '@ironvolt/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/**
 * GET /my-company: the member's company, or null when they belong to none (404: left a moment ago). Asked only
 * when GET /me says they belong to one, so that a customer in no company meets no error answer.
 */
export const getMyCompany = async ({ signal }: { signal?: AbortSignal } = {}) => {
  try {
    return await api.get('/my-company', { schema: MyCompanySchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const useMyCompany = (member: boolean) =>
  useQuery({
    queryKey: ['companies', 'mine'],
    queryFn: ({ signal }) => getMyCompany({ signal }),
    enabled: member,
  });
