// `npm run restore -- <file>`: replaces the embedded database with a backup, while no server runs.
import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from '../backups/archive.ts';
import { restoreBackup } from '../backups/restore.ts';
import { loadConfig, resolveFromInvocation, StartupError } from '../config/env.ts';
import { acquireDataDirLock, DataDirInUseError } from '../db/lock.ts';
import { ownerOnlyUmask } from '../db/private-folder.ts';

async function main(argv: string[]): Promise<number> {
  const [given, ...rest] = argv;
  if (!given || rest.length > 0) {
    console.error('usage: npm run restore -- <backup file>');
    return 2;
  }
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    console.error(
      'ironvolt restore: this shop runs on PostgreSQL (DATABASE_URL); restore it with PostgreSQL\'s own tools, e.g. pg_restore --clean --if-exists --dbname="$DATABASE_URL" ironvolt.dump (docs/operations.md, "Backups"). Nothing was changed.',
    );
    return 1;
  }
  const file = resolveFromInvocation(given);
  const { dataDir } = config;
  ownerOnlyUmask();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let release: () => void;
  try {
    // Held until the end: no server starts on a half-replaced folder.
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(
      `ironvolt restore: the store is running on this embedded database (PID ${error.pid}). Stop the server first, then run this command again; nothing was changed.`,
    );
    return 1;
  }
  try {
    const { manifest, keptAside } = await restoreBackup(file, dataDir);
    console.info(
      [
        `Restored ${path.basename(file)} (taken ${manifest.createdAt}) into ${path.join(dataDir, 'pglite')}.`,
        keptAside
          ? `The database as it was is in ${keptAside}: delete that folder once the restored shop looks right.`
          : 'There was no database before.',
        'Start the server: it applies any migrations newer than the backup.',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(`ironvolt restore: ${error.message}; nothing was changed.`);
      return 1;
    }
    throw error;
  } finally {
    release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`ironvolt restore: ${error instanceof StartupError ? error.message : String(error)}`);
    process.exit(1);
  },
);
