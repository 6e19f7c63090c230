import { CART_MAX_LINES, cartMessages } from '@ironvolt/shared/cart';
import { orderAmountProblem, orderMessages } from '@ironvolt/shared/orders';
import { type QuickOrderLine, type QuickOrderReply, quickOrderMessages } from '@ironvolt/shared/quick-order';
import type { Database } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/app/auth.ts';
import { priceBookOf } from '../price-lists/public.ts';
import { lockCartOf, type ModelMatch, productsOfModels, readCart, setCartLine } from './cart-repository.ts';
import { toCart } from './cart-service.ts';
import { type ReadLine, readQuickOrderText } from './quick-order-text.ts';

/** The lines of one model, summed, at the line it first appears on. */
interface Wanted {
  line: number;
  model: string;
  amount: number;
  product: ModelMatch | undefined;
}

/**
 * POST /cart/quick-order: every readable line's tool put in the cart, its amount ADDED to what the cart already
 * holds (ADR 143), the sum judged by the purchase page's rule; a line that cannot be, and why, in the answer. Under
 * the buyer's row lock (as every cart write), with every tool's figures from one statement; partial success is the
 * normal answer, so nothing but a list too long or empty is refused whole.
 */
export async function quickOrder(db: Database, user: CurrentUser, text: string): Promise<QuickOrderReply> {
  const read = readQuickOrderText(text);
  return db.transaction(async (tx) => {
    await lockCartOf(tx, user.id);
    const readable = read.filter(
      (line): line is Extract<ReadLine, { amount: number }> => !('problem' in line),
    );
    const matches = await productsOfModels(
      tx,
      readable.map((line) => line.model),
    );
    let cart = await readCart(tx, user.id);
    const answers = new Map<number, QuickOrderLine>();
    for (const line of read)
      if ('problem' in line) answers.set(line.line, { ...line, result: 'invalid', message: line.problem });

    // One entry per tool (or per unknown model, whatever its case): repeats of a model are summed.
    const wanted = new Map<string, Wanted>();
    for (const line of readable) {
      const product =
        matches.find((match) => !match.deleted && match.model === line.model) ??
        matches.find((match) => match.model.toLowerCase() === line.model.toLowerCase());
      const key = product && !product.deleted ? product.id : `model:${line.model.toLowerCase()}`;
      const same = wanted.get(key);
      if (same) same.amount = Math.min(same.amount + line.amount, Number.MAX_SAFE_INTEGER);
      else wanted.set(key, { line: line.line, model: line.model, amount: line.amount, product });
    }

    const inCart = new Map(cart.map((row) => [row.productId, row.amount]));
    for (const entry of wanted.values()) {
      const answer = (result: QuickOrderLine['result'], message: string) =>
        answers.set(entry.line, {
          line: entry.line,
          model: entry.model,
          amount: entry.amount,
          result,
          message,
        });
      const { product } = entry;
      if (!product) {
        answer('unknown_model', quickOrderMessages.unknownModel(entry.model));
        continue;
      }
      if (product.deleted) {
        answer('not_for_sale', orderMessages.productGone);
        continue;
      }
      const held = inCart.get(product.id) ?? 0;
      const sum = held + entry.amount;
      const refusal = (figures: { minOrder: number; quantity: number }) => {
        const problem = orderAmountProblem(sum, figures);
        if (!problem) return false;
        const said = problem.message + (held > 0 ? quickOrderMessages.alreadyInCart(held) : '');
        answer(problem.problem === 'belowMin' ? 'below_minimum' : 'short', said);
        return true;
      };
      if (refusal(product)) continue;
      if (!inCart.has(product.id) && inCart.size >= CART_MAX_LINES) {
        answer('invalid', cartMessages.full);
        continue;
      }
      const result = await setCartLine(tx, user.id, product.id, sum, CART_MAX_LINES);
      switch (result.outcome) {
        case 'set':
          cart = result.cart;
          inCart.set(product.id, sum);
          answer('added', cartMessages.added);
          break;
        case 'gone':
          answer('not_for_sale', orderMessages.productGone);
          break;
        case 'full':
          answer('invalid', cartMessages.full);
          break;
        case 'refused':
          // Stock sold between the read and this write (a checkout does not wait for this lock): its figures now.
          if (!refusal(result.product))
            throw new Error('the cart refused an amount the purchase rule allows');
          break;
      }
    }
    const lines = [...answers.values()].sort((a, b) => a.line - b.line);
    return { cart: toCart(cart, await priceBookOf(tx, user)), lines };
  });
}
