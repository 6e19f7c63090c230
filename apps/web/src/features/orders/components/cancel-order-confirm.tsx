import { formatDollars } from '@ironvolt/shared/money';
import type { Order } from '@ironvolt/shared/orders';
import { orderConfirmLines, orderMessages } from '@ironvolt/shared/orders-constants';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { orderHolds } from '@/features/orders/components/order-lines';

/**
 * A buyer's Cancel: SPEC's 'Are you sure?' first, saying what Accept does, then the order is cancelled and SPEC's
 * toast follows. `ask` opens the dialog for an order; `dialog` is rendered once by the page that uses it.
 */
export const useCancelOrderConfirm = () => {
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const cancelOrder = useCancelOrder();

  const onClose = (accepted: boolean) => {
    const order = toCancel;
    setToCancel(null);
    if (!accepted || !order) return;
    cancelOrder.mutate(order._id, {
      onSuccess: () => toast.success(orderMessages.deleted),
      onError: (error) => toast.error(error.message),
    });
  };

  return {
    busy: cancelOrder.isPending,
    ask: setToCancel,
    dialog: (
      <ConfirmDialog
        open={toCancel !== null}
        onClose={onClose}
        action={
          toCancel
            ? orderConfirmLines.cancel(
                toCancel.orderNumber,
                `${orderHolds(toCancel)}, ${formatDollars(toCancel.totalPrice)}`,
              )
            : ''
        }
      />
    ),
  };
};
