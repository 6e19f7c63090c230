// `npm run backup`: a backup of the embedded database now, by the running server or, when none runs, by itself.
import fs from 'node:fs';
import path from 'node:path';
import { BackupError, takeBackup } from '../backups/archive.ts';
import { requestBackup } from '../backups/control.ts';
import { loadConfig, StartupError } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/lock.ts';
import { ownerOnlyUmask } from '../db/private-folder.ts';

async function main(): Promise<number> {
  ownerOnlyUmask();
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    console.error(
      'ironvolt backup: this shop runs on PostgreSQL (DATABASE_URL), which this command does not back up; use PostgreSQL\'s own tools, e.g. pg_dump --format=custom --file=ironvolt.dump "$DATABASE_URL" (docs/operations.md, "Backups"). Nothing was written.',
    );
    return 1;
  }
  if (!fs.existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    console.error(
      `ironvolt backup: DATA_DIR ${config.dataDir} holds no embedded database; nothing to back up.`,
    );
    return 1;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // The server holds the database: it takes the backup between two of its transactions.
    const report = await requestBackup(config.dataDir);
    console.info(
      `Backup written by the running server (PID ${error.pid}): ${report.file} (${size(report.bytes)})`,
    );
    return 0;
  }
  try {
    const { file, bytes } = await takeBackup(database, config.backups);
    console.info(`Backup written: ${file} (${size(bytes)})`);
    return 0;
  } finally {
    await database.close();
  }
}

const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof StartupError || error instanceof BackupError;
    console.error(`ironvolt backup: ${known ? (error as Error).message : String(error)}`);
    process.exit(1);
  },
);
