import { AcknowledgedMessageSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /order/:id: an admin deletes an unpaid or cancelled order (stock returns for unpaid ones). */
export const deleteOrder = (id: string) =>
  api.delete(`/order/${encodeURIComponent(id)}`, { schema: AcknowledgedMessageSchema });

export const useDeleteOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
};
