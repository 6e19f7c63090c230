import { CompanyMemberSchema, type MemberPatchBody } from '@ironvolt/shared/companies';
import { AcknowledgedSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyBase } from './scope';

/** PATCH …/members/:userId: a member's role or order limit. */
export const updateMember = ({
  companyId,
  userId,
  body,
}: {
  companyId?: string;
  userId: string;
  body: MemberPatchBody;
}) =>
  api.patch(`${companyBase(companyId)}/members/${encodeURIComponent(userId)}`, {
    schema: CompanyMemberSchema,
    body,
  });

/** DELETE …/members/:userId: they buy as an ordinary customer again. */
export const removeMember = ({ companyId, userId }: { companyId?: string; userId: string }) =>
  api.delete(`${companyBase(companyId)}/members/${encodeURIComponent(userId)}`, {
    schema: AcknowledgedSchema,
  });

export const useUpdateMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    // GET /me says whether the user is in a company: the Trade account page asks for it only then.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['companies'] }),
        queryClient.invalidateQueries({ queryKey: ['accounts', 'me'] }),
      ]),
  });
};

export const useRemoveMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    // GET /me says whether the user is in a company: the Trade account page asks for it only then.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['companies'] }),
        queryClient.invalidateQueries({ queryKey: ['accounts', 'me'] }),
      ]),
  });
};
