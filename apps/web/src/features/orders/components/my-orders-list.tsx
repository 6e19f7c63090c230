import { formatDollars } from '@ironvolt/shared/money';
import type { Order } from '@ironvolt/shared/orders';
import { OrderFacts, OrderLink } from '@/components/ui/order-facts';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { useCancelOrderConfirm } from '@/features/orders/components/cancel-order-confirm';
import { OrderActions, type OrderAgainSlot, ShippedBy } from '@/features/orders/components/order-actions';
import { amountOf, OrderLines } from '@/features/orders/components/order-lines';
import { PaymentSummary } from '@/features/orders/components/payment-state';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The customer's orders: a table from 1280 px, whose six columns fit the dashboard's 912–944 px at every width up
 * (the transaction is on each order's page), and cards under it, two a row from 768 px. Each shows its payment
 * (method, and on account the due date, paid, balance, overdue) apart from its status.
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
            <col className="w-40" />
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
              <th scope="col">Status and payment</th>
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
                  <div className="mt-2">
                    <PaymentSummary payment={order.payment} />
                  </div>
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
              <OrderFacts
                order={order}
                amount={amountOf(order)}
                placed={{ label: 'Date', text: date.format(new Date(order.createdAt)) }}
              />
              <PaymentSummary payment={order.payment} />
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
