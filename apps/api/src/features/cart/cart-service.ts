import { type Address, addressLines } from '@ironvolt/shared/address';
import {
  CART_MAX_LINES,
  type Cart,
  type CheckoutInput,
  cartMessages,
  type ReorderReply,
} from '@ironvolt/shared/cart';
import { centsToDollars, dollarsToCents } from '@ironvolt/shared/money';
import { isAmountEmpty, orderAmountProblem, orderMessages } from '@ironvolt/shared/orders';
import { tierIndexFor } from '@ironvolt/shared/price-tiers';
import { shippingMessages } from '@ironvolt/shared/shipping';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwner, type CurrentUser } from '../../plugins/app/auth.ts';
import { findCompanyAddress } from '../companies/public.ts';
import {
  assertNoOverdue,
  checkoutAtOnce,
  companyOfBuyer,
  type Delivery,
  findOrderLines,
  lockAccountTerms,
  mailApprovers,
  type OrderMails,
  orderLimitsOf,
  type PlacedOrderFigures,
  placedMailDraft,
  type QuotedLine,
  settlePlacedOnAccount,
} from '../orders/public.ts';
import { type PriceBook, priceBookOf, pricedOn } from '../price-lists/public.ts';
import { deliveryRateOf } from '../shipping/public.ts';
import {
  type CartRow,
  cartWeightGrams,
  findLiveProduct,
  lockCartOf,
  readCart,
  removeCartLines,
  setCartLine,
} from './cart-repository.ts';

/** The price per piece in cents of `amount` pieces: the tier it reaches, as the checkout's database function. */
const unitCentsFor = (row: Pick<CartRow, 'priceCents' | 'priceTiers'>, amount: number) => {
  const index = tierIndexFor(row.priceTiers, amount);
  return index === undefined ? row.priceCents : (row.priceTiers[index]?.priceCents ?? row.priceCents);
};

/**
 * The cart priced now, in cents, shown in dollars: on the buyer's company's prices when `book` gives them (the
 * checkout's database function charges the same, ADR 135).
 */
export function toCart(rows: CartRow[], book: PriceBook | undefined): Cart {
  let totalCents = 0;
  const lines = rows.map((listed) => {
    const row = book ? { ...listed, ...pricedOn(book, { ...listed, id: listed.productId }) } : listed;
    const unitCents = unitCentsFor(row, row.amount);
    totalCents += unitCents * row.amount;
    return {
      productId: row.productId,
      name: row.name,
      model: row.model,
      image: row.image,
      amount: row.amount,
      unitPrice: centsToDollars(unitCents),
      lineTotal: centsToDollars(unitCents * row.amount),
      minOrder: row.minOrder,
      price: centsToDollars(row.priceCents),
      priceTiers: row.priceTiers.map((tier) => ({
        minAmount: tier.minAmount,
        price: centsToDollars(tier.priceCents),
      })),
      available: row.deleted ? 0 : row.quantity,
    };
  });
  return { lines, total: centsToDollars(totalCents) };
}

/** GET /cart: the signed-in buyer's cart. */
export async function getCart(db: Database, user: CurrentUser): Promise<Cart> {
  return toCart(await readCart(db, user.id), await priceBookOf(db, user));
}

/** An amount the database may be asked to put in a cart: a whole number a column holds, else null (none may be). */
const storableAmount = (amount: unknown): number | null =>
  typeof amount === 'number' && Number.isInteger(amount) && amount >= -(2 ** 31) && amount < 2 ** 31
    ? amount
    : null;

/**
 * PUT /cart/:productId: that tool's amount in the cart, by the purchase page's rule and messages (422), for a tool
 * on sale (404). Stock is not taken: the checkout takes it. One call checks and writes under the buyer's row lock
 * (ironvolt_cart_set); a refused amount is worded from the tool's figures it answers.
 */
