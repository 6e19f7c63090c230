import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../config/env.ts';

const LOCK_FILE = 'ironvolt.lock';

export class DataDirInUseError extends StartupError {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Ironvolt process (PID ${pid}); stop it first or set another DATA_DIR`,
    );
  }
}

/**
 * PGlite has no lock of its own: two processes on one data folder corrupt it. The first process writes
 * its PID into a lock file; a later one stops unless that PID is gone (a stale lock left by a crash).
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new StartupError(`DATA_DIR ${dataDir}: could not take the lock file ${file}`);
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
