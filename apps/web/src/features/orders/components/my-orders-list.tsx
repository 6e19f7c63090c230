import { formatDollars } from '@ironvolt/shared/money';
import type { Order } from '@ironvolt/shared/orders';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { paths } from '@/config/paths';
import { useCancelOrderConfirm } from '@/features/orders/components/cancel-order-confirm';
import { OrderActions, type OrderAgainSlot, ShippedBy } from '@/features/orders/components/order-actions';
import { amountOf, OrderLines } from '@/features/orders/components/order-lines';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The order's number, linking to its page, where the lines, addresses, steps and documents are. */
const OrderLink = ({ order, children }: { order: Order; children?: ReactNode }) => (
  <Link
    to={paths.dashboard.myOrder.getHref(order._id)}
    className="link link-hover inline-flex min-h-11 items-center font-mono font-semibold text-primary"
  >
    {children ?? formatOrderNumber(order.orderNumber)}
  </Link>
);

/**
 * The customer's orders: a table from 1280 px, whose six columns fit the dashboard's 912–944 px at every width up
 * (the transaction is on each order's page), and cards under it, two a row from 768 px.
 */
export const MyOrdersList = ({ orders, orderAgain }: { orders: Order[]; orderAgain: OrderAgainSlot }) => {
  const cancel = useCancelOrderConfirm();
  const actions = (order: Order) => (
    <OrderActions order={order} busy={cancel.busy} onCancel={cancel.ask} orderAgain={orderAgain} />
  );

  return (
    <>
      <div className="hidden rounded-box border border-base-300 bg-base-100 shadow-sm xl:block">
        <table className="table table-fixed">
          <caption className="sr-only">Your orders, newest first</caption>
          <colgroup>
            <col className="w-28" />
            <col />
            <col className="w-24" />
            <col className="w-28" />
            <col className="w-28" />
            <col className="w-44" />
          </colgroup>
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
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id} className="align-top hover:bg-base-200/60">
                <td>
                  <OrderLink order={order} />
                  <span className="block text-base-content/75 text-xs">
                    {date.format(new Date(order.createdAt))}
                  </span>
                </td>
                <th scope="row" className="font-semibold">
                  <OrderLines order={order} />
                </th>
                <td className="whitespace-nowrap text-right">{amountOf(order)}</td>
                <td className="whitespace-nowrap text-right font-semibold">
                  {formatDollars(order.totalPrice)}
                </td>
                <td>
                  <OrderStatusBadge status={order.status} />
                  <ShippedBy order={order} />
                </td>
                <td>{actions(order)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label="Your orders" className="grid gap-4 md:grid-cols-2 xl:hidden">
        {orders.map((order) => (
          <li key={order._id} className="card min-w-0 border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <h2 className="min-w-0 font-semibold text-base">
                  <OrderLines order={order} />
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
                <div>
                  <dt className="text-base-content/75 text-xs">Order</dt>
                  <dd>
                    <OrderLink order={order} />
                  </dd>
                </div>
              </dl>
              <ShippedBy order={order} />
              {actions(order)}
            </div>
          </li>
        ))}
      </ul>

      {cancel.dialog}
    </>
  );
};
