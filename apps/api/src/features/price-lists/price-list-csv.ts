import type { Readable } from 'node:stream';
import { catalogCsvMessages } from '@ironvolt/shared/admin';
import { centsToDollars, dollarsToCents } from '@ironvolt/shared/money';
import {
  PRICE_LIST_CSV_COLUMNS,
  PRICE_LIST_CSV_MAX_ROWS,
  type PriceListImportReply,
  priceListCsvMessages,
  priceListMessages,
  SetListPriceBodySchema,
} from '@ironvolt/shared/price-lists';
import { priceTiersProblem } from '@ironvolt/shared/price-tiers';
import { stringify } from 'csv-stringify';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, type Executor, ROWS_PER_STATEMENT } from '../../db/client.ts';
import { priceListPrices, priceLists, products } from '../../db/schema/index.ts';
import { type ActivityRecord, type Actor, recordActivities } from '../../lib/activity.ts';
import {
  type CsvShape,
  checkCells,
  escapeCell,
  type ParsedRow,
  readCsvRows,
  tiersFromText,
  tiersToText,
  toNumber,
} from '../../lib/csv-file.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { turns } from '../../lib/turns.ts';
import { liveProductsOfModels } from '../catalog/public.ts';

type Column = (typeof PRICE_LIST_CSV_COLUMNS)[number];
type Tiers = { minAmount: number; priceCents: number }[];
/** A tool's own price on a list, in cents as stored. */
interface OwnPrice {
  priceCents: number;
  priceTiers: Tiers;
}

const CSV_SHAPE: CsvShape<Column> = {
  columns: PRICE_LIST_CSV_COLUMNS,
  optional: [],
  maxRows: PRICE_LIST_CSV_MAX_ROWS,
  tooManyRows: priceListCsvMessages.tooManyRows,
  empty: priceListCsvMessages.empty,
};

async function listNamed(db: Executor, id: string) {
  const [list] = await db.select().from(priceLists).where(eq(priceLists.id, id));
  if (!list) throw notFound(priceListMessages.notFound);
  return list;
}

