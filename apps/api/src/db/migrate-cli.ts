// `npm run db:migrate`: applies pending migrations to the configured database without starting the server.
import { loadConfig, StartupError } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { ownerOnlyUmask } from './private-folder.ts';

try {
  ownerOnlyUmask();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    console.info('Migrations applied.');
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`ironvolt: cannot migrate: ${error instanceof StartupError ? error.message : String(error)}`);
  process.exit(1);
}
