import { z } from '@ironvolt/shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const DeletedSchema = z.object({ acknowledged: z.literal(true), message: z.string() });

/** DELETE /order/:id: an admin deletes an unpaid or cancelled order (stock returns for unpaid ones). */
export const deleteOrder = (id: string) =>
  api.delete(`/order/${encodeURIComponent(id)}`, { schema: DeletedSchema });

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