/** The list's own prices for live tools, by model, as CSV (GET /price-lists/:id/export.csv); 404 for no such list. */
export async function priceListCsv(db: Database, id: string): Promise<{ name: string; csv: Readable }> {
  const list = await listNamed(db, id);
  const rows = await db
    .select({
      model: products.model,
      priceCents: priceListPrices.priceCents,
      priceTiers: priceListPrices.priceTiers,
    })
    .from(priceListPrices)
    .innerJoin(products, eq(products.id, priceListPrices.productId))
    .where(and(eq(priceListPrices.priceListId, id), isNull(products.deletedAt)))
    .orderBy(asc(products.model));
  const csv = stringify({ header: true, columns: [...PRICE_LIST_CSV_COLUMNS], record_delimiter: 'windows' });
  void (async () => {
    try {
      for (const row of rows) {
        const record: Record<Column, string> = {
          model: escapeCell(row.model),
          price: String(centsToDollars(row.priceCents)),
          priceTiers: tiersToText(row.priceTiers),
        };
        if (!csv.write(record)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return { name: list.name, csv };
}

type Checked =
  | {
      row: number;
      ok: true;
      model: string;
      price: { price: number; priceTiers: { minAmount: number; price: number }[] } | null;
    }
  | { row: number; ok: false; model: string; errors: { field: string; message: string }[] };

/** One row by PUT /price-lists/:id/prices/:productId's rules, bar the tiers against the tool's minimum order. */
function checkRow({ row, cells }: ParsedRow<Column>): Checked {
  const { text, errors, hidden } = checkCells(PRICE_LIST_CSV_COLUMNS, cells);
  const model = text.model.trim();
  if (model === '' && !hidden.has('model')) errors.push({ field: 'model', message: 'The model is required' });
  const tiers = tiersFromText(text.priceTiers);
  if (!tiers) errors.push({ field: 'priceTiers', message: catalogCsvMessages.priceTiersFormat });
  if (text.price.trim() === '') {
    // An empty price takes the tool's own price off the list: volume prices without a price make no sense.
    if (tiers && tiers.length > 0)
      errors.push({ field: 'priceTiers', message: priceListCsvMessages.tiersWithoutPrice });
    return errors.length > 0 ? { row, ok: false, model, errors } : { row, ok: true, model, price: null };
  }
  const parsed = SetListPriceBodySchema.safeParse({ price: toNumber(text.price), priceTiers: tiers ?? [] });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors.push({ field: issue.path.join('.') || 'row', message: issue.message });
  if (errors.length > 0 || !parsed.success) return { row, ok: false, model, errors };
  return { row, ok: true, model, price: parsed.data };
}

const sameOwnPrice = (a: OwnPrice, b: OwnPrice) =>
  a.priceCents === b.priceCents && JSON.stringify(a.priceTiers) === JSON.stringify(b.priceTiers);

const inDollars = (price: OwnPrice) => ({
  price: centsToDollars(price.priceCents),
  priceTiers: price.priceTiers.map((tier) => ({
    minAmount: tier.minAmount,
    price: centsToDollars(tier.priceCents),
  })),
});

interface Plan {
  reply: PriceListImportReply;
  /** Own prices the file adds or changes, with what each was before (none: added). */
  set: { productId: string; model: string; before: OwnPrice | undefined; after: OwnPrice }[];
  /** Own prices the file takes off the list. */
  removed: { productId: string; model: string; before: OwnPrice }[];
}

/** The own prices this list has for these tools. */
async function ownPricesOf(
  db: Executor,
  listId: string,
  productIds: string[],
): Promise<Map<string, OwnPrice>> {
  const found = new Map<string, OwnPrice>();
  for (let start = 0; start < productIds.length; start += 1000) {
    const rows = await db
      .select({
        productId: priceListPrices.productId,
        priceCents: priceListPrices.priceCents,
        priceTiers: priceListPrices.priceTiers,
      })
      .from(priceListPrices)
      .where(
        and(
          eq(priceListPrices.priceListId, listId),
          inArray(priceListPrices.productId, productIds.slice(start, start + 1000)),
        ),
      );
    for (const row of rows)
      found.set(row.productId, { priceCents: row.priceCents, priceTiers: row.priceTiers });
  }
  return found;
}

/**
 * What importing the file into the list would do: each row checked as PUT .../prices/:productId checks a price,
 * its model matched with one live tool. A plan with any refused row is applied not at all.
 */
async function planImport(db: Database, listId: string, file: Buffer): Promise<Plan> {
  await listNamed(db, listId);
  const rows = await readCsvRows(file, CSV_SHAPE);
  const checked: Checked[] = [];
  const turn = turns();
  for (const row of rows) {
    checked.push(checkRow(row));
    if (turn.due()) await turn.next();
  }
  const firstRowOf = new Map<string, number>();
  for (const [index, row] of checked.entries()) {
    if (!row.ok) continue;
    const seen = firstRowOf.get(row.model);
    if (seen === undefined) firstRowOf.set(row.model, row.row);
    else
      checked[index] = {
        row: row.row,
        ok: false,
        model: row.model,
        errors: [{ field: 'model', message: catalogCsvMessages.duplicateModel(seen) }],
      };
  }
  const tools = await liveProductsOfModels(
    db,
    checked.filter((row) => row.ok).map((row) => row.model),
  );
  const current = await ownPricesOf(
    db,
    listId,
    [...tools.values()].flatMap((matches) => (matches.length === 1 ? matches.map((tool) => tool.id) : [])),
  );

  const plan: Plan = {
    reply: { counts: { add: 0, update: 0, remove: 0, unchanged: 0, refused: 0 }, rows: [] },
    set: [],
    removed: [],
  };
  const refuse = (row: number, model: string, name: string, errors: { field: string; message: string }[]) => {
    plan.reply.counts.refused++;
    plan.reply.rows.push({ row, model, name, action: 'refused', errors });
  };
  for (const row of checked) {
    if (turn.due()) await turn.next();
    if (!row.ok) {
      refuse(row.row, row.model, tools.get(row.model)?.[0]?.name ?? '', row.errors);
      continue;
    }
    const matches = tools.get(row.model) ?? [];
    const tool = matches[0];
    if (!tool) {
      refuse(row.row, row.model, '', [{ field: 'model', message: priceListCsvMessages.modelUnknown }]);
      continue;
    }
    if (matches.length > 1) {
      refuse(row.row, row.model, tool.name, [{ field: 'model', message: catalogCsvMessages.ambiguousModel }]);
      continue;
    }
    const entry = { row: row.row, model: row.model, name: tool.name };
    const before = current.get(tool.id);
    if (row.price === null) {
      if (!before) plan.reply.counts.unchanged++;
      else {
        plan.reply.counts.remove++;
        plan.reply.rows.push({ ...entry, action: 'remove', before: inDollars(before), errors: [] });
        plan.removed.push({ productId: tool.id, model: row.model, before });
      }
      continue;
    }
    const problem = priceTiersProblem(
      { price: row.price.price, minOrder: tool.minOrder },
      row.price.priceTiers,
    );
    if (problem) {
      refuse(row.row, row.model, tool.name, [
        { field: `priceTiers.${problem.index}.${problem.field}`, message: problem.message },
      ]);
      continue;
    }
    const after: OwnPrice = {
      priceCents: dollarsToCents(row.price.price),
      priceTiers: row.price.priceTiers.map((tier) => ({
        minAmount: tier.minAmount,
        priceCents: dollarsToCents(tier.price),
      })),
    };
    if (before && sameOwnPrice(before, after)) {
      plan.reply.counts.unchanged++;
      continue;
    }
    plan.reply.counts[before ? 'update' : 'add']++;
    plan.reply.rows.push({
      ...entry,
      action: before ? 'update' : 'add',
      ...(before ? { before: inDollars(before) } : {}),
      after: inDollars(after),
      errors: [],
    });
    plan.set.push({ productId: tool.id, model: row.model, before, after });
  }
  return plan;
}

/** POST /price-lists/:id/import/preview: what the file would change on the list, and every refused row. */
export async function previewPriceListImport(
  db: Database,
  listId: string,
  file: Buffer,
): Promise<PriceListImportReply> {
  return (await planImport(db, listId, file)).reply;
}

/**
 * POST /price-lists/:id/import: all or nothing. A file with any refused row changes nothing (`applied: false`);
 * otherwise every price it sets or removes is written in one transaction, each in the audit trail.
 */
export async function applyPriceListImport(
  db: Database,
  actor: Actor,
  listId: string,
  file: Buffer,
): Promise<{ applied: boolean; reply: PriceListImportReply }> {
  const plan = await planImport(db, listId, file);
  const { counts } = plan.reply;
  if (counts.refused > 0)
    return { applied: false, reply: { ...plan.reply, message: catalogCsvMessages.refused(counts.refused) } };
  await db.transaction(async (tx) => {
    // Every change to a list's prices locks the list first: nothing changes it between this check and the commit.
    const [list] = await tx.select().from(priceLists).where(eq(priceLists.id, listId)).for('update');
    if (!list) throw notFound(priceListMessages.notFound);
    const touched = [...plan.set, ...plan.removed].map((change) => change.productId);
    const now = await ownPricesOf(tx, listId, touched);
    const unchangedSince = (productId: string, before: OwnPrice | undefined) => {
      const found = now.get(productId);
      return found === undefined ? before === undefined : before !== undefined && sameOwnPrice(found, before);
    };
    if (![...plan.set, ...plan.removed].every((change) => unchangedSince(change.productId, change.before)))
      throw conflict(priceListCsvMessages.changedSince);
    // A tool deleted since the preview gets no price: refused whole rather than half-applied.
    const live = new Set<string>();
    for (let start = 0; start < plan.set.length; start += 1000) {
      const ids = plan.set.slice(start, start + 1000).map((change) => change.productId);
      const rows = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.deletedAt)))
        .for('share');
      for (const row of rows) live.add(row.id);
    }
    if (plan.set.some((change) => !live.has(change.productId)))
      throw conflict(priceListCsvMessages.changedSince);

    for (let start = 0; start < plan.set.length; start += ROWS_PER_STATEMENT)
      await tx
        .insert(priceListPrices)
        .values(
          plan.set
            .slice(start, start + ROWS_PER_STATEMENT)
            .map(({ productId, after }) => ({ priceListId: listId, productId, ...after })),
        )
        .onConflictDoUpdate({
          target: [priceListPrices.priceListId, priceListPrices.productId],
          set: {
            priceCents: sql`excluded.price_cents`,
            priceTiers: sql`excluded.price_tiers`,
            updatedAt: sql`now()`,
          },
        });
    for (let start = 0; start < plan.removed.length; start += 1000)
      await tx.delete(priceListPrices).where(
        and(
          eq(priceListPrices.priceListId, listId),
          inArray(
            priceListPrices.productId,
            plan.removed.slice(start, start + 1000).map((change) => change.productId),
          ),
        ),
      );

    const subject = { type: 'price_list' as const, id: listId, label: list.name };
    const records: ActivityRecord[] = [
      ...plan.set.map(({ productId, model, before, after }) => ({
        actor,
        action: 'price_list.price_set' as const,
        subject,
        before: before ? { productId, model, ...inDollars(before) } : null,
        after: { productId, model, ...inDollars(after), source: 'CSV import' },
      })),
      ...plan.removed.map(({ productId, model, before }) => ({
        actor,
        action: 'price_list.price_removed' as const,
        subject,
        before: { productId, model, ...inDollars(before) },
        after: { source: 'CSV import' },
      })),
    ];
    await recordActivities(tx, records);
  });
  return { applied: true, reply: { ...plan.reply, message: priceListCsvMessages.imported(counts) } };
}
