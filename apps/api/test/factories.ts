import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import {
  companies,
  companyMembers,
  oneLine,
  orders,
  priceListPrices,
  priceLists,
  products,
  users,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/features/accounts/passwords.ts';
import { insertProductsWithSlugs, type NewProduct } from '../src/features/catalog/catalog-slugs.ts';

const unique = () => randomBytes(4).toString('hex');

/** Inserts a product with believable defaults; every field can be overridden. */
export async function createProduct(db: Database, overrides: Partial<NewProduct> = {}) {
  const [id] = await db.transaction((tx) =>
    insertProductsWithSlugs(tx, [
      {
        name: `Test Drill ${unique()}`,
        model: `TD-${unique().toUpperCase()}`,
        description: 'A cordless drill for tests.',
        image: '/api/images/00000000-0000-4000-8000-000000000000',
        priceCents: 12_999,
        quantity: 500,
        minOrder: 10,
        ...overrides,
      },
    ]),
  );
  const [row] = await db
    .select()
    .from(products)
    .where(eq(products.id, id ?? ''));
  if (!row) throw new Error('createProduct: no row returned');
  return row;
}

const TOOLS = [
  ['Drill', 'DR'],
  ['Impact Driver', 'ID'],
  ['Angle Grinder', 'AG'],
  ['Circular Saw', 'CS'],
  ['Jigsaw', 'JS'],
  ['Random Orbit Sander', 'RS'],
  ['Planer', 'PL'],
  ['Router', 'RT'],
  ['Heat Gun', 'HG'],
  ['Oscillating Multi-Tool', 'MT'],
] as const;
const SERIES = ['Pro', 'Max', 'Compact', 'Heavy Duty', 'Brushless', 'Site', 'Workshop', 'Fuel'];
const VOLTS = [12, 18, 36, 54];

/**
 * Inserts `count` believable products in batches (a catalog for search and paging measurements). Product i is
 * `<series> <tool> <volts>V`, model `<tool code><volts>-<i, 5 digits>`: each of the ten tools is a tenth of the
 * catalog, so 'drill' matches exactly count / 10 products. Created one minute apart, product 0 the oldest.
 */
export async function insertCatalog(db: Database, count: number, batch = 1000): Promise<void> {
  const base = Date.UTC(2025, 0, 1);
  for (let start = 0; start < count; start += batch) {
    const rows: NewProduct[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const [tool, code] = TOOLS[i % TOOLS.length] ?? TOOLS[0];
      const volts = VOLTS[Math.floor(i / TOOLS.length) % VOLTS.length] ?? 18;
      const series = SERIES[Math.floor(i / 40) % SERIES.length] ?? 'Pro';
      rows.push({
        name: `${series} ${tool} ${volts}V`,
        model: `${code}${volts}-${String(i).padStart(5, '0')}`,
        description: `A ${volts} V ${tool.toLowerCase()} for the trade.`,
        image: '/api/images/00000000-0000-4000-8000-000000000000',
        priceCents: 4_999 + ((i * 7_919) % 50_000),
        quantity: 500,
        minOrder: 10,
        createdAt: new Date(base + i * 60_000),
      });
    }
    await db.transaction((tx) => insertProductsWithSlugs(tx, rows));
  }
}

type NewUser = typeof users.$inferInsert;
export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

/** Inserts a user who can log in with TEST_PASSWORD (hashed once per file: argon2 is slow on purpose). */
export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      name: `Pat Tester ${unique()}`,
      email: `pat.${unique()}@example.com`,
      passwordHash: await passwordHash,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createUser: no row returned');
  return row;
}

/**
 * Inserts `count` unpaid orders of one unit of `product` at $1.00, placed a minute apart from 2026-01-01 (order 0
 * the oldest), the buyers taking turns: a shop's history for plan and statistics checks.
 */
