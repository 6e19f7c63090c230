import { and, count, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images, products, users } from '../../db/schema/index.ts';

export type ImageRow = typeof images.$inferSelect;
export type NewImage = typeof images.$inferInsert;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function insertImage(db: Executor, image: NewImage): Promise<string> {
  const [row] = await db.insert(images).values(image).returning({ id: images.id });
  if (!row) throw new Error('insert into images returned no row');
  return row.id;
}

export async function findImage(db: Database, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return row;
}

/** How many stored images the user uploaded. */
export async function countImagesOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(images).where(eq(images.uploadedBy, userId));
  return row?.n ?? 0;
}

/** Until the transaction ends, the user's other uploads wait here: their count and insert take turns. */
export async function lockUploadsOf(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ironvolt-upload:${userId}`}, 0))`);
}

// Products (deleted ones too: orders still show them) and profiles name images by their URL.
const named = sql`(
  exists (select 1 from ${products} where ${products.image} = '/api/images/' || ${images.id}::text)
  or exists (select 1 from ${users} where ${users.image} = '/api/images/' || ${images.id}::text)
)`;

/**
 * One pass of the image sweep: notes since when each image is named by no product or user, forgets that for the
 * ones named again, and deletes those that have stayed unnamed since before `cutoff`. Returns how many it deleted.
 */
export async function sweepImages(db: Executor, now: Date, cutoff: Date): Promise<number> {
  await db
    .update(images)
    .set({ unreferencedSince: now })
    .where(and(isNull(images.unreferencedSince), sql`not ${named}`));
  await db
    .update(images)
    .set({ unreferencedSince: null })
    .where(and(isNotNull(images.unreferencedSince), named));
  const deleted = await db
    .delete(images)
    .where(and(lte(images.unreferencedSince, cutoff), sql`not ${named}`))
    .returning({ id: images.id });
  return deleted.length;
}
