import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PGLITE_SHARED_BUFFERS_MB } from '../db/client.ts';
import { PgliteWorkerClient } from '../db/pglite-client.ts';
import { makeFolderPrivate } from '../db/private-folder.ts';
import { paths } from '../paths.ts';
import { BackupError, extractBackup, type Manifest, syncFolder } from './archive.ts';

const DATABASE_FOLDER = 'pglite';
const STAGING_PREFIX = '.pglite-restore-';

export interface Restored {
  manifest: Manifest;
  /** Where the data folder that was replaced now lives; none when there was none. */
  keptAside: string | undefined;
}

/**
 * Replaces the embedded database in `dataDir` with a backup. The caller holds the data folder's lock (no server
 * runs). The backup is first checked whole and unpacked beside the database (extractBackup), then opened by this
 * version's PGlite and its migrations compared with this code's; only then is the current folder renamed aside
 * and the new one renamed in. Any failure before that leaves the data as it was.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<Restored> {
  const label = path.basename(file);
  for (const name of fs.readdirSync(dataDir)) {
    // a restore that died half-way (power cut, SIGKILL): the lock says no other one runs
    if (name.startsWith(STAGING_PREFIX))
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(dataDir, `${STAGING_PREFIX}${stamp}`);
  try {
    const manifest = await extractBackup(file, staging);
    await checkOpens(label, staging);
    const live = path.join(dataDir, DATABASE_FOLDER);
    let keptAside: string | undefined;
    if (fs.existsSync(live)) {
      keptAside = path.join(dataDir, `${DATABASE_FOLDER}.before-restore-${stamp}`);
      fs.renameSync(live, keptAside);
    }
    try {
      fs.renameSync(staging, live);
    } catch (error) {
      if (keptAside) fs.renameSync(keptAside, live);
      throw error;
    }
    // Unpacked 0700/0600, but opening it above rewrote pg_internal.init as PGlite writes it (ADR 058).
    makeFolderPrivate(live);
    await syncFolder(dataDir);
    return { manifest, keptAside };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The unpacked folder is a database this version opens (same PostgreSQL major version, PGlite's layout), of an
 * Ironvolt shop (it has the migrations table) whose migrations this code has: the server applies the newer ones
 * at start, and could not undo a newer version's.
 */
async function checkOpens(label: string, folder: string) {
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new BackupError(`${label} is not an Ironvolt backup (it holds no database folder)`);
  }
  let client: PgliteWorkerClient;
  try {
    client = await PgliteWorkerClient.open({
      dataDir: folder,
      settings: [`shared_buffers=${PGLITE_SHARED_BUFFERS_MB}MB`],
    });
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    throw new BackupError(`${label} cannot be opened by this version's embedded database (${reason})`);
  }
  try {
    let applied: { created_at: string | number }[];
    try {
      applied = (
        await client.query<{ created_at: string | number }>(
          'select created_at from drizzle.__drizzle_migrations order by created_at',
        )
      ).rows;
    } catch {
      throw new BackupError(`${label} is not a backup of an Ironvolt shop (its database has no migrations)`);
    }
    // Known by time, as drizzle applies them: a migration's text may change without changing what it did (its
    // functions moved to db/functions, ADR 095), so a backup taken before such a change still restores.
    const known = new Set(
      readMigrationFiles({ migrationsFolder: paths.migrations }).map((m) => m.folderMillis),
    );
    for (const migration of applied) {
      if (!known.has(Number(migration.created_at))) {
        throw new BackupError(
          `${label} was made by a newer or different version of Ironvolt (its database has migrations this version does not have); restore it with that version`,
        );
      }
    }
  } finally {
    await client.close();
  }
}
