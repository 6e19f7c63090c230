import { formatDollars } from '@ironvolt/shared/money';
import type { Order } from '@ironvolt/shared/orders';
import { formatOrderNumber, orderConfirmLines, orderMessages } from '@ironvolt/shared/orders-constants';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { TransactionId } from '@/components/ui/transaction-id';
import { paths } from '@/config/paths';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { InvoiceButton } from '@/features/orders/components/invoice-button';
import { amountOf, OrderLines, orderHolds } from '@/features/orders/components/order-lines';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The "order again" control the page adds to each order (the cart is another feature). */
export type OrderAgainSlot = (order: Order) => ReactNode;

type ActionsProps = {
  order: Order;
  busy: boolean;
  onCancel: (order: Order) => void;
  orderAgain: OrderAgainSlot;
};

/** Pay and Cancel while an order waits for payment; its invoice once it is paid, its credit note once refunded. */
const OrderActions = ({ order, busy, onCancel, orderAgain }: ActionsProps) =>
  order.status !== 'unpaid' ? (
    <div className="flex flex-wrap gap-2">
      <InvoiceButton order={order} />
      {orderAgain(order)}
    </div>
  ) : (
    <div className="flex flex-wrap gap-2">
      <Link to={paths.dashboard.payment.getHref(order._id)} className="btn btn-primary btn-sm gap-1.5">
        <Icon name="credit-card" className="size-4" />
        Pay<span className="sr-only"> for {order.productName}</span>
      </Link>
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

const Transaction = ({ order }: { order: Order }) => (
  <>
    {order.transactionId ? <TransactionId id={order.transactionId} /> : null}
    {order.carrier || order.trackingNumber ? (
      <p className="text-xs">
        Shipped{order.carrier ? ` by ${order.carrier}` : ''}
        {order.trackingNumber ? (
          <>
            , tracking number <span className="break-all">{order.trackingNumber}</span>
          </>
        ) : null}
      </p>
    ) : null}
  </>
);

/** The customer's orders: a table on wide screens, cards on phones; unpaid ones can be paid or cancelled. */
export const MyOrdersList = ({ orders, orderAgain }: { orders: Order[]; orderAgain: OrderAgainSlot }) => {
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const cancelOrder = useCancelOrder();

  const onConfirm = (accepted: boolean) => {
    const order = toCancel;
    setToCancel(null);
    if (!accepted || !order) return;
    cancelOrder.mutate(order._id, {
      onSuccess: () => toast.success(orderMessages.deleted),
      onError: (error) => toast.error(error.message),
    });
  };

  const actions = (order: Order) => (
    <OrderActions order={order} busy={cancelOrder.isPending} onCancel={setToCancel} orderAgain={orderAgain} />
  );

  return (
    <>
      <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm md:block">
        <table className="table">
          <caption className="sr-only">Your orders, newest first</caption>
          <thead>
            <tr className="text-base-content/80">
              <th scope="col">Order</th>
              <th scope="col">Product</th>
              <th scope="col" className="text-right">
                Amount
              </th>
              <th scope="col" className="text-right">
                Total
              </th>
              <th scope="col">Status</th>
              <th scope="col">Date</th>
              <th scope="col">Transaction</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id} className="hover:bg-base-200/60">
                <td className="whitespace-nowrap font-mono">{formatOrderNumber(order.orderNumber)}</td>
                <th scope="row" className="font-semibold">
                  <OrderLines order={order} />
                </th>
                <td className="whitespace-nowrap text-right">{amountOf(order)}</td>
                <td className="whitespace-nowrap text-right font-semibold">
                  {formatDollars(order.totalPrice)}
                </td>
                <td>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="whitespace-nowrap">{date.format(new Date(order.createdAt))}</td>
                <td>
                  <Transaction order={order} />
                </td>
                <td className="w-px">{actions(order)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label="Your orders" className="flex flex-col gap-4 md:hidden">
        {orders.map((order) => (
          <li key={order._id} className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <h2 className="min-w-0 font-semibold text-base">
                  <OrderLines order={order} />
                  <span className="block font-mono font-normal text-base-content/75 text-sm">
                    Order {formatOrderNumber(order.orderNumber)}
                  </span>
                </h2>
                <OrderStatusBadge status={order.status} />
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-base-content/75 text-xs">Amount</dt>
                  <dd>{amountOf(order)}</dd>
                </div>
                <div>
                  <dt className="text-base-content/75 text-xs">Total</dt>
                  <dd className="font-semibold">{formatDollars(order.totalPrice)}</dd>
                </div>
                <div>
                  <dt className="text-base-content/75 text-xs">Date</dt>
                  <dd>{date.format(new Date(order.createdAt))}</dd>
                </div>
                {order.transactionId ? (
                  <div className="col-span-2">
                    <dt className="text-base-content/75 text-xs">Transaction</dt>
                    <dd>
                      <Transaction order={order} />
                    </dd>
                  </div>
                ) : null}
              </dl>
              {actions(order)}
            </div>
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={toCancel !== null}
        onClose={onConfirm}
        action={
          toCancel
            ? orderConfirmLines.cancel(
                toCancel.orderNumber,
                `${orderHolds(toCancel)}, ${formatDollars(toCancel.totalPrice)}`,
              )
            : ''
        }
      />
    </>
  );
};
