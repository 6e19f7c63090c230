import { centsToDollars, dollarsToCents } from '@ironvolt/shared/money';
import {
  type PriceList,
  type PriceListDetail,
  type PriceListPrice,
  priceListMessages,
} from '@ironvolt/shared/price-lists';
import { priceTiersProblem } from '@ironvolt/shared/price-tiers';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, priceListPrices, priceLists, products } from '../../db/schema/index.ts';
import { type Actor, recordActivity } from '../../lib/activity.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';

type PriceListRow = typeof priceLists.$inferSelect;

const basisPointsOf = (percent: number | null | undefined) =>
  percent === undefined ? undefined : percent === null ? null : Math.round(percent * 100);

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

type CompanyRef = { _id: string; name: string };

const listJson = (
  row: PriceListRow,
  priceCount: number,
  companyCount: number,
  companiesOf: Map<string, CompanyRef[]>,
): PriceList => ({
  _id: row.id,
  name: row.name,
  ...(row.discountBasisPoints === null ? {} : { discountPercent: row.discountBasisPoints / 100 }),
  priceCount,
  companyCount,
  companies: companiesOf.get(row.id) ?? [],
  createdAt: row.createdAt.toISOString(),
});

/** The companies that buy by these lists, by name, per list. */
async function companiesOfLists(db: Database, listIds: string[]): Promise<Map<string, CompanyRef[]>> {
  const found = new Map<string, CompanyRef[]>();
  if (listIds.length === 0) return found;
  const rows = await db
    .select({ listId: companies.priceListId, id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.priceListId, listIds))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
  for (const row of rows)
    if (row.listId)
      found.set(row.listId, [...(found.get(row.listId) ?? []), { _id: row.id, name: row.name }]);
  return found;
}

// Written out with the outer table named: inside a subquery, a bare "id" would be the subquery's own table's.
const counts = {
  priceCount: sql<number>`(select count(*)::int from price_list_prices p where p.price_list_id = "price_lists"."id")`,
  companyCount: sql<number>`(select count(*)::int from companies c where c.price_list_id = "price_lists"."id")`,
};

export async function getPriceLists(db: Database): Promise<PriceList[]> {
  const rows = await db
    .select({ list: priceLists, ...counts })
    .from(priceLists)
    .orderBy(asc(sql`lower(${priceLists.name})`), asc(priceLists.id));
  const companiesOf = await companiesOfLists(
    db,
    rows.map((row) => row.list.id),
  );
  return rows.map((row) => listJson(row.list, row.priceCount, row.companyCount, companiesOf));
}

export async function getPriceList(db: Database, id: string): Promise<PriceListDetail> {
  const [row] = await db
    .select({ list: priceLists, ...counts })
    .from(priceLists)
    .where(eq(priceLists.id, id));
  if (!row) throw notFound(priceListMessages.notFound);
  const prices = await db
    .select({
      productId: priceListPrices.productId,
      priceCents: priceListPrices.priceCents,
      priceTiers: priceListPrices.priceTiers,
      name: products.name,
      model: products.model,
      listPriceCents: products.priceCents,
    })
    .from(priceListPrices)
    .innerJoin(products, eq(products.id, priceListPrices.productId))
    .where(and(eq(priceListPrices.priceListId, id), isNull(products.deletedAt)))
    .orderBy(asc(products.model));
  return {
    ...listJson(row.list, row.priceCount, row.companyCount, await companiesOfLists(db, [id])),
    prices: prices.map(
      (price): PriceListPrice => ({
        productId: price.productId,
        name: price.name,
        model: price.model,
        listPrice: centsToDollars(price.listPriceCents),
        price: centsToDollars(price.priceCents),
        priceTiers: price.priceTiers.map((tier) => ({
          minAmount: tier.minAmount,
          price: centsToDollars(tier.priceCents),
        })),
      }),
    ),
  };
}

export async function addPriceList(
  db: Database,
  actor: Actor,
  body: { name: string; discountPercent?: number | undefined },
): Promise<PriceListDetail> {
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(priceLists)
        .values({ name: body.name, discountBasisPoints: basisPointsOf(body.discountPercent) ?? null })
        .returning();
      if (!row) throw new Error('insert into price_lists returned no row');
      await recordActivity(tx, {
        actor,
        action: 'price_list.added',
        subject: { type: 'price_list', id: row.id, label: row.name },
        after: { name: row.name, discountPercent: body.discountPercent ?? null },
      });
      return row.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(priceListMessages.nameTaken, 'name');
      throw error;
    });
  return getPriceList(db, id);
}

