import type { QuoteStatus } from '@ironvolt/shared/quotes';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { companies, quotes, type StoredQuoteEvent, type StoredQuoteLine } from '../../db/schema/index.ts';

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type QuoteRow = typeof quotes.$inferSelect & { companyName: string | null };

const quoteColumns = {
  id: quotes.id,
  number: quotes.number,
  userId: quotes.userId,
  email: quotes.email,
  companyId: quotes.companyId,
  status: quotes.status,
  lines: quotes.lines,
  message: quotes.message,
  expiresAt: quotes.expiresAt,
  orderId: quotes.orderId,
  history: quotes.history,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
  companyName: companies.name,
};

/** A new quote, in the transaction that took its number. */
export async function insertQuote(
  db: Executor,
  values: {
    number: string;
    userId: string;
    email: string;
    companyId: string | null;
    lines: StoredQuoteLine[];
    message: string | null;
    history: StoredQuoteEvent[];
  },
): Promise<{ id: string; number: string }> {
  const [row] = await db.insert(quotes).values(values).returning({ id: quotes.id, number: quotes.number });
  if (!row) throw new Error('insert into quotes returned no row');
  return row;
}

/** Quotes newest first, a page at a time: one buyer's (`userId`) or all; of one status; searched by words. */
export async function listQuotes(
  db: Database,
  query: {
    userId?: string | undefined;
    status?: QuoteStatus | undefined;
    q?: string | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: QuoteRow[]; total: number }> {
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  // A word matches the number, the buyer's address, their company or a tool's name or model.
  const where = and(
    query.userId ? eq(quotes.userId, query.userId) : undefined,
    query.status ? eq(quotes.status, query.status) : undefined,
    ...words.map(
      (word) =>
        sql`lower(${quotes.number} || ' ' || ${quotes.email} || ' ' || coalesce(${companies.name}, '') || ' ' || ${quotes.lines}::text) like lower(${`%${likeLiteral(word)}%`})`,
    ),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(quoteColumns)
      .from(quotes)
      .leftJoin(companies, eq(companies.id, quotes.companyId))
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(quotes)
      .leftJoin(companies, eq(companies.id, quotes.companyId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One quote with its company's name; `forUpdate` holds its row until the transaction ends. */
export async function findQuote(db: Executor, id: string, forUpdate = false): Promise<QuoteRow | undefined> {
  const query = db
    .select(quoteColumns)
    .from(quotes)
    .leftJoin(companies, eq(companies.id, quotes.companyId))
    .where(eq(quotes.id, id));
  const [row] = forUpdate ? await query.for('update', { of: quotes }) : await query;
  return row;
}

/** A quote's next step: its new status and fields, and the event appended to its history. */
export async function updateQuote(
  db: Executor,
  id: string,
  change: Partial<Pick<typeof quotes.$inferInsert, 'status' | 'lines' | 'message' | 'expiresAt' | 'orderId'>>,
  event: StoredQuoteEvent,
): Promise<void> {
  await db
    .update(quotes)
    .set({ ...change, history: sql`${quotes.history} || ${JSON.stringify([event])}::jsonb` })
    .where(eq(quotes.id, id));
}

/**
 * Marks every offered quote whose offer ran out by `at` expired, in one statement: a quote being accepted holds
 * its row, and this waits, then sees it accepted and leaves it. Answers the quotes it expired.
 */
export async function expireQuotesDue(db: Executor, at: Date, event: StoredQuoteEvent): Promise<QuoteRow[]> {
  const expired = await db
    .update(quotes)
    .set({
      status: 'expired',
      history: sql`${quotes.history} || ${JSON.stringify([event])}::jsonb`,
    })
    .where(and(eq(quotes.status, 'offered'), lte(quotes.expiresAt, at)))
    .returning({ id: quotes.id });
  const rows: QuoteRow[] = [];
  for (const { id } of expired) {
    const row = await findQuote(db, id);
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * An account being erased: its quotes keep their numbers, lines and prices (the shop's record of what it offered)
 * but lose the address and every message; one still open is declined, so that no mail goes to a gone address.
 */
export async function anonymizeQuotesOf(db: Executor, userId: string): Promise<void> {
  await db
    .update(quotes)
    .set({
      email: '',
      message: null,
      status: sql`case when ${quotes.status} in ('requested', 'offered') then 'declined' else ${quotes.status} end`,
      history: sql`(select coalesce(jsonb_agg(step - 'email' - 'message'), '[]'::jsonb)
                      from jsonb_array_elements(${quotes.history}) as step)`,
    })
    .where(eq(quotes.userId, userId));
}
