// The thread that owns the embedded database. PGlite runs PostgreSQL in WebAssembly synchronously, so a slow
// query on the main thread would stall every request; here it stalls only this thread. pglite-client.ts is the
// other end: it posts queries, transaction steps, LISTENs, dumps, snapshots and the final close, and this thread answers
// each by its id (pglite-protocol.ts). The built server runs dist/db/pglite-worker.js; from the sources (tsx,
// Vitest) pglite-worker-source.mjs starts this file.
import fs from 'node:fs';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import {
  messages,
  PGlite,
  parse,
  protocol,
  type Results,
  type RowMode,
  type Transaction,
  TransactionAbortedError,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type {
  BackendMessage,
  DatabaseError,
  NotificationResponseMessage,
} from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';
import {
  type Call,
  type ErrorData,
  type Event,
  type PingResult,
  type Reply,
  readyForQueryStatus,
  type WorkerStartData,
} from './pglite-protocol.ts';

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const port = parentPort;
const post = (message: Reply | Event, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

// V8 compiles PostgreSQL's hot functions again with TurboFan while it runs, on as many threads as it likes, each
// with tens of MB of scratch memory that the C library then keeps: one thread at a time holds less at start, for
// the same code a little later (ADR 014). The flag is read when the module compiles, below.
v8.setFlagsFromString('--wasm-num-compilation-tasks=1');

const options = workerData as WorkerStartData;

/** Why a transaction's callback ended without committing; not an error to report. */
const ROLLBACK = Symbol('rollback');

type Parsers = PGlite['parsers'];
interface OpenTransaction {
  tx: Transaction | undefined;
  /** The id of the 'end' call, once it came. */
  endId: number | undefined;
  finish: ((commit: boolean) => void) | undefined;
  opened: Promise<void>;
  /** When its first query came (performance.now()): the health check fails on one left open too long. */
  since: number;
}
interface Statement {
  name: string;
  paramTypes: number[];
  rowDescription: messages.BackendMessage | undefined;
}

/** Transactions in progress, by the id the other end gave each. */
const transactions = new Map<number, OpenTransaction>();
/** LISTEN subscriptions, by the id of the 'listen' message: the channel (as PostgreSQL names it) and how to stop. */
const subscriptions = new Map<number, { channel: string; stop: () => Promise<void> }>();
/**
 * Parser tables for each distinct set of type OIDs whose text is kept as it is: those alone (for PGlite's
 * query()) and merged over PGlite's own (for prepared statements: PGlite would merge them on every query).
 */
const parserTables = new Map<string, { raw: Parsers | undefined; all: Parsers | undefined }>();
const defaultParsers = { raw: undefined, all: undefined };

/**
 * Statements that read or write rows are prepared once under a name and then only bound and executed: PGlite's
 * own query() parses, describes and plans every call in six trips into PostgreSQL, which costs about twice
 * the CPU of one bind-and-execute trip. Plans stay per call (plan_cache_mode=force_custom_plan, set at start),
 * as with unnamed statements. Anything else (DDL, SAVEPOINT...) goes through query() and, unless it is
 * transaction control or upkeep that changes no table's shape (VACUUM, ANALYZE and the sample size it is given: ADR
 * 053), forgets the prepared statements, so a changed table never meets an old description.
 */
const PREPARABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;
const KEEPS_STATEMENTS =
  /^\s*(savepoint|release|rollback|begin|commit|start|end|show|listen|unlisten|notify|vacuum|analyze|set\s+local\s+default_statistics_target)\b/i;
const MAX_STATEMENTS = 500;
/** sql → its prepared statement, least recently used first. */
const statements = new Map<string, Statement>();
/** Names of forgotten statements, closed at the next preparation. */
let toClose: string[] = [];
let statementCount = 0;

function answer(id: number, result: unknown, transfer?: ArrayBuffer[]) {
  try {
    post({ id, result }, transfer);
  } catch (error) {
    fail(id, error); // a value that cannot be cloned
  }
}

function fail(id: number, error: unknown) {
  const data = describeError(error);
  try {
    post({ id, error: data });
  } catch {
    post({ id, error: { ...data, fields: {} } });
  }
}

/**
 * An error as plain data: structured cloning keeps only an Error's message and stack, and the app needs the
 * PostgreSQL fields (code, constraint, detail...) to answer a violated rule properly.
 */
function describeError(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { kind: 'other', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // PGlite adds the query's options, whose parsers are functions; the query text and params stay.
    if (key === 'queryOptions' || typeof value === 'function' || typeof value === 'symbol') continue;
    fields[key] = value;
  }
  const kind =
    error instanceof TransactionAbortedError
      ? 'aborted'
      : error instanceof messages.DatabaseError
        ? 'database'
        : 'other';
  return { kind, message: error.message, stack: error.stack, fields };
}

/** `oids`: comma-separated type OIDs. */
function parsersKeeping(oids: string | undefined) {
  if (!oids) return defaultParsers;
  let tables = parserTables.get(oids);
  if (!tables) {
    const raw: Parsers = Object.fromEntries(
      oids.split(',').map((oid) => [Number(oid), (text: string) => text]),
    );
    tables = { raw, all: { ...pg.parsers, ...raw } };
    parserTables.set(oids, tables);
  }
  return tables;
}

let pg!: PGlite;
let opened = false;
try {
  pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
    // pg_trgm backs the catalog search index; loading it costs little when no migration uses it.
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      'plan_cache_mode=force_custom_plan',
      ...options.settings.flatMap((setting) => ['-c', setting]),
    ],
  });
  opened = true;
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}

