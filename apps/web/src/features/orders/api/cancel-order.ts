import { z } from '@ironvolt/shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const CancelResultSchema = z.object({ acknowledged: z.literal(true), message: z.string() });

/** DELETE /order/:id: a customer's unpaid order becomes cancelled and its stock returns. */
export const cancelOrder = (id: string) =>
  api.delete(`/order/${encodeURIComponent(id)}`, { schema: CancelResultSchema });

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
