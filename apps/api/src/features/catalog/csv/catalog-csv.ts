import type { Readable } from 'node:stream';
import {
  AddProductBodySchema,
  CATALOG_CSV_COLUMNS,
  CATALOG_CSV_MAX_ROWS,
  CATALOG_CSV_OPTIONAL_COLUMNS,
  type CatalogImportReply,
  catalogCsvMessages,
  productMessages,
} from '@ironvolt/shared/admin';
import { categoryMessages, DEFAULT_CATEGORY_SLUG } from '@ironvolt/shared/catalog-constants';
import { centsToDollars } from '@ironvolt/shared/money';
import { gramsToKg } from '@ironvolt/shared/shipping';
import { stringify } from 'csv-stringify';
import type { Database } from '../../../db/client.ts';
import { type ActivityRecord, type Actor, recordActivities } from '../../../lib/activity.ts';
import {
  type CsvShape,
  checkCells,
  escapeCell,
  type ParsedRow,
  readCsvRows,
  tiersFromText,
  tiersToText,
  toNumber,
} from '../../../lib/csv-file.ts';
import { conflict } from '../../../lib/http-errors.ts';
import { imageIdOf } from '../../../lib/ids.ts';
import { turns } from '../../../lib/turns.ts';
import {
  claimImages,
  insertProducts,
  listLiveProductsByModel,
  liveProductsOfModels,
  lockCatalogImports,
  lockProductsForImport,
  type ProductRow,
  storedImageIds,
  updateProductsInBulk,
} from '../catalog-repository.ts';
import { productOfBody } from '../catalog-service.ts';
import { chooseSlugs, recordSlugs } from '../catalog-slugs.ts';
import { claimCategory, listCategories } from '../categories.ts';

type Column = (typeof CATALOG_CSV_COLUMNS)[number];
/** A product as a CSV row carries it: the catalog's fields, money in cents. */
type ImportedProduct = Pick<
  ProductRow,
  'name' | 'model' | 'description' | 'image' | 'priceCents' | 'quantity' | 'minOrder' | 'priceTiers'
> & {
  /** A file without the category column leaves it undefined: kept on update, Uncategorised on add. */
  categorySlug: string | undefined;
  /** Likewise the weight: kept on update, 0 on add. */
  weightGrams: number | undefined;
  /** Likewise whether it ships with serial numbers: kept on update, not on add. */
  serialized: boolean | undefined;
};