if (opened) {
  port.on('message', (message: Call) => {
    switch (message.type) {
      case 'query':
        return void query(message);
      case 'end':
        return end(message);
      case 'ping':
        return void ping(message);
      case 'listen':
        return void listen(message);
      case 'unlisten':
        return void unlisten(message);
      case 'dump':
        return void dump(message);
      case 'snapshot':
        return void snapshot(message);
      case 'close':
        return void close(message);
      default:
        return fail((message as { id: number }).id, new Error(`unknown message ${(message as Call).type}`));
    }
  });
  post({ type: 'ready' });
}

async function query({ id, tx, begins, sql, params, rowMode, rawOids }: Extract<Call, { type: 'query' }>) {
  try {
    const parsers = parsersKeeping(rawOids);
    let result: Results<unknown>;
    if (tx === undefined) {
      result = await run(pg, false, sql, params, rowMode, parsers);
    } else {
      const open = transactions.get(tx) ?? (begins ? begin(tx) : undefined);
      if (!open || open.endId !== undefined) throw new Error('Transaction is closed');
      await open.opened;
      if (!open.tx) throw new Error('Transaction is closed');
      result = await run(open.tx, true, sql, params, rowMode, parsers);
    }
    answer(id, { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });
  } catch (error) {
    fail(id, error);
  }
}

/** One statement, on the database or (inTransaction) on the open transaction `target`. */
async function run(
  target: PGlite | Transaction,
  inTransaction: boolean,
  sql: string,
  params: unknown[],
  rowMode: RowMode | undefined,
  parsers: { raw: Parsers | undefined; all: Parsers | undefined },
): Promise<Results<unknown>> {
  if (!PREPARABLE.test(sql)) {
    const result = await target.query(sql, params, { rowMode, parsers: parsers.raw });
    if (!KEEPS_STATEMENTS.test(sql)) forgetStatements();
    return result;
  }
  // The same checks and locks as PGlite's query() and tx.query(): outside a transaction, refuse once closing
  // and wait for any transaction to end; inside one, only wait for the query before.
  const prepared = () =>
    pg._runExclusiveQuery(() => runPrepared(sql, params, rowMode, parsers.all ?? pg.parsers, !inTransaction));
  if (inTransaction) return prepared();
  await pg._checkReady();
  return pg._runExclusiveTransaction(prepared);
}

