import { AdminOrderSchema, type OrderStatusBody } from '@ironvolt/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PATCH /order/:id/status: ship a paid order (with its carrier and tracking number) or deliver a shipped one. */
export const changeOrderStatus = ({ id, ...body }: { id: string } & OrderStatusBody) =>
  api.patch(`/order/${encodeURIComponent(id)}/status`, { schema: AdminOrderSchema, body });

export const useChangeOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
};
