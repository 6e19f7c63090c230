import { type AdminOrder, orderAdminMessages } from '@ironvolt/shared/admin';
import { formatDollars } from '@ironvolt/shared/money';
import type { Order } from '@ironvolt/shared/orders';
import { formatOrderNumber, orderConfirmLines, orderMessages } from '@ironvolt/shared/orders-constants';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { useChangeOrderStatus } from '@/features/orders/api/change-order-status';
import { useDeleteOrder } from '@/features/orders/api/delete-order';
import { useRefundOrder } from '@/features/orders/api/refund-order';
import { InvoiceButton } from '@/features/orders/components/invoice-button';
import { orderHolds } from '@/features/orders/components/order-lines';
import { type ShipDetails, ShipDialog } from '@/features/orders/components/ship-dialog';

/** What the admin's buttons need of an order: the list's rows and the order's page both have it. */
type ActedOn = Pick<
  Order,
  '_id' | 'orderNumber' | 'status' | 'name' | 'totalPrice' | 'lines' | 'amount' | 'productName'
> &
  Pick<AdminOrder, 'invoiceNumber' | 'creditNoteNumber'>;

export type AdminActions = {
  busy: boolean;
  onDelete: (order: ActedOn) => void;
  onRefund: (order: ActedOn) => void;
  onStep: (order: ActedOn, status: 'shipped' | 'delivered') => void;
};

/** The admin's steps for an order where it stands: ship or refund a paid one, deliver a shipped one, delete. */
export const AdminOrderActions = ({
  order,
  busy,
  onDelete,
  onRefund,
  onStep,
}: AdminActions & { order: ActedOn }) => (
  <div className="flex flex-wrap gap-2">
    <InvoiceButton order={order} />
    {order.status === 'paid' || order.status === 'confirmed' ? (
      // An order on account is confirmed: invoiced, and shipped before it is paid (ADR 139).
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={busy}
        onClick={() => onStep(order, 'shipped')}
      >
        <Icon name="truck" className="size-4" />
        {orderAdminMessages.markShipped}
        <span className="sr-only"> order {formatOrderNumber(order.orderNumber)}</span>
      </button>
    ) : null}
    {order.status === 'paid' ? (
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm"
        disabled={busy}
        onClick={() => onRefund(order)}
      >
        {orderAdminMessages.refund}
        <span className="sr-only"> order {formatOrderNumber(order.orderNumber)}</span>
      </button>
    ) : null}
    {order.status === 'shipped' ? (
      <button
        type="button"
        className="btn btn-success btn-sm"
        disabled={busy}
        onClick={() => onStep(order, 'delivered')}
      >
        {orderAdminMessages.markDelivered}
        <span className="sr-only"> order {formatOrderNumber(order.orderNumber)}</span>
      </button>
    ) : null}
    {order.status === 'unpaid' || order.status === 'cancelled' ? (
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm"
        disabled={busy}
        onClick={() => onDelete(order)}
      >
        Delete<span className="sr-only"> order {formatOrderNumber(order.orderNumber)}</span>
      </button>
    ) : null}
  </div>
);

/**
 * The admin's order actions with their dialogs (ship with carrier and tracking number; refund and delete after SPEC's
 * 'Are you sure?'), and SPEC's toasts: `actions` for the buttons of any order, `dialogs` rendered once.
 */
export const useAdminOrderActions = ({
  onDeleted,
}: {
  onDeleted?: () => void;
} = {}): {
  actions: AdminActions;
  dialogs: ReactNode;
} => {
  const remove = useDeleteOrder();
  const step = useChangeOrderStatus();
  const refund = useRefundOrder();
  const [toDelete, setToDelete] = useState<ActedOn | null>(null);
  const [toShip, setToShip] = useState<ActedOn | null>(null);
  const [toRefund, setToRefund] = useState<ActedOn | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(orderMessages.deleted);
        onDeleted?.();
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setToDelete(null),
    });
  };

  const ship = (details: ShipDetails) =>
    toShip
      ? step.mutateAsync({ id: toShip._id, status: 'shipped', ...details }).then(() => {
          toast.success(orderAdminMessages.shipped);
          setToShip(null);
        })
      : Promise.resolve();

  const onStep = (order: ActedOn, next: 'shipped' | 'delivered') =>
    next === 'shipped'
      ? setToShip(order)
      : step.mutate(
          { id: order._id, status: next },
          {
            onSuccess: () => toast.success(orderAdminMessages.delivered),
            onError: (error) => toast.error(error.message),
          },
        );

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

  return {
    actions: {
      busy: remove.isPending || step.isPending || refund.isPending,
      onDelete: setToDelete,
      onRefund: setToRefund,
      onStep,
    },
    dialogs: (
      <>
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
    ),
  };
};

/** The admin's actions on one order with their own dialogs: the admin's order page. */
export const AdminOrderActionsPanel = ({ order, onDeleted }: { order: ActedOn; onDeleted: () => void }) => {
  const { actions, dialogs } = useAdminOrderActions({ onDeleted });
  return (
    <>
      <AdminOrderActions order={order} {...actions} />
      {dialogs}
    </>
  );
};
