import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from './client.ts';

/**
 * Tables sampled at PostgreSQL's default (`default_statistics_target` 100: up to 30,000 rows). With 50 the
 * histogram of products' `search_text` is too small for the planner to trust, and rare searches walked every live
 * product (ADR 019).
 */
const FULL_SAMPLE = new Set(['products']);
/**
 * The other tables are read by key and by index (an order by its id, a buyer's orders newest first, the newest
 * reviews): their plans hold with 3,000 sampled rows, and a full sample of a large orders table costs PGlite's
 * thread time after start and memory it keeps for good (ADR 019).
 */
const SMALL_SAMPLE_TARGET = 10;

/**
 * Gathers the planner's statistics for every table of the current schema. PostgreSQL's autovacuum does this by
 * itself; PGlite runs no autovacuum, and without statistics its planner guesses, for instance, that hardly any
 * product is live, and picks slower plans for the catalog (ADR 011).
 */
export async function analyzeTables(db: Database): Promise<void> {
  const result = await db.execute(
    sql`select relname, format('%I', relname) as name from pg_class
        where relkind = 'r' and relnamespace = current_schema()::regnamespace order by relname`,
  );
  const tables = rowsOf<{ relname: string; name: string }>(result);
  const full = tables.filter((t) => FULL_SAMPLE.has(t.relname)).map((t) => t.name);
  const small = tables.filter((t) => !FULL_SAMPLE.has(t.relname)).map((t) => t.name);
  if (full.length > 0) await db.execute(sql.raw(`analyze ${full.join(', ')}`));
  if (small.length > 0) {
    // SET LOCAL: on PostgreSQL the pool's connection goes back to others with its own setting.
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local default_statistics_target = ${SMALL_SAMPLE_TARGET}`));
      await tx.execute(sql.raw(`analyze ${small.join(', ')}`));
    });
  }
}
