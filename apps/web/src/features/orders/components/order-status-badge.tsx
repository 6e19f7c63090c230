import type { OrderStatus } from '@ironvolt/shared/orders';

const badgeClass: Record<OrderStatus, string> = {
  unpaid: 'badge-warning',
  paid: 'badge-success',
  shipped: 'badge-info',
  delivered: 'badge-success badge-outline',
  cancelled: 'badge-ghost',
};

/** An order's status as a badge; the word itself carries the meaning, the colour only repeats it. */
export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <span className={`badge whitespace-nowrap ${badgeClass[status]}`}>{status}</span>
);
