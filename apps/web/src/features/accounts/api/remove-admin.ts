import { AcknowledgedSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /removeAdmin: takes admin status away (the server refuses for the last admin). */
export const removeAdmin = ({ email }: { email: string }) =>
  api.put('/removeAdmin', { schema: AcknowledgedSchema, body: { email } });

export const useRemoveAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    // Also the signed-in admin's own record: removing oneself changes the menu at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  });
};
