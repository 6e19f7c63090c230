import { cartMessages } from '@ironvolt/shared/cart-constants';
import type { Order } from '@ironvolt/shared/orders';
import toast from 'react-hot-toast/headless';
import { useReorder } from '@/features/cart/api/cart';
import { useCartToast } from '@/features/cart/components/cart-toast';

/** "Order again": the order's tools into the cart at today's prices; the toast names any that could not go in. */
export const OrderAgainButton = ({ order }: { order: Order }) => {
  const reorder = useReorder();
  const showCartToast = useCartToast();
  const nameOf = (productId: string) =>
    order.lines.find((line) => line.productId === productId)?.productName ?? productId;
  const run = () =>
    reorder.mutate(order._id, {
      onSuccess: ({ skipped }) =>
        showCartToast(
          <>
            {skipped.length < order.lines.length ? cartMessages.reordered : 'Nothing could be added'}.
            {skipped.map((skip) => (
              <span key={skip.productId} className="block text-sm">
                {nameOf(skip.productId)}: {cartMessages.skipped[skip.reason]}
              </span>
            ))}
          </>,
        ),
      onError: (error) => toast.error(error.message),
    });
  return (
    <button type="button" className="btn btn-outline btn-sm" disabled={reorder.isPending} onClick={run}>
      Order again<span className="sr-only"> order {order.orderNumber}</span>
    </button>
  );
};
