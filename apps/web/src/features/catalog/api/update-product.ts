import type { UpdateProductBody } from '@ironvolt/shared/admin';
import { ProductSchema } from '@ironvolt/shared/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PATCH /product/:id: price, stock or minimum order. */
export const updateProduct = ({ id, body }: { id: string; body: UpdateProductBody }) =>
  api.patch(`/product/${encodeURIComponent(id)}`, { schema: ProductSchema, body });

export const useUpdateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
};
