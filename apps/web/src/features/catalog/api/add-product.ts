import type { AddProductBody } from '@ironvolt/shared/admin';
import { InsertedSchema } from '@ironvolt/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /addProduct: the image URL comes from the upload made just before. */
export const addProduct = (body: AddProductBody) => api.post('/addProduct', { schema: InsertedSchema, body });

export const useAddProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
};
