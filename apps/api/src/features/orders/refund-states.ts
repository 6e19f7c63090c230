import type { RefundState } from '@ironvolt/shared/admin';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refunds } from '../../db/schema/index.ts';

/** Tries of one refund before it is left to a person: the payments sweep stops, the admin's table says failed. */
export const MAX_REFUND_ATTEMPTS = 10;

/**
 * Where the money of these refunded orders stands, from their admin refunds (ADR 032): given back once the
 * processor took it, pending while the sweep still tries, failed once its tries are used up.
 */
export async function refundStatesOf(db: Executor, orderIds: string[]): Promise<Map<string, RefundState>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: refunds.orderId,
      processorRefundId: refunds.processorRefundId,
      attempts: refunds.attempts,
    })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), eq(refunds.reason, 'admin_refund')));
  return new Map(
    rows.flatMap((row) =>
      row.orderId
        ? [
            [
              row.orderId,
              row.processorRefundId ? 'refunded' : row.attempts >= MAX_REFUND_ATTEMPTS ? 'failed' : 'pending',
            ] as const,
          ]
        : [],
    ),
  );
}
