import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../src/db/client.ts';

/** PostgreSQL's plan for a Drizzle query, exactly as built (same SQL, same parameters), as text lines. */
export async function explain(
  db: Database,
  query: SQLWrapper,
  options: { analyze?: boolean } = {},
): Promise<string[]> {
  const how: SQL = options.analyze ? sql.raw('(analyze, buffers off)') : sql.raw('(costs off)');
  const result = await db.execute(sql`explain ${how} ${query.getSQL()}`);
  return rowsOf<Record<string, string>>(result).map((row) => row['QUERY PLAN'] ?? '');
}
