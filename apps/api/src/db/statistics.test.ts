import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, insertCatalog, insertOrderHistory } from '../../test/factories.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/helper.ts';
import { rowsOf } from './client.ts';
import { analyzeTables } from './statistics.ts';

/** How many bounds the planner's histogram of a column holds: one more than the sample's statistics target. */
async function histogramBounds(database: TestDatabase, table: string, column: string): Promise<number> {
  const rows = rowsOf<{ bounds: number | null }>(
    await database.db.execute(
      sql`select array_length(histogram_bounds, 1) as bounds from pg_stats
          where schemaname = current_schema() and tablename = ${table} and attname = ${column}`,
    ),
  );
  return Number(rows[0]?.bounds ?? 0);
}

describe.each(databaseKinds)('planner statistics on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertCatalog(database.db, 400);
    const buyer = await createUser(database.db);
    const product = await createProduct(database.db);
    await insertOrderHistory(database.db, [buyer], product, 400);
    await analyzeTables(database.db);
  }, 60_000);
  afterAll(async () => {
    await database.destroy();
  });

  it('gathers every table, read by key, with a small sample (the search no longer runs in SQL, ADR 041)', async () => {
    for (const [table, column] of [
      ['orders', 'created_at'],
      ['products', 'created_at'],
    ] as const) {
      const bounds = await histogramBounds(database, table, column);
      expect(bounds, table).toBeGreaterThan(1);
      expect(bounds, table).toBeLessThanOrEqual(11);
    }
  });

  it("leaves the session's own statistics target as it was", async () => {
    const rows = rowsOf<{ default_statistics_target: string }>(
      await database.db.execute(sql`show default_statistics_target`),
    );
    expect(rows[0]?.default_statistics_target).toBe('100');
  });
});