export async function setCartAmount(
  db: Database,
  user: CurrentUser,
  productId: string,
  amount: unknown,
): Promise<Cart> {
  if (!isUuid(productId)) throw notFound(orderMessages.productGone);
  const result = await setCartLine(db, user.id, productId, storableAmount(amount), CART_MAX_LINES);
  switch (result.outcome) {
    case 'set':
      return toCart(result.cart, await priceBookOf(db, user));
    case 'gone':
      throw notFound(orderMessages.productGone);
    case 'full':
      throw unprocessable(cartMessages.full);
    case 'refused': {
      // An amount is a number of pieces or SPEC's empty amount (isAmountEmpty); anything else is not a whole number.
      if (typeof amount !== 'number' && !isAmountEmpty(amount))
        throw unprocessable(orderMessages.amountNotWhole, 'amount');
      const problem = orderAmountProblem(typeof amount === 'number' ? amount : undefined, result.product);
      // The database refuses exactly what the rule refuses, with the figures it judged by (one too large for a
      // column is above any stock), so the rule always names the problem.
      if (!problem) throw new Error('the cart refused an amount the purchase rule allows');
      throw unprocessable(problem.message, 'amount');
    }
  }
}

/** DELETE /cart/:productId: the cart without that tool (the same answer when it was not there). */
export async function removeFromCart(db: Database, user: CurrentUser, productId: string): Promise<Cart> {
  if (!isUuid(productId)) return getCart(db, user);
  return toCart(await removeCartLines(db, user.id, productId), await priceBookOf(db, user));
}

/** DELETE /cart. */
export async function clearCart(db: Database, user: CurrentUser): Promise<Cart> {
  return toCart(await removeCartLines(db, user.id, null), await priceBookOf(db, user));
}

/** The 409 of a checkout with lines short of stock: the message and every such line. */
export class CartShortError extends HttpError {
  override readonly details: { lines: { productId: string; available: number }[] };
  constructor(lines: { productId: string; available: number }[]) {
    super(409, cartMessages.short(lines.length));
    this.details = { lines };
  }
}

/**
 * Where a checkout ships (ADR 145): the address given in the shared shape, or the buyer's company's address by id
 * (422 when it is not one of theirs), with its zone's rate (422 "We do not ship to <country>"); none for SPEC's
 * address as text.
 */
async function deliveryOf(
  db: Database,
  user: CurrentUser,
  body: CheckoutInput,
): Promise<Delivery | undefined> {
  let address: Address | undefined;
  if (body.addressId !== undefined) {
    const found =
      user.company && isUuid(body.addressId)
        ? await findCompanyAddress(db, user.company.id, body.addressId)
        : undefined;
    if (!found) throw unprocessable(shippingMessages.addressNotFound, 'addressId');
    address = found.address;
  } else if (typeof body.address === 'object') address = body.address;
  if (!address) return undefined;
  return { address, rate: (await deliveryRateOf(db, address.country)).rate };
}

/** What the checkout uses of this server (the cart's other services need only its database). */
export interface CartDeps {
  db: Database;
  config: Config;
  /** The buyer's "order placed" mail and the company admins' "awaits your approval" one. */
  mails: OrderMails;
}

/**
 * POST /checkout: the whole cart as one order, or nothing (ironvolt_checkout). Answers the new order's id and
 * number; refuses an empty cart (422), a line under its minimum order (422, naming the tool), lines short of
 * stock (409 naming each), a line beyond what an unverified buyer may hold (409, naming the tool and the limit) and
 * a buyer at the unpaid-order cap (429), leaving the cart as it was. Given `quoted` lines (an accepted quote, ADR
 * 146), those are placed at their quoted prices by the same rules, and the cart is not touched.
 */
