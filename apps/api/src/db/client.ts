import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Client as PgClient } from 'pg';
import { type DatabaseConfig, StartupError } from '../config/env.ts';
import { paths } from '../paths.ts';
import { acquireDataDirLock } from './lock.ts';
import { PgliteWorkerClient } from './pglite-client.ts';
import { describeFixes, makeFolderPrivate } from './private-folder.ts';
import * as schema from './schema/index.ts';

const MIGRATION_LOCK_KEY = 7_340_912_001;
/**
 * PostgreSQL's default of 128 MB would be written over at start and stay resident in PGlite's WebAssembly
 * memory (ADR 012). 16 MB holds the catalog's hot pages; the rest come from the operating system's file cache,
 * which costs a system call per page read but no memory of the server's own (ADR 017).
 */
export const PGLITE_SHARED_BUFFERS_MB = 16;

/**
 * Rows per statement of a bulk write (a catalog import): PGlite runs one statement at a time, so a few hundred rows
 * keep whatever else waits (the health check between a transaction's statements) waiting for a short one (ADR 071).
 */
export const ROWS_PER_STATEMENT = 250;

/**
 * How long a transaction on the embedded database may stay open before its health check fails: well above the
 * largest catalog import (20,000 rows took 37–111 s on a shared machine, docs/performance.md).
 */
export const HEALTH_MAX_TRANSACTION_SECONDS = 600;

export type Schema = typeof schema;
/** The one database type features see: the same queries run on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * What every statement runs on: the database or one of its transactions (which has the same query methods). The
 * one such type: a repository takes it and its caller chooses, inside a transaction or not.
 */
export type Executor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'with' | '$with'
>;

/**
 * The rows of a raw `db.execute(sql…)`: PGlite and node-postgres both answer `{ rows }`, typed by the caller
 * from the SQL it wrote.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /**
   * Throws when the database cannot answer. PGlite answers between two statements, without waiting for an open
   * transaction, and throws when one has been open longer than HEALTH_MAX_TRANSACTION_SECONDS; PostgreSQL runs
   * a trivial query on a connection of the pool.
   */
  ping(): Promise<void>;
  /** Runs fn while holding a database-wide lock, so that many instances starting together migrate once. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` for every notification on `channel` after it is committed, `onGap` when notifications may
   * be missed (the listening connection is down) and `onReady` once it listens again. Returns the stop function.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** PGlite only: the whole data folder as a gzipped tarball (the test snapshot). */
  dump?(): Promise<Blob>;
  /**
   * PGlite in a folder only: copies the database's folder into `into` (a new folder) between transactions,
   * after a checkpoint: what a backup is made from (db/backup.ts).
   */
  snapshot?(into: string): Promise<void>;
  /**
   * Calls `observe` with the time of each statement the app sends, from sending to answer (metrics); undefined
   * stops it. Nothing is measured while none is set.
   */
  observeQueries(observe: ((seconds: number) => void) | undefined): void;
  /** Waits for the database to close (PGlite checkpoints to disk here) and releases the data folder. */
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage: (payload: string) => void;
  onGap: () => void;
  onReady: () => void;
}

export interface OpenOptions {
  /** PGlite only: start from a dumped data folder (tests start every file from one migrated snapshot). */
  loadDataDir?: Blob;
}

export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  return config.kind === 'pglite'
    ? openPglite(
        config.dataDir,
        config.sharedBuffersMb ?? PGLITE_SHARED_BUFFERS_MB,
        config.maxTransactionSeconds ?? HEALTH_MAX_TRANSACTION_SECONDS,
        options,
      )
    : openPostgres(config.url);
}

