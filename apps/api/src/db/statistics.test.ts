import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain } from '../../test/explain.ts';
import { createProduct, createUser, insertCatalog, insertOrderHistory } from '../../test/factories.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/helper.ts';
import { ordersOfEmail } from '../features/orders/orders-repository.ts';
import { rowsOf } from './client.ts';
import { analyzeTables, upkeepTables } from './statistics.ts';

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

// PGlite runs no autovacuum; the server does its work (ADR 053). PostgreSQL's own autovacuum does it there.
describe('the upkeep autovacuum would do, on pglite', () => {
  let database: TestDatabase;
  let email = '';

  const visibility = async () => {
    const rows = rowsOf<{ relpages: number; relallvisible: number }>(
      await database.db.execute(sql`select relpages, relallvisible from pg_class where relname = 'orders'`),
    );
    return { pages: Number(rows[0]?.relpages), visible: Number(rows[0]?.relallvisible) };
  };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(database.db)));
    email = buyers[3]?.email ?? '';
    await insertOrderHistory(database.db, buyers, await createProduct(database.db), 3000);
    await analyzeTables(database.db);
  }, 60_000);
  afterAll(async () => {
    await database.destroy();
  });

  it('vacuums a freshly loaded table, after which My Orders counts from the index alone', async () => {
    // The load's counts reported now: reported late (a session reports at most once a second), they would make the
    // table look changed again after its vacuum.
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const before = await visibility();
    expect(before.pages).toBeGreaterThan(8);
    expect(before.visible).toBe(0);

    const done = await upkeepTables(database.db);
    expect(done.vacuumed).toContain('orders');
    const after = await visibility();
    expect(after.visible).toBe(after.pages);
    const plan = (
      await explain(database.db, ordersOfEmail(database.db, email, { offset: 0, limit: 20 }), {
        analyze: true,
      })
    ).join('\n');
    expect(plan).toMatch(/Index Only Scan using orders_email_newest_idx on orders counted/);
    expect(plan).toMatch(/Heap Fetches: 0/);

    // Nothing is due again until rows change.
    expect((await upkeepTables(database.db)).vacuumed).not.toContain('orders');
  });

  it('vacuums and analyzes a table again once more than a fifth of its rows changed', async () => {
    await upkeepTables(database.db);
    await database.db.execute(
      sql`update orders set status = 'delivered', paid_at = created_at where order_number % 3 = 0`,
    );
    // A session reports its counts at most once a second; this makes it report them at once.
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const dead = rowsOf<{ n_dead_tup: number }>(
      await database.db.execute(sql`select n_dead_tup from pg_stat_user_tables where relname = 'orders'`),
    );
    expect(Number(dead[0]?.n_dead_tup)).toBe(1000);

    const done = await upkeepTables(database.db);
    expect(done.vacuumed).toContain('orders');
    expect(done.analyzed).toContain('orders');
    const left = rowsOf<{ n_dead_tup: number; n_mod_since_analyze: number }>(
      await database.db.execute(
        sql`select n_dead_tup, n_mod_since_analyze from pg_stat_user_tables where relname = 'orders'`,
      ),
    );
    expect(Number(left[0]?.n_dead_tup)).toBe(0);
    expect(Number(left[0]?.n_mod_since_analyze)).toBe(0);
    expect((await visibility()).visible).toBe((await visibility()).pages);
  });
});
