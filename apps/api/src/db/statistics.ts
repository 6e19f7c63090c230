import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from './client.ts';

/**
 * Every table is sampled at a tenth of PostgreSQL's default (3,000 rows): they are read by key and by index (an
 * order by its id, a buyer's orders newest first, the newest reviews, a product by id or slug), and their plans
 * hold with that sample, while a full sample of a large table costs PGlite's thread time after start and memory it
 * keeps for good (ADR 019). The products table had the full sample for the search's plans, which no longer run in
 * SQL (ADR 041).
 */
const SAMPLE_TARGET = 10;

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
  // One table at a time, each in a transaction of its own: a request arriving meanwhile (the first ones after a
  // start) waits for one table's sample, not for all of them. SET LOCAL: on PostgreSQL the pool's connection goes
  // back to others with its own setting.
  for (const { name } of tables)
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local default_statistics_target = ${SAMPLE_TARGET}`));
      await tx.execute(sql.raw(`analyze ${name}`));
    });
}
