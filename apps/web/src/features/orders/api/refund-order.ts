import { RefundReplySchema } from '@ironvolt/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /order/:id/refund: an admin refunds a paid order not yet shipped (its stock returns). */
export const refundOrder = (id: string) =>
  api.post(`/order/${encodeURIComponent(id)}/refund`, { schema: RefundReplySchema });

export const useRefundOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
};
