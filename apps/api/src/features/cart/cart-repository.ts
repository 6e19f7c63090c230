import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { placeholdersOf, preparedPerDatabase } from '../../db/prepared.ts';
import { cartLines, orders, products, type StoredOrderLine, users } from '../../db/schema/index.ts';
import type { PlacedMailDraft } from '../../lib/order-mail-writer.ts';
import {
  type OrderLimits,
  type PlacedColumns,
  type PlacedOrderFigures,
  type PlacedOrderRow,
  placedOrderColumns,
  placedOrderOf,
  preparedPlacing,
} from '../../lib/placed-order.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'with' | '$with'>;

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

export interface Recipient {
  userId: string;
  email: string;
  customerName: string;
  phoneNo: string;
  address: string;
  poNumber: string | null;
  note: string | null;
}

export type CheckoutOutcome =
  | { outcome: 'placed'; order: PlacedOrderFigures }
  | { outcome: 'too_many_unpaid' | 'empty' }
  | { outcome: 'short'; lines: { productId: string; available: number }[] }
  | { outcome: 'below_min_order'; lines: { productId: string; name: string; minOrder: number }[] }
  | { outcome: 'above_unverified_share'; lines: UnverifiedShareLine[] };

/** A cart line that would make an unverified buyer hold more of its tool than they may (ironvolt_unverified_hold_limit). */
export interface UnverifiedShareLine {
  productId: string;
  name: string;
  /** What the buyer may hold of the tool in all, and what their unpaid orders hold of it already. */
  limit: number;
  held: number;
}

type CheckoutRow = PlacedOrderRow & { outcome: string; problems: unknown };
type CheckoutValues = Recipient & OrderLimits & { taxRateBasisPoints: number };
const given = placeholdersOf<CheckoutValues>();
const checkoutCall = sql`ironvolt_checkout(${given('userId')}::uuid, ${given('email')}, ${given('customerName')},
  ${given('phoneNo')}, ${given('address')}, ${given('poNumber')}, ${given('note')}, ${given('maxUnpaid')}::integer,
  ${given('taxRateBasisPoints')}::integer, ${given('unverifiedStockPercent')}::integer)`;
const checkoutColumns: PlacedColumns<CheckoutRow> = {
  outcome: sql`placed.outcome`,
  ...placedOrderColumns,
  problems: sql`placed.problems`,
};
const checkout = preparedPlacing<CheckoutRow, CheckoutValues>('checkout', checkoutCall, checkoutColumns);

/**
 * The cart checked out in one statement (`ironvolt_checkout`): every line's stock taken and the
 * order written with its lines and its tax at `taxRateBasisPoints` (ironvolt_tax_cents) and the cart emptied, or nothing
 * at all and the reason. An unverified buyer's cart is refused whole when a line would make their unpaid orders hold
 * more of its tool than they may (ironvolt_unverified_hold_limit). Given a `mail`, the same statement writes the buyer's "order
 * placed" mail (ADR 052).
 */
export async function checkoutAtOnce(
  db: Executor,
  recipient: Recipient,
  limits: OrderLimits,
  taxRateBasisPoints: number,
  mail: PlacedMailDraft | undefined,
): Promise<CheckoutOutcome> {
  const values: CheckoutValues = { ...recipient, ...limits, taxRateBasisPoints };
  const [row] = await checkout(db, values, mail);
  if (!row) throw new Error('ironvolt_checkout answered no row');
  switch (row.outcome) {
    case 'placed': {
      const order = placedOrderOf(row);
      if (!order) throw new Error('ironvolt_checkout answered placed without its order');
      return { outcome: 'placed', order };
    }
    case 'short':
      return { outcome: 'short', lines: row.problems as { productId: string; available: number }[] };
    case 'below_min_order':
      return {
        outcome: 'below_min_order',
        lines: row.problems as { productId: string; name: string; minOrder: number }[],
      };
    case 'above_unverified_share':
      return { outcome: 'above_unverified_share', lines: row.problems as UnverifiedShareLine[] };
    case 'too_many_unpaid':
    case 'empty':
      return { outcome: row.outcome };
    default:
      throw new Error(`ironvolt_checkout answered an unknown outcome: ${row.outcome}`);
  }
}

/** The buyer and lines of an order, to order it again. */
export async function findOrderLines(
  db: Executor,
  orderId: string,
): Promise<{ userId: string; lines: StoredOrderLine[] } | undefined> {
  const [row] = await db
    .select({ userId: orders.userId, lines: orders.lines })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
