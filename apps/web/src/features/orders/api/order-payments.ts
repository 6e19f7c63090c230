import { OrderSchema, type RecordPaymentBody } from '@ironvolt/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /order/:id/payments: a shop admin records money received on an order on account (partial allowed). */
export const recordOrderPayment = ({ id, ...body }: { id: string } & RecordPaymentBody) =>
  api.post(`/order/${encodeURIComponent(id)}/payments`, { schema: OrderSchema, body });

/** POST /order/:id/payments/:paymentId/reverse: a shop admin takes a recorded payment back, saying why. */
export const reverseOrderPayment = ({
  id,
  paymentId,
  reason,
}: {
  id: string;
  paymentId: string;
  reason: string;
}) =>
  api.post(`/order/${encodeURIComponent(id)}/payments/${encodeURIComponent(paymentId)}/reverse`, {
    schema: OrderSchema,
    body: { reason },
  });

/** A payment changes the order, the lists, the overview's overdue total and the receivables. */
const useRefreshAfterPayment = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
    ]);
};

export const useRecordOrderPayment = () => {
  const refresh = useRefreshAfterPayment();
  return useMutation({ mutationFn: recordOrderPayment, onSuccess: refresh });
};

export const useReverseOrderPayment = () => {
  const refresh = useRefreshAfterPayment();
  return useMutation({ mutationFn: reverseOrderPayment, onSuccess: refresh });
};
