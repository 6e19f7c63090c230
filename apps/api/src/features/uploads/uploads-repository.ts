import { and, count, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import { imageIsNamed } from '../../lib/image-named.ts';

export type ImageRow = typeof images.$inferSelect;
export type NewImage = typeof images.$inferInsert;
export async function insertImage(db: Executor, image: NewImage): Promise<string> {
  const [row] = await db.insert(images).values(image).returning({ id: images.id });
  if (!row) throw new Error('insert into images returned no row');
  return row.id;
}

/** An image's type, etag and full bytes, with the copy of the size asked for (null when none was made). */
export async function findImage(
  db: Database,
  id: string,
  size: 'full' | 'medium' | 'thumb',
): Promise<(Pick<ImageRow, 'contentType' | 'bytes' | 'etag'> & { copy: Uint8Array | null }) | undefined> {
  // Only the copy asked for is read: a gallery's page asks for the small ones, and they are a fraction of the full.
  const copy =
    size === 'medium' ? images.medium : size === 'thumb' ? images.thumbnail : sql<Uint8Array | null>`null`;
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes, etag: images.etag, copy })
    .from(images)
    .where(eq(images.id, id))
    .limit(1);
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

/**
 * One pass of the image sweep: notes since when each image is named by no product or user, forgets that for the
 * ones named again, and deletes those that have stayed unnamed since before `cutoff`. Returns how many it deleted.
 */
export async function sweepImages(db: Executor, now: Date, cutoff: Date): Promise<number> {
  await db
    .update(images)
    .set({ unreferencedSince: now })
    .where(and(isNull(images.unreferencedSince), sql`not ${imageIsNamed}`));
  await db
    .update(images)
    .set({ unreferencedSince: null })
    .where(and(isNotNull(images.unreferencedSince), imageIsNamed));
  const deleted = await db
    .delete(images)
    .where(and(lte(images.unreferencedSince, cutoff), sql`not ${imageIsNamed}`))
    .returning({ id: images.id });
  return deleted.length;
}

/** The pictures a deleted account uploaded, unless a product's gallery or another profile shows them. */
export async function deleteUnusedImagesOf(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`
    delete from ${images}
    where ${images.uploadedBy} = ${userId} and not ${imageIsNamed}`);
}
