import type { AddOrderBody, PlacedOrder } from '@ironvolt/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /addOrder: the server prices the order and reserves the stock; the buyer is the signed-in user. It answers
 * the order's number and the amount due.
 */
// Typed, not parsed, like the rest of the storefront (see lib/api-client.ts): the purchase page loads no zod.
export const placeOrder = (body: AddOrderBody) => api.post<PlacedOrder>('/addOrder', { body });

export const usePlaceOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // The new order joins My Orders; the product's stock changed, whether the order went through or not.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        // An order on account uses the company's credit, which Buy Now shows.
        queryClient.invalidateQueries({ queryKey: ['companies', 'mine'] }),
      ]),
  });
};
