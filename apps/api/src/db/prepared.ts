import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Database, rowsOf } from './client.ts';

/**
 * A query built once per database (or transaction) and prepared, for the reads asked on most requests (ADR 049):
 * Drizzle then skips building its SQL on every call, and PostgreSQL parses and plans it once per connection.
 */
export function preparedPerDatabase<D extends object, P>(build: (db: D) => P): (db: D) => P {
  const built = new WeakMap<D, P>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

/** A database or a transaction: both hold the session a statement is prepared on. */
export type Preparer = Pick<Database, '_'>;

/** Raw SQL holds no tables' names to case, so Drizzle's dialect with its defaults turns it into text and params. */
const dialect = new PgDialect();

/**
 * Placeholders named after the keys of `Values`, the object a prepared statement runs with: a name that is not one
 * of its keys does not compile, where a missing value would fail only when the statement runs.
 */
export const placeholdersOf =
  <Values extends object>() =>
  (name: keyof Values & string) =>
    sql.placeholder(name);

/**
 * A raw statement (`sql` with `sql.placeholder`s) prepared under `name`, once per database or transaction, for
 * the writes asked on most requests as ADR 049's reads are (ADR 056): node-postgres parses it once per connection
 * by name; PGlite's worker prepares every statement by its text. Answers the statement's rows as written.
 */
export function preparedStatement<Row, Values extends object>(
  name: string,
  statement: SQL,
): (db: Preparer, values: Values) => Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = preparedPerDatabase((db: Preparer) =>
    db._.session.prepareQuery(query, undefined, name, false),
  );
  return async (db, values) => rowsOf<Row>(await prepared(db).execute(values as Record<string, unknown>));
}
