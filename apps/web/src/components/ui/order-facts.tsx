import { formatDollars } from '@ironvolt/shared/money';
import type { Order } from '@ironvolt/shared/orders';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type LinkedOrder = Pick<Order, '_id' | 'orderNumber'>;

/** The order's number, linking to its page, where the lines, addresses, steps and documents are. */
export const OrderLink = ({ order, children }: { order: LinkedOrder; children?: ReactNode }) => (
  <Link
    to={paths.dashboard.myOrder.getHref(order._id)}
    className="link link-hover inline-flex min-h-11 items-center font-mono font-semibold text-primary"
  >
    {children ?? formatOrderNumber(order.orderNumber)}
  </Link>
);

const Fact = ({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) => (
  <div className={wide ? 'col-span-2' : undefined}>
    <dt className="text-base-content/75 text-xs">{label}</dt>
    <dd className="[overflow-wrap:anywhere]">{children}</dd>
  </div>
);

/**
 * An order card's facts, two a row: who ordered it (where the reader is not the buyer), its amount, total, when it
 * was placed and its number as a link to its page. The amount is passed in: it is the orders feature's wording.
 */
export const OrderFacts = ({
  order,
  amount,
  placed,
  orderedBy,
}: {
  order: LinkedOrder & Pick<Order, 'totalPrice'>;
  amount: string;
  placed: { label: string; text: string };
  orderedBy?: string;
}) => (
  <dl className="grid grid-cols-2 gap-2 text-sm">
    {orderedBy === undefined ? null : (
      <Fact label="Ordered by" wide>
        {orderedBy}
      </Fact>
    )}
    <Fact label="Amount">{amount}</Fact>
    <Fact label="Total">
      <span className="font-semibold">{formatDollars(order.totalPrice)}</span>
    </Fact>
    <Fact label={placed.label}>{placed.text}</Fact>
    <Fact label="Order">
      <OrderLink order={order} />
    </Fact>
  </dl>
);
