import type { Order } from '@ironvolt/shared/orders';
import { carrierPhrase, trackingUrl } from '@ironvolt/shared/orders-constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useCancelOrderConfirm } from '@/features/orders/components/cancel-order-confirm';
import { InvoiceButton } from '@/features/orders/components/invoice-button';

/** The "order again" control the page adds to each order (the cart is another feature). */
export type OrderAgainSlot = (order: Order) => ReactNode;

type ActionsProps = {
  order: Order;
  busy: boolean;
  onCancel: (order: Order) => void;
  orderAgain: OrderAgainSlot;
};

/**
 * Pay and Cancel while an order waits for payment; Cancel alone while it awaits the company's approval (Pay comes
 * once approved); its invoice once it is paid, its credit note once refunded.
 */
export const OrderActions = ({ order, busy, onCancel, orderAgain }: ActionsProps) =>
  order.status !== 'unpaid' && order.status !== 'awaiting_approval' ? (
    <div className="flex flex-wrap gap-2">
      <InvoiceButton order={order} />
      {orderAgain(order)}
    </div>
  ) : (
    <div className="flex flex-wrap gap-2">
      {order.status === 'unpaid' ? (
        <Link to={paths.dashboard.payment.getHref(order._id)} className="btn btn-primary btn-sm gap-1.5">
          <Icon name="credit-card" className="size-4" />
          Pay<span className="sr-only"> for {order.productName}</span>
        </Link>
      ) : (
        <p className="w-full text-base-content/80 text-xs">Pay once your company approves it.</p>
      )}
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm"
        disabled={busy}
        onClick={() => onCancel(order)}
      >
        Cancel<span className="sr-only"> the order of {order.productName}</span>
      </button>
      {orderAgain(order)}
    </div>
  );

/**
 * "Shipped by DHL, tracking number …" once the admin gave either; the number links to the carrier's tracking page
 * when the carrier is one of the list (not "Other" or an older free-text carrier).
 */
export const ShippedBy = ({ order }: { order: Pick<Order, 'carrier' | 'trackingNumber'> }) => {
  if (!order.carrier && !order.trackingNumber) return null;
  const url = trackingUrl(order.carrier, order.trackingNumber);
  return (
    <p className="mt-1 text-xs [overflow-wrap:anywhere]">
      Shipped{order.carrier ? ` ${carrierPhrase(order.carrier)}` : ''}
      {order.trackingNumber ? ', tracking number ' : null}
      {order.trackingNumber && url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="link font-medium">
          {order.trackingNumber}
          <span className="sr-only"> (track it on the {order.carrier} site, opens in a new tab)</span>
        </a>
      ) : (
        order.trackingNumber
      )}
    </p>
  );
};

/** The buyer's actions on one order with the Cancel dialog of their own: the order's page. */
export const BuyerOrderActions = ({ order, orderAgain }: { order: Order; orderAgain: OrderAgainSlot }) => {
  const cancel = useCancelOrderConfirm();
  return (
    <>
      <OrderActions order={order} busy={cancel.busy} onCancel={cancel.ask} orderAgain={orderAgain} />
      {cancel.dialog}
    </>
  );
};
