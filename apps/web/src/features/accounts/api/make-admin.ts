import { AcknowledgedSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /userAdmin: makes a user admin. */
export const makeAdmin = ({ email }: { email: string }) =>
  api.put('/userAdmin', { schema: AcknowledgedSchema, body: { email } });

export const useMakeAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  });
};
