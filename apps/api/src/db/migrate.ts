import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { paths } from '../paths.ts';
import type { DatabaseHandle } from './client.ts';

/** Applies the drizzle-kit migrations that are not applied yet; the same folder serves both databases. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: paths.migrations };
  await handle.exclusive(async () => {
    if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
    else await migratePostgres(handle.db as unknown as NodePgDatabase, config);
  });
}
