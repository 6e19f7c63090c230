import { AcknowledgedSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@/features/accounts/api/get-user';
import { api } from '@/lib/api-client';

/** PUT /removeAdmin: takes admin status away (the server refuses for the last admin). */
export const removeAdmin = ({ email }: { email: string }) =>
  api.put('/removeAdmin', { schema: AcknowledgedSchema, body: { email } });

export const useRemoveAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    // Also the signed-in admin's own record: removing oneself changes the menu at once. Then the users list is
    // only marked stale: fetched again, it would be refused (403) to someone who is no longer an admin.
    onSettled: (_reply, _error, { email }) => {
      const me = queryClient.getQueryData(userQueryOptions().queryKey);
      if (me?.email !== email) return queryClient.invalidateQueries({ queryKey: ['accounts'] });
      void queryClient.invalidateQueries({ queryKey: ['accounts', 'users'], refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: ['accounts', 'me'] });
    },
  });
};
