import type { UpdateUserBody } from '@ironvolt/shared/accounts';
import { AcknowledgedSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /updateUser/:id: name, phone, address and social links (never role or email). */
export const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  api.put(`/updateUser/${encodeURIComponent(id)}`, { schema: AcknowledgedSchema, body });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The profile and the admin's user list both show this user.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  });
};
