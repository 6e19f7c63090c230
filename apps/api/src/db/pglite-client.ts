import { Worker } from 'node:worker_threads';
import { messages, type Results, type RowMode, TransactionAbortedError } from '@electric-sql/pglite';
import { paths } from '../paths.ts';
import type { Call, ErrorData, Event, PingResult, Reply, WorkerStartData } from './pglite-protocol.ts';

/** What Drizzle's PGlite driver passes with each query: a row mode and parsers that keep a type's text. */
interface QueryOptions {
  rowMode?: RowMode;
  parsers?: Record<number, (text: string, typeId: number) => unknown>;
}

/** The part of a PGlite transaction Drizzle's driver uses. */
export interface WorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export interface WorkerOptions {
  /** The PGlite folder; undefined keeps the database in memory. */
  dataDir?: string;
  /** A dumped data folder to start from. */
  loadDataDir?: Blob;
  /** PostgreSQL settings given at start, `name=value`. */
  settings?: string[];
}

/**
 * The thread's young generation: V8's default lets it grow to 32 MB of short-lived query results, resident
 * from then on; a small one costs no measurable CPU on the bench's queries (ADR 014).
 */
const WORKER_YOUNG_GENERATION_MB = 6;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Raised by `PgliteWorkerClient.open` when PGlite cannot start; the message says why. */
export class PgliteOpenError extends Error {}

