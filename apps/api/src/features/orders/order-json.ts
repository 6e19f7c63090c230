import { centsToDollars } from '@ironvolt/shared/money';
import type { Order, OrderPaymentState } from '@ironvolt/shared/orders';
import { gramsToKg } from '@ironvolt/shared/shipping';
import type { orderPayments, orders } from '../../db/schema/index.ts';

// One JSON shape of an order for every answer that carries one (the orders feature, a customer's data export).
type OrderRow = typeof orders.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

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
  'deliveryAddress',
  'shippingCents',
  'shippingTaxCents',
  'shippingWeightGrams',
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
  'paymentMethod',
  'dueDate',
  'amountPaidCents',
  'returnCreditedCents',
] as const satisfies readonly (keyof OrderRow)[];
export type OrderJsonRow = Pick<OrderRow, (typeof ORDER_JSON_COLUMNS)[number]>;

/** Today's date in UTC, `YYYY-MM-DD`: the day due dates are compared with. */
export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/**
 * What is still owed on an order, in cents (ADR 139). On account: the total less what was paid (net of reversals and
 * money repaid) less its credit note or its returns' credit notes (ADR 150); negative when the buyer is owed money back. By card: the total until paid.
 * Its twin in SQL, for sums and filters, is openBalanceCents (receivables-repository.ts): a change is made to both.
 */
export function balanceCentsOf(
  row: Pick<
    OrderRow,
    | 'paymentMethod'
    | 'status'
    | 'totalPriceCents'
    | 'amountPaidCents'
    | 'creditNoteNumber'
    | 'returnCreditedCents'
  >,
): number {
  if (row.paymentMethod === 'account')
    return (
      row.totalPriceCents -
      row.amountPaidCents -
      (row.creditNoteNumber ? row.totalPriceCents : row.returnCreditedCents)
    );
  return row.status === 'unpaid' || row.status === 'awaiting_approval' ? row.totalPriceCents : 0;
}

/** An order's payment state (`payment` of every order answer); `payments` are the order's recorded payments. */
export function paymentStateOf(
  row: Pick<
    OrderRow,
    | 'paymentMethod'
    | 'status'
    | 'totalPriceCents'
    | 'amountPaidCents'
    | 'creditNoteNumber'
    | 'returnCreditedCents'
    | 'dueDate'
    | 'paidAt'
  >,
  payments: readonly OrderPaymentRow[] = [],
  today = utcToday(),
): OrderPaymentState {
  const balance = balanceCentsOf(row);
  const account = row.paymentMethod === 'account';
  // A card order's money came through the processor: paid once it is paid, none while unpaid or when refunded.
  const paidCents = account
    ? row.amountPaidCents
    : row.paidAt && row.status !== 'refunded'
      ? row.totalPriceCents
      : 0;
  return {
    method: row.paymentMethod,
    dueDate: row.dueDate,
    amountPaid: centsToDollars(paidCents),
    balance: centsToDollars(balance),
    overdue: account && balance > 0 && row.dueDate !== null && row.dueDate < today,
    payments: payments.map((payment) => ({
      _id: payment.id,
      kind: payment.kind,
      amount: centsToDollars(payment.amountCents),
      reference: payment.reference,
      receivedAt: payment.receivedAt.toISOString(),
      reversed: payment.reversedAt !== null,
    })),
  };
}

/**
 * An order row as SPEC's JSON, money in dollars, with its payment state and recorded payments, and once shipped the
 * serial numbers of its serialized lines (by product id, ADR 148).
 */
export function toOrderJson(
  row: OrderJsonRow,
  payments: readonly OrderPaymentRow[] = [],
  serials?: ReadonlyMap<string, string[]>,
  serialized?: ReadonlySet<string>,
): Order {
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
      ...(serials?.get(line.productId) ? { serials: serials.get(line.productId) } : {}),
      ...(serialized?.has(line.productId) ? { serialized: true } : {}),
    })),
    ...(row.deliveryAddress ? { deliveryAddress: row.deliveryAddress } : {}),
    shipping: centsToDollars(row.shippingCents),
    shippingTax: centsToDollars(row.shippingTaxCents),
    weightKg: gramsToKg(row.shippingWeightGrams),
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
    payment: paymentStateOf(row, payments),
  };
}
