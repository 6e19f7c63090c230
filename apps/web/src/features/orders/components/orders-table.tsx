import { type AdminOrder, ORDERS_SEARCH_MAX, orderAdminMessages } from '@ironvolt/shared/admin';
import { formatDollars } from '@ironvolt/shared/money';
import { formatOrderNumber, holdLeftText, orderStatuses } from '@ironvolt/shared/orders-constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DownloadButton } from '@/components/ui/download-button';
import { EmailText } from '@/components/ui/email-text';
import { Icon } from '@/components/ui/icon';
import { OrderStatusBadge, statusLabel } from '@/components/ui/order-status-badge';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { StatusFilter } from '@/components/ui/status-filter';
import { EmptyList, ListCount, LoadFailed, TableSkeleton } from '@/components/ui/table-states';
import { paths } from '@/config/paths';
import { ADMIN_ORDERS_LIMIT, ordersExportPath, useOrders } from '@/features/orders/api/get-orders';
import { AdminOrderActions, useAdminOrderActions } from '@/features/orders/components/admin-order-actions';
import { amountOf, OrderLines } from '@/features/orders/components/order-lines';
import { useListParams } from '@/hooks/use-list-params';
import { useNow } from '@/hooks/use-now';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A refunded order whose money has not gone back says so: the processor is still tried, or must be done by hand. */
const RefundNote = ({ order }: { order: AdminOrder }) =>
  order.refund === 'pending' || order.refund === 'failed' ? (
    <p
      className={`mt-1 flex items-start gap-1 text-xs ${order.refund === 'failed' ? 'font-medium text-error' : ''}`}
    >
      <Icon name="alert" className="mt-px size-3.5 shrink-0" />
      {order.refund === 'failed' ? orderAdminMessages.refundFailed : orderAdminMessages.refundStillPending}
    </p>
  ) : null;

/**
 * How long an unpaid order is still held before the sweep cancels it and its stock returns (shorter for a buyer
 * whose address is not confirmed and who has never paid), with the exact time on hover.
 */
const HoldLeft = ({ order, now }: { order: AdminOrder; now: number }) =>
  order.status === 'unpaid' && order.holdUntil ? (
    <p className="mt-1 text-base-content/75 text-xs">
      <time dateTime={order.holdUntil} title={`Held until ${dateFormat.format(new Date(order.holdUntil))}`}>
        {holdLeftText(order.holdUntil, now)}
      </time>
    </p>
  ) : null;

/**
 * How the order is paid and, on account, what it still owes, with "Overdue" in words when it is past its due
 * date: card orders' money is their status.
 */
const PaymentLine = ({ order }: { order: AdminOrder }) =>
  order.payment.method === 'account' ? (
    <p className="mt-1 text-xs">
      On account · {order.payment.balance > 0 ? `${formatDollars(order.payment.balance)} owed` : 'paid'}
      {order.payment.overdue ? <span className="block font-bold text-error">Overdue</span> : null}
    </p>
  ) : (
    <p className="mt-1 text-xs">Card</p>
  );

/** The order's number, opening its page: its lines, delivery address, steps, documents and transaction. */
const OrderLink = ({ order }: { order: AdminOrder }) => (
  <Link
    to={paths.dashboard.manageOrder.getHref(order._id)}
    className="link link-hover inline-flex min-h-11 items-center font-mono font-semibold text-primary"
  >
    {formatOrderNumber(order.orderNumber)}
  </Link>
);

/**
 * SPEC's Manage All orders: every order, a status filter and a search kept in the URL (both answered by the
 * server), delete, ship, deliver, refund, CSV export. From 1280 px a table whose columns fit the dashboard; cards
 * under it. Each order's number opens its page.
 */
