import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createProduct, createUser, insertOrderHistory } from '../../../test/factories.ts';
import { build, databaseKinds, type TestApp } from '../../../test/helper.ts';
import { rowsOf } from '../../db/client.ts';
import { analyzeTables } from '../../db/statistics.ts';

// ADR 053: PGlite runs no autovacuum, so a server on it vacuums what autovacuum would, from when it listens.
describe.each(databaseKinds)('vacuuming the tables once the server listens, on %s', (kind) => {
  let shop: TestApp | undefined;
  afterEach(async () => {
    await shop?.close();
  });

  it(kind === 'pglite'
    ? 'vacuums a freshly loaded table'
    : "leaves it to PostgreSQL's autovacuum", async () => {
    shop = await build(kind);
    const { app } = shop;
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(app.db)));
    await insertOrderHistory(app.db, buyers, await createProduct(app.db), 2000);
    await analyzeTables(app.db);
    const lastVacuum = async () =>
      rowsOf<{ vacuumed: boolean }>(
        await app.db.execute(
          sql`select last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'orders'`,
        ),
      )[0]?.vacuumed;
    expect(await lastVacuum()).toBe(false);

    await app.listen({ port: 0, host: '127.0.0.1' });
    if (kind === 'pglite') await expect.poll(lastVacuum, { timeout: 20_000 }).toBe(true);
    else {
      // Past the first pass's moment: no table at all vacuumed (a pass would start with the first by name).
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const vacuumed = rowsOf<{ n: number }>(
        await app.db.execute(
          sql`select count(*)::int as n from pg_stat_user_tables where last_vacuum is not null`,
        ),
      );
      expect(vacuumed[0]?.n).toBe(0);
    }
  }, 60_000);
});
