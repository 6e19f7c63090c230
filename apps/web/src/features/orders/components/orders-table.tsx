import { type AdminOrder, orderAdminMessages } from '@ironvolt/shared/admin';
import { formatDollars } from '@ironvolt/shared/money';
import {
  formatOrderNumber,
  holdLeftText,
  orderConfirmLines,
  orderMessages,
  orderStatuses,
} from '@ironvolt/shared/orders-constants';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { OrderStatusBadge, statusLabel } from '@/components/ui/order-status-badge';
import { Pager } from '@/components/ui/pager';
import { StatusFilter } from '@/components/ui/status-filter';
import { EmptyList, ListCount, LoadFailed, TableSkeleton } from '@/components/ui/table-states';
import { TransactionId } from '@/components/ui/transaction-id';
import { useChangeOrderStatus } from '@/features/orders/api/change-order-status';
import { useDeleteOrder } from '@/features/orders/api/delete-order';
import { ADMIN_ORDERS_LIMIT, ordersExportPath, useOrders } from '@/features/orders/api/get-orders';
import { useRefundOrder } from '@/features/orders/api/refund-order';
import { InvoiceButton } from '@/features/orders/components/invoice-button';
import { amountOf, OrderLines, orderHolds } from '@/features/orders/components/order-lines';
import { ShipDialog } from '@/features/orders/components/ship-dialog';
import { useListParams } from '@/hooks/use-list-params';
import { useNow } from '@/hooks/use-now';
import { downloadFile } from '@/lib/download';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A refunded order whose money has not gone back says so: the processor is still tried, or must be done by hand. */
const RefundNote = ({ order }: { order: AdminOrder }) =>
  order.refund === 'pending' || order.refund === 'failed' ? (
    <p
      className={`mt-1 flex max-w-56 items-start gap-1 text-xs ${order.refund === 'failed' ? 'font-medium text-error' : ''}`}
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

/** Where the order goes and whom to call about it, as the buyer gave them: what an admin ships by. */
const DeliverTo = ({ order }: { order: AdminOrder }) =>
  order.phoneNo || order.address ? (
    <div className="mt-1 max-w-64 text-base-content/75 text-xs">
      {order.address ? <p className="whitespace-pre-line">{order.address}</p> : null}
      {order.phoneNo ? <p>{order.phoneNo}</p> : null}
    </div>
  ) : null;

type Actions = {
  busy: boolean;
  onDelete: (order: AdminOrder) => void;
  onRefund: (order: AdminOrder) => void;
  onStep: (order: AdminOrder, status: 'shipped' | 'delivered') => void;
};

const OrderActions = ({ order, busy, onDelete, onRefund, onStep }: Actions & { order: AdminOrder }) => (
  <div className="flex flex-wrap justify-end gap-2">
    <InvoiceButton order={order} />
    {order.status === 'paid' ? (
      <>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={busy}
          onClick={() => onStep(order, 'shipped')}
        >
          <Icon name="truck" className="size-4" />
          {orderAdminMessages.markShipped}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm"
          disabled={busy}
          onClick={() => onRefund(order)}
        >
          {orderAdminMessages.refund}
          <span className="sr-only"> order {formatOrderNumber(order.orderNumber)}</span>
        </button>
      </>
    ) : null}
    {order.status === 'shipped' ? (
      <button
        type="button"
        className="btn btn-success btn-sm"
        disabled={busy}
        onClick={() => onStep(order, 'delivered')}
      >
        {orderAdminMessages.markDelivered}
      </button>
    ) : null}
    {order.status === 'unpaid' || order.status === 'cancelled' ? (
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm"
        disabled={busy}
        onClick={() => onDelete(order)}
      >
        Delete
      </button>
    ) : null}
  </div>
);

/** SPEC's Manage All orders: every order, a status filter kept in the URL, delete, ship, deliver, CSV export. */
export const OrdersTable = () => {
  const { status, page, setStatus, setPage } = useListParams(orderStatuses);
  const { data, isPending, isError, refetch, isFetching } = useOrders({ status, page });
  const remove = useDeleteOrder();
  const step = useChangeOrderStatus();
  const [toDelete, setToDelete] = useState<AdminOrder | null>(null);
  const [exporting, setExporting] = useState(false);
  const now = useNow();

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(ordersExportPath(status), `orders-${status ?? 'all'}.csv`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success(orderMessages.deleted),
      onError: (error) => toast.error(error.message),
      onSettled: () => setToDelete(null),
    });
  };

  const [toShip, setToShip] = useState<AdminOrder | null>(null);
  const ship = (details: { carrier?: string; trackingNumber?: string }) =>
    toShip
      ? step.mutateAsync({ id: toShip._id, status: 'shipped', ...details }).then(() => {
          toast.success(orderAdminMessages.shipped);
          setToShip(null);
        })
      : Promise.resolve();

  const onStep = (order: AdminOrder, next: 'shipped' | 'delivered') =>
    next === 'shipped'
      ? setToShip(order)
      : step.mutate(
          { id: order._id, status: next },
          {
            onSuccess: () => toast.success(orderAdminMessages.delivered),
            onError: (error) => toast.error(error.message),
          },
        );

  const refund = useRefundOrder();
  const [toRefund, setToRefund] = useState<AdminOrder | null>(null);
  const confirmRefund = () => {
    if (!toRefund) return;
    refund.mutate(toRefund._id, {
      onSuccess: (reply) =>
        reply.refund === 'refunded'
          ? toast.success(orderAdminMessages.refunded)
          : toast(orderAdminMessages.refundPending, { duration: 8000 }),
      onError: (error) => toast.error(error.message),
      onSettled: () => setToRefund(null),
    });
  };

  const actions: Actions = {
    busy: remove.isPending || step.isPending || refund.isPending,
    onDelete: setToDelete,
    onRefund: setToRefund,
    onStep,
  };

  const toolbar = (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <StatusFilter statuses={orderStatuses} value={status} onChange={setStatus} labelOf={statusLabel} />
      <button
        type="button"
        className="btn btn-outline btn-sm gap-2"
        onClick={() => void exportCsv()}
        disabled={exporting}
      >
        {exporting ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <Icon name="clipboard" className="size-4" />
        )}
        {orderAdminMessages.exportCsv}
      </button>
    </div>
  );

  let body: React.ReactNode;
  if (isPending) body = <TableSkeleton label="Loading…" />;
  else if (isError) body = <LoadFailed what="orders" onRetry={() => void refetch()} />;
  else if (data.items.length === 0) body = <EmptyList>No {status ? `${status} ` : ''}orders.</EmptyList>;
  else
    body = (
      <>
        <ListCount total={data.total} one="order" many="orders" fetching={isFetching} />
        {/* Desktop: a table. */}
        <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm lg:block">
          <table className="table">
            <caption className="sr-only">Orders</caption>
            <thead>
              <tr className="text-base-content/80">
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Product</th>
                <th scope="col" className="text-right">
                  Amount
                </th>
                <th scope="col" className="text-right">
                  Total
                </th>
                <th scope="col">Status</th>
                <th scope="col">Date</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((order) => (
                <tr key={order._id} className="hover:bg-base-200/60">
                  <td className="whitespace-nowrap font-mono">{formatOrderNumber(order.orderNumber)}</td>
                  <td>
                    <p className="font-semibold">{order.name}</p>
                    <p className="break-all text-base-content/75 text-xs">{order.email}</p>
                    <DeliverTo order={order} />
                  </td>
                  <td>
                    <OrderLines order={order} showNote />
                  </td>
                  <td className="text-right tabular-nums">{amountOf(order)}</td>
                  <td className="whitespace-nowrap text-right tabular-nums">
                    {formatDollars(order.totalPrice)}
                  </td>
                  <td>
                    <OrderStatusBadge status={order.status} />
                    <RefundNote order={order} />
                    <HoldLeft order={order} now={now} />
                    {order.transactionId ? (
                      <div className="mt-1 text-xs">
                        <TransactionId id={order.transactionId} />
                      </div>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap text-sm">
                    {dateFormat.format(new Date(order.createdAt))}
                  </td>
                  <td>
                    <OrderActions order={order} {...actions} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* Phones and tablets: one card per order. */}
        <ul className="flex flex-col gap-3 lg:hidden" aria-label="Orders">
          {data.items.map((order) => (
            <li key={order._id} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <div className="font-semibold">
                    <OrderLines order={order} showNote />
                  </div>
                  <p className="font-mono text-base-content/75 text-sm">
                    Order {formatOrderNumber(order.orderNumber)}
                  </p>
                  <p className="text-sm">{order.name}</p>
                  <p className="break-all text-base-content/75 text-xs">{order.email}</p>
                  <DeliverTo order={order} />
                </div>
                <OrderStatusBadge status={order.status} />
              </div>
              <RefundNote order={order} />
              <HoldLeft order={order} now={now} />
              <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-base-content/75 text-xs">Amount</dt>
                  <dd className="tabular-nums">{amountOf(order)}</dd>
                </div>
                <div>
                  <dt className="text-base-content/75 text-xs">Total</dt>
                  <dd className="tabular-nums">{formatDollars(order.totalPrice)}</dd>
                </div>
                <div>
                  <dt className="text-base-content/75 text-xs">Date</dt>
                  <dd>{dateFormat.format(new Date(order.createdAt))}</dd>
                </div>
                {order.transactionId ? (
                  <div className="col-span-3">
                    <dt className="text-base-content/75 text-xs">Transaction</dt>
                    <dd>
                      <TransactionId id={order.transactionId} />
                    </dd>
                  </div>
                ) : null}
              </dl>
              <div className="mt-3">
                <OrderActions order={order} {...actions} />
              </div>
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
      <ShipDialog order={toShip} busy={step.isPending} onShip={ship} onClose={() => setToShip(null)} />
      <ConfirmDialog
        open={toRefund !== null}
        busy={refund.isPending}
        onClose={(accepted) => (accepted ? confirmRefund() : setToRefund(null))}
        action={
          toRefund
            ? orderConfirmLines.refund(
                toRefund.orderNumber,
                formatDollars(toRefund.totalPrice),
                toRefund.name,
              )
            : ''
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        busy={remove.isPending}
        onClose={(accepted) => (accepted ? confirmDelete() : setToDelete(null))}
        action={
          toDelete
            ? orderConfirmLines.delete(
                toDelete.orderNumber,
                `${orderHolds(toDelete)} for ${toDelete.name}`,
                toDelete.status === 'unpaid',
              )
            : ''
        }
      />
    </>
  );
};
