import type { OrderStatus } from '@ironvolt/shared/orders';

const badgeClass: Record<OrderStatus, string> = {
  unpaid: 'badge-warning',
  paid: 'badge-info',
  shipped: 'badge-primary',
  delivered: 'badge-success',
  cancelled: 'badge-ghost',
  refunded: 'badge-neutral',
  awaiting_approval: 'badge-warning',
  confirmed: 'badge-info',
};

/** An order status as every screen spells it: 'Unpaid', 'Paid', … */
export const statusLabel = (status: OrderStatus) =>
  status === 'awaiting_approval' ? 'Awaiting approval' : status.charAt(0).toUpperCase() + status.slice(1);

/** An order's status as a badge; the word itself carries the meaning, the colour only repeats it. */
export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <span className={`badge whitespace-nowrap ${badgeClass[status]}`}>{statusLabel(status)}</span>
);
