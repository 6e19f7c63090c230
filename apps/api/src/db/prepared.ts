import { sql } from 'drizzle-orm';

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

/**
 * Placeholders named after the keys of `Values`, the object a prepared statement runs with: a name that is not one
 * of its keys does not compile, where a missing value would fail only when the statement runs.
 */
export const placeholdersOf =
  <Values extends object>() =>
  (name: keyof Values & string) =>
    sql.placeholder(name);
