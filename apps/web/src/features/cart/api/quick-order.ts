import type { Cart } from '@ironvolt/shared/cart';
import type { QuickOrderReply } from '@ironvolt/shared/quick-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryOptions } from './cart';

/** What a quick order sends: pasted text as JSON, or a chosen CSV file as it is. */
export type QuickOrderInput = { text: string } | { file: Blob };

/** POST /cart/quick-order: the lines added to the cart; the answered cart becomes the cached one at once. */
export const useQuickOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuickOrderInput) =>
      api.post<QuickOrderReply>('/cart/quick-order', {
        // A file chosen on Windows may say it is Excel's: its bytes are sent as the CSV they are.
        body: 'file' in input ? new Blob([input.file], { type: 'text/csv' }) : { text: input.text },
      }),
    // One after another with the cart's other writes, as the cart page's amounts are.
    scope: { id: 'cart' },
    onSuccess: ({ cart }) => queryClient.setQueryData<Cart>(cartQueryOptions().queryKey, cart),
  });
};
