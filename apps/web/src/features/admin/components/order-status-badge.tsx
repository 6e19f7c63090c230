import type { OrderStatus } from '@ironvolt/shared/orders';

const badgeClass: Record<OrderStatus, string> = {
  unpaid: 'badge-warning',
  paid: 'badge-info',
  shipped: 'badge-primary',
  delivered: 'badge-success',
  cancelled: 'badge-neutral',
};

export const statusLabel = (status: OrderStatus) => status.charAt(0).toUpperCase() + status.slice(1);

export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <span className={`badge badge-sm ${badgeClass[status]}`}>{statusLabel(status)}</span>
);
