import { type AddProductInput, productMessages, type UpdateProductInput } from '@ironvolt/shared/admin';
import {
  catalogMessages,
  categoryMessages,
  DEFAULT_CATEGORY_SLUG,
  defaultSort,
  type Product,
  type ProductFacets,
  type ProductListQuerySchema,
  RECENT_PRODUCTS_COUNT,
  SLUG_PATTERN,
  SUGGESTIONS_MAX,
  type Suggestion,
  type ToolPage,
} from '@ironvolt/shared/catalog';
import { centsToDollars, dollarsToCents } from '@ironvolt/shared/money';
import { type PriceTier, priceTiersProblem } from '@ironvolt/shared/price-tiers';
import { kgToGrams } from '@ironvolt/shared/shipping';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { basePriceOn, type PriceBook } from '../price-lists/public.ts';
import {
  type CatalogRow,
  closestProducts,
  findProductForUpdate,
  findProducts,
  findTool,
  insertProduct,
  listRecentProducts,
  liveProductsOfModels,
  lockCatalogImports,
  type ProductRow,
  softDeleteProduct,
  updateProductFigures,
} from './catalog-repository.ts';
import { chooseSlugs, recordSlugs } from './catalog-slugs.ts';
import { claimCategory } from './categories.ts';
import type { LiveCatalog } from './live-catalog.ts';
import {
  memberListJson,
  memberProductJson,
  type ProductJson,
  toMemberProductJson,
  toProductJson,
} from './product-json.ts';
import type { CatalogSearch, ProductFilters } from './search/catalog-search.ts';

/** Volume prices as the database keeps them: in cents. */
const tiersInCents = (tiers: readonly PriceTier[]) =>
  tiers.map((tier) => ({ minAmount: tier.minAmount, priceCents: dollarsToCents(tier.price) }));

type FilterQuery = Pick<
  z.output<typeof ProductListQuerySchema>,
  'q' | 'category' | 'minPrice' | 'maxPrice' | 'inStock'
> & { lowStock?: 'true' | 'false' | undefined };

/**
 * The query's filters as the catalog's search reads them (prices in cents: a minimum rounds up and a maximum down to
 * whole cents, so neither lets in a price outside the range), on the asker's prices when `book` gives them their
 * company's. 400 naming `category` for an unknown category.
 */
function filtersOf(index: CatalogSearch, query: FilterQuery, book: PriceBook | undefined): ProductFilters {
  if (query.category !== undefined && !index.hasCategory(query.category))
    throw badRequest(categoryMessages.unknownFilter, 'category');
  return {
    priceOf: book ? (product) => basePriceOn(book, product) : undefined,
    category: query.category,
    minCents: query.minPrice === undefined ? undefined : Math.ceil(Math.round(query.minPrice * 1e6) / 1e4),
    maxCents: query.maxPrice === undefined ? undefined : Math.floor(Math.round(query.maxPrice * 1e6) / 1e4),
    inStock: query.inStock === 'true',
    lowStock: query.lowStock === 'true',
  };
}

/**
 * The facets of a search: for each category, how many products every other filter shows in it; the price
 * range of what every filter but the price shows; and how many every filter shows when in stock is added.
 */
export async function getFacets(
  query: FilterQuery,
  catalog: LiveCatalog,
  book?: PriceBook,
): Promise<{ facets: ProductFacets; readAt: number }> {
  const { index, readAt } = await catalog.current();
  const figures = index.facets(query.q?.trim() || undefined, filtersOf(index, query, book));
  return {
    facets: {
      categories: index.categories.map((category) => ({
        slug: category.slug,
        name: category.name,
        count: figures.byCategory.get(category.slug) ?? 0,
      })),
      price: {
        min: figures.minCents === null ? null : centsToDollars(figures.minCents),
        max: figures.maxCents === null ? null : centsToDollars(figures.maxCents),
      },
      inStock: figures.inStock,
    },
    readAt,
  };
}

