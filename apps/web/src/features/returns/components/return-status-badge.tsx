import { type ReturnStatus, returnStatusLabels } from '@ironvolt/shared/returns';

const badgeClass: Record<ReturnStatus, string> = {
  requested: 'badge-warning',
  approved: 'badge-info',
  rejected: 'badge-ghost',
  received: 'badge-info',
  resolved: 'badge-success',
};

/** A return's status as a badge; the word carries the meaning, the colour only repeats it. */
export const ReturnStatusBadge = ({ status }: { status: ReturnStatus }) => (
  <span className={`badge whitespace-nowrap ${badgeClass[status]}`}>{returnStatusLabels[status]}</span>
);
