import type { AddProductBody } from '@ironvolt/shared/admin';
import { z } from '@ironvolt/shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const InsertedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });

/** POST /addProduct: the image URL comes from the upload made just before. */
export const addProduct = (body: AddProductBody) => api.post('/addProduct', { schema: InsertedSchema, body });

export const useAddProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
};