export async function insertOrderHistory(
  db: Database,
  buyers: { id: string; email: string }[],
  product: { id: string; name: string; model?: string },
  count: number,
  batch = 1000,
): Promise<void> {
  const base = Date.UTC(2026, 0, 1);
  for (let start = 0; start < count; start += batch) {
    const rows: (typeof orders.$inferInsert)[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const buyer = buyers[i % buyers.length];
      if (!buyer) throw new Error('insertOrderHistory: no buyers');
      rows.push({
        userId: buyer.id,
        email: buyer.email,
        productId: product.id,
        productName: product.name,
        unitPriceCents: 100,
        amount: 1,
        totalPriceCents: 100,
        lines: oneLine({
          productId: product.id,
          productName: product.name,
          model: product.model ?? '',
          unitPriceCents: 100,
          amount: 1,
        }),
        createdAt: new Date(base + i * 60_000),
      });
    }
    await db.insert(orders).values(rows);
  }
}

/** Inserts one order of `buyer` for `product` (unpaid unless told), as if placed at the catalog price. */
export async function createOrder(
  db: Database,
  buyer: { id: string; email: string },
  product: { id: string; name: string; priceCents: number; model?: string },
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const amount = overrides.amount ?? 10;
  const unitPriceCents = overrides.unitPriceCents ?? product.priceCents;
  const [row] = await db
    .insert(orders)
    .values({
      userId: buyer.id,
      email: buyer.email,
      productId: product.id,
      productName: product.name,
      unitPriceCents,
      amount,
      totalPriceCents: unitPriceCents * amount,
      lines: oneLine({
        productId: product.id,
        productName: product.name,
        model: product.model ?? '',
        unitPriceCents,
        amount,
      }),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createOrder: no row returned');
  return row;
}

/** A member of a test company: a user, as what, with which order limit (cents; a buyer's). */
export interface TestMember {
  userId: string;
  role: 'admin' | 'buyer';
  orderLimitCents?: number | null;
}

/**
 * Inserts an approved company (its status, tax exemption and members as given) and, when `priceList` is given, a
 * price list for it: a discount in basis points and tools' own prices (cents, tiers in cents).
 */
export async function createCompany(
  db: Database,
  options: {
    members: TestMember[];
    status?: 'applied' | 'approved' | 'rejected' | 'suspended';
    taxExempt?: boolean;
    taxId?: string | null;
    /** Paying on account (ADR 139): net terms in days and the credit limit in cents. */
    paymentTermsDays?: number;
    creditLimitCents?: number;
    priceList?: {
      discountBasisPoints?: number | null;
      prices?: {
        productId: string;
        priceCents: number;
        priceTiers?: { minAmount: number; priceCents: number }[];
      }[];
    };
  },
) {
  let priceListId: string | null = null;
  if (options.priceList) {
    const [list] = await db
      .insert(priceLists)
      .values({
        name: `List ${unique()}`,
        discountBasisPoints: options.priceList.discountBasisPoints ?? null,
      })
      .returning();
    priceListId = list?.id ?? null;
    for (const price of options.priceList.prices ?? [])
      await db.insert(priceListPrices).values({
        priceListId: priceListId ?? '',
        productId: price.productId,
        priceCents: price.priceCents,
        priceTiers: price.priceTiers ?? [],
      });
  }
  const [company] = await db
    .insert(companies)
    .values({
      name: `Trade Co ${unique()}`,
      taxId: options.taxId === undefined ? 'US-12-3456789' : options.taxId,
      phone: '+1 555 0100',
      address: { line1: '1 Dock Road', city: 'Portland', postalCode: '97201', region: 'OR', country: 'US' },
      status: options.status ?? 'approved',
      taxExempt: options.taxExempt ?? false,
      priceListId,
      paymentTermsDays: options.paymentTermsDays ?? 0,
      creditLimitCents: options.creditLimitCents ?? 0,
    })
    .returning();
  if (!company) throw new Error('createCompany: no row returned');
  for (const member of options.members)
    await db.insert(companyMembers).values({
      userId: member.userId,
      companyId: company.id,
      role: member.role,
      orderLimitCents: member.orderLimitCents ?? null,
    });
  return { ...company, priceListId };
}
