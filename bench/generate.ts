import fs from 'node:fs/promises';
import path from 'node:path';
import { en, Faker } from '@faker-js/faker';
import type { Database } from '../apps/api/src/db/client.ts';
import { categories, oneLine, orders, reviews, users } from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/features/accounts/passwords.ts';
import { insertProductsWithSlugs } from '../apps/api/src/features/catalog/catalog-slugs.ts';
import { storeImage } from '../apps/api/src/features/uploads/uploads-service.ts';
import { paths } from '../apps/api/src/paths.ts';
import { seedProducts } from '../apps/api/src/seed/demo-data.ts';

export interface Sizes {
  products: number;
  customers: number;
  orders: number;
  reviews: number;
}

export const FULL_SIZES: Sizes = { products: 10_000, customers: 1_000, orders: 50_000, reviews: 5_000 };

/** Every generated customer signs in with this password. */
export const BENCH_PASSWORD = 'bench-password-1';
export const customerEmail = (index: number) =>
  `customer-${String(index).padStart(5, '0')}@bench.example.com`;

/** Products the order run buys from: plenty of stock, so no answer but 201 is expected... */
export const AMPLE_STOCK = 1_000_000;
/** ...and a few scarce ones, which sell out during the run, so that the stock check is exercised. */
export const SCARCE_PRODUCTS = 10;

export interface GeneratedProduct {
  id: string;
  name: string;
  model: string;
  quantity: number;
  minOrder: number;
}

export interface Generated {
  sizes: Sizes;
  products: GeneratedProduct[];
  /** The products the order run buys: the first SCARCE_PRODUCTS sell out, the rest have AMPLE_STOCK. */
  orderable: GeneratedProduct[];
  customers: { id: string; email: string }[];
}

const DAY = 86_400_000;
/** Fixed clock: the same seed gives the same rows, whenever it runs. */
const EPOCH = Date.UTC(2026, 0, 1);
const TOOLS = [
  'Drill',
  'Hammer Drill',
  'Impact Driver',
  'Angle Grinder',
  'Circular Saw',
  'Jigsaw',
  'Reciprocating Saw',
  'Heat Gun',
  'Rotary Hammer',
  'Orbital Sander',
  'Planer',
  'Router',
  'Nail Gun',
  'Polisher',
  'Multi-Tool',
  'Band Saw',
  'Mitre Saw',
  'Table Saw',
  'Blower',
  'Glue Gun',
];
/** The bench's categories, each taking the tools whose name holds one of its words (else the last). */
export const BENCH_CATEGORIES = [
  { slug: 'drills-and-drivers', name: 'Drills & drivers', words: ['Drill', 'Driver', 'Hammer'] },
  { slug: 'saws', name: 'Saws', words: ['Saw'] },
  { slug: 'grinders-and-sanders', name: 'Grinders & sanders', words: ['Grinder', 'Sander', 'Polisher'] },
  { slug: 'routers-and-planers', name: 'Routers & planers', words: ['Router', 'Planer', 'Multi-Tool'] },
  { slug: 'fixing', name: 'Fixing', words: ['Nail', 'Glue'] },
  { slug: 'heat-and-air', name: 'Heat & air', words: ['Heat', 'Blower'] },
] as const;
const categoryOf = (tool: string) =>
  (BENCH_CATEGORIES.find((c) => c.words.some((word) => tool.includes(word))) ?? BENCH_CATEGORIES[5]).slug;

/**
 * The shop's products, drawn from `faker` as seeded by `generate` (the first draws after its seed), so that the
 * search index's bench holds the same catalog without a database. `imageUrls` only needs the right length there.
 */
export function productRowsOf(faker: Faker, count: number, imageUrls: string[]) {
  return Array.from({ length: count }, (_, index) => {
    const scarce = index < SCARCE_PRODUCTS;
    const ample = index < count / 10;
    const minOrder = faker.number.int({ min: 1, max: 40 });
    const tool = faker.helpers.arrayElement(TOOLS);
    return {
      id: faker.string.uuid(),
      name: `${faker.commerce.productAdjective()} ${tool} ${faker.number.int({ min: 12, max: 2400 })}`,
      model: `${tool.slice(0, 2).toUpperCase()}-${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`,
      description: faker.lorem.sentences({ min: 1, max: 3 }),
      image: faker.helpers.arrayElement(imageUrls),
      priceCents: faker.number.int({ min: 900, max: 250_000 }),
      quantity: scarce
        ? minOrder * 2 // two orders' worth: at the bench's rates each of the 1,000 orderable products gets several
        : ample
          ? AMPLE_STOCK
          : faker.number.int({ min: minOrder, max: 50_000 }),
      minOrder,
      categorySlug: categoryOf(tool),
      createdAt: new Date(EPOCH - faker.number.int({ min: 0, max: 730 * DAY })),
    };
  });
}

