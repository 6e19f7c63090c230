import { Readable } from 'node:stream';
import { catalogCsvMessages } from '@ironvolt/shared/admin';
import { httpMessages } from '@ironvolt/shared/http-constants';
import { centsToDollars } from '@ironvolt/shared/money';
import { hiddenCharacterIn, textMessages } from '@ironvolt/shared/text-constants';
import { parse } from 'csv-parse';
import { badRequest, HttpError } from './http-errors.ts';
import { turns } from './turns.ts';

/**
 * What the CSV files admins export and import back (the catalog's, a price list's) share: how a file is read and
 * refused whole, how a cell is written so that a spreadsheet does not run it, and how volume prices are written.
 */

/**
 * A cell a spreadsheet would run as a formula is written with a ' before it (OWASP's advice for CSV exports); the
 * import takes that ' off again, so an export imports back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const escapeCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const unescapeCell = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

export const tiersToText = (tiers: readonly { minAmount: number; priceCents: number }[]) =>
  tiers.map((tier) => `${tier.minAmount}:${centsToDollars(tier.priceCents)}`).join(';');

/** `50:9.5;100:8.75` → tiers in dollars; undefined when the text is not in that form. */
export function tiersFromText(text: string): { minAmount: number; price: number }[] | undefined {
  if (text.trim() === '') return [];
  const tiers = [];
  for (const pair of text.split(';')) {
    const match = /^\s*(\d+)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(pair);
    if (!match) return undefined;
    tiers.push({ minAmount: Number(match[1]), price: Number(match[2]) });
  }
  return tiers;
}

/**
 * A cell's number as a spreadsheet writes it: digits with at most one decimal point, an optional minus. Anything
 * else (`0x10`, `1e3`, `0b1010`, which `Number` would read) is not a number here, so the row is refused by its field.
 */
export const toNumber = (text: string) => (/^\s*-?\d+(?:\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);

/** The file's text: UTF-8 (a byte-order mark is dropped), else 400. */
function decode(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file);
  } catch {
    throw badRequest(catalogCsvMessages.notUtf8);
  }
}

/** The file's text is parsed this many characters at a time, a few hundred rows. */
const PARSE_SLICE = 32 * 1024;

/** The text in slices of about PARSE_SLICE, never between the two halves of a character beyond U+FFFF. */
function* slices(text: string): Generator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + PARSE_SLICE, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield text.slice(start, end);
    start = end;
  }
}

export interface ParsedRow<Column extends string> {
  /** The row as a spreadsheet numbers it: the header is row 1, and a cell may hold line breaks. */
  row: number;
  /** Every column of the file; an optional column the file leaves out is undefined. */
  cells: Record<Column, string>;
}

export interface CsvShape<Column extends string> {
  columns: readonly Column[];
  optional: readonly string[];
  maxRows: number;
  /** Refusals of a file with too many rows or none. */
  tooManyRows: string;
  empty: string;
}

/** The rows of the file, checked for its columns and size; a file that cannot be read is refused whole (400). */
export async function readCsvRows<Column extends string>(
  file: Buffer,
  shape: CsvShape<Column>,
): Promise<ParsedRow<Column>[]> {
  const text = decode(file);
  const known: readonly string[] = shape.columns;
  // Given whole, the parser reads every row of the file in one go, holding up every other request meanwhile.
  const parser = Readable.from(slices(text)).pipe(
    parse({ bom: true, skip_empty_lines: true, relax_column_count: false }),
  );
  const rows: ParsedRow<Column>[] = [];
  const turn = turns();
  let header: string[] | undefined;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = record.map((name) => name.trim());
        // A column named twice would be read from its last copy, silently: the file is refused instead.
        const repeated = [...new Set(header.filter((name, index) => header?.indexOf(name) !== index))];
        if (repeated.length > 0) throw badRequest(catalogCsvMessages.repeatedColumns(repeated));
        const missing = known.filter(
          (column) => !header?.includes(column) && !shape.optional.includes(column),
        );
        if (missing.length > 0) throw badRequest(catalogCsvMessages.missingColumns(missing));
        const unknown = header.filter((name) => !known.includes(name));
        if (unknown.length > 0) throw badRequest(catalogCsvMessages.unknownColumns(unknown));
        continue;
      }
      if (rows.length >= shape.maxRows) throw badRequest(shape.tooManyRows);
      // A column left out is undefined, which the row's check tells from one left empty.
      const cells = {} as Record<Column, string>;
      header.forEach((name, index) => {
        cells[name as Column] = record[index] ?? '';
      });
      rows.push({ row: rows.length + 2, cells });
      if (turn.due()) await turn.next();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const problem = error as Error & { lines?: number };
    throw badRequest(catalogCsvMessages.unreadable(problem.lines ?? 0, problem.message));
  }
  if (rows.length === 0) throw badRequest(shape.empty);
  return rows;
}

/**
 * The problems of a row's cells that no field's own rule sees: a cell a spreadsheet would run as a formula, a NUL
 * PostgreSQL cannot store (the JSON bodies' check never sees a CSV file), a hidden or direction-changing character.
 * Returns the cells with a leading ' taken off, and the columns refused for a hidden character (a field's own rule
 * would say it again).
 */
export function checkCells<Column extends string>(
  columns: readonly Column[],
  cells: Record<Column, string>,
): { text: Record<Column, string>; errors: { field: string; message: string }[]; hidden: Set<string> } {
  const errors: { field: string; message: string }[] = [];
  const text: Record<Column, string> = { ...cells };
  const hidden = new Set<string>();
  for (const column of columns) {
    const raw = cells[column];
    if (/^[=+@\t\r]/.test(raw?.trimStart() ?? ''))
      errors.push({ field: column, message: catalogCsvMessages.formula });
    if (raw?.includes('\u0000')) errors.push({ field: column, message: httpMessages.nulCharacter(column) });
    const character = raw === undefined ? undefined : hiddenCharacterIn(raw);
    if (character) {
      errors.push({ field: column, message: textMessages.hiddenCharacter(column, character) });
      hidden.add(column);
    }
    text[column] = raw === undefined ? raw : unescapeCell(raw);
  }
  return { text, errors, hidden };
}