export async function patchPriceList(
  db: Database,
  actor: Actor,
  id: string,
  body: { name?: string | undefined; discountPercent?: number | null | undefined },
): Promise<PriceListDetail> {
  await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
      if (!before) throw notFound(priceListMessages.notFound);
      const changes = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.discountPercent !== undefined
          ? { discountBasisPoints: basisPointsOf(body.discountPercent) }
          : {}),
      };
      await tx.update(priceLists).set(changes).where(eq(priceLists.id, id));
      await recordActivity(tx, {
        actor,
        action: 'price_list.edited',
        subject: { type: 'price_list', id, label: body.name ?? before.name },
        before: { name: before.name, discountBasisPoints: before.discountBasisPoints },
        after: changes,
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(priceListMessages.nameTaken, 'name');
      throw error;
    });
  return getPriceList(db, id);
}

/**
 * A tool's own price on a list, with volume prices by the product's rules (against this price and the tool's
 * minimum order): a refused tier is named by its place and field.
 */
export async function setListPrice(
  db: Database,
  actor: Actor,
  id: string,
  productId: string,
  body: { price: number; priceTiers: { minAmount: number; price: number }[] },
): Promise<PriceListPrice> {
  await db.transaction(async (tx) => {
    const [list] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
    if (!list) throw notFound(priceListMessages.notFound);
    const [product] = await tx
      .select({ id: products.id, name: products.name, model: products.model, minOrder: products.minOrder })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.deletedAt)));
    if (!product) throw notFound(priceListMessages.productNotFound);
    const problem = priceTiersProblem({ price: body.price, minOrder: product.minOrder }, body.priceTiers);
    if (problem) throw badRequest(problem.message, `priceTiers.${problem.index}.${problem.field}`);
    const values = {
      priceCents: dollarsToCents(body.price),
      priceTiers: body.priceTiers.map((tier) => ({
        minAmount: tier.minAmount,
        priceCents: dollarsToCents(tier.price),
      })),
    };
    // The price it replaces, for the trail (the list is locked: nothing else changes it meanwhile).
    const [previous] = await tx
      .select({ priceCents: priceListPrices.priceCents, priceTiers: priceListPrices.priceTiers })
      .from(priceListPrices)
      .where(and(eq(priceListPrices.priceListId, id), eq(priceListPrices.productId, productId)));
    await tx
      .insert(priceListPrices)
      .values({ priceListId: id, productId, ...values })
      .onConflictDoUpdate({ target: [priceListPrices.priceListId, priceListPrices.productId], set: values });
    await recordActivity(tx, {
      actor,
      action: 'price_list.price_set',
      subject: { type: 'price_list', id, label: list.name },
      before: previous
        ? {
            productId,
            model: product.model,
            price: centsToDollars(previous.priceCents),
            priceTiers: previous.priceTiers.map((tier) => ({
              minAmount: tier.minAmount,
              price: centsToDollars(tier.priceCents),
            })),
          }
        : null,
      after: { productId, model: product.model, price: body.price, priceTiers: body.priceTiers },
    });
  });
  const detail = await getPriceList(db, id);
  const price = detail.prices.find((entry) => entry.productId === productId);
  if (!price) throw notFound(priceListMessages.priceNotFound);
  return price;
}

export async function removeListPrice(
  db: Database,
  actor: Actor,
  id: string,
  productId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [list] = await tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update');
    if (!list) throw notFound(priceListMessages.notFound);
    const [gone] = await tx
      .delete(priceListPrices)
      .where(and(eq(priceListPrices.priceListId, id), eq(priceListPrices.productId, productId)))
      .returning();
    if (!gone) throw notFound(priceListMessages.priceNotFound);
    await recordActivity(tx, {
      actor,
      action: 'price_list.price_removed',
      subject: { type: 'price_list', id, label: list.name },
      before: { productId, priceCents: gone.priceCents, priceTiers: gone.priceTiers },
    });
  });
}