/** Every live product as CSV, by model, a page of rows at a time (GET /products/export.csv). */
export function catalogCsv(db: Database): Readable {
  const csv = stringify({ header: true, columns: [...CATALOG_CSV_COLUMNS], record_delimiter: 'windows' });
  void (async () => {
    try {
      for await (const rows of listLiveProductsByModel(db, 1000)) {
        for (const row of rows) {
          const record: Record<Column, string> = {
            model: escapeCell(row.model),
            name: escapeCell(row.name),
            description: escapeCell(row.description),
            price: String(centsToDollars(row.priceCents)),
            quantity: String(row.quantity),
            minOrder: String(row.minOrder),
            image: row.image,
            priceTiers: tiersToText(row.priceTiers),
            category: row.categorySlug,
            weightKg: String(gramsToKg(row.weightGrams)),
            serialized: row.serialized ? 'true' : 'false',
          };
          if (!csv.write(record)) await new Promise((resolve) => csv.once('drain', resolve));
        }
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}

const CSV_SHAPE: CsvShape<Column> = {
  columns: CATALOG_CSV_COLUMNS,
  optional: CATALOG_CSV_OPTIONAL_COLUMNS,
  maxRows: CATALOG_CSV_MAX_ROWS,
  tooManyRows: catalogCsvMessages.tooManyRows,
  empty: catalogCsvMessages.empty,
};

type Checked =
  | { row: number; ok: true; product: ImportedProduct }
  | { row: number; ok: false; model: string; name: string; errors: { field: string; message: string }[] };

/** One row by the add-product form's rules, with the same messages; the image is checked afterwards, in bulk. */
function checkRow({ row, cells }: ParsedRow<Column>): Checked {
  const { text, errors, hidden } = checkCells(CATALOG_CSV_COLUMNS, cells);
  const tiers = tiersFromText(text.priceTiers);
  if (!tiers) errors.push({ field: 'priceTiers', message: catalogCsvMessages.priceTiersFormat });
  const weightGiven = (text.weightKg ?? '').trim() !== '';
  const serializedText = (text.serialized ?? '').trim().toLowerCase();
  if (serializedText !== '' && serializedText !== 'true' && serializedText !== 'false')
    errors.push({ field: 'serialized', message: catalogCsvMessages.serializedFormat });
  const parsed = AddProductBodySchema.safeParse({
    name: text.name,
    model: text.model,
    description: text.description,
    price: toNumber(text.price),
    quantity: toNumber(text.quantity),
    minOrder: toNumber(text.minOrder),
    image: text.image.trim() === '' ? undefined : text.image.trim(),
    priceTiers: tiers ?? [],
    ...(weightGiven ? { weightKg: toNumber(text.weightKg ?? '') } : {}),
    ...(serializedText === 'true' ? { serialized: true } : {}),
    ...(text.category === undefined ? {} : { category: text.category.trim() || DEFAULT_CATEGORY_SLUG }),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'row';
      if (!(hidden.has(field) && issue.code === 'custom')) errors.push({ field, message: issue.message });
    }
  if (errors.length > 0 || !parsed.success)
    return { row, ok: false, model: text.model.trim(), name: text.name.trim(), errors };
  const product = productOfBody(parsed.data);
  return {
    row,
    ok: true,
    product: {
      ...product,
      weightGrams: weightGiven ? product.weightGrams : undefined,
      serialized: serializedText === '' ? undefined : serializedText === 'true',
    },
  };
}

/** The columns whose value the file changes for a tool (none: the row leaves it as it is). */
const changedColumns = (before: ImportedProduct, after: ImportedProduct): string[] =>
  (
    [
      ['name', before.name === after.name],
      ['description', before.description === after.description],
      ['image', before.image === after.image],
      ['price', before.priceCents === after.priceCents],
      ['quantity', before.quantity === after.quantity],
      ['minOrder', before.minOrder === after.minOrder],
      ['priceTiers', JSON.stringify(before.priceTiers) === JSON.stringify(after.priceTiers)],
      ['category', before.categorySlug === after.categorySlug],
      ['weightKg', before.weightGrams === after.weightGrams],
      ['serialized', before.serialized === after.serialized],
    ] as const
  )
    .filter(([, same]) => !same)
    .map(([column]) => column);

interface Plan {
  reply: CatalogImportReply;
  added: ImportedProduct[];
  updated: { id: string; before: ProductRow; after: ImportedProduct }[];
}

/**
 * What importing the file would do: each row checked by the form's rules, matched by model with the live
 * catalog, its image one this shop stored. Rows are refused, not skipped: a plan with any refused row is
 * applied not at all.
 */
async function planImport(db: Database, file: Buffer): Promise<Plan> {
  const rows = await readCsvRows(file, CSV_SHAPE);
  const checked: Checked[] = [];
  // Thousands of rows are checked and planned without holding up the requests of others.
  const turn = turns();
  for (const row of rows) {
    checked.push(checkRow(row));
    if (turn.due()) await turn.next();
  }

  const firstRowOf = new Map<string, number>();
  for (const row of checked) {
    if (!row.ok) continue;
    const seen = firstRowOf.get(row.product.model);
    if (seen === undefined) firstRowOf.set(row.product.model, row.row);
    else
      Object.assign(row, {
        ok: false,
        model: row.product.model,
        name: row.product.name,
        errors: [{ field: 'model', message: catalogCsvMessages.duplicateModel(seen) }],
      });
  }

  const good = checked.filter((row): row is Extract<Checked, { ok: true }> => row.ok);
  const existing = await liveProductsOfModels(
    db,
    good.map((row) => row.product.model),
  );
  const imageIds = new Set<string>();
  for (const row of good) {
    const current = existing.get(row.product.model);
    if (current?.length === 1 && current[0]?.image === row.product.image) continue;
    const id = imageIdOf(row.product.image);
    if (id) imageIds.add(id);
  }
  const stored = await storedImageIds(db, [...imageIds]);
  const categorySlugs = new Set((await listCategories(db)).map((category) => category.slug));

  const plan: Plan = {
    reply: { counts: { add: 0, update: 0, unchanged: 0, refused: 0 }, rows: [] },
    added: [],
    updated: [],
  };
  for (const row of checked) {
    if (turn.due()) await turn.next();
    if (!row.ok) {
      plan.reply.counts.refused++;
      plan.reply.rows.push({
        row: row.row,
        model: row.model,
        name: row.name,
        action: 'refused',
        errors: row.errors,
      });
      continue;
    }
    const { product } = row;
    const matches = existing.get(product.model) ?? [];
    const errors: { field: string; message: string }[] = [];
    if (matches.length > 1) errors.push({ field: 'model', message: catalogCsvMessages.ambiguousModel });
    const before = matches[0];
    const imageKept = before?.image === product.image;
    if (product.categorySlug !== undefined && !categorySlugs.has(product.categorySlug))
      errors.push({ field: 'category', message: categoryMessages.unknown });
    product.categorySlug ??= before?.categorySlug ?? DEFAULT_CATEGORY_SLUG;
    product.weightGrams ??= before?.weightGrams ?? 0;
    product.serialized ??= before?.serialized ?? false;
    if (!imageKept && !stored.has(imageIdOf(product.image) ?? ''))
      errors.push({ field: 'image', message: productMessages.imageInvalid });
    const entry = { row: row.row, model: product.model, name: product.name };
    if (errors.length > 0) {
      plan.reply.counts.refused++;
      plan.reply.rows.push({ ...entry, action: 'refused', errors });
    } else if (!before) {
      plan.reply.counts.add++;
      plan.reply.rows.push({ ...entry, action: 'add', errors: [] });
      plan.added.push(product);
    } else {
      const changes = changedColumns(before, product);
      if (changes.length === 0) plan.reply.counts.unchanged++;
      else {
        plan.reply.counts.update++;
        plan.reply.rows.push({ ...entry, action: 'update', changes, errors: [] });
        plan.updated.push({ id: before.id, before, after: product });
      }
    }
  }
  return plan;
}

/** POST /products/import/preview: what the file would change, and every refused row with its reasons. */
export async function previewCatalogImport(db: Database, file: Buffer): Promise<CatalogImportReply> {
  return (await planImport(db, file)).reply;
}

const audited = (p: ImportedProduct) => ({
  name: p.name,
  model: p.model,
  description: p.description,
  image: p.image,
  priceCents: p.priceCents,
  quantity: p.quantity,
  minOrder: p.minOrder,
  priceTiers: p.priceTiers,
  categorySlug: p.categorySlug,
  weightGrams: p.weightGrams,
  serialized: p.serialized,
});

/**
 * POST /products/import: all or nothing. A file with any refused row changes nothing (`applied: false`, answered
 * 422 with the rows); otherwise every new product is added and every changed one updated in one transaction,
 * each recorded in the audit trail.
 */
export async function applyCatalogImport(
  db: Database,
  actor: Actor,
  file: Buffer,
): Promise<{ applied: boolean; reply: CatalogImportReply }> {
  const plan = await planImport(db, file);
  const { counts } = plan.reply;
  if (counts.refused > 0)
    return { applied: false, reply: { ...plan.reply, message: catalogCsvMessages.refused(counts.refused) } };
  const namedImages = [...plan.added, ...plan.updated.map((change) => change.after)]
    .map((product) => imageIdOf(product.image))
    .filter((id) => id !== null);
  await db.transaction(async (tx) => {
    // Another import that committed since the plan may have added a model this one adds: refused, not doubled.
    await lockCatalogImports(tx);
    if (
      (
        await liveProductsOfModels(
          tx,
          plan.added.map((product) => product.model),
        )
      ).size > 0
    )
      throw conflict(catalogCsvMessages.changedSince);
    // Each category named stays until this commits (a category deleted since the preview refuses the import).
    const named = new Set(
      [...plan.added, ...plan.updated.map((change) => change.after)].map((p) => p.categorySlug),
    );
    for (const slug of named) if (slug) await claimCategory(tx, slug);
    // The tools it changes, as they were planned against: an order or an edit since then refuses the import
    // rather than having the file's older stock or price written over it.
    const current = await lockProductsForImport(
      tx,
      plan.updated.map((change) => change.id),
    );
    if (
      plan.updated.some((change) => current.get(change.id)?.getTime() !== change.before.updatedAt.getTime())
    )
      throw conflict(catalogCsvMessages.changedSince);
    await claimImages(tx, namedImages);
    const ids = await insertProducts(tx, plan.added);
    // A renamed tool gets a new slug, as an edit gives it; the old one redirects.
    const renamed = plan.updated.filter(({ before, after }) => before.name !== after.name);
    const newSlugs = await chooseSlugs(
      tx,
      renamed.map(({ id, before, after }) => ({ productId: id, name: after.name, current: before.slug })),
    );
    const slugOf = new Map(renamed.map(({ id }, index) => [id, newSlugs[index] ?? '']));
    await recordSlugs(
      tx,
      renamed.map(({ id }) => ({ productId: id, slug: slugOf.get(id) ?? '' })),
    );
    await updateProductsInBulk(
      tx,
      plan.updated.map(({ id, before, after }) => ({
        id,
        ...after,
        slug: slugOf.get(id) ?? before.slug,
        categorySlug: after.categorySlug ?? DEFAULT_CATEGORY_SLUG,
        weightGrams: after.weightGrams ?? 0,
        serialized: after.serialized ?? false,
      })),
    );
    const records: ActivityRecord[] = [
      ...plan.added.map((product, index) => ({
        actor,
        action: 'product.added' as const,
        subject: { type: 'product' as const, id: ids[index] ?? '', label: product.name },
        after: audited(product),
      })),
      ...plan.updated.map(({ id, before, after }) => ({
        actor,
        action: 'product.edited' as const,
        subject: { type: 'product' as const, id, label: after.name },
        before: audited(before),
        after: audited(after),
      })),
    ];
    await recordActivities(tx, records);
  });
  return { applied: true, reply: { ...plan.reply, message: catalogCsvMessages.imported(counts) } };
}
