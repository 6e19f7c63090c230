import { AdminOrderSchema } from '@ironvolt/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PATCH /order/:id/status: ship a paid order or deliver a shipped one. */
export const changeOrderStatus = ({ id, status }: { id: string; status: 'shipped' | 'delivered' }) =>
  api.patch(`/order/${encodeURIComponent(id)}/status`, { schema: AdminOrderSchema, body: { status } });

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
