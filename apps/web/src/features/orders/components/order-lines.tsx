import { PRODUCT_UNIT } from '@ironvolt/shared/catalog-constants';
import { formatDollars } from '@ironvolt/shared/money';
import { countOf, formatCount } from '@ironvolt/shared/numbers';
import type { Order } from '@ironvolt/shared/orders';

/**
 * What an order's Amount says: one tool's pieces, or how many tools it holds, since pieces of different tools do
 * not add up to anything (each line's pieces are listed under the order's tools).
 */
export const amountOf = (order: Pick<Order, 'lines' | 'amount'>): string =>
  order.lines.length > 1
    ? countOf(order.lines.length, 'tool')
    : `${formatCount(order.lines[0]?.amount ?? order.amount)} ${PRODUCT_UNIT}`;

/** What an order holds, in a few words: "20 pc Cordless Drill", or "3 tools". */
export const orderHolds = (order: Pick<Order, 'lines' | 'amount' | 'productName'>): string =>
  order.lines.length > 1 ? amountOf(order) : `${amountOf(order)} ${order.productName}`;

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
