import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { paths } from '../paths.ts';
import { type Database, rowsOf } from './client.ts';

// Repeatable SQL, as Flyway's R__ migrations: each function's current text is one file of db/functions, applied
// whenever its checksum differs from the one recorded. Drizzle's migrator has no repeatable migrations (ADR 095).

/** One file of db/functions: the function it is named after (with the triggers that call it, if any). */
export interface FunctionFile {
  name: string;
  checksum: string;
  statements: string[];
}

let files: FunctionFile[] | undefined;

/** The files in name order, read once: they ship with the code and do not change while it runs. */
export function functionFiles(): FunctionFile[] {
  files ??= fs
    .readdirSync(paths.functions)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(paths.functions, file), 'utf8');
      return {
        name: file.slice(0, -'.sql'.length),
        checksum: createHash('sha256').update(text).digest('hex'),
        // the migrations' separator: one statement per call, as both drivers' extended protocol takes them
        statements: text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== ''),
      };
    });
  return files;
}

const createTable = sql`create table if not exists drizzle.ironvolt_functions (
  name text primary key,
  checksum text not null,
  applied_at timestamp with time zone not null default now()
)`;

/**
 * Applies, in one transaction, every function file whose checksum differs from the recorded one (all of them on
 * a database that has none recorded), and records the new checksums. Runs after the migrations, which create the
 * tables the functions read. Answers the names applied.
 */
export async function applyFunctions(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(createTable);
    const recorded = new Map(
      rowsOf<{ name: string; checksum: string }>(
        await tx.execute(sql`select name, checksum from drizzle.ironvolt_functions`),
      ).map((row) => [row.name, row.checksum]),
    );
    const changed = functionFiles().filter((file) => recorded.get(file.name) !== file.checksum);
    for (const file of changed) {
      for (const statement of file.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into drizzle.ironvolt_functions (name, checksum) values (${file.name}, ${file.checksum})
        on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`);
    }
    return changed.map((file) => file.name);
  });
}

/** Whether a function file is not applied as it is now. Throws when the database does not answer. */
export async function functionsPending(db: Database): Promise<boolean> {
  let recorded: { name: string; checksum: string }[];
  try {
    recorded = rowsOf(await db.execute(sql`select name, checksum from drizzle.ironvolt_functions`));
  } catch (error) {
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ??
      (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return true; // no table (or schema) yet
    throw error;
  }
  const applied = new Map(recorded.map((row) => [row.name, row.checksum]));
  return functionFiles().some((file) => applied.get(file.name) !== file.checksum);
}
