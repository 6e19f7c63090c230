import { PaymentResultSchema } from '@ironvolt/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /payment/:id/confirm: the server asks the processor itself and marks the order paid, once. */
export const confirmOrderPayment = (orderId: string) =>
  api.post(`/payment/${encodeURIComponent(orderId)}/confirm`, { schema: PaymentResultSchema });

export const useConfirmOrderPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrderPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};
