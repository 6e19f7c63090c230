import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;

const live = isNull(products.deletedAt);

export const listProducts = (db: Database) =>
  db.select().from(products).where(live).orderBy(desc(products.createdAt), desc(products.id));

export const listRecentProducts = (db: Database, limit: number) =>
  db.select().from(products).where(live).orderBy(desc(products.createdAt), desc(products.id)).limit(limit);

export async function findProduct(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), live))
    .limit(1);
  return row;
}
