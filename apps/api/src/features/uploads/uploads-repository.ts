import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';

export type ImageRow = typeof images.$inferSelect;
export type NewImage = typeof images.$inferInsert;

export async function insertImage(db: Database, image: NewImage): Promise<string> {
  const [row] = await db.insert(images).values(image).returning({ id: images.id });
  if (!row) throw new Error('insert into images returned no row');
  return row.id;
}

export async function findImage(db: Database, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return row;
}
