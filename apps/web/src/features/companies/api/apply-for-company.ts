import { CompanyAppliedSchema, type CompanyApplyBody } from '@ironvolt/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /companies/apply: the applicant is the signed-in user. */
export const applyForCompany = (body: CompanyApplyBody) =>
  api.post('/companies/apply', { schema: CompanyAppliedSchema, body });

export const useApplyForCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForCompany,
    // GET /me says whether the user is in a company: the Trade account page asks for it only then.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['companies'] }),
        queryClient.invalidateQueries({ queryKey: ['accounts', 'me'] }),
      ]),
  });
};
