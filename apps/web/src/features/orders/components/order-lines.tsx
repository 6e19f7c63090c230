import { PRODUCT_UNIT } from '@ironvolt/shared/catalog-constants';
import { formatDollars } from '@ironvolt/shared/money';
import { formatCount } from '@ironvolt/shared/numbers';
import type { Order } from '@ironvolt/shared/orders';

/** The pieces of every line of an order together (SPEC's amount for an order of one tool). */
export const piecesOf = (order: Pick<Order, 'lines' | 'amount'>): number =>
  order.lines.length > 0 ? order.lines.reduce((sum, line) => sum + line.amount, 0) : order.amount;

/** Open by default up to this many tools; a longer order's lines fold under their count. */
const OPEN_UP_TO = 3;

/**
 * What an order holds. One tool: its name, as SPEC shows it. Several: their number, then each line (amount, unit
 * price, line total), folded when there are many; the buyer's PO number and note under them.
 */
type ShownOrder = Pick<Order, 'lines' | 'productName' | 'orderNumber' | 'poNumber' | 'note'>;

export const OrderLines = ({ order, showNote = false }: { order: ShownOrder; showNote?: boolean }) => {
  const many = order.lines.length > 1;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {many ? (
        <details open={order.lines.length <= OPEN_UP_TO} className="group">
          <summary className="cursor-pointer font-semibold">
            {order.lines.length} tools
            <span className="sr-only"> in order {order.orderNumber}</span>
          </summary>
          <ul className="mt-1 flex flex-col gap-1 font-normal text-sm">
            {order.lines.map((line) => (
              <li key={line.productId} className="[overflow-wrap:anywhere]">
                <span className="font-medium">{line.productName}</span>{' '}
                <span className="text-base-content/75">({line.model})</span>: {formatCount(line.amount)}{' '}
                {PRODUCT_UNIT} × {formatDollars(line.unitPrice)} = {formatDollars(line.lineTotal)}
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <span className="[overflow-wrap:anywhere]">{order.productName}</span>
      )}
      {order.poNumber ? (
        <span className="font-normal text-base-content/80 text-xs [overflow-wrap:anywhere]">
          PO {order.poNumber}
        </span>
      ) : null}
      {showNote && order.note ? (
        <span className="whitespace-pre-line font-normal text-base-content/80 text-xs [overflow-wrap:anywhere]">
          Note: {order.note}
        </span>
      ) : null}
    </div>
  );
};
