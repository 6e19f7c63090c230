import { PRICE_MAX, QUANTITY_MAX } from '@ironvolt/shared/admin';
import { centsToDollars, dollarsToCents, lineTotal, taxCentsOf } from '@ironvolt/shared/money';
import { PRICE_TIERS_MAX, priceTiersProblem, unitPriceFor } from '@ironvolt/shared/price-tiers';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../test/factories.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/helper.ts';
import { rowsOf } from './client.ts';
import { cartLines } from './schema/index.ts';

/** A tool as the admin may set it up: its price, minimum order and volume prices, in cents. */
interface PricedTool {
  priceCents: number;
  minOrder: number;
  tiers: { minAmount: number; priceCents: number }[];
}

/** Tools within the admin form's limits whose volume prices pass the shared rule, and an amount that may be ordered. */
const toolAndAmount = fc
  .record({
    priceCents: fc.integer({ min: 2, max: PRICE_MAX * 100 }),
    // mostly the small minimums shops set, sometimes up to the largest stock
    minOrder: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: QUANTITY_MAX - 1 })),
    starts: fc.uniqueArray(fc.integer({ min: 1, max: QUANTITY_MAX }), { maxLength: PRICE_TIERS_MAX }),
    prices: fc.uniqueArray(fc.integer({ min: 1, max: PRICE_MAX * 100 }), { maxLength: PRICE_TIERS_MAX }),
    pick: fc.nat(),
    nudge: fc.integer({ min: -1, max: 1 }),
    anywhere: fc.integer({ min: 1, max: QUANTITY_MAX }),
  })
  .map(({ priceCents, minOrder, starts, prices, pick, nudge, anywhere }) => {
    const above = starts.filter((start) => start > minOrder).sort((a, b) => a - b);
    const cheaper = prices.filter((cents) => cents < priceCents).sort((a, b) => b - a);
    const tiers = above
      .slice(0, cheaper.length)
      .map((minAmount, index) => ({ minAmount, priceCents: cheaper[index] ?? 1 }));
    // the tiers' edges, one piece either side, are where a rule written twice would part
    const candidates = [minOrder, anywhere, ...tiers.map((tier) => tier.minAmount)];
    const amount = Math.min(
      QUANTITY_MAX,
      Math.max(minOrder, (candidates[pick % candidates.length] ?? minOrder) + nudge),
    );
    return { tool: { priceCents, minOrder, tiers } satisfies PricedTool, amount };
  })
  .filter(({ tool }) => priceTiersProblem(asBrowserSees(tool), asBrowserSees(tool).priceTiers) === undefined);

/** A tax rate as TAX_RATE_PERCENT takes it: a percentage with at most two decimals, in basis points. */
const taxRate = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.constantFrom(0, 1, 50, 750, 825, 1900, 10_000),
);

/** The tool as the API's JSON gives it to the purchase page and the cart: dollars. */
function asBrowserSees(tool: PricedTool) {
  return {
    price: centsToDollars(tool.priceCents),
    minOrder: tool.minOrder,
    priceTiers: tool.tiers.map((tier) => ({
      minAmount: tier.minAmount,
      price: centsToDollars(tier.priceCents),
    })),
  };
}

/** A line as the purchase page and the cart price it (order-form.tsx, cart-view.tsx): unit price and total. */
function typescriptLine(tool: PricedTool, amount: number) {
  const unitPrice = unitPriceFor(asBrowserSees(tool), amount);
  return {
    unitPriceCents: dollarsToCents(unitPrice),
    lineTotalCents: dollarsToCents(lineTotal(unitPrice, amount)),
  };
}

const details = ['Pat Tester', '+1 555 0100', '1 Main Street, Springfield'] as const;

describe.each(databaseKinds)('the SQL pricing on %s', (kind) => {
  let database: TestDatabase;
  let buyer: { id: string; email: string };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    buyer = await createUser(database.db, { emailVerifiedAt: new Date() });
  });
  afterAll(() => database.destroy());

  const stocked = (tool: PricedTool, amount: number) =>
    createProduct(database.db, {
      priceCents: tool.priceCents,
      minOrder: tool.minOrder,
      priceTiers: tool.tiers,
      quantity: amount,
    });

  it('charges Buy Now the cents the purchase page shows: unit price, line, tax and total', async () => {
    await fc.assert(
      fc.asyncProperty(toolAndAmount, taxRate, async ({ tool, amount }, basisPoints) => {
        const product = await stocked(tool, amount);
        const [placed] = rowsOf<{
          placed_total_cents: string | number;
          order_tax_cents: string | number;
          order_lines: { unitPriceCents: number; lineTotalCents: number }[];
        }>(
          await database.db.execute(sql`select placed_total_cents, order_tax_cents, order_lines
            from ironvolt_place_order(${buyer.id}, ${buyer.email}, ${details[0]}, ${details[1]}, ${details[2]}, null, null,
              ${product.id}, ${amount}, 1000000, ${basisPoints}, 10)`),
        );
        const line = typescriptLine(tool, amount);
        const taxCents = taxCentsOf(line.lineTotalCents, basisPoints / 100);
        expect({
          lines: placed?.order_lines.map(({ unitPriceCents, lineTotalCents }) => ({
            unitPriceCents,
            lineTotalCents,
          })),
          taxCents: Number(placed?.order_tax_cents),
          totalCents: Number(placed?.placed_total_cents),
        }).toEqual({ lines: [line], taxCents, totalCents: line.lineTotalCents + taxCents });
      }),
      { numRuns: 200 },
    );
  });

  it('charges a checkout the cents the cart shows: each line at its tier, the tax once on their sum', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(toolAndAmount, { minLength: 1, maxLength: 4 }),
        taxRate,
        async (lines, basisPoints) => {
          for (const { tool, amount } of lines) {
            const product = await stocked(tool, amount);
            await database.db.insert(cartLines).values({ userId: buyer.id, productId: product.id, amount });
          }
          const [placed] = rowsOf<{
            outcome: string;
            placed_total_cents: string | number;
            order_tax_cents: string | number;
            order_lines: { unitPriceCents: number; lineTotalCents: number }[];
          }>(
            await database.db.execute(sql`select outcome, placed_total_cents, order_tax_cents, order_lines
              from ironvolt_checkout(${buyer.id}, ${buyer.email}, ${details[0]}, ${details[1]}, ${details[2]},
                null, null, 1000000, ${basisPoints}, 10)`),
          );
          const priced = lines.map(({ tool, amount }) => typescriptLine(tool, amount));
          const netCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
          const taxCents = taxCentsOf(netCents, basisPoints / 100);
          expect({
            outcome: placed?.outcome,
            lines: placed?.order_lines.map(({ unitPriceCents, lineTotalCents }) => ({
              unitPriceCents,
              lineTotalCents,
            })),
            taxCents: Number(placed?.order_tax_cents),
            totalCents: Number(placed?.placed_total_cents),
          }).toEqual({ outcome: 'placed', lines: priced, taxCents, totalCents: netCents + taxCents });
        },
      ),
      { numRuns: 60 },
    );
  });
});
