import { type QuoteStatus, quoteStatusLabels } from '@ironvolt/shared/quotes-constants';

const badgeClass: Record<QuoteStatus, string> = {
  requested: 'badge-warning',
  offered: 'badge-info',
  accepted: 'badge-success',
  declined: 'badge-ghost',
  expired: 'badge-neutral',
};

/** A quote's status as a badge; the word carries the meaning, the colour only repeats it. */
export const QuoteStatusBadge = ({ status }: { status: QuoteStatus }) => (
  <span className={`badge whitespace-nowrap ${badgeClass[status]}`}>{quoteStatusLabels[status]}</span>
);
