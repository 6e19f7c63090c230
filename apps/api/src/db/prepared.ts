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
