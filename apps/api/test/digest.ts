import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../src/db/client.ts';

const TABLES = [
  'users',
  'products',
  'orders',
  'reviews',
  'images',
  'payments',
  'payment_events',
  'test_payment_intents',
  'one_time_codes',
  'app_secrets',
] as const;

/** A fingerprint of every row of every table: equal digests mean nothing was written. */
export async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await db.execute(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${table} t`,
      ),
    );
    const [row] = rowsOf<{ n: number; h: string }>(result);
    digest[table] = `${row?.n}:${row?.h}`;
  }
  return digest;
}
