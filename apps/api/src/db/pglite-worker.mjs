// The thread that owns the embedded database. PGlite runs PostgreSQL in WebAssembly synchronously, so a slow
// query on the main thread would stall every request; here it stalls only this thread. pglite-client.ts is the
// other end: it posts queries, transaction steps, LISTENs, dumps and the final close, and this thread answers
// each by its id. Plain JavaScript, so that the same file runs from src/ (tsx, Vitest) and from dist/.
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, TransactionAbortedError } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir?: string, loadDataDir?: ArrayBuffer, settings: string[] }} */
const options = workerData;

/** Why a transaction's callback ended without committing; not an error to report. */
const ROLLBACK = Symbol('rollback');

/** Transactions in progress, by the id of the 'begin' message that opened them. */
const transactions = new Map();
/** LISTEN subscriptions, by the id of the 'listen' message, with the function that stops each. */
const subscriptions = new Map();
/** Parser tables that return a type's text as it is, one per distinct set of type OIDs. */
const rawParserTables = new Map();

function answer(id, result, transfer) {
  try {
    port.postMessage({ id, result }, transfer);
  } catch (error) {
    fail(id, error); // a value that cannot be cloned
  }
}

function fail(id, error) {
  const data = describeError(error);
  try {
    port.postMessage({ id, error: data });
  } catch {
    port.postMessage({ id, error: { ...data, fields: {} } });
  }
}

/**
 * An error as plain data: structured cloning keeps only an Error's message and stack, and the app needs the
 * PostgreSQL fields (code, constraint, detail...) to answer a violated rule properly.
 */
function describeError(error) {
  if (!(error instanceof Error)) return { kind: 'other', message: String(error), fields: {} };
  const fields = {};
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

function rawParsers(oids) {
  if (!oids || oids.length === 0) return undefined;
  const key = oids.join(',');
  let table = rawParserTables.get(key);
  if (!table) {
    table = Object.fromEntries(oids.map((oid) => [oid, (text) => text]));
    rawParserTables.set(key, table);
  }
  return table;
}

let pg;
try {
  pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
    // pg_trgm backs the catalog search index; loading it costs little when no migration uses it.
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...options.settings.flatMap((setting) => ['-c', setting])],
  });
} catch (error) {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}

if (pg) {
  port.on('message', (message) => {
    switch (message.type) {
      case 'query':
        return void query(message);
      case 'begin':
        return begin(message);
      case 'end':
        return end(message);
      case 'listen':
        return void listen(message);
      case 'unlisten':
        return void unlisten(message);
      case 'dump':
        return void dump(message);
      case 'close':
        return void close(message);
      default:
        return fail(message.id, new Error(`unknown message ${message.type}`));
    }
  });
  port.postMessage({ type: 'ready' });
}

async function query({ id, tx, sql, params, rowMode, rawOids }) {
  try {
    let target = pg;
    if (tx !== undefined) {
      target = transactions.get(tx)?.tx;
      if (!target) throw new Error('Transaction is closed');
    }
    const result = await target.query(sql, params, { rowMode, parsers: rawParsers(rawOids) });
    answer(id, { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });
  } catch (error) {
    fail(id, error);
  }
}

/**
 * Opens a transaction and answers once BEGIN ran; PGlite then holds its transaction lock, so queries outside
 * it wait, as they do in-process. Queries tagged with this id run on it until 'end' commits or rolls back.
 */
function begin({ id }) {
  let opened = false;
  pg.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        opened = true;
        transactions.set(id, {
          tx,
          endId: undefined,
          finish: (commit) => (commit ? resolve() : reject(ROLLBACK)),
        });
        answer(id, null);
      }),
  ).then(
    () => ended(id, undefined),
    (error) => (opened ? ended(id, error === ROLLBACK ? undefined : error) : fail(id, error)),
  );
}

function end({ id, tx, commit }) {
  const open = transactions.get(tx);
  if (!open || open.endId !== undefined) return fail(id, new Error('Transaction is closed'));
  open.endId = id;
  open.finish(commit);
}

/** The transaction is over: its COMMIT or ROLLBACK ran (or failed, e.g. COMMIT of an aborted transaction). */
function ended(tx, error) {
  const open = transactions.get(tx);
  transactions.delete(tx);
  if (open?.endId === undefined) return;
  if (error) fail(open.endId, error);
  else answer(open.endId, null);
}

async function listen({ id, channel }) {
  try {
    const stop = await pg.listen(channel, (payload) => port.postMessage({ type: 'notify', id, payload }));
    subscriptions.set(id, stop);
    answer(id, null);
  } catch (error) {
    fail(id, error);
  }
}

async function unlisten({ id, subscription }) {
  try {
    const stop = subscriptions.get(subscription);
    subscriptions.delete(subscription);
    await stop?.();
    answer(id, null);
  } catch (error) {
    fail(id, error);
  }
}

async function dump({ id }) {
  try {
    const blob = await pg.dumpDataDir('gzip');
    const buffer = await blob.arrayBuffer();
    answer(id, buffer, [buffer]);
  } catch (error) {
    fail(id, error);
  }
}

/** Waits for queries in flight, checkpoints and shuts PostgreSQL down; the other end then ends this thread. */
async function close({ id }) {
  try {
    await pg.close();
    answer(id, null);
  } catch (error) {
    fail(id, error);
  }
}