/**
 * The embedded database in a worker thread (pglite-worker.ts), behind the calls Drizzle's PGlite driver makes:
 * `query(sql, params, { rowMode, parsers })` and `transaction(fn)` with `tx.query`, plus `listen`,
 * `dumpDataDir`, `snapshot` and `close`. Drizzle's parsers only keep the text of some types, so the thread is
 * told their type OIDs and rebuilds them. Errors come back with their PostgreSQL fields. If the thread dies, every call in
 * flight and every later call fails with one clear error.
 */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #subscriptions = new Map<number, (payload: string) => void>();
  readonly #onStop = new Set<() => void>();
  #nextId = 1;
  #observe: ((seconds: number) => void) | undefined;
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;
  #exited: Promise<void>;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (message: Reply | Event) => {
      this.#inbox.push(message);
      if (this.#inbox.length === 1) setImmediate(this.#takeOne);
    });
    worker.on('error', (error) => this.#ended(`the embedded database's thread failed: ${error.message}`));
    worker.on('exit', (code) => this.#ended(`the embedded database's thread exited (code ${code})`));
  }

  /**
   * Node hands over every message waiting on the port in one turn of the event loop, and each answer runs the rest
   * of its request (mapping, serializing, writing) before the next: a thread that answered faster than this one
   * could take them held the loop for a hundred answers at a time (about 100 ms), while sockets and timers waited.
   * Answers are taken one per turn instead, in the order they came.
   */
  readonly #inbox: (Reply | Event)[] = [];
  readonly #takeOne = () => {
    const message = this.#inbox.shift();
    try {
      if (message) this.#receive(message);
    } finally {
      // A listener that throws must not leave the answers behind it waiting for good.
      if (this.#inbox.length > 0) setImmediate(this.#takeOne);
    }
  };

  /** The thread ended: the answers still waiting are taken first; whatever happens there, the calls left fail. */
  #ended(reason: string) {
    try {
      for (let message = this.#inbox.shift(); message; message = this.#inbox.shift()) this.#receive(message);
    } finally {
      this.#stop(reason);
    }
  }

  #receive(message: Reply | Event) {
    if ('type' in message) {
      if (message.type === 'notify') this.#subscriptions.get(message.id)?.(message.payload);
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#settled(message.id);
    if (message.error) pending.reject(toError(message.error));
    else pending.resolve(message.result);
  }

  /** Starts the thread and waits until PGlite is open; a PgliteOpenError says why it could not. */
  static async open(options: WorkerOptions): Promise<PgliteWorkerClient> {
    const loadDataDir = await options.loadDataDir?.arrayBuffer();
    const workerData: WorkerStartData = {
      dataDir: options.dataDir,
      loadDataDir,
      settings: options.settings ?? [],
    };
    const worker = new Worker(paths.pgliteWorker, {
      workerData,
      transferList: loadDataDir ? [loadDataDir] : [],
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    const outcome = await new Promise<Event | Error>((resolve) => {
      const onMessage = (message: Event) => {
        if (message.type === 'ready' || message.type === 'failed') done(message);
      };
      const onError = (error: Error) => done(error);
      const onExit = (code: number) => done(new Error(`its thread exited (code ${code})`));
      const done = (result: Event | Error) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        resolve(result);
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    });
    if (outcome instanceof Error || outcome.type !== 'ready') {
      await worker.terminate();
      throw new PgliteOpenError(
        outcome instanceof Error ? outcome.message : (outcome as { message: string }).message,
      );
    }
    const client = new PgliteWorkerClient(worker);
    worker.unref(); // an open, idle database does not keep the process alive; a call in flight does
    return client;
  }

  /** The thread itself, for tests and diagnostics. */
  get worker(): Worker {
    return this.#worker;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.#query({}, sql, params, options);
  }

  /**
   * Runs fn in one transaction: its first query also begins it on the thread, its queries run there, then
   * COMMIT, or ROLLBACK when fn throws. While it is open, queries outside it wait (PGlite runs one at a
   * time), as they do in-process.
   */
  async transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const id = this.#nextId++;
    let begun = false;
    const query: WorkerTransaction['query'] = (sql, params = [], options = {}) => {
      const begins = !begun;
      begun = true;
      return this.#query({ tx: id, begins }, sql, params, options);
    };
    let result: T;
    try {
      result = await fn({ query });
    } catch (error) {
      if (begun) await this.#call({ type: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    if (begun) await this.#call({ type: 'end', tx: id, commit: true });
    return result;
  }

  /**
   * Answers once PostgreSQL does, between two statements: unlike a query, it does not wait for an open
   * transaction to end (the health check's, while a catalog import runs). Says how long the oldest open
   * transaction has been open.
   */
  ping(): Promise<PingResult> {
    return this.#call<PingResult>({ type: 'ping' });
  }

  /** Calls back for every notification on the channel; returns the function that stops listening. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const id = this.#nextId++;
    this.#subscriptions.set(id, callback);
    try {
      await this.#call({ type: 'listen', channel }, id);
    } catch (error) {
      this.#subscriptions.delete(id);
      throw error;
    }
    return async () => {
      this.#subscriptions.delete(id);
      await this.#call({ type: 'unlisten', subscription: id });
    };
  }

  /** Calls `observe` with each statement's time from sending to answer (metrics); undefined stops it. */
  observeQueries(observe: ((seconds: number) => void) | undefined): void {
    this.#observe = observe;
  }

  /** Calls fn once if the thread stops other than by close(): notifications may have been missed. */
  onStop(fn: () => void): void {
    this.#onStop.add(fn);
  }

  /** The whole data folder as a gzipped tarball, taken between transactions. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ type: 'dump' })]);
  }

  /**
   * Copies the data folder into `into` (which must not exist) between transactions, after a checkpoint: a
   * folder PGlite opens as the database was at that moment. Only for a database kept in a folder.
   */
  async snapshot(into: string): Promise<void> {
    await this.#call({ type: 'snapshot', into });
  }

  /** Waits for the calls in flight, checkpoints, shuts PostgreSQL down and ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#stopped) await this.#call({ type: 'close' });
      } finally {
        this.#onStop.clear();
        await this.#worker.terminate();
        await this.#exited;
      }
    })();
    return this.#closing;
  }

  #query<T>(
    transaction: { tx?: number; begins?: boolean },
    sql: string,
    params: unknown[],
    options: QueryOptions,
  ): Promise<Results<T>> {
    const answer = this.#call<Results<T>>({
      type: 'query',
      ...transaction,
      sql,
      params,
      rowMode: options.rowMode,
      rawOids: options.parsers ? rawOidsOf(options.parsers) : undefined,
    });
    const observe = this.#observe;
    if (!observe) return answer;
    const start = performance.now();
    return answer.finally(() => observe((performance.now() - start) / 1000));
  }

  #call<T>(message: DistributiveOmit<Call, 'id'>, id = this.#nextId++): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ ...message, id });
      } catch (error) {
        this.#settled(id);
        reject(error as Error);
      }
    });
  }

  #settled(id: number) {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #stop(reason: string) {
    if (this.#stopped) return;
    this.#stopped = new Error(this.#closing ? 'the embedded database is closed' : reason);
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
    this.#subscriptions.clear();
    for (const fn of this.#onStop) fn();
    this.#onStop.clear();
  }
}

/**
 * The type OIDs of a parser table, comma-separated. Drizzle builds a new table for every query, each parser
 * returning the text it is given; anything else could not cross to the thread, so it is refused.
 */
function rawOidsOf(parsers: NonNullable<QueryOptions['parsers']>): string {
  const oids = Object.keys(parsers);
  for (const oid of oids) {
    if (parsers[Number(oid)]?.('\u0000probe', Number(oid)) !== '\u0000probe') {
      throw new Error(`PGlite in a worker thread only takes parsers that keep the text (type ${oid})`);
    }
  }
  return oids.join(',');
}

/** The error as PGlite would have thrown it in-process: same class, message and PostgreSQL fields. */
function toError(data: ErrorData): Error {
  const error =
    data.kind === 'aborted'
      ? new TransactionAbortedError()
      : data.kind === 'database'
        ? new messages.DatabaseError(data.message, Number(data.fields.length ?? 0), 'error')
        : new Error(data.message);
  for (const [key, value] of Object.entries(data.fields)) {
    if (key !== 'length' && key !== 'name') (error as unknown as Record<string, unknown>)[key] = value;
  }
  if (data.stack) error.stack = data.stack;
  return error;
}
