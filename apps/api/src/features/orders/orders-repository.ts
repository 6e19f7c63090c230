import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Locks the buyer's row until the transaction ends, so one buyer's orders are counted one at a time. */
export async function lockBuyer(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countUnpaid(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'unpaid')));
  return row?.n ?? 0;
}

/** What the buyer's order says besides the product and amount; name and price come from the catalog. */
export interface OrderDetails {
  userId: string;
  email: string;
  customerName: string;
  phoneNo: string;
  address: string;
}

/**
 * Takes `amount` units of a live product, if at this instant there are that many and the amount meets the
 * minimum order, and writes the order with the product's name and unit price as they are now: one statement,
 * so concurrent orders can never oversell and an order never exists without its stock. Answers the new order's
 * id, or undefined when the product could not supply the amount (the caller finds out why).
 */
export async function reserveAndInsertOrder(
  db: Executor,
  productId: string,
  amount: number,
  details: OrderDetails,
): Promise<string | undefined> {
  const result = await db.execute(sql`
    with reserved as (
      update ${products}
      set quantity = quantity - ${amount}, updated_at = now()
      where id = ${productId} and deleted_at is null and quantity >= ${amount} and min_order <= ${amount}
      returning name, price_cents
    )
    insert into ${orders} (user_id, email, customer_name, phone_no, address, product_id, product_name,
                           unit_price_cents, amount, total_price_cents)
    select ${details.userId}, ${details.email}, ${details.customerName}, ${details.phoneNo}, ${details.address},
           ${productId}, name, price_cents, ${amount}, price_cents::bigint * ${amount}
    from reserved
    returning id`);
  return rowsOf<{ id: string }>(result)[0]?.id;
}

export async function releaseStock(db: Executor, productId: string, amount: number): Promise<void> {
  await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${amount}` })
    .where(eq(products.id, productId));
}

export async function findLiveProduct(db: Executor, productId: string) {
  const [row] = await db
    .select({ quantity: products.quantity, minOrder: products.minOrder })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  return row;
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Locks one order row until the transaction ends. */
export async function findOrderForUpdate(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export const listOrdersOfEmail = (db: Executor, email: string, limit: number) =>
  db
    .select()
    .from(orders)
    .where(sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);

export async function setStatus(db: Executor, id: string, status: OrderRow['status']): Promise<void> {
  await db.update(orders).set({ status }).where(eq(orders.id, id));
}

export async function deleteOrder(db: Executor, id: string): Promise<void> {
  await db.delete(orders).where(eq(orders.id, id));
}

/**
 * Cancels unpaid orders created before `cutoff` and gives their stock back, a batch at a time. Rows are
 * claimed with FOR UPDATE SKIP LOCKED and the status is re-checked, so instances sweeping together never
 * cancel an order twice or return its stock twice.
 */
export async function cancelExpiredOrders(db: Database, cutoff: Date, batch = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: orders.id, productId: orders.productId, amount: orders.amount })
      .from(orders)
      .where(and(eq(orders.status, 'unpaid'), lt(orders.createdAt, cutoff)))
      .orderBy(orders.createdAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    if (expired.length === 0) return 0;
    await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(
        inArray(
          orders.id,
          expired.map((o) => o.id),
        ),
      );
    const byProduct = new Map<string, number>();
    for (const o of expired) byProduct.set(o.productId, (byProduct.get(o.productId) ?? 0) + o.amount);
    for (const [productId, amount] of byProduct) await releaseStock(tx, productId, amount);
    return expired.length;
  });
}

export async function listAllOrders(
  db: Executor,
  filter: { status?: OrderRow['status'] | undefined; offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = filter.status ? eq(orders.status, filter.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Moves an order one step (paid → shipped, shipped → delivered) only from the state that step starts at. */
export async function advanceStatus(
  db: Executor,
  id: string,
  from: OrderRow['status'],
  to: OrderRow['status'],
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: to })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