const STATUSES = ['unpaid', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * Fills an empty, migrated database with a deterministic shop: the same seed gives the same products, people,
 * orders and reviews (ids included). Unpaid orders are dated within the last hour, so the hold sweep leaves
 * them alone while the bench runs.
 */
export async function generate(db: Database, sizes: Sizes, seed = 2026): Promise<Generated> {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);

  const imageFiles = [...new Set(seedProducts.map((p) => p.image))];
  const imageUrls: string[] = [];
  for (const file of imageFiles) {
    const bytes = await fs.readFile(path.join(paths.seedImages, file));
    imageUrls.push(await storeImage(db, { contentType: 'image/svg+xml', bytes: new Uint8Array(bytes) }));
  }

  const productRows = productRowsOf(faker, sizes.products, imageUrls);

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const customerRows = Array.from({ length: sizes.customers }, (_, index) => {
    const createdAt = new Date(EPOCH - faker.number.int({ min: 0, max: 730 * DAY }));
    return {
      id: faker.string.uuid(),
      email: customerEmail(index),
      name: faker.person.fullName(),
      phoneNo: faker.phone.number({ style: 'international' }),
      country: faker.location.country(),
      state: faker.location.state(),
      streetAddress: faker.location.streetAddress(),
      passwordHash,
      createdAt,
      // A trading shop's customers have confirmed their addresses: they order under the shop's usual rules, not
      // the share an unverified buyer may hold (ironvolt_unverified_hold_limit).
      emailVerifiedAt: createdAt,
    };
  });

  const now = Date.now();
  const orderRows = Array.from({ length: sizes.orders }, () => {
    const buyer = faker.helpers.arrayElement(customerRows);
    const product = faker.helpers.arrayElement(productRows);
    const amount = product.minOrder + faker.number.int({ max: 20 });
    const status = faker.helpers.weightedArrayElement(
      STATUSES.map((value, i) => ({ value, weight: [1, 3, 2, 3, 1][i] ?? 1 })),
    );
    const createdAt =
      status === 'unpaid'
        ? new Date(now - faker.number.int({ min: 0, max: 3_600_000 }))
        : new Date(EPOCH - faker.number.int({ min: 0, max: 365 * DAY }));
    const paid = status === 'paid' || status === 'shipped' || status === 'delivered';
    return {
      id: faker.string.uuid(),
      userId: buyer.id,
      email: buyer.email,
      customerName: buyer.name,
      phoneNo: buyer.phoneNo,
      address: buyer.streetAddress,
      productId: product.id,
      productName: product.name,
      unitPriceCents: product.priceCents,
      amount,
      totalPriceCents: product.priceCents * amount,
      lines: oneLine({
        productId: product.id,
        productName: product.name,
        model: product.model,
        unitPriceCents: product.priceCents,
        amount,
      }),
      status,
      transactionId: paid ? `pi_${faker.string.alphanumeric(24)}` : null,
      paidAt: paid ? new Date(createdAt.getTime() + 60_000) : null,
      createdAt,
    };
  });

  const reviewRows = Array.from({ length: sizes.reviews }, () => {
    const author = faker.helpers.arrayElement(customerRows);
    return {
      id: faker.string.uuid(),
      userId: author.id,
      email: author.email,
      rating: faker.number.int({ min: 1, max: 5 }),
      text: faker.lorem.sentences({ min: 1, max: 4 }).slice(0, 1000),
      createdAt: new Date(EPOCH - faker.number.int({ min: 0, max: 365 * DAY })),
    };
  });

  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(BENCH_CATEGORIES.map(({ slug, name }, position) => ({ slug, name, position: position + 1 })));
    await insertProductsWithSlugs(tx, productRows);
    await insertInBatches(customerRows, (batch) => tx.insert(users).values(batch));
    await insertInBatches(orderRows, (batch) => tx.insert(orders).values(batch));
    await insertInBatches(reviewRows, (batch) => tx.insert(reviews).values(batch));
  });

  const summary = productRows.map(({ id, name, model, quantity, minOrder }) => ({
    id,
    name,
    model,
    quantity,
    minOrder,
  }));
  return {
    sizes,
    products: summary,
    orderable: summary.slice(0, Math.max(SCARCE_PRODUCTS + 1, sizes.products / 10)),
    customers: customerRows.map(({ id, email }) => ({ id, email })),
  };
}
