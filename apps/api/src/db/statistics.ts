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
  // start) waits for one table's sample, not for all of them.
  for (const { name } of tables) await analyzeTable(db, name);
}

/** `name` quoted as an identifier. SET LOCAL: on PostgreSQL the pool's connection goes back with its own setting. */
const analyzeTable = (db: Database, name: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local default_statistics_target = ${SAMPLE_TARGET}`));
    await tx.execute(sql.raw(`analyze ${name}`));
  });

/**
 * What PostgreSQL's autovacuum would do now, for a database that runs none (PGlite, ADR 053): each table of the
 * current schema is vacuumed when autovacuum's default thresholds say so (dead rows above 50 + 20% of its rows,
 * rows inserted since its last vacuum above 1,000 + 20%), or when under 90% of its pages are marked all-visible
 * (PGlite forgets those counts when it closes, and index-only scans need the marks); analyzed, with the start's
 * small sample, when rows changed since its last analysis pass 50 + 10%. One table at a time, since each blocks
 * PGlite's one connection while it runs. Answers what it did, in table order.
 */
export async function upkeepTables(db: Database): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  const result = await db.execute(
    sql`select format('%I', c.relname) as name,
          s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
            or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
            or (c.relpages > 8 and c.relallvisible < 0.9 * c.relpages) as vacuum,
          s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
        from pg_class c join pg_stat_user_tables s on s.relid = c.oid
        where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
        order by c.relname`,
  );
  const done = { vacuumed: [] as string[], analyzed: [] as string[] };
  for (const table of rowsOf<{ name: string; vacuum: boolean; analyze: boolean }>(result)) {
    if (table.vacuum) {
      await db.execute(sql.raw(`vacuum ${table.name}`));
      done.vacuumed.push(table.name);
    }
    if (table.analyze) {
      await analyzeTable(db, table.name);
      done.analyzed.push(table.name);
    }
  }
  return done;
}
