import { CompanyInvitationSchema, type InvitationBody } from '@ironvolt/shared/companies';
import { AcknowledgedSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyBase } from './scope';

/** POST …/invitations: mails a single-use invitation. */
export const inviteMember = ({ companyId, body }: { companyId?: string; body: InvitationBody }) =>
  api.post(`${companyBase(companyId)}/invitations`, { schema: CompanyInvitationSchema, body });

/** DELETE …/invitations/:id: the link stops working. */
export const revokeInvitation = ({ companyId, invitationId }: { companyId?: string; invitationId: string }) =>
  api.delete(`${companyBase(companyId)}/invitations/${encodeURIComponent(invitationId)}`, {
    schema: AcknowledgedSchema,
  });

export const useInviteMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
};

export const useRevokeInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
};
