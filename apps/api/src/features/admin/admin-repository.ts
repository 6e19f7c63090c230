import type { ActivityAction } from '@ironvolt/shared/admin';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { adminActivity, users } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';

/** Live products with fewer than `units` units or fewer than two minimum orders left, scarcest first. */
export async function lowStockProducts(db: Database, units: number, limit: number) {
  const result = await db.execute(sql`
    select id, name, quantity, min_order
    from products
    where deleted_at is null and quantity < greatest(${units}::int, min_order * 2)
    order by quantity, name
    limit ${limit}`);
  return rowsOf<{ id: string; name: string; quantity: number; min_order: number }>(result);
}

/** An entry with its actor's name now (empty once the account is deleted; none for the shop itself). */
export type ActivityRow = typeof adminActivity.$inferSelect & { actorName: string | null };

/**
 * A page of the audit trail, newest first, with the number of entries across all pages. `actor`: an account id,
 * or an address matched in any case against the one the actor had when acting.
 */
export async function listActivity(
  db: Database,
  filter: { actor?: string | undefined; action?: ActivityAction | undefined; offset: number; limit: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.actor) {
    conditions.push(
      isUuid(filter.actor)
        ? eq(adminActivity.actorId, filter.actor)
        : sql`lower(${adminActivity.actorEmail}) = ${filter.actor.toLowerCase()}`,
    );
  }
  if (filter.action) conditions.push(eq(adminActivity.action, filter.action));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: adminActivity, actorName: users.name })
      .from(adminActivity)
      .leftJoin(users, eq(users.id, adminActivity.actorId))
      .where(where)
      .orderBy(desc(adminActivity.at), desc(adminActivity.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(adminActivity).where(where),
  ]);
  return { rows: rows.map(({ entry, actorName }) => ({ ...entry, actorName })), total: counted?.n ?? 0 };
}
