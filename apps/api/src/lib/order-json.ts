import { centsToDollars } from '@ironvolt/shared/money';
import type { Order } from '@ironvolt/shared/orders';
import type { orders } from '../db/schema/index.ts';

// One JSON shape of an order for every answer that carries one (the orders feature, a customer's data export).
type OrderRow = typeof orders.$inferSelect;

/** An order row as SPEC's JSON, money in dollars. */
export function toOrderJson(row: OrderRow): Order {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    email: row.email,
    name: row.customerName,
    phoneNo: row.phoneNo,
    address: row.address,
    productId: row.productId,
    productName: row.productName,
    amount: row.amount,
    unitPrice: centsToDollars(row.unitPriceCents),
    totalPrice: centsToDollars(row.totalPriceCents),
    status: row.status,
    ...(row.transactionId ? { transactionId: row.transactionId } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.paidAt ? { paidAt: row.paidAt.toISOString() } : {}),
    ...(row.invoiceNumber ? { invoiceNumber: row.invoiceNumber } : {}),
    ...(row.carrier ? { carrier: row.carrier } : {}),
    ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}),
  };
}
