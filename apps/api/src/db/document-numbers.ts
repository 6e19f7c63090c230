import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from './client.ts';

/**
 * The next number of a document series for the current UTC year by the database's clock, e.g. `INV-2026-000042`, a quote's `Q-2026-000007` or a return's `RMA-2026-000003`;
 * the document's date is the same transaction's `now()`, so the two always agree. Call it inside the
 * transaction that issues the document: the counter's row is locked until that commits, and a rollback gives
 * the number back, so a series never has a gap or a repeat.
 */
export async function nextDocumentNumber(db: Executor, series: 'INV' | 'CN' | 'Q' | 'RMA'): Promise<string> {
  const [row] = rowsOf<{ year: number; last: number }>(
    await db.execute(sql`
      insert into document_counters as c (series, year, last)
      values (${series}, extract(year from now() at time zone 'UTC')::int, 1)
      on conflict (series, year) do update set last = c.last + 1
      returning c.year, c.last`),
  );
  if (!row) throw new Error(`no ${series} number was given`);
  return `${series}-${row.year}-${String(row.last).padStart(6, '0')}`;
}
