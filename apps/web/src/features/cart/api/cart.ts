import type { Cart, CartAmountBody, CheckoutBody, ReorderReply } from '@ironvolt/shared/cart';
import type { PlacedOrder } from '@ironvolt/shared/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAccessToken } from '@/lib/auth';

// Typed, not parsed: the navbar's cart count is on every page, so its fetcher keeps zod out of the shell.
const CART_KEY = ['cart'] as const;

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: CART_KEY,
    queryFn: ({ signal }) => api.get<Cart>('/cart', { signal }),
  });

/** GET /cart, for a signed-in visitor only. */
export const useCart = () => {
  const signedIn = useAccessToken() !== null;
  return useQuery({ ...cartQueryOptions(), enabled: signedIn });
};

/** Every cart call answers the cart: it becomes the cached one at once. */
const useCartMutation = <T>(mutationFn: (input: T) => Promise<Cart>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // One after another: an amount saved while typing must not be overtaken by the answer to an earlier one.
    scope: { id: 'cart' },
    onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart),
  });
};

/** PUT /cart/:productId: that tool's amount in the cart (set, not added). */
export const useSetCartAmount = () =>
  useCartMutation(({ productId, amount }: { productId: string } & CartAmountBody) =>
    api.put<Cart>(`/cart/${encodeURIComponent(productId)}`, { body: { amount } }),
  );

/** DELETE /cart/:productId. */
export const useRemoveFromCart = () =>
  useCartMutation((productId: string) => api.delete<Cart>(`/cart/${encodeURIComponent(productId)}`, {}));

/** POST /checkout: the cart becomes one order; My Orders, the cart and the stock shown change with it. */
export const useCheckout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // The order's number, total and status: one awaiting approval is not paid yet.
    mutationFn: (body: CheckoutBody) => api.post<PlacedOrder>('/checkout', { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CART_KEY }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        // An order on account uses the company's credit, which checkout shows.
        queryClient.invalidateQueries({ queryKey: ['companies', 'mine'] }),
      ]),
  });
};

/** POST /order/:id/reorder: the order's tools in the cart; answers those that could not be added. */
export const useReorder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post<ReorderReply>(`/order/${encodeURIComponent(orderId)}/reorder`, {}),
    onSuccess: ({ skipped: _skipped, ...cart }) => queryClient.setQueryData(CART_KEY, cart),
  });
};
