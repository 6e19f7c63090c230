import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { StoredOrderLine } from '../../db/schema/index.ts';

/**
 * Gives back the stock every line of these orders took (a cancelled, deleted, expired or refunded order), in one
 * statement, tools in id order as the order placement and checkout lock them. Run in the transaction that ends
 * the orders, so the stock returns exactly when they end.
 */
export async function releaseOrderStock(
  db: Executor,
  ended: readonly { lines: readonly StoredOrderLine[] }[],
): Promise<void> {
  const byProduct = new Map<string, number>();
  for (const order of ended)
    for (const line of order.lines)
      byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.amount);
  if (byProduct.size === 0) return;
  const returned = JSON.stringify(
    [...byProduct].sort(([a], [b]) => a.localeCompare(b)).map(([id, amount]) => ({ id, amount })),
  );
  // Locked in id order first, as the checkout locks them: an UPDATE … FROM takes its rows in the join's order.
  await db.execute(sql`
    select 1 from products
    where id in (select (value->>'id')::uuid from jsonb_array_elements(${returned}::jsonb))
    order by id for update`);
  await db.execute(sql`
    update products set quantity = products.quantity + returned.amount, updated_at = now()
    from jsonb_to_recordset(${returned}::jsonb) as returned(id uuid, amount integer)
    where products.id = returned.id`);
}
