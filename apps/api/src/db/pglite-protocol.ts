import type { RowMode } from '@electric-sql/pglite';

// The messages between pglite-client.ts (the server's thread) and pglite-worker.ts (the database's thread).

/** What the thread is given when it starts. */
export interface WorkerStartData {
  /** The PGlite folder; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A dumped data folder to start from (a gzipped tarball). */
  loadDataDir?: ArrayBuffer | undefined;
  /** PostgreSQL settings given at start, `name=value`. */
  settings: string[];
}

/** A call to the thread; the thread answers each with a `Reply` of the same id. */
export type Call =
  | {
      type: 'query';
      id: number;
      /** The transaction it runs in; none for a query on its own. */
      tx?: number | undefined;
      /** The transaction's first query: it also begins the transaction. */
      begins?: boolean | undefined;
      sql: string;
      params: unknown[];
      rowMode?: RowMode | undefined;
      /** Comma-separated type OIDs whose text is kept as it is (Drizzle's parsers). */
      rawOids?: string | undefined;
    }
  | { type: 'end'; id: number; tx: number; commit: boolean }
  /** Whether PostgreSQL answers, between two statements even while a transaction is open. */
  | { type: 'ping'; id: number }
  | { type: 'listen'; id: number; channel: string }
  | { type: 'unlisten'; id: number; subscription: number }
  | { type: 'dump'; id: number }
  /** Copies the data folder into `into` (a new folder) between transactions, after a checkpoint. */
  | { type: 'snapshot'; id: number; into: string }
  | { type: 'close'; id: number };

/** An error as plain data: structured cloning keeps only an Error's message and stack. */
export interface ErrorData {
  kind: 'database' | 'aborted' | 'other';
  message: string;
  stack?: string | undefined;
  /** PostgreSQL's fields (code, constraint, detail...). */
  fields: Record<string, unknown>;
}

export type Reply = { id: number; result?: unknown; error?: ErrorData };

/** What the thread says on its own: opened, could not open, or a notification for a `listen` call's id. */
export type Event =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'notify'; id: number; payload: string };

/** What the thread answers a ping with. */
export interface PingResult {
  /** How long the oldest open transaction has been open, in ms; 0 when none is. */
  oldestTransactionMs: number;
}

/**
 * The transaction status of PostgreSQL's answer to a lone Sync, which must be exactly one ReadyForQuery message
 * ('Z', length 5, then I, T or E); anything else is thrown as what the database answered instead.
 */
export function readyForQueryStatus(reply: Uint8Array): 'I' | 'T' | 'E' {
  const status = String.fromCharCode(reply[5] ?? 0);
  const length = ((reply[1] ?? 0) << 24) | ((reply[2] ?? 0) << 16) | ((reply[3] ?? 0) << 8) | (reply[4] ?? 0);
  if (
    reply.length === 6 &&
    reply[0] === 0x5a &&
    length === 5 &&
    (status === 'I' || status === 'T' || status === 'E')
  )
    return status;
  const first = reply.length > 0 ? `'${String.fromCharCode(reply[0] ?? 0)}'` : 'nothing';
  throw new Error(
    `the embedded database answered the health check's Sync with ${first} (${reply.length} bytes), not ReadyForQuery`,
  );
}