/**
 * A page of the catalog, searched, filtered and sorted, with the number of matches across all pages: the ids from
 * the catalog's search (ADR 080), the rows held beside it (ADR 042), both from the same reads. `readAt`: when they
 * were read from the database. With a company's `book`, filtered, sorted and shown on its prices (ADR 135).
 */
export async function getProducts(
  query: z.output<typeof ProductListQuerySchema>,
  catalog: LiveCatalog,
  json: ProductJson,
  book?: PriceBook,
): Promise<{ json: Buffer; total: number; readAt: number }> {
  const q = query.q?.trim() || undefined;
  const { index, rows, readAt } = await catalog.current();
  const { ids, total } = index.search({
    ...filtersOf(index, query, book),
    q,
    sort: query.sort ?? defaultSort(q),
    page: query.page,
    limit: query.limit,
  });
  const shown: CatalogRow[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (row) shown.push(row);
  }
  return { json: book ? memberListJson(shown, book) : json.list(shown), total, readAt };
}

/** The tools closest to a search, for "No tools match" (ADR 029). */
export async function getSuggestions(db: Database, q: string): Promise<Suggestion[]> {
  const rows = await closestProducts(db, q, SUGGESTIONS_MAX);
  return rows.map((row) => ({ _id: row.id, name: row.name, model: row.model }));
}

/** The newest products for the home page, on a company's prices for its members. */
export async function getRecentProducts(db: Database, book?: PriceBook): Promise<Product[]> {
  return (await listRecentProducts(db, RECENT_PRODUCTS_COUNT)).map((row) =>
    book ? toMemberProductJson(row, book) : toProductJson(row),
  );
}

/**
 * One live product, from the live catalog (ADR 042); 404 for an unknown, deleted or malformed id. `readAt`: when
 * it was read from the database.
 */
export async function getProduct(
  id: string,
  catalog: LiveCatalog,
): Promise<{ row: CatalogRow; readAt: number }> {
  if (!isUuid(id)) throw notFound(catalogMessages.productNotFound);
  const { rows, readAt } = await catalog.current();
  const row = rows.get(id.toLowerCase());
  if (!row) throw notFound(catalogMessages.productNotFound);
  return { row, readAt };
}

/** One live product's JSON answer (product-json.ts), as `getProduct` finds it. */
export async function getProductJson(
  id: string,
  catalog: LiveCatalog,
  json: ProductJson,
  book?: PriceBook,
): Promise<{ json: Buffer; readAt: number }> {
  const { row, readAt } = await getProduct(id, catalog);
  return { json: book ? memberProductJson(row, book) : json.of(row), readAt };
}

/** What a tool's address leads to: its page, or the address it has now (an old slug, or its id). */
export type ToolLookup = { page: ToolPage } | { movedTo: string };

/**
 * The live tool at /tools/<slug>: its page when the slug is its current one; where it is now when the slug is one
 * it had before or its id; 404 for anything else (a deleted tool too).
 */
export async function findToolPage(db: Database, slug: string, book?: PriceBook): Promise<ToolLookup> {
  if (slug.length <= 100 && SLUG_PATTERN.test(slug)) {
    const row = await findTool(db, { slug });
    if (row)
      return row.slug === slug
        ? {
            page: {
              ...(book ? toMemberProductJson(row, book) : toProductJson(row)),
              categoryName: row.categoryName,
            },
          }
        : { movedTo: row.slug };
  }
  if (isUuid(slug)) {
    const row = await findTool(db, { id: slug.toLowerCase() });
    if (row) return { movedTo: row.slug };
  }
  throw notFound(catalogMessages.toolNotFound);
}

