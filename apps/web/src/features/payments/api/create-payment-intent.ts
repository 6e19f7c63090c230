import { type PaymentIntentResponse, PaymentIntentResponseSchema } from '@ironvolt/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /create-payment-intent: the server prices it from the order; the answer says which processor pays. */
export const createPaymentIntent = (orderId: string): Promise<PaymentIntentResponse> =>
  api.post('/create-payment-intent', { schema: PaymentIntentResponseSchema, body: { orderId } });

// A query rather than a mutation: the page needs exactly one intent per visit, started once the order loaded,
// and the server answers the same order's intent again when asked twice.
export const paymentIntentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'intent', orderId],
    queryFn: () => createPaymentIntent(orderId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export const usePaymentIntent = (orderId: string, enabled: boolean) =>
  useQuery({ ...paymentIntentQueryOptions(orderId), enabled });
