import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { paths } from '../paths.ts';
import { type Database, rowsOf } from './client.ts';

// Repeatable SQL, as Flyway's R__ migrations: each function's current text is one file of db/functions, applied
// when the database holds an older version of it. Drizzle's migrator has no repeatable migrations (ADR 095).
// Newest wins (ADR 110): in a rolling deploy an instance of the older code neither re-applies its older text over
// a newer one nor counts the newer one as pending.

/** One file of db/functions: the function it is named after (with the triggers that call it, if any). */
export interface FunctionFile {
  name: string;
  checksum: string;
  /** Its place in versions.json's list of the file's checksums, from 1: each change of the text adds one. */
  version: number;
  statements: string[];
}

/** Where the code's file stands against what the database recorded. */
export type FileState = 'applied' | 'older' | 'newer';

export interface RecordedFunction {
  checksum: string;
  version: number;
}

/**
 * `older`: the database has no record of the file, an older version of it, or (same version, other text) a text
 * that is not this code's while versions.json was not brought up to date; these are applied. `newer`: a newer
 * code's version was applied; left as it is.
 */
export function stateOf(file: FunctionFile, recorded: RecordedFunction | undefined): FileState {
  if (!recorded || recorded.version < file.version) return 'older';
  if (recorded.version > file.version) return 'newer';
  return recorded.checksum === file.checksum ? 'applied' : 'older';
}

let files: FunctionFile[] | undefined;

/** The checksum of a file's text, as versions.json lists them. */
export const checksumOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** The files in name order, read once: they ship with the code and do not change while it runs. */
export function functionFiles(): FunctionFile[] {
  if (files) return files;
  const versions = functionVersions();
  files = fs
    .readdirSync(paths.functions)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(paths.functions, file), 'utf8');
      const name = file.slice(0, -'.sql'.length);
      const checksum = checksumOf(text);
      const known = versions[name] ?? [];
      // A text versions.json does not list yet (being written): one version past the last listed one.
      const at = known.indexOf(checksum);
      return {
        name,
        checksum,
        version: at === -1 ? known.length + 1 : at + 1,
        // the migrations' separator: one statement per call, as both drivers' extended protocol takes them
        statements: text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== ''),
      };
    });
  return files;
}

/** versions.json: each file's checksums, oldest first (a test requires the last to be the file's own). */
export function functionVersions(): Record<string, string[]> {
  return JSON.parse(fs.readFileSync(path.join(paths.functions, 'versions.json'), 'utf8'));
}

const createTable = sql`create table if not exists drizzle.ironvolt_functions (
  name text primary key,
  checksum text not null,
  applied_at timestamp with time zone not null default now()
)`;
// Rows written before versions were recorded read as version 0: older than any file.
const addVersion = sql`alter table drizzle.ironvolt_functions add column if not exists version integer not null default 0`;

async function recordedFunctions(db: Pick<Database, 'execute'>): Promise<Map<string, RecordedFunction>> {
  const rows = rowsOf<{ name: string; checksum: string; version: number | string }>(
    await db.execute(sql`select name, checksum, version from drizzle.ironvolt_functions`),
  );
  return new Map(rows.map((row) => [row.name, { checksum: row.checksum, version: Number(row.version) }]));
}

/**
 * Applies, in one transaction, every function file the database holds an older version of (all of them on a
 * database that has none recorded), and records their checksums and versions. Runs after the migrations, which
 * create the tables the functions read. Answers the names applied.
 */
export async function applyFunctions(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(createTable);
    await tx.execute(addVersion);
    const recorded = await recordedFunctions(tx);
    const applied: string[] = [];
    for (const file of functionFiles()) {
      const was = recorded.get(file.name);
      if (stateOf(file, was) !== 'older') continue;
      // Same text under an older version number (a row from before versions): only the record changes.
      if (was?.checksum !== file.checksum) {
        for (const statement of file.statements) await tx.execute(sql.raw(statement));
        applied.push(file.name);
      }
      await tx.execute(sql`insert into drizzle.ironvolt_functions (name, checksum, version)
        values (${file.name}, ${file.checksum}, ${file.version})
        on conflict (name) do update set checksum = excluded.checksum, version = excluded.version, applied_at = now()`);
    }
    return applied;
  });
}

/**
 * Whether a function file of this code is not applied (or an older version is): a newer version, applied by an
 * instance of newer code, is not pending. Throws when the database does not answer.
 */
export async function functionsPending(db: Database): Promise<boolean> {
  let recorded: Map<string, RecordedFunction>;
  try {
    recorded = await recordedFunctions(db);
  } catch (error) {
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ??
      (error as { code?: string }).code;
    // no table (or schema, or version column) yet
    if (code === '42P01' || code === '3F000' || code === '42703') return true;
    throw error;
  }
  return functionFiles().some((file) => stateOf(file, recorded.get(file.name)) === 'older');
}