/** What the audit trail keeps of a product: its catalog fields, money in cents. */
const auditedProduct = (
  row: Omit<
    ProductRow,
    'id' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'slug' | 'reviewCount' | 'ratingSum'
  >,
) => ({
  name: row.name,
  model: row.model,
  description: row.description,
  image: row.image,
  images: row.images,
  attributes: row.attributes,
  priceCents: row.priceCents,
  quantity: row.quantity,
  minOrder: row.minOrder,
  weightGrams: row.weightGrams,
  serialized: row.serialized,
  priceTiers: row.priceTiers,
  category: row.categorySlug,
});

/**
 * 422 unless every image of the gallery is one our upload service stored (each is marked in use as it is asked).
 * The first is the main image, named `image`; the others `images.<i>`.
 */
async function assertOwnImages(images: readonly string[], isOwnImage: (url: string) => Promise<boolean>) {
  for (const [index, url] of images.entries())
    if (!(await isOwnImage(url)))
      throw unprocessable(productMessages.imageInvalid, index === 0 ? 'image' : `images.${index}`);
}

/**
 * A product as the catalog stores it, from the add-product form's checked body (also a row of an imported CSV):
 * money in cents; the category as given (undefined when left out).
 */
export const productOfBody = (body: AddProductInput) => ({
  name: body.name,
  model: body.model,
  description: body.description,
  image: body.image,
  images: body.images,
  attributes: body.attributes,
  priceCents: dollarsToCents(body.price),
  quantity: body.quantity,
  minOrder: body.minOrder,
  weightGrams: kgToGrams(body.weightKg),
  serialized: body.serialized,
  priceTiers: tiersInCents(body.priceTiers ?? []),
  categorySlug: body.category,
});

/**
 * A model names one live tool, since the catalog's CSV matches its rows to the tools by it (issue 25): refused with
 * 409 when another live tool (not `self`) has it. Under the imports' lock, so that neither an import nor another
 * add or edit gives the model to a second tool before this transaction commits.
 */
async function assertModelFree(tx: Database, model: string, self?: string): Promise<void> {
  await lockCatalogImports(tx);
  const holders = (await liveProductsOfModels(tx, [model])).get(model) ?? [];
  if (holders.some((holder) => holder.id !== self)) throw conflict(productMessages.modelTaken, 'model');
}

/** Adds a product (its image must be one our upload service stored), recorded in the audit trail with it. */
export async function addProduct(
  db: Database,
  actor: Actor,
  body: AddProductInput,
  isOwnImage: (url: string) => Promise<boolean>,
): Promise<string> {
  await assertOwnImages(body.images, isOwnImage);
  const product = { ...productOfBody(body), categorySlug: body.category ?? DEFAULT_CATEGORY_SLUG };
  return db.transaction(async (tx) => {
    await assertModelFree(tx, product.model);
    await claimCategory(tx, product.categorySlug);
    const id = await insertProduct(tx, product);
    await recordActivity(tx, {
      actor,
      action: 'product.added',
      subject: { type: 'product', id, label: product.name },
      after: auditedProduct(product),
    });
    return id;
  });
}

/** Deletes a product from the catalog (orders keep their snapshot and stay payable), recorded with what it was. */
export async function deleteProduct(db: Database, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(catalogMessages.productNotFound);
  await db.transaction(async (tx) => {
    const existing = await findProductForUpdate(tx, id);
    if (!existing || !(await softDeleteProduct(tx, id))) throw notFound(catalogMessages.productNotFound);
    await recordActivity(tx, {
      actor,
      action: 'product.deleted',
      subject: { type: 'product', id, label: existing.name },
      before: auditedProduct(existing),
    });
  });
}

/**
 * The admin's edit of a product: its texts, gallery and specifications, price, stock, minimum order, volume prices
 * and category; a new name gives it a new slug (its old one redirects). Recorded with the fields before and after.
 */
