import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../test/helper.ts';
import { migrateDatabase } from './migrate.ts';

describe.each(databaseKinds)('migrations on %s', (kind) => {
  it('create every table, and running them again changes nothing', async () => {
    const database = await openTestDatabase(kind);
    try {
      await migrateDatabase(database);
      const result = await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const rows = (result as unknown as { rows: { table_name: string }[] }).rows;
      expect(rows.map((r) => r.table_name)).toEqual([
        'app_secrets',
        'images',
        'one_time_codes',
        'orders',
        'payment_events',
        'payments',
        'products',
        'refunds',
        'reviews',
        'test_payment_intents',
        'users',
      ]);
    } finally {
      await database.destroy();
    }
  });
});
