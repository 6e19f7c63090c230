import { randomUUID } from 'node:crypto';
import { productSlugNumbered, productSlugOf } from '@ironvolt/shared/catalog-constants';
import { inArray, sql } from 'drizzle-orm';
import { type Database, ROWS_PER_STATEMENT } from '../../db/client.ts';
import { productSlugs, products } from '../../db/schema/index.ts';
import { turns } from '../../lib/turns.ts';

// Slugs are chosen one writer at a time: two tools of one name added at once would otherwise both pick the same
// free slug, and one of them fail on product_slugs' key. Admin writes are few; the lock is held to the commit.
const SLUG_LOCK = sql`select pg_advisory_xact_lock(hashtextextended('ironvolt-product-slugs', 0))`;
/** Numbered forms asked for beyond those needed, so that a few taken ones need no second query. */
const CANDIDATES_AHEAD = 8;

/** A tool that needs a slug: its id, its (new) name, and the slug it has now, if any. */
export interface SlugWish {
  productId: string;
  name: string;
  current?: string | undefined;
}

/** Whether `slug` is `base` or one of its numbered forms (`base-2`, `base-3`, …). */
const isFormOf = (slug: string, base: string) =>
  slug === base ||
  (slug.startsWith(`${base}-`) && /^[1-9][0-9]*$/.test(slug.slice(base.length + 1)) && slug !== `${base}-1`);

/** Who holds each of these slugs, now or once (product_slugs). */
async function slugOwners(db: Database, slugs: string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (let start = 0; start < slugs.length; start += 1000) {
    const rows = await db
      .select({ slug: productSlugs.slug, productId: productSlugs.productId })
      .from(productSlugs)
      .where(inArray(productSlugs.slug, slugs.slice(start, start + 1000)));
    for (const row of rows) owners.set(row.slug, row.productId);
  }
  return owners;
}

/**
 * The slug each tool gets, in the order given (call inside the transaction that writes them): its name's slug,
 * or the first numbered form (`-2`, `-3`, …) no other tool has or had. A tool keeps its slug when it is already
 * a form of its name's (a rename that changes only letter case or punctuation), and takes back one of its own
 * old slugs when renamed back.
 */
export async function chooseSlugs(db: Database, wishes: readonly SlugWish[]): Promise<string[]> {
  await db.execute(SLUG_LOCK);
  const bases = wishes.map((wish) => productSlugOf(wish.name));
  const chosen = wishes.map((wish, i) =>
    wish.current !== undefined && isFormOf(wish.current, bases[i] ?? '') ? wish.current : undefined,
  );
  const used = new Set(chosen.filter((slug) => slug !== undefined));
  const next = new Map<string, number>();
  // How many numbered forms beyond those needed to ask for; doubled for a name each round it is still short, so
  // a name taken a thousand times takes a few rounds, not a hundred.
  const ahead = new Map<string, number>();
  let pending = wishes.map((_, i) => i).filter((i) => chosen[i] === undefined);
  while (pending.length > 0) {
    // Ask once for enough numbered forms of each name for every tool that still needs one, and a few more.
    const need = new Map<string, number>();
    for (const i of pending) need.set(bases[i] ?? '', (need.get(bases[i] ?? '') ?? 0) + 1);
    const until = new Map<string, number>();
    const candidates: string[] = [];
    for (const [base, count] of need) {
      const from = next.get(base) ?? 1;
      const to = from + count + (ahead.get(base) ?? CANDIDATES_AHEAD);
      until.set(base, to);
      for (let n = from; n < to; n++) candidates.push(productSlugNumbered(base, n));
    }
    const owners = await slugOwners(db, candidates);
    const waiting: number[] = [];
    // An import names up to 20,000 tools: chosen without holding up the requests of others.
    const turn = turns();
    for (const i of pending) {
      if (turn.due()) await turn.next();
      const base = bases[i] ?? '';
      const end = until.get(base) ?? 0;
      let n = next.get(base) ?? 1;
      for (; n < end; n++) {
        const candidate = productSlugNumbered(base, n);
        const owner = owners.get(candidate);
        if (used.has(candidate) || (owner !== undefined && owner !== wishes[i]?.productId)) continue;
        chosen[i] = candidate;
        used.add(candidate);
        break;
      }
      next.set(base, chosen[i] === undefined ? end : n + 1);
      if (chosen[i] === undefined) waiting.push(i);
    }
    for (const base of new Set(waiting.map((i) => bases[i] ?? '')))
      ahead.set(base, 2 * (ahead.get(base) ?? CANDIDATES_AHEAD));
    pending = waiting;
  }
  return chosen.map((slug) => slug ?? '');
}

/** Records that these tools have (had) these slugs; a slug a tool takes back is already there. */
export async function recordSlugs(db: Database, held: readonly { productId: string; slug: string }[]) {
  for (let start = 0; start < held.length; start += ROWS_PER_STATEMENT)
    await db
      .insert(productSlugs)
      .values(
        held.slice(start, start + ROWS_PER_STATEMENT).map(({ productId, slug }) => ({ productId, slug })),
      )
      .onConflictDoNothing();
}

/** A product to add: its id is made here unless given. */
export type NewProduct = Omit<typeof products.$inferInsert, 'slug' | 'images'> & {
  images?: string[] | undefined;
};

/**
 * Adds products with their slugs (chosen here, in order) and their galleries (`[image]` when none is given), a
 * few hundred per statement; answers their ids in the order given. Call inside a transaction.
 */
export async function insertProductsWithSlugs(db: Database, rows: readonly NewProduct[]): Promise<string[]> {
  const ids = rows.map((row) => row.id ?? randomUUID());
  const slugs = await chooseSlugs(
    db,
    rows.map((row, i) => ({ productId: ids[i] ?? '', name: row.name })),
  );
  const values = rows.map((row, i) => ({
    ...row,
    id: ids[i] ?? '',
    slug: slugs[i] ?? '',
    images: row.images ?? [row.image],
  }));
  for (let start = 0; start < values.length; start += ROWS_PER_STATEMENT)
    await db.insert(products).values(values.slice(start, start + ROWS_PER_STATEMENT));
  await recordSlugs(
    db,
    values.map((row) => ({ productId: row.id, slug: row.slug })),
  );
  return ids;
}