export async function editProduct(
  db: Database,
  actor: Actor,
  id: string,
  body: UpdateProductInput,
  isOwnImage: (url: string) => Promise<boolean>,
): Promise<Product> {
  if (!isUuid(id)) throw notFound(catalogMessages.productNotFound);
  // Before the transaction: asking about an image takes a connection of its own. Only images new to the tool are
  // asked about; one it shows already stays acceptable.
  if (body.images !== undefined) {
    const shown = new Set((await findProducts(db, [id]))[0]?.images);
    await assertOwnImages(body.images, async (url) => shown.has(url) || isOwnImage(url));
  }
  return db.transaction(async (tx) => {
    // The imports' lock before the tool's row lock, in the order an import takes them.
    if (body.model !== undefined) await lockCatalogImports(tx);
    const existing = await findProductForUpdate(tx, id);
    if (!existing) throw notFound(catalogMessages.productNotFound);
    // Only a new model is checked: a tool keeps the model it has, even one an older catalog gave two tools.
    if (body.model !== undefined && body.model !== existing.model) await assertModelFree(tx, body.model, id);
    if (body.category !== undefined) await claimCategory(tx, body.category);
    // The volume prices must still fit the product as it will be: a new price or minimum order is checked
    // against the kept tiers, new tiers against the kept price and minimum (the row is locked meanwhile).
    const current = toProductJson(existing);
    const tiersProblem = priceTiersProblem(
      { price: body.price ?? current.price, minOrder: body.minOrder ?? current.minOrder },
      body.priceTiers ?? current.priceTiers,
    );
    if (tiersProblem)
      throw unprocessable(
        tiersProblem.message,
        body.priceTiers !== undefined
          ? `priceTiers.${tiersProblem.index}.${tiersProblem.field}`
          : body.price !== undefined && tiersProblem.field === 'price'
            ? 'price'
            : body.minOrder !== undefined
              ? 'minOrder'
              : 'price',
      );
    const renamed = body.name !== undefined && body.name !== existing.name;
    const [slug] = renamed
      ? await chooseSlugs(tx, [{ productId: id, name: body.name ?? '', current: existing.slug }])
      : [existing.slug];
    const row = await updateProductFigures(tx, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(slug !== undefined && slug !== existing.slug ? { slug } : {}),
      ...(body.model !== undefined ? { model: body.model } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.images !== undefined ? { images: body.images, image: body.images[0] ?? existing.image } : {}),
      ...(body.attributes !== undefined ? { attributes: body.attributes } : {}),
      ...(body.price !== undefined ? { priceCents: dollarsToCents(body.price) } : {}),
      ...(body.quantity !== undefined ? { quantity: body.quantity } : {}),
      ...(body.minOrder !== undefined ? { minOrder: body.minOrder } : {}),
      ...(body.weightKg !== undefined ? { weightGrams: kgToGrams(body.weightKg) } : {}),
      ...(body.serialized !== undefined ? { serialized: body.serialized } : {}),
      ...(body.priceTiers !== undefined ? { priceTiers: tiersInCents(body.priceTiers) } : {}),
      ...(body.category !== undefined ? { categorySlug: body.category } : {}),
    });
    if (!row) throw notFound(catalogMessages.productNotFound);
    if (row.slug !== existing.slug) await recordSlugs(tx, [{ productId: id, slug: row.slug }]);
    // The audit entry keeps the figures, as before, and the texts, gallery and specifications this edit sent.
    const texts = (['name', 'model', 'description', 'images', 'attributes'] as const).filter(
      (key) => body[key] !== undefined,
    );
    const pick = (p: ProductRow) => {
      const all = auditedProduct(p);
      return {
        priceCents: all.priceCents,
        quantity: all.quantity,
        minOrder: all.minOrder,
        weightGrams: all.weightGrams,
        serialized: all.serialized,
        priceTiers: all.priceTiers,
        category: all.category,
        ...Object.fromEntries(texts.map((key) => [key, all[key]])),
        ...(renamed ? { slug: p.slug } : {}),
      };
    };
    await recordActivity(tx, {
      actor,
      action: 'product.edited',
      subject: { type: 'product', id, label: row.name },
      before: pick(existing),
      after: pick(row),
    });
    return toProductJson(row);
  });
}