async function openPglite(
  dataDir: string,
  sharedBuffersMb: number,
  maxTransactionSeconds: number,
  options: OpenOptions,
): Promise<DatabaseHandle> {
  const inMemory = dataDir === ':memory:';
  let release = () => {};
  let dbDir: string | undefined;
  if (!inMemory) {
    try {
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      fs.accessSync(dataDir, fs.constants.W_OK);
    } catch (error) {
      throw new StartupError(
        `DATA_DIR ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
    release = acquireDataDirLock(dataDir);
    try {
      // What the folder was given as: closed to others here, and said once, before anything reads it.
      closeDataDir(dataDir);
      dbDir = path.join(dataDir, 'pglite');
      if (!options.loadDataDir && !fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
        try {
          await createPgliteDatabase(dbDir);
        } catch (error) {
          throw new StartupError(
            `DATA_DIR ${dataDir}: the embedded database could not be created (${(error as Error).message})`,
          );
        }
        makeFolderPrivate(dbDir); // PGlite's initdb writes its files 0666 whatever the umask
      }
    } catch (error) {
      release();
      throw error;
    }
  }
  let client: PgliteWorkerClient;
  try {
    client = await PgliteWorkerClient.open({
      ...(dbDir ? { dataDir: dbDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      settings: [`shared_buffers=${sharedBuffersMb}MB`],
    });
  } catch (error) {
    release();
    throw new StartupError(
      `DATA_DIR ${dataDir}: the embedded database could not be opened (${(error as Error).message})`,
    );
  }
  if (dbDir) {
    try {
      // Opening rewrites pg_internal.init 0644 whatever the umask: PGlite's own, so closed without a word.
      makeFolderPrivate(dbDir);
    } catch (error) {
      await client.close().catch(() => {});
      release();
      throw error;
    }
  }
  // Drizzle's PGlite driver calls only query() and transaction(); the worker client answers both.
  const db = drizzlePglite(client as unknown as PGlite, {
    schema,
    casing: 'snake_case',
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      const { oldestTransactionMs } = await client.ping();
      // Every other statement waits for it (PGlite runs one connection): a transaction never ended is an outage.
      if (oldestTransactionMs > maxTransactionSeconds * 1000) {
        throw new Error(
          `a transaction has been open for ${Math.round(oldestTransactionMs / 1000)} s, longer than HEALTH_MAX_TRANSACTION_SECONDS (${maxTransactionSeconds})`,
        );
      }
    },
    exclusive: (fn) => fn(),
    listen: async (channel, { onMessage, onGap }) => {
      client.onStop(onGap);
      return client.listen(channel, (payload) => onMessage(payload));
    },
    observeQueries: (observe) => client.observeQueries(observe),
    dump: () => client.dumpDataDir(),
    ...(dbDir ? { snapshot: (into: string) => client.snapshot(into) } : {}),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Makes the data folder its owner's alone (ADR 058), saying so in one line when it was not: the operator's folder
 * was open to others until now. Throws a StartupError that says what to run when it cannot.
 */
export function closeDataDir(dataDir: string): void {
  const fixes = makeFolderPrivate(dataDir);
  if (fixes.folders + fixes.files > 0) console.warn(`ironvolt: ${describeFixes(dataDir, fixes)}`);
}

/**
 * Runs PGlite's initdb for a new folder in a short-lived process (pglite-init.mjs): it peaks at several times
 * the server's usual memory and the process that ran it keeps most of that, which the server must not (ADR 014).
 */
async function createPgliteDatabase(dbDir: string): Promise<void> {
  const child = spawn(process.execPath, [paths.pgliteInit, dbDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) {
    const last = stderr.trim().split('\n').at(-1);
    throw new Error(last || `initdb exited with ${signal ?? `code ${code}`}`);
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Loaded only for PostgreSQL: the embedded database's server does without node-postgres and its driver.
  const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  let observe: ((seconds: number) => void) | undefined;
  const query = pg.Client.prototype.query as (this: PgClient, ...args: unknown[]) => unknown;
  /** Times each statement when metrics ask for it; the pool's own queries go through a client's query too. */
  class TimedClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: node-postgres' overloads, passed through as they are
    override query(...args: unknown[]): any {
      const seen = observe;
      if (!seen) return query.apply(this, args);
      const start = performance.now();
      const done = () => seen((performance.now() - start) / 1000);
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          done();
          return callback(...results);
        };
        return query.apply(this, args);
      }
      const result = query.apply(this, args);
      if (result instanceof Promise) return result.finally(done);
      return result;
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    Client: TimedClient,
  });
  // An idle client that loses its server emits 'error' on the pool; without a listener it would crash the process.
  pool.on('error', () => {});
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StartupError(
      `DATABASE_URL ${redactUrl(url)} cannot be reached (${describeConnectionError(error)})`,
    );
  }
  const db = drizzlePostgres(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    exclusive: async (fn) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    listen: (channel, handlers) => listenPostgres(pg, url, channel, handlers),
    observeQueries: (next) => {
      observe = next;
    },
    close: () => pool.end(),
  };
}

/** A dedicated connection that LISTENs, reconnecting with backoff; every reconnect reports a possible gap. */
async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  { onMessage, onGap, onReady }: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: PgClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (attempt: number): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    let lostAlready = false;
    const lost = (delay: number, nextAttempt: number) => {
      if (lostAlready) return;
      lostAlready = true;
      onGap();
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(nextAttempt), delay);
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => lost(500, 1));
    next.on('end', () => lost(500, 1));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      onReady();
    } catch {
      lost(Math.min(5000, 250 * 2 ** attempt), attempt + 1);
    }
  };
  await connect(0);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

function describeConnectionError(error: unknown): string {
  const e = error as NodeJS.ErrnoException & { errors?: NodeJS.ErrnoException[] };
  return e.code ?? e.errors?.[0]?.code ?? e.message;
}
