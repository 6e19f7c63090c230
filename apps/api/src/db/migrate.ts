import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { paths } from '../paths.ts';
import { type DatabaseHandle, rowsOf } from './client.ts';
import { applyFunctions, functionsPending } from './functions.ts';

/**
 * Applies the drizzle-kit migrations that are not applied yet, then the function files that changed (functions.ts);
 * the same folders serve both databases.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: paths.migrations };
  await handle.exclusive(async () => {
    if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
    else await migratePostgres(handle.db as unknown as NodePgDatabase, config);
    await applyFunctions(handle.db);
  });
}

let newestMigration: number | undefined;

/**
 * Whether the database lacks a migration this code has, or a function as this code's file has it (drizzle applies by time: the newest applied is compared
 * with this code's newest). Throws when the database does not answer.
 */
export async function migrationsPending(handle: DatabaseHandle): Promise<boolean> {
  newestMigration ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: paths.migrations }).map((m) => m.folderMillis),
  );
  let last: string | number | null | undefined;
  try {
    [{ last } = { last: null }] = rowsOf<{ last: string | number | null }>(
      await handle.db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
    );
  } catch (error) {
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ??
      (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return true; // no migrations table (or schema) yet
    throw error;
  }
  return Number(last ?? 0) < newestMigration || (await functionsPending(handle.db));
}