async function runPrepared(
  sql: string,
  params: unknown[],
  rowMode: RowMode | undefined,
  parsers: Parsers,
  syncToFs: boolean,
): Promise<Results<unknown>> {
  let statement = statements.get(sql);
  try {
    if (statement) {
      statements.delete(sql); // most recently used goes last
    } else {
      const name = `ironvolt_${++statementCount}`;
      const closing = toClose.map((old) => protocol.serialize.close({ type: 'S', name: old }));
      toClose = [];
      const described = await pg.execProtocolStream(
        concat([
          ...closing,
          protocol.serialize.parse({ name, text: sql }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = {
        name,
        paramTypes: parse.parseDescribeStatementResults(described),
        rowDescription: described.find((message) => message.name === 'rowDescription'),
      };
      if (statements.size >= MAX_STATEMENTS) {
        const [oldest, { name: oldName }] = statements.entries().next().value as [string, Statement];
        statements.delete(oldest);
        toClose.push(oldName);
      }
    }
    statements.set(sql, statement);
    const { name, paramTypes } = statement;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = pg.serializers[paramTypes[i] ?? 0];
      return serialize ? serialize(param) : String(param);
    });
    const results = await exchange(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    if (syncToFs) await pg.syncToFs();
    const described = statement.rowDescription ? [statement.rowDescription, ...results] : results;
    // parseResults reads messages by their names and fields, which node-postgres' parser and PGlite's (a port of
    // it) share.
    const rows = parse.parseResults(described as messages.BackendMessage[], parsers, { rowMode });
    return rows[0] as Results<unknown>;
  } catch (error) {
    if (error instanceof messages.DatabaseError) {
      // As PGlite's query() does, for the log; and a statement whose result changed shape is prepared afresh.
      Object.assign(error, { query: sql, params });
      if (error.code === '0A000' && statement && statements.get(sql) === statement) {
        statements.delete(sql);
        toClose.push(statement.name);
      }
    }
    throw error;
  }
}

/**
 * Runs protocol messages and reads PostgreSQL's answer with node-postgres' protocol parser, which decodes each field
 * straight from the answer's bytes; PGlite's own (execProtocolStream) copies every field into a new ArrayBuffer
 * first, which cost more than PostgreSQL's execution of a page of orders. Done here instead of by PGlite, as its
 * raw call leaves them: an error is thrown (as PGlite's DatabaseError, which the rest of this thread knows) and
 * notifications go to the subscriptions of their channel.
 */
async function exchange(request: Uint8Array): Promise<BackendMessage[]> {
  const received: BackendMessage[] = [];
  const reader = new Parser();
  await pg.execProtocolRawStream(request, {
    syncToFs: false,
    // A copy: the bytes are PGlite's memory, and the parser keeps a message cut between two calls until the next.
    onRawData: (data) => reader.parse(Buffer.from(data), (message) => received.push(message)),
  });
  let failure: messages.DatabaseError | undefined;
  for (const message of received) {
    if (message.name === 'error') failure ??= pgliteError(message as DatabaseError);
    else if (message.name === 'notification') {
      const { channel, payload } = message as NotificationResponseMessage;
      for (const [id, subscription] of subscriptions)
        if (subscription.channel === channel) post({ type: 'notify', id, payload });
    }
  }
  if (failure) throw failure;
  return received;
}

/** node-postgres' DatabaseError as PGlite's, with every field PostgreSQL sent. */
function pgliteError(error: DatabaseError): messages.DatabaseError {
  const { message, length, name: _name, ...fields } = error;
  return Object.assign(new messages.DatabaseError(message, length, 'error'), fields);
}

function forgetStatements() {
  for (const { name } of statements.values()) toClose.push(name);
  statements.clear();
}

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Opens the transaction `id` for the query that starts it (sending BEGIN on its own would hold PGlite's
 * transaction lock for one more trip to the main thread). PGlite holds that lock until COMMIT or ROLLBACK,
 * so queries outside the transaction wait, as they do in-process; queries tagged with `id` run on it until
 * 'end' commits or rolls it back.
 */
function begin(id: number): OpenTransaction {
  const open: OpenTransaction = {
    tx: undefined,
    endId: undefined,
    finish: undefined,
    opened: Promise.resolve(),
    since: performance.now(),
  };
  open.opened = new Promise((resolveOpened, rejectOpened) => {
    void pg
      .transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            open.tx = tx;
            open.finish = (commit) => (commit ? resolve() : reject(ROLLBACK));
            resolveOpened();
          }),
      )
      .then(
        () => ended(id, undefined),
        (error) => {
          if (open.tx) return ended(id, error === ROLLBACK ? undefined : error);
          transactions.delete(id); // BEGIN itself failed
          rejectOpened(error);
        },
      );
  });
  open.opened.catch(() => {}); // reported to the query that began it
  transactions.set(id, open);
  return open;
}

