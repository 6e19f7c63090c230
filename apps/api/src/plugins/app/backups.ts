import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BackupFile, listBackups, takeBackup } from '../../backups/archive.ts';
import { controlSocketProblem, serveControlSocket } from '../../backups/control.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Takes a backup now, after any running one (embedded database in a folder only). */
    backupNow?: () => Promise<BackupFile>;
  }
}

/** A scheduled backup waits this long after start at least, so that a start's own work is done first. */
const START_GRACE_MS = 60_000;
/** setTimeout's limit; a longer wait is taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Backups of the embedded database while it serves (ADR 023): one every `BACKUP_EVERY_HOURS` after the newest in
 * the backup folder (so restarts neither skip nor repeat one), and on request through the data folder's control
 * socket (`npm run backup`). One at a time; a shutdown stops the one in progress and removes its traces.
 */
export const backupsPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    if (!database.snapshot) return; // PostgreSQL, or an in-memory database: nothing of ours to back up
    const { dir, keep, everyHours } = config.backups;
    const stopping = new AbortController();
    let queue: Promise<unknown> = Promise.resolve();
    const backupNow = () => {
      const next = queue.then(() => takeBackup(database, { dir, keep, signal: stopping.signal }));
      queue = next.catch(() => {});
      return next;
    };
    app.decorate('backupNow', backupNow);

    let timer: NodeJS.Timeout | undefined;
    const schedule = () => {
      if (stopping.signal.aborted) return;
      const intervalMs = everyHours * 3_600_000;
      const newest = listBackups(dir).at(-1)?.createdAt.getTime();
      const due = Math.max(newest === undefined ? 0 : newest + intervalMs, Date.now());
      const wait = Math.max(due - Date.now(), scheduled ? 0 : Math.min(START_GRACE_MS, intervalMs));
      scheduled = true;
      timer = setTimeout(
        () => (wait > MAX_TIMER_MS ? schedule() : void scheduledBackup()),
        Math.min(wait, MAX_TIMER_MS),
      );
      timer.unref();
    };
    let scheduled = false;
    const scheduledBackup = async () => {
      try {
        const { file, bytes } = await backupNow();
        app.log.info({ file, bytes }, 'scheduled backup written');
      } catch (error) {
        if (!stopping.signal.aborted) app.log.error({ err: error }, 'the scheduled backup failed');
      }
      schedule();
    };

    let stopControl: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      if (everyHours > 0) schedule();
      const problem = controlSocketProblem(config.dataDir);
      if (problem)
        app.log.warn(`npm run backup cannot reach this server (${problem}); scheduled backups go on`);
      else stopControl = await serveControlSocket(config.dataDir, backupNow);
    });
    app.addHook('preClose', async () => {
      stopping.abort();
      clearTimeout(timer);
      await stopControl?.();
      await queue;
    });
  },
  { name: 'backups', dependencies: ['db'] },
);
