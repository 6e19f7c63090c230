import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from './client.ts';

/**
 * Gathers the planner's statistics for every table of the current schema. PostgreSQL's autovacuum does this by
 * itself; PGlite runs no autovacuum, and without statistics its planner guesses, for instance, that hardly any
 * product is live, and picks slower plans for the catalog (ADR 011).
 *
 * At PostgreSQL's default sample (`default_statistics_target` 100): with 50 the histogram of `search_text` is too
 * small for the planner to trust, and rare searches walked every live product (4–7 ms instead of 0.15, ADR 014).
 */
export async function analyzeTables(db: Database): Promise<void> {
  const result = await db.execute(
    sql`select format('%I', relname) as name from pg_class
        where relkind = 'r' and relnamespace = current_schema()::regnamespace order by relname`,
  );
  const names = rowsOf<{ name: string }>(result).map((row) => row.name);
  if (names.length > 0) await db.execute(sql.raw(`analyze ${names.join(', ')}`));
}
