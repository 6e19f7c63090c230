import { AcknowledgedMessageSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /order/:id: a customer's unpaid order becomes cancelled and its stock returns. */
export const cancelOrder = (id: string) =>
  api.delete(`/order/${encodeURIComponent(id)}`, { schema: AcknowledgedMessageSchema });

export const useCancelOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
};
