import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { StartupError } from '../config/env.ts';

// The data folder holds the database (the JWT signing key, password hashes, every order), the mail outbox's .eml
// files (live reset links) and backups: only the user that runs the shop may read or write any of it (ADR 058).

const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;
/** Sticky: a folder shared by many users, like /tmp, which is not the shop's to close. */
const STICKY = 0o1000;

/** What makeFolderPrivate changed. */
export interface PrivateFolderFixes {
  folders: number;
  files: number;
}

/**
 * Files and folders this process creates are its user's alone from now on, as PostgreSQL sets for itself. A
 * worker thread cannot change the process's umask (Node throws there), and Windows has none.
 */
export function ownerOnlyUmask(): void {
  if (isMainThread && process.platform !== 'win32') process.umask(0o077);
}

/**
 * Makes `root` and every folder under it 0700 and every file 0600 (a socket too); symbolic links are neither
 * followed nor changed. PGlite writes its files 0666 whatever the umask, so
 * this runs after each of its writes that the server knows of (db/client.ts, backups/restore.ts). Throws a
 * StartupError that says what to run when an entry belongs to another user or cannot be changed.
 * Hand-written: chmodr and its like set one mode everywhere and neither report what they changed nor check owners.
 */
export function makeFolderPrivate(root: string, setting = 'DATA_DIR'): PrivateFolderFixes {
  const fixes: PrivateFolderFixes = { folders: 0, files: 0 };
  if (process.platform === 'win32') return fixes;
  const uid = process.getuid?.();
  const gid = process.getgid?.();
  const rootStats = fs.statSync(root); // the folder itself may be a link to where the operator keeps it
  if (rootStats.mode & STICKY) {
    throw new StartupError(
      `${setting} ${root} is a folder shared by every user (sticky bit); give the shop a folder of its own`,
    );
  }
  const fix = (entry: string, stats: fs.Stats, mode: number) => {
    if (uid !== undefined && stats.uid !== uid) {
      throw new StartupError(
        `${setting} ${root}: ${entry} belongs to user ${stats.uid}, not to ${userName()} (${uid}) who runs the shop; run: chown -R ${uid}:${gid} ${root}`,
      );
    }
    if ((stats.mode & 0o7777) === mode) return false;
    try {
      fs.chmodSync(entry, mode);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return false; // gone since it was listed (a file PostgreSQL removed)
      throw new StartupError(
        `${setting} ${root}: ${entry} cannot be made private (${code ?? 'error'}); run: chmod -R go-rwx ${root}`,
      );
    }
    return true;
  };
  if (fix(root, rootStats, FOLDER_MODE)) fixes.folders++;
  const folders = [root];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let names: string[];
    try {
      names = fs.readdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw new StartupError(
        `${setting} ${root}: ${folder} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}); run: chmod -R u+rwX,go-rwx ${root}`,
      );
    }
    for (const name of names) {
      const entry = path.join(folder, name);
      let stats: fs.Stats;
      try {
        stats = fs.lstatSync(entry);
      } catch {
        continue; // gone since it was listed
      }
      if (stats.isSymbolicLink()) continue;
      if (stats.isDirectory()) {
        if (fix(entry, stats, FOLDER_MODE)) fixes.folders++;
        folders.push(entry);
      } else if (fix(entry, stats, FILE_MODE)) fixes.files++;
    }
  }
  return fixes;
}

/** The one line the server says when it had to close the data folder to others at start. */
export function describeFixes(root: string, fixes: PrivateFolderFixes, setting = 'DATA_DIR'): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${setting} ${root} was not private: made ${count(fixes.folders, 'folder', 'folders')} 0700 and ${count(fixes.files, 'file', 'files')} 0600, so that only ${userName()} may read or write the shop's data`;
}

function userName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'the user';
  }
}
