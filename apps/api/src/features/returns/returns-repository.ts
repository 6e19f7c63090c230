import type { ReturnStatus } from '@ironvolt/shared/returns';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditNotes, returns } from '../../db/schema/index.ts';

export type ReturnRow = typeof returns.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

export async function insertReturn(db: Executor, row: typeof returns.$inferInsert): Promise<ReturnRow> {
  const [inserted] = await db.insert(returns).values(row).returning();
  if (!inserted) throw new Error('the return was not written');
  return inserted;
}

export async function findReturn(db: Executor, id: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  return row;
}

/** Locks one return until the transaction ends: its steps are taken one at a time. */
export async function lockReturn(db: Executor, id: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id)).for('update');
  return row;
}

export async function updateReturn(
  db: Executor,
  id: string,
  changes: Partial<typeof returns.$inferInsert>,
): Promise<ReturnRow> {
  const [row] = await db.update(returns).set(changes).where(eq(returns.id, id)).returning();
  if (!row) throw new Error(`return ${id} vanished while it changed`);
  return row;
}

/**
 * How many of each tool of an order its returns already hold: every return not rejected (a resolved one's tools
 * came back already). Read with the order locked, so two returns of it are counted one after the other.
 */
export async function heldByReturns(db: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ lines: returns.lines })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'rejected')));
  const held = new Map<string, number>();
  for (const row of rows)
    for (const line of row.lines) held.set(line.productId, (held.get(line.productId) ?? 0) + line.amount);
  return held;
}

/** One page of returns, newest first, with the total: a buyer's own (`userId`) or every one, of one status. */
export async function listReturns(
  db: Executor,
  filter: { userId?: string | undefined; status?: ReturnStatus | undefined; offset: number; limit: number },
): Promise<{ rows: ReturnRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(returns.userId, filter.userId));
  if (filter.status) conditions.push(eq(returns.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(returns)
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [counted] = await db.select({ n: count() }).from(returns).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** The credit notes of these returns, by return. */
export async function creditNotesOf(db: Executor, returnIds: string[]): Promise<Map<string, CreditNoteRow>> {
  if (returnIds.length === 0) return new Map();
  const rows = await db.select().from(creditNotes).where(inArray(creditNotes.returnId, returnIds));
  return new Map(rows.map((row) => [row.returnId, row]));
}

/** What earlier credit notes of an order's returns credited: net of its goods and their tax. */
export async function creditedOfOrder(
  db: Executor,
  orderId: string,
): Promise<{ netCents: number; taxCents: number }> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(${creditNotes.netCents}), 0)`,
      tax: sql<string>`coalesce(sum(${creditNotes.taxCents}), 0)`,
    })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId));
  return { netCents: Number(row?.net ?? 0), taxCents: Number(row?.tax ?? 0) };
}

export async function insertCreditNote(
  db: Executor,
  row: typeof creditNotes.$inferInsert,
): Promise<CreditNoteRow> {
  const [inserted] = await db.insert(creditNotes).values(row).returning();
  if (!inserted) throw new Error('the credit note was not written');
  return inserted;
}