function end({ id, tx, commit }: Extract<Call, { type: 'end' }>) {
  const open = transactions.get(tx);
  if (!open || open.endId !== undefined) return fail(id, new Error('Transaction is closed'));
  open.endId = id;
  open.opened.then(
    () => open.finish?.(commit),
    (error) => (commit ? fail(id, error) : answer(id, null)),
  );
}

/** The transaction is over: its COMMIT or ROLLBACK ran (or failed, e.g. COMMIT of an aborted transaction). */
function ended(tx: number, error: unknown) {
  const open = transactions.get(tx);
  transactions.delete(tx);
  if (open?.endId === undefined) return;
  if (error) fail(open.endId, error);
  else answer(open.endId, null);
}

/**
 * Liveness: a lone Sync, which PostgreSQL answers with ReadyForQuery and which reads, writes, begins and ends
 * nothing, so it need not wait for an open transaction (a catalog import's), only for the statement running
 * (ADR 071). A query such as `select 1` would wait for the transaction, or fail inside one that failed. The answer
 * says how long the oldest open transaction has been open: one never ended holds every other query back, which the
 * other end counts as not healthy.
 */
async function ping({ id }: Extract<Call, { type: 'ping' }>) {
  try {
    await pg._checkReady();
    const reply = await pg._runExclusiveQuery(() =>
      pg.execProtocolRaw(protocol.serialize.sync(), { syncToFs: false }),
    );
    readyForQueryStatus(reply);
    const now = performance.now();
    let oldestTransactionMs = 0;
    for (const open of transactions.values())
      oldestTransactionMs = Math.max(oldestTransactionMs, now - open.since);
    answer(id, { oldestTransactionMs } satisfies PingResult);
  } catch (error) {
    fail(id, error);
  }
}

async function listen({ id, channel }: Extract<Call, { type: 'listen' }>) {
  // Known before LISTEN runs, as PGlite's own callback is: a prepared statement's notification that comes before
  // pg.listen() has returned still finds its subscription.
  const subscription = { channel: postgresName(channel), stop: async () => {} };
  subscriptions.set(id, subscription);
  try {
    subscription.stop = await pg.listen(channel, (payload) => post({ type: 'notify', id, payload }));
    answer(id, null);
  } catch (error) {
    subscriptions.delete(id);
    fail(id, error);
  }
}

async function unlisten({ id, subscription }: Extract<Call, { type: 'unlisten' }>) {
  try {
    const stop = subscriptions.get(subscription)?.stop;
    subscriptions.delete(subscription);
    await stop?.();
    answer(id, null);
  } catch (error) {
    fail(id, error);
  }
}

/** A channel's name as PostgreSQL keeps it (and PGlite's listen() names it): as quoted, or else in lower case. */
const postgresName = (channel: string) =>
  channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();

/**
 * PGlite's dumpDataDir takes only the statement lock: alone, it could copy the folder between two statements of
 * an open transaction. Under the transaction lock as well, every transaction is either wholly in it or not.
 */
async function dump({ id }: Extract<Call, { type: 'dump' }>) {
  try {
    await pg._checkReady();
    const blob = await pg._runExclusiveTransaction(() => pg.dumpDataDir('gzip'));
    const buffer = await blob.arrayBuffer();
    answer(id, buffer, [buffer]);
  } catch (error) {
    fail(id, error);
  }
}

/**
 * The backup's consistent copy: between transactions (both of PGlite's locks held, so no statement runs), a
 * checkpoint writes every changed page to the files, then the folder is copied as it is. Nothing else runs on
 * the database meanwhile, so the copy is quick; the archive is then made from it without any lock.
 */
async function snapshot({ id, into }: Extract<Call, { type: 'snapshot' }>) {
  try {
    const dataDir = options.dataDir;
    if (!dataDir) throw new Error('an in-memory database has no folder to copy');
    await pg._checkReady();
    await pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        await pg.execProtocol(protocol.serialize.query('CHECKPOINT'));
        fs.cpSync(dataDir, into, { recursive: true, errorOnExist: true, force: false });
      }),
    );
    answer(id, null);
  } catch (error) {
    fail(id, error);
  }
}

/** Waits for queries in flight, checkpoints and shuts PostgreSQL down; the other end then ends this thread. */
async function close({ id }: Extract<Call, { type: 'close' }>) {
  try {
    await pg.close();
    answer(id, null);
  } catch (error) {
    fail(id, error);
  }
}
