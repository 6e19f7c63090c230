import { orderMessages } from '@ironvolt/shared/orders';
import { QUICK_ORDER_MAX_LINES, quickOrderMessages } from '@ironvolt/shared/quick-order';
import { hiddenCharacterIn } from '@ironvolt/shared/text-constants';
import { parse } from 'csv-parse/sync';
import { unprocessable } from '../../lib/http-errors.ts';

/** One line of a quick order as read: its model and amount, or why it could not be read. */
export type ReadLine =
  | { line: number; model: string; amount: number }
  | { line: number; model: string; amount: number | null; problem: string };

const HEADER_AMOUNTS = new Set(['amount', 'quantity', 'qty']);

/**
 * The lines of a pasted list or CSV file (`model,amount`), numbered as the buyer's editor numbers them: a cell
 * split by comma, tab (a spreadsheet's copy) or semicolon, else the last word is the amount ("IV-HG2000 40").
 * Each line is parsed on its own, so one stray quote refuses that line, not the list; a first line naming the
 * columns, blank lines and a byte-order mark are skipped. More than QUICK_ORDER_MAX_LINES lines: 422.
 */
export function readQuickOrderText(text: string): ReadLine[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const read: ReadLine[] = [];
  let first = true;
  for (const [index, raw] of lines.entries()) {
    if (raw.trim() === '') continue;
    const line = index + 1;
    const parsed = readLine(line, raw);
    const isHeader =
      first &&
      parsed.model.toLowerCase() === 'model' &&
      HEADER_AMOUNTS.has(('problem' in parsed ? rawAmountOf(raw) : '').toLowerCase());
    first = false;
    if (isHeader) continue;
    if (read.length >= QUICK_ORDER_MAX_LINES) throw unprocessable(quickOrderMessages.tooManyLines, 'text');
    read.push(parsed);
  }
  if (read.length === 0) throw unprocessable(quickOrderMessages.empty, 'text');
  return read;
}

/** The cells of a line: CSV by comma, tab or semicolon, trailing empty cells dropped; undefined when unreadable. */
function cellsOf(raw: string): string[] | undefined {
  let records: string[][];
  try {
    records = parse(raw, { delimiter: [',', '\t', ';'], relax_column_count: true, trim: true });
  } catch {
    return undefined;
  }
  const cells = records[0] ?? [];
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  if (cells.length === 1) {
    // No separator: "IV-HG2000 40", the amount as the last word.
    const words = /^(.*\S)\s+(\S+)$/.exec(cells[0] ?? '');
    if (words) return [words[1] ?? '', words[2] ?? ''];
  }
  return cells;
}

const rawAmountOf = (raw: string) => cellsOf(raw)?.[1] ?? '';

function readLine(line: number, raw: string): ReadLine {
  if (raw.includes('\u0000') || hiddenCharacterIn(raw))
    return { line, model: '', amount: null, problem: quickOrderMessages.hiddenCharacter };
  const cells = cellsOf(raw);
  if (!cells) return { line, model: raw.trim(), amount: null, problem: quickOrderMessages.unreadable };
  const [model = '', amountText = ''] = cells;
  if (model === '') return { line, model, amount: null, problem: quickOrderMessages.noModel };
  if (cells.length > 2) return { line, model, amount: null, problem: quickOrderMessages.extraCells };
  if (amountText === '') return { line, model, amount: null, problem: quickOrderMessages.noAmount };
  // Digits only, as many as a number holds exactly: "40", not "4e1", "40.5" or "-3".
  if (!/^\d{1,15}$/.test(amountText))
    return { line, model, amount: null, problem: orderMessages.amountNotWhole };
  return { line, model, amount: Number(amountText) };
}