export const OrdersTable = () => {
  const { status, page, q, setStatus, setPage, setQ } = useListParams(orderStatuses);
  const { data, isPending, isError, refetch, isFetching } = useOrders({ status, q, page });
  const { actions, dialogs } = useAdminOrderActions();
  const now = useNow();

  const toolbar = (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="flex min-w-0 flex-1 flex-wrap items-end gap-3">
        <SearchBox
          label="Search orders"
          placeholder="Order number, buyer, e-mail or PO number"
          maxLength={ORDERS_SEARCH_MAX}
          value={q}
          onSearch={setQ}
        />
        <StatusFilter statuses={orderStatuses} value={status} onChange={setStatus} labelOf={statusLabel} />
      </div>
      <DownloadButton path={ordersExportPath({ status, q })} fileName={`orders-${status ?? 'all'}.csv`}>
        {orderAdminMessages.exportCsv}
      </DownloadButton>
    </div>
  );

  let body: ReactNode;
  if (isPending) body = <TableSkeleton label="Loading…" />;
  else if (isError) body = <LoadFailed what="orders" onRetry={() => void refetch()} />;
  else if (data.items.length === 0)
    body = (
      <EmptyList>
        No {status ? `${status} ` : ''}orders{q ? ` match “${q}”` : ''}.
      </EmptyList>
    );
  else
    body = (
      <>
        <ListCount total={data.total} one="order" many="orders" fetching={isFetching} />
        <div className="hidden rounded-box border border-base-300 bg-base-100 shadow-sm xl:block">
          <table className="table table-fixed">
            <caption className="sr-only">Orders</caption>
            <colgroup>
              <col className="w-28" />
              <col />
              <col />
              <col className="w-28" />
              <col className="w-32" />
              <col className="w-44" />
            </colgroup>
            <thead>
              <tr className="text-base-content/80">
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Product</th>
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
              {data.items.map((order) => (
                <tr key={order._id} className="align-top hover:bg-base-200/60">
                  <td>
                    <OrderLink order={order} />
                    <span className="block text-base-content/75 text-xs">
                      {dateFormat.format(new Date(order.createdAt))}
                    </span>
                  </td>
                  <td className="min-w-0">
                    <p className="font-semibold [overflow-wrap:break-word]">{order.name}</p>
                    <EmailText email={order.email} className="block text-base-content/75 text-xs" />
                  </td>
                  <td>
                    <OrderLines order={order} />
                  </td>
                  <td className="text-right tabular-nums">
                    <span className="block font-semibold">{formatDollars(order.totalPrice)}</span>
                    <span className="block text-base-content/75 text-xs">{amountOf(order)}</span>
                  </td>
                  <td>
                    <OrderStatusBadge status={order.status} />
                    <RefundNote order={order} />
                    <HoldLeft order={order} now={now} />
                    <PaymentLine order={order} />
                  </td>
                  <td>
                    <AdminOrderActions order={order} {...actions} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label="Orders">
          {data.items.map((order) => (
            <li
              key={order._id}
              className="flex min-w-0 flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0 font-semibold">
                  <OrderLines order={order} />
                </div>
                <OrderStatusBadge status={order.status} />
              </div>
              <div className="min-w-0 text-sm">
                <p className="[overflow-wrap:break-word]">{order.name}</p>
                <EmailText email={order.email} className="block text-base-content/75 text-xs" />
              </div>
              <RefundNote order={order} />
              <HoldLeft order={order} now={now} />
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-base-content/75 text-xs">Amount</dt>
                  <dd className="tabular-nums">{amountOf(order)}</dd>
                </div>
                <div>
                  <dt className="text-base-content/75 text-xs">Total</dt>
                  <dd className="tabular-nums">{formatDollars(order.totalPrice)}</dd>
                </div>
                <div>
                  <dt className="text-base-content/75 text-xs">Payment</dt>
                  <dd>
                    <PaymentLine order={order} />
                  </dd>
                </div>
                <div>
                  <dt className="text-base-content/75 text-xs">Date</dt>
                  <dd>{dateFormat.format(new Date(order.createdAt))}</dd>
                </div>
                <div>
                  <dt className="text-base-content/75 text-xs">Order</dt>
                  <dd>
                    <OrderLink order={order} />
                  </dd>
                </div>
              </dl>
              <AdminOrderActions order={order} {...actions} />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pageCount={Math.max(1, Math.ceil(data.total / ADMIN_ORDERS_LIMIT))}
          onPage={setPage}
          label="Order pages"
        />
      </>
    );

  return (
    <>
      {toolbar}
      {body}
      {dialogs}
    </>
  );
};
