import { formatDollars } from '@ironvolt/shared/money';
import { formatOrderNumber } from '@ironvolt/shared/orders-constants';
import type { Database } from '../db/client.ts';
import type { orders } from '../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
export type OrderMailKind = 'order_paid' | 'order_shipped' | 'order_delivered' | 'order_cancelled';
/** Who cancelled an unpaid order, as the cancellation mail says it. */
export type CancelledBy = 'buyer' | 'admin' | 'hold_expiry';

interface Shop {
  shopName: string;
  publicUrl: string;
}

/** Where a feature writes its order mails (app.mailOutbox) and what they sign with. */
export interface OrderMails {
  outbox: { enqueue(db: Pick<Database, 'insert'>, mail: ReturnType<typeof orderMail>): Promise<void> };
  shop: Shop;
}

/** The mails to a buyer about their order (ADR 027's outbox sends them): plain text, every fact in words. */
export function orderMail(
  shop: Shop,
  kind: OrderMailKind,
  order: OrderRow,
  cancelledBy: CancelledBy = 'buyer',
): { kind: OrderMailKind; to: string; subject: string; text: string } {
  const reference = formatOrderNumber(order.orderNumber);
  const line = `${order.amount} pc ${order.productName} at ${formatDollars(order.unitPriceCents / 100)}: ${formatDollars(order.totalPriceCents / 100)}`;
  const myOrders = `${shop.publicUrl}/dashboard/my-orders`;
  const hello = `Hello ${order.customerName || 'there'},`;
  const body: Record<OrderMailKind, { subject: string; lines: string[] }> = {
    order_paid: {
      subject: `Payment received for your order ${reference}`,
      lines: [
        `we received your payment of ${formatDollars(order.totalPriceCents / 100)} for order ${reference}:`,
        line,
        ...(order.invoiceNumber ? [`Your invoice ${order.invoiceNumber} is in My Orders: ${myOrders}`] : []),
        `Payment: ${order.transactionId ?? ''}`,
      ],
    },
    order_shipped: {
      subject: `Your order ${reference} is on its way`,
      lines: [
        `your order ${reference} has been shipped:`,
        line,
        ...(order.carrier ? [`Carrier: ${order.carrier}`] : []),
        ...(order.trackingNumber ? [`Tracking number: ${order.trackingNumber}`] : []),
        `Follow it in My Orders: ${myOrders}`,
      ],
    },
    order_delivered: {
      subject: `Your order ${reference} was delivered`,
      lines: [`your order ${reference} was delivered:`, line, `Thank you for buying from ${shop.shopName}.`],
    },
    order_cancelled: {
      subject: `Your order ${reference} was cancelled`,
      lines: [
        {
          buyer: `as you asked, your order ${reference} was cancelled:`,
          admin: `your order ${reference} was cancelled by ${shop.shopName}:`,
          hold_expiry: `your order ${reference} was cancelled because it was not paid in time:`,
        }[cancelledBy],
        line,
        'Nothing was charged.',
      ],
    },
  };
  const { subject, lines } = body[kind];
  return { kind, to: order.email, subject, text: [hello, '', ...lines, '', shop.shopName].join('\n') };
}
