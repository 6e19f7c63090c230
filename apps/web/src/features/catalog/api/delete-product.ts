import { DeletedSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /product/:id; the list refetches (SPEC section 7). */
export const deleteProduct = (id: string) =>
  api.delete(`/product/${encodeURIComponent(id)}`, { schema: DeletedSchema });

export const useDeleteProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
};
