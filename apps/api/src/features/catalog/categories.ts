import {
  type Category,
  categoryMessages,
  categorySlugOf,
  DEFAULT_CATEGORY_SLUG,
} from '@ironvolt/shared/catalog';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/activity.ts';
import { recordActivities, recordActivity } from '../../lib/activity.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/http-errors.ts';

type CategoryRow = typeof categories.$inferSelect;

/** The admin's order: by position, then by name for equal positions. */
const adminOrder = [asc(categories.position), asc(sql`lower(${categories.name})`), asc(categories.slug)];

/** Every category in the admin's order with its count of live products. */
export async function listCategories(db: Database): Promise<Category[]> {
  const counts = db
    .select({ slug: products.categorySlug, count: count().as('count') })
    .from(products)
    .where(isNull(products.deletedAt))
    .groupBy(products.categorySlug)
    .as('counts');
  const rows = await db
    .select({
      slug: categories.slug,
      name: categories.name,
      count: sql<number>`coalesce(${counts.count}, 0)`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.slug, categories.slug))
    .orderBy(...adminOrder);
  return rows.map((row) => ({ slug: row.slug, name: row.name, count: Number(row.count) }));
}

/** Every category's slug and name in the admin's order: what the catalog index keeps of them (ADR 041). */
export const listCategoryNames = (db: Database): Promise<{ slug: string; name: string }[]> =>
  db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .orderBy(...adminOrder);

/** Whether a category with this slug exists (the filters' and the product forms' check). */
export async function categoryExists(db: Database, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row !== undefined;
}

/**
 * The category a product is put in, locked against deletion until the transaction ends (so the product cannot
 * land in a category deleted meanwhile); 422 naming `category` when there is none.
 */
export async function claimCategory(tx: Database, slug: string): Promise<void> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .for('key share');
  if (!row) throw unprocessable(categoryMessages.unknown, 'category');
}

const lockCategory = async (tx: Database, slug: string): Promise<CategoryRow> => {
  const [row] = await tx.select().from(categories).where(eq(categories.slug, slug)).for('update');
  if (!row) throw notFound(categoryMessages.notFound);
  return row;
};

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
};

const subjectOf = (row: CategoryRow) => ({ type: 'category' as const, id: row.id, label: row.name });

/** Adds a category after the others; its slug comes from its name. 409 naming `name` when either is taken. */
export async function addCategory(db: Database, actor: Actor, name: string): Promise<Category> {
  const slug = categorySlugOf(name);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(sql`${categories.slug} = ${slug} or lower(${categories.name}) = lower(${name})`)
        .limit(1);
      if (taken) throw conflict(categoryMessages.nameTaken, 'name');
      // After every category but Uncategorised, which stays last until the admin moves it.
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${categories.position}), -1)` })
        .from(categories)
        .where(ne(categories.slug, DEFAULT_CATEGORY_SLUG));
      const position = Number(last?.position ?? -1) + 1;
      const [row] = await tx.insert(categories).values({ name, slug, position }).returning();
      if (!row) throw new Error('insert into categories returned no row');
      await recordActivity(tx, {
        actor,
        action: 'category.added',
        subject: subjectOf(row),
        after: { name, slug, position },
      });
      return { slug, name, count: 0 };
    });
  } catch (error) {
    // Two admins adding the same name at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw conflict(categoryMessages.nameTaken, 'name');
    throw error;
  }
}

/** Renames a category; its slug stays, so links to it keep working. */
export async function renameCategory(
  db: Database,
  actor: Actor,
  slug: string,
  name: string,
): Promise<Category> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await lockCategory(tx, slug);
      const [taken] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(sql`lower(${categories.name}) = lower(${name})`, ne(categories.id, existing.id)))
        .limit(1);
      if (taken) throw conflict(categoryMessages.nameTaken, 'name');
      await tx.update(categories).set({ name }).where(eq(categories.id, existing.id));
      await recordActivity(tx, {
        actor,
        action: 'category.renamed',
        subject: { ...subjectOf(existing), label: name },
        before: { name: existing.name },
        after: { name },
      });
      const [counted] = await tx
        .select({ count: count() })
        .from(products)
        .where(and(eq(products.categorySlug, slug), isNull(products.deletedAt)));
      return { slug, name, count: counted?.count ?? 0 };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(categoryMessages.nameTaken, 'name');
    throw error;
  }
}

/** Puts the categories in the order given, which must name each exactly once (422 naming `slugs`). */
export async function reorderCategories(db: Database, actor: Actor, slugs: string[]): Promise<Category[]> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(categories)
      .orderBy(...adminOrder)
      .for('update');
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    if (
      slugs.length !== rows.length ||
      new Set(slugs).size !== slugs.length ||
      slugs.some((s) => !bySlug.has(s))
    )
      throw unprocessable(categoryMessages.orderMismatch, 'slugs');
    const moved = slugs.flatMap((slug, position) => {
      const row = bySlug.get(slug);
      return row && row.position !== position ? [{ row, position }] : [];
    });
    if (moved.length === 0) return;
    const values = JSON.stringify(moved.map(({ row, position }) => ({ id: row.id, position })));
    await tx.execute(sql`
      update categories as c set position = v.position, updated_at = now()
      from jsonb_to_recordset(${values}::jsonb) as v(id uuid, position integer)
      where c.id = v.id`);
    await recordActivities(
      tx,
      moved.map(({ row, position }) => ({
        actor,
        action: 'category.moved' as const,
        subject: subjectOf(row),
        before: { position: row.position },
        after: { position },
      })),
    );
  });
  return listCategories(db);
}

/**
 * Deletes a category. Its live tools are moved to `moveTo` first, in the same transaction; without `moveTo`, a
 * category that holds live tools is refused (409). Deleted tools, which only orders' history still names, go to
 * Uncategorised. Uncategorised itself is kept: it is where tools without a category go.
 */
export async function deleteCategory(
  db: Database,
  actor: Actor,
  slug: string,
  moveTo: string | undefined,
): Promise<{ moved: number }> {
  if (slug === DEFAULT_CATEGORY_SLUG) {
    if (!(await categoryExists(db, slug))) throw notFound(categoryMessages.notFound);
    throw conflict(categoryMessages.defaultKept);
  }
  if (moveTo === slug) throw badRequest(categoryMessages.moveToSame, 'moveTo');
  return db.transaction(async (tx) => {
    const existing = await lockCategory(tx, slug);
    if (moveTo !== undefined) {
      const [target] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, moveTo))
        .for('key share');
      if (!target) throw badRequest(categoryMessages.unknown, 'moveTo');
    }
    const live = and(eq(products.categorySlug, slug), isNull(products.deletedAt));
    let moved = 0;
    if (moveTo === undefined) {
      const [held] = await tx.select({ count: count() }).from(products).where(live);
      if ((held?.count ?? 0) > 0) throw conflict(categoryMessages.inUse, 'moveTo');
    } else {
      const rows = await tx
        .update(products)
        .set({ categorySlug: moveTo })
        .where(live)
        .returning({ id: products.id });
      moved = rows.length;
    }
    await tx
      .update(products)
      .set({ categorySlug: DEFAULT_CATEGORY_SLUG })
      .where(eq(products.categorySlug, slug));
    await tx.delete(categories).where(eq(categories.id, existing.id));
    await recordActivity(tx, {
      actor,
      action: 'category.deleted',
      subject: subjectOf(existing),
      before: { name: existing.name, slug: existing.slug, position: existing.position },
      after: moveTo === undefined ? null : { movedTo: moveTo, products: moved },
    });
    return { moved };
  });
}
