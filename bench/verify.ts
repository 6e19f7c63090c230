import { gte, inArray, sql } from 'drizzle-orm';
import type { DatabaseConfig } from '../apps/api/src/config/env.ts';
import { openDatabase, rowsOf } from '../apps/api/src/db/client.ts';
import { orders, products } from '../apps/api/src/db/schema/index.ts';
import type { Generated } from './generate.ts';

export interface OrderCheck {
  /** 201 answers during the order run. */
  answered: number;
  /** Orders found in the database from the order run. */
  stored: number;
  /** Acknowledged orders that are not stored: must be 0. */
  missing: number;
  /**
   * Stored orders whose answer nobody read: autocannon stops at the end of each run with requests in flight,
   * and the server still completes them. At most one per connection per run (warm-up and measured run).
   */
  unread: number;
  /** Products whose orders add up to more than the stock they had. */
  oversold: number;
  /** Products whose stock fell by a different amount than their new orders add up to. */
  stockMismatches: number;
  /** Products that sold out during the run (their later orders answered 409). */
  soldOut: number;
}

/** After the server has stopped: every acknowledged order is stored, and stock accounts for exactly them. */
export async function verifyOrders(
  config: DatabaseConfig,
  generated: Generated,
  since: Date,
  answered: number,
): Promise<OrderCheck> {
  const handle = await openDatabase(config);
  try {
    const ids = generated.orderable.map((p) => p.id);
    // By order line: a cart's order takes the stock of each of its tools.
    const sold = rowsOf<{ productId: string; units: string }>(
      await handle.db.execute(sql`
        select line->>'productId' as "productId", sum((line->>'amount')::int) as units
        from ${orders} cross join lateral jsonb_array_elements(${orders.lines}) as line
        where ${orders.createdAt} >= ${since.toISOString()}::timestamptz
        group by 1`),
    ).filter((row) => ids.includes(row.productId));
    const [placed] = await handle.db
      .select({ count: sql<string>`count(*)` })
      .from(orders)
      .where(gte(orders.createdAt, since));
    const stock = await handle.db
      .select({ id: products.id, quantity: products.quantity })
      .from(products)
      .where(inArray(products.id, ids));
    const unitsSold = new Map(sold.map((row) => [row.productId, Number(row.units)]));
    const now = new Map(stock.map((row) => [row.id, row.quantity]));
    let oversold = 0;
    let stockMismatches = 0;
    let soldOut = 0;
    for (const product of generated.orderable) {
      const units = unitsSold.get(product.id) ?? 0;
      const left = now.get(product.id) ?? Number.NaN;
      if (units > product.quantity || left < 0) oversold += 1;
      if (product.quantity - left !== units) stockMismatches += 1;
      if (left < product.minOrder) soldOut += 1;
    }
    const stored = Number(placed?.count ?? 0);
    return {
      answered,
      stored,
      missing: Math.max(0, answered - stored),
      unread: Math.max(0, stored - answered),
      oversold,
      stockMismatches,
      soldOut,
    };
  } finally {
    await handle.close();
  }
}