export async function checkout(
  deps: CartDeps,
  user: CurrentUser,
  body: CheckoutInput,
  log: FastifyBaseLogger,
  quoted?: readonly QuotedLine[],
): Promise<PlacedOrderFigures> {
  const { db, config, mails } = deps;
  const max = config.orders.maxUnpaidPerCustomer;
  const taxRate = config.tax.rateBasisPoints;
  // Where it ships and at what rate, before anything is written: a country not shipped to is refused (422).
  const delivery = await deliveryOf(db, user, body);
  const recipient = {
    userId: user.id,
    email: user.email,
    customerName: body.name,
    phoneNo: body.phone,
    address: delivery
      ? addressLines(delivery.address).join(', ')
      : typeof body.address === 'string'
        ? body.address
        : '',
    poNumber: body.poNumber ?? null,
    note: body.note || null,
  };
  // The buyer's "order placed" mail is written by the statement that writes the order: it exists exactly when the
  // order does.
  const onAccount = body.payment === 'account';
  // On account, the buyer's mail is the invoice or "awaits approval", written once the order is settled.
  const mail =
    user.email && !onAccount
      ? placedMailDraft(mails, { ...recipient, email: user.email, taxRateBasisPoints: taxRate })
      : undefined;
  const result = onAccount
    ? await db.transaction(async (tx) => {
        // The company's row stays locked until this commits: its orders on account are decided one at a time.
        const terms = await lockAccountTerms(tx, companyOfBuyer(user));
        await assertNoOverdue(tx, terms.companyId);
        const placed = await checkoutAtOnce(
          tx,
          recipient,
          orderLimitsOf(config),
          taxRate,
          undefined,
          delivery,
          quoted,
        );
        if (placed.outcome !== 'placed') return placed;
        const settled = await settlePlacedOnAccount(tx, mails, terms, placed.order.id);
        return { ...placed, order: { ...placed.order, status: settled.status as 'confirmed' } };
      })
    : await checkoutAtOnce(db, recipient, orderLimitsOf(config), taxRate, mail, delivery, quoted);
  if (result.outcome === 'placed' && (mail || onAccount)) mails.outbox.noteWritten();
  switch (result.outcome) {
    case 'placed':
      if (result.order.status === 'awaiting_approval') await mailApprovers(deps, result.order.id, log);
      return result.order;
    case 'empty':
      throw unprocessable(cartMessages.empty);
    case 'too_many_unpaid':
      throw new HttpError(429, orderMessages.tooManyUnpaid(max));
    case 'short':
      throw new CartShortError(result.lines);
    case 'below_min_order': {
      const [first] = result.lines;
      throw unprocessable(
        first ? cartMessages.belowMinOrder(first.name, first.minOrder) : cartMessages.empty,
      );
    }
    case 'above_unverified_share': {
      // 409 as for Buy Now: a conflict with what the buyer's unpaid orders hold, not a request made too often.
      const [first] = result.lines;
      if (!first) throw new Error('ironvolt_checkout answered above_unverified_share without its lines');
      throw conflict(orderMessages.aboveUnverifiedShare(first.limit, first.name, first.held));
    }
  }
}

/**
 * POST /order/:id/reorder: the tools of one's own order added to the cart in its amounts (raised to a minimum
 * order that has grown since), at today's prices; a tool no longer sold, short of stock for the new amount, or
 * beyond a full cart is skipped and named.
 */
export async function reorder(db: Database, user: CurrentUser, orderId: string): Promise<ReorderReply> {
  const order = isUuid(orderId) ? await findOrderLines(db, orderId) : undefined;
  if (!order) throw notFound(orderMessages.orderNotFound);
  assertOwner(user, { userId: order.userId }, orderMessages.notYours);
  return db.transaction(async (tx) => {
    // The lock is held until every line is in: the cart's amounts read here stay true meanwhile.
    await lockCartOf(tx, user.id);
    const skipped: ReorderReply['skipped'] = [];
    let cart = await readCart(tx, user.id);
    for (const line of order.lines) {
      const product = await findLiveProduct(tx, line.productId);
      if (!product) {
        skipped.push({ productId: line.productId, reason: 'gone' });
        continue;
      }
      const already = cart.find((inCart) => inCart.productId === line.productId)?.amount ?? 0;
      const amount = Math.max(already + line.amount, product.minOrder);
      const result =
        amount > product.quantity
          ? ({ outcome: 'refused' } as const)
          : await setCartLine(tx, user.id, line.productId, amount, CART_MAX_LINES);
      if (result.outcome === 'set') cart = result.cart;
      else
        skipped.push({
          productId: line.productId,
          reason: result.outcome === 'refused' ? 'short' : result.outcome,
        });
    }
    return { ...toCart(cart, await priceBookOf(tx, user)), skipped };
  });
}

/**
 * What shipping the cart is charged by (ADR 145): its goods' net at the buyer's prices, in cents, and its weight in
 * grams, as the checkout's function will weigh and price them. 422 for an empty cart.
 */
export async function cartShippingFigures(
  db: Database,
  user: CurrentUser,
): Promise<{ netCents: number; weightGrams: number }> {
  const cart = await getCart(db, user);
  if (cart.lines.length === 0) throw unprocessable(cartMessages.empty);
  return { netCents: dollarsToCents(cart.total), weightGrams: await cartWeightGrams(db, user.id) };
}
