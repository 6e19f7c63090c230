import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { cartLines, products, users } from '../../db/schema/index.ts';

/**
 * A cart line with its tool as the catalog has it now (a tool deleted since is still named, with no stock). Its twin
 * in SQL is ironvolt_cart (db/functions), which answers the cart writes: a field added here is added there too.
 */
export interface CartRow {
  productId: string;
  amount: number;
  name: string;
  model: string;
  image: string;
  priceCents: number;
  priceTiers: { minAmount: number; priceCents: number }[];
  quantity: number;
  minOrder: number;
  deleted: boolean;
}

/** The cart's read, prepared: every view of the cart asks it (ADR 049). */
const preparedCart = preparedPerDatabase((db: Executor) =>
  db
    .select({
      productId: cartLines.productId,
      amount: cartLines.amount,
      name: products.name,
      model: products.model,
      image: products.image,
      priceCents: products.priceCents,
      priceTiers: products.priceTiers,
      quantity: products.quantity,
      minOrder: products.minOrder,
      deleted: sql<boolean>`${products.deletedAt} is not null`,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, sql.placeholder('userId')))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId))
    .prepare('cart_of_user'),
);

/** The buyer's cart, in the order the tools were added (the cart writes answer the same from ironvolt_cart). */
export async function readCart(db: Executor, userId: string): Promise<CartRow[]> {
  return preparedCart(db).execute({ userId });
}

/**
 * Holds the buyer's row until the transaction ends, as the checkout does first: a cart is never changed while its
 * checkout runs, and two writes to one cart take turns (so the cap on its lines holds).
 */
export async function lockCartOf(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

export type SetCartLineOutcome =
  | { outcome: 'set'; cart: CartRow[] }
  | { outcome: 'gone' | 'full' }
  | { outcome: 'refused'; product: { quantity: number; minOrder: number } };

/**
 * Sets the amount of a tool in the cart, adding the line when it is not there, in one call (ironvolt_cart_set):
 * under the buyer's row lock, only for a tool on sale, an amount from its minimum to its stock (null: none that
 * could be), and a cart under `maxLines` tools unless the tool is in it. Answers the cart, or why nothing changed.
 */
export async function setCartLine(
  db: Executor,
  userId: string,
  productId: string,
  amount: number | null,
  maxLines: number,
): Promise<SetCartLineOutcome> {
  const [row] = rowsOf<{
    outcome: string;
    product_quantity: number | null;
    product_min_order: number | null;
    cart: CartRow[] | null;
  }>(
    await db.execute(sql`
      select outcome, product_quantity, product_min_order, cart
      from ironvolt_cart_set(${userId}::uuid, ${productId}::uuid, ${amount}::integer, ${maxLines}::integer)`),
  );
  switch (row?.outcome) {
    case 'set':
      return { outcome: 'set', cart: row.cart ?? [] };
    case 'refused':
      return {
        outcome: 'refused',
        product: { quantity: row.product_quantity ?? 0, minOrder: row.product_min_order ?? 1 },
      };
    case 'gone':
    case 'full':
      return { outcome: row.outcome };
    default:
      throw new Error(`ironvolt_cart_set answered an unknown outcome: ${row?.outcome}`);
  }
}

/** Takes one tool, or every tool (`productId` null), out of the cart under the buyer's row lock; answers the cart. */
export async function removeCartLines(
  db: Executor,
  userId: string,
  productId: string | null,
): Promise<CartRow[]> {
  const [row] = rowsOf<{ cart: CartRow[] }>(
    await db.execute(sql`select ironvolt_cart_remove(${userId}::uuid, ${productId}::uuid) as cart`),
  );
  return row?.cart ?? [];
}

/** The live tool's figures, or undefined when there is no such tool for sale. */
export async function findLiveProduct(
  db: Executor,
  productId: string,
): Promise<{ quantity: number; minOrder: number } | undefined> {
  const [row] = await db
    .select({ quantity: products.quantity, minOrder: products.minOrder })
    .from(products)
    .where(and(eq(products.id, productId), sql`${products.deletedAt} is null`));
  return row;
}

/** Empties a user's cart: their account is being erased. */
export async function emptyCartOf(db: Executor, userId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}

/** A tool a quick order names: live, or deleted (no longer sold) when no live tool has the model. */
export interface ModelMatch {
  id: string;
  model: string;
  quantity: number;
  minOrder: number;
  deleted: boolean;
}

/**
 * The tools of these models, matched without regard to case (a model is typed by hand too), in one statement: one
 * snapshot of every tool's stock and minimum. Live tools first, then by exact spelling first.
 */
export async function productsOfModels(db: Executor, models: string[]): Promise<ModelMatch[]> {
  const lowered = [...new Set(models.map((model) => model.toLowerCase()))];
  if (lowered.length === 0) return [];
  return db
    .select({
      id: products.id,
      model: products.model,
      quantity: products.quantity,
      minOrder: products.minOrder,
      deleted: sql<boolean>`${products.deletedAt} is not null`,
    })
    .from(products)
    .where(inArray(sql`lower(${products.model})`, lowered))
    .orderBy(sql`${products.deletedAt} is not null`, asc(products.createdAt));
}

/** The weight of the buyer's cart in grams: each tool's weight times its amount. */
export async function cartWeightGrams(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ grams: sql<string | null>`sum(${products.weightGrams}::bigint * ${cartLines.amount})` })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId));
  return Number(row?.grams ?? 0);
}
