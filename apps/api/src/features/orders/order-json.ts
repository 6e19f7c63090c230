import { centsToDollars } from '@ironvolt/shared/money';
import type { Order } from '@ironvolt/shared/orders';
import type { orders } from '../../db/schema/index.ts';

// One JSON shape of an order for every answer that carries one (the orders feature, a customer's data export).
type OrderRow = typeof orders.$inferSelect;

/** The columns an order's JSON is made of: a read that answers with the JSON alone (My Orders) selects only these. */
export const ORDER_JSON_COLUMNS = [
  'id',
  'orderNumber',
  'email',
  'customerName',
  'phoneNo',
  'address',
  'productId',
  'productName',
  'amount',
  'unitPriceCents',
  'totalPriceCents',
  'taxRateBasisPoints',
  'taxCents',
  'lines',
  'poNumber',
  'note',
  'status',
  'transactionId',
  'createdAt',
  'paidAt',
  'invoiceNumber',
  'creditNoteNumber',
  'carrier',
  'trackingNumber',
] as const satisfies readonly (keyof OrderRow)[];
export type OrderJsonRow = Pick<OrderRow, (typeof ORDER_JSON_COLUMNS)[number]>;

/** An order row as SPEC's JSON, money in dollars. */
export function toOrderJson(row: OrderJsonRow): Order {
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
    taxRatePercent: row.taxRateBasisPoints / 100,
    tax: centsToDollars(row.taxCents),
    lines: row.lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      model: line.model,
      unitPrice: centsToDollars(line.unitPriceCents),
      amount: line.amount,
      lineTotal: centsToDollars(line.lineTotalCents),
    })),
    ...(row.poNumber ? { poNumber: row.poNumber } : {}),
    ...(row.note ? { note: row.note } : {}),
    status: row.status,
    ...(row.transactionId ? { transactionId: row.transactionId } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.paidAt ? { paidAt: row.paidAt.toISOString() } : {}),
    ...(row.invoiceNumber ? { invoiceNumber: row.invoiceNumber } : {}),
    ...(row.creditNoteNumber ? { creditNoteNumber: row.creditNoteNumber } : {}),
    ...(row.carrier ? { carrier: row.carrier } : {}),
    ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}),
  };
}
