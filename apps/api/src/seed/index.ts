import fs from 'node:fs/promises';
import path from 'node:path';
import { kgToGrams } from '@ironvolt/shared/shipping';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  categories,
  companies,
  companyAddresses,
  companyMembers,
  oneLine,
  orders,
  priceListPrices,
  priceLists,
  products,
  recallRecipients,
  recalls,
  reviews,
  serials,
  shippingZoneCountries,
  shippingZones,
  users,
  warrantyRegistrations,
} from '../db/schema/index.ts';
import { hashPassword } from '../features/accounts/passwords.ts';
import { insertProductsWithSlugs, type NewProduct } from '../features/catalog/catalog-slugs.ts';
import { storeImage } from '../features/uploads/uploads-service.ts';
import { paths } from '../paths.ts';
import {
  seedCategories,
  seedProducts,
  seedReviewers,
  seedReviews,
  seedShippingZones,
  seedToolReviews,
} from './demo-data.ts';

/** The demo sign-ins that `npm start` prints. Demo data only: never seeded unless SEED_DEMO allows it. */
export const DEMO_ACCOUNTS = {
  admin: {
    name: 'Avery Admin',
    email: 'admin@ironvolt.example.com',
    password: 'ironvolt-admin',
    image: 'avatar-admin.svg',
  },
  customer: {
    name: 'Casey Customer',
    email: 'customer@ironvolt.example.com',
    password: 'ironvolt-customer',
    image: 'avatar-customer.svg',
  },
  /** The company admin of the demo trade account (ADR 130). */
  dealer: {
    name: 'Dana Dealer',
    email: 'dealer@ironvolt.example.com',
    password: 'ironvolt-dealer',
    image: 'avatar-dev.svg',
  },
  /** A buyer of the demo trade account, with an order limit. */
  buyer: {
    name: 'Blake Buyer',
    email: 'buyer@ironvolt.example.com',
    password: 'ironvolt-buyer',
    image: 'avatar-tom.svg',
  },
} as const;

/** The demo trade account: approved, its company admin the demo dealer, and a buyer with an order limit. */
export const DEMO_COMPANY = {
  name: 'Northwind Tools Supply',
  taxId: 'US 94-1234567',
  /** It pays on account: Net 30, up to $50,000 open (issue 51). */
  paymentTermsDays: 30,
  creditLimitCents: 5_000_000,
  phone: '+1 555 0142',
  address: {
    line1: '400 Harbor Boulevard',
    city: 'Oakland',
    postalCode: '94607',
    region: 'CA',
    country: 'US',
  },
  warehouse: {
    line1: '1200 Marina Way',
    line2: 'Dock 3',
    city: 'Richmond',
    postalCode: '94804',
    region: 'CA',
    country: 'US',
  },
  buyerOrderLimitCents: 250_000,
  /** 12% off the tools without a price of their own on the company's list. */
  discountBasisPoints: 1200,
  /** The demo products (by place) with a price of their own on the list, as a percentage of the list price. */
  ownPricesPercent: [
    [0, 80],
    [1, 85],
  ],
} as const;

const HOUR = 3_600_000;

/** The close-ups and the dark-bench view of a tool's 400×300 picture, for its gallery. */
const galleryViews = {
  front: (svg: string) => svg.replace('viewBox="0 0 400 300"', 'viewBox="160 60 200 150"'),
  back: (svg: string) => svg.replace('viewBox="0 0 400 300"', 'viewBox="40 90 200 150"'),
  bench: (svg: string) =>
    svg.replace(
      /(<svg[^>]*>)/,
      '$1<rect width="400" height="300" fill="#1e293b"/><rect y="250" width="400" height="50" fill="#334155"/>',
    ),
};

/**
 * Volume prices on every other demo tool, so the catalogue shows them: 5 % off from five times its minimum order
 * and 10 % off from ten times.
 */
const demoPriceTiers = (product: { priceCents: number; minOrder: number }, index: number) =>
  index % 2 === 0
    ? [
        { minAmount: product.minOrder * 5, priceCents: Math.round(product.priceCents * 0.95) },
        { minAmount: product.minOrder * 10, priceCents: Math.round(product.priceCents * 0.9) },
      ]
    : [];

/** Seeds the demo catalog, reviews and accounts into an empty database; does nothing otherwise. */
export async function seedDemoData(db: Database): Promise<'seeded' | 'skipped'> {
  const [productCount, userCount] = await Promise.all([db.$count(products), db.$count(users)]);
  if (productCount > 0 || userCount > 0) return 'skipped';

  const imageCache = new Map<string, string>();
  const image = async (file: string) => {
    const cached = imageCache.get(file);
    if (cached) return cached;
    const bytes = await fs.readFile(path.join(paths.seedImages, file));
    const url = await storeImage(db, { contentType: 'image/svg+xml', bytes: new Uint8Array(bytes) });
    imageCache.set(file, url);
    return url;
  };

  // A tool's gallery: its picture, then two close-ups and the tool on a dark bench, each drawn from the same SVG.
  const view = async (file: string, kind: keyof typeof galleryViews) => {
    const key = `${file}#${kind}`;
    const cached = imageCache.get(key);
    if (cached) return cached;
    const svg = galleryViews[kind](await fs.readFile(path.join(paths.seedImages, file), 'utf8'));
    const url = await storeImage(db, { contentType: 'image/svg+xml', bytes: new TextEncoder().encode(svg) });
    imageCache.set(key, url);
    return url;
  };

  const now = Date.now();
  const productRows: NewProduct[] = [];
  for (const [index, product] of seedProducts.entries()) {
    const main = await image(product.image);
    productRows.push({
      name: product.name,
      model: product.model,
      description: product.description,
      image: main,
      images: [
        main,
        await view(product.image, 'front'),
        await view(product.image, 'back'),
        await view(product.image, 'bench'),
      ],
      priceTiers: demoPriceTiers(product, index),
      priceCents: product.priceCents,
      quantity: product.quantity,
      minOrder: product.minOrder,
      weightGrams: kgToGrams(product.weightKg),
      serialized: SERIALIZED_DEMO_MODELS.has(product.model),
      categorySlug: product.category,
      attributes: product.attributes,
      // oldest first, an hour apart, so "newest" has a stable meaning
      createdAt: new Date(now - (seedProducts.length - index) * HOUR),
    });
  }

  const people = [
    {
      ...DEMO_ACCOUNTS.admin,
      role: 'admin' as const,
      phoneNo: '+1 555 0100',
      country: 'United States',
      state: 'Ohio',
      streetAddress: '1 Foundry Way, Dayton',
    },
    {
      ...DEMO_ACCOUNTS.customer,
      role: null,
      phoneNo: '+1 555 0101',
      country: 'United States',
      state: 'Texas',
      streetAddress: '200 Builder Ave, Austin',
    },
    {
      ...DEMO_ACCOUNTS.dealer,
      role: null,
      phoneNo: DEMO_COMPANY.phone,
      country: 'United States',
      state: 'California',
      streetAddress: '400 Harbor Boulevard, Oakland',
    },
    {
      ...DEMO_ACCOUNTS.buyer,
      role: null,
      phoneNo: '+1 555 0143',
      country: 'United States',
      state: 'California',
      streetAddress: '400 Harbor Boulevard, Oakland',
    },
  ];
  const userRows: (typeof users.$inferInsert)[] = [];
  for (const person of people) {
    userRows.push({
      name: person.name,
      email: person.email,
      role: person.role,
      image: await image(person.image),
      phoneNo: person.phoneNo,
      country: person.country,
      state: person.state,
      streetAddress: person.streetAddress,
      passwordHash: await hashPassword(person.password),
      // The demo sign-ins are proven from the start: nobody can receive mail at their example.com addresses.
      emailVerifiedAt: new Date(),
    });
  }
  for (const reviewer of seedReviewers) {
    userRows.push({
      name: reviewer.name,
      email: reviewer.email.toLowerCase(),
      role: null,
      image: await image(reviewer.image),
      phoneNo: reviewer.phoneNo,
      country: reviewer.country,
      state: reviewer.state,
      streetAddress: reviewer.streetAddress,
      // reviewers are sample people: no password, so nobody can sign in as them
      passwordHash: null,
    });
  }

  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(seedCategories.map((category, position) => ({ ...category, position })))
      .onConflictDoNothing();
    const productIds = await insertProductsWithSlugs(tx, productRows);
    const inserted = await tx.insert(users).values(userRows).returning({ id: users.id, email: users.email });
    const byEmail = new Map(inserted.map((u) => [u.email, u.id]));
    const reviewRows = seedReviews.map((review, index) => {
      const email = review.reviewerEmail.toLowerCase();
      const userId = byEmail.get(email);
      if (!userId) throw new Error(`seed review by unknown reviewer ${email}`);
      return {
        userId,
        email,
        rating: review.rating,
        text: review.text,
        createdAt: new Date(now - (seedReviews.length - index) * 5 * HOUR),
      };
    });
    await tx.insert(reviews).values(reviewRows);

    // Tools' own reviews (ADR 152), each by a reviewer whose order of the tool was delivered, as the API asks.
    for (const [index, review] of seedToolReviews.entries()) {
      const email = review.reviewerEmail.toLowerCase();
      const userId = byEmail.get(email);
      const reviewer = seedReviewers.find((r) => r.email.toLowerCase() === email);
      const at = productRows.findIndex((row) => row.model === review.model);
      const productId = productIds[at];
      const row = productRows[at];
      if (!userId || !reviewer || !productId || !row)
        throw new Error(`seed: tool review of ${review.model} by ${email} names no such tool or reviewer`);
      const netCents = row.priceCents * review.amount;
      const placed = new Date(now - (seedToolReviews.length - index + 10) * 24 * HOUR);
      await tx.insert(orders).values({
        userId,
        email,
        customerName: reviewer.name,
        phoneNo: reviewer.phoneNo,
        address: reviewer.streetAddress,
        productId,
        productName: row.name,
        unitPriceCents: row.priceCents,
        amount: review.amount,
        totalPriceCents: netCents,
        lines: [
          {
            productId,
            productName: row.name,
            model: row.model,
            unitPriceCents: row.priceCents,
            amount: review.amount,
            lineTotalCents: netCents,
          },
        ],
        status: 'delivered',
        paidAt: placed,
        createdAt: placed,
      });
      await tx.insert(reviews).values({
        userId,
        email,
        productId,
        rating: review.rating,
        text: review.text,
        createdAt: new Date(placed.getTime() + 6 * 24 * HOUR),
      });
      await tx
        .update(products)
        .set({
          reviewCount: sql`${products.reviewCount} + 1`,
          ratingSum: sql`${products.ratingSum} + ${review.rating}`,
        })
        .where(eq(products.id, productId));
    }

    const dealerId = byEmail.get(DEMO_ACCOUNTS.dealer.email);
    const buyerId = byEmail.get(DEMO_ACCOUNTS.buyer.email);
    if (!dealerId || !buyerId) throw new Error('seed: the demo trade account has no dealer or buyer');
    // Its price list: 12% off every tool, and two tools at prices of their own.
    const [priceList] = await tx
      .insert(priceLists)
      .values({ name: DEMO_COMPANY.name, discountBasisPoints: DEMO_COMPANY.discountBasisPoints })
      .returning({ id: priceLists.id });
    if (!priceList) throw new Error('seed: insert into price_lists returned no row');
    await tx.insert(priceListPrices).values(
      DEMO_COMPANY.ownPricesPercent.map(([index, percent]) => {
        const productId = productIds[index];
        const row = productRows[index];
        if (!productId || !row) throw new Error(`seed: no demo product ${index} for the price list`);
        return {
          priceListId: priceList.id,
          productId,
          priceCents: Math.round((row.priceCents * percent) / 100),
        };
      }),
    );
    const [company] = await tx
      .insert(companies)
      .values({
        name: DEMO_COMPANY.name,
        taxId: DEMO_COMPANY.taxId,
        phone: DEMO_COMPANY.phone,
        address: DEMO_COMPANY.address,
        status: 'approved',
        appliedBy: dealerId,
        priceListId: priceList.id,
        paymentTermsDays: DEMO_COMPANY.paymentTermsDays,
        creditLimitCents: DEMO_COMPANY.creditLimitCents,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('seed: insert into companies returned no row');
    await tx.insert(companyMembers).values([
      { userId: dealerId, companyId: company.id, role: 'admin', orderLimitCents: null },
      {
        userId: buyerId,
        companyId: company.id,
        role: 'buyer',
        orderLimitCents: DEMO_COMPANY.buyerOrderLimitCents,
      },
    ]);
    await tx.insert(companyAddresses).values([
      { companyId: company.id, label: 'Head office', address: DEMO_COMPANY.address },
      { companyId: company.id, label: 'Warehouse', address: DEMO_COMPANY.warehouse },
    ]);
    for (const { countries, ...zone } of seedShippingZones) {
      const [row] = await tx.insert(shippingZones).values(zone).returning({ id: shippingZones.id });
      if (!row) throw new Error('seed: insert into shipping_zones returned no row');
      await tx
        .insert(shippingZoneCountries)
        .values(countries.map((country) => ({ country, zoneId: row.id })));
    }
    await seedAfterSale(tx, productIds, productRows, byEmail, now);
  });
  return 'seeded';
}

/** The demo's serialized tools (ADR 148): every unit ships with a serial number. */
const SERIALIZED_DEMO_MODELS: ReadonlySet<string> = new Set(['IV-HD20B', 'IV-RH26B']);

/**
 * After the sale (ADR 148, 149): two sample customers' delivered orders of the serialized tools with their serials,
 * two of them registered by their owners, and a past recall of a rotary hammer batch, closed once it was done.
 */
async function seedAfterSale(
  tx: Pick<Database, 'insert'>,
  productIds: string[],
  productRows: NewProduct[],
  byEmail: Map<string, string>,
  now: number,
): Promise<void> {
  const DAY = 24 * HOUR;
  const tool = (model: string) => {
    const index = productRows.findIndex((row) => row.model === model);
    const row = productRows[index];
    const id = productIds[index];
    if (!row || !id) throw new Error(`seed: no demo tool ${model}`);
    return { id, row };
  };
  const shipments = [
    { who: seedReviewers[0], model: 'IV-HD20B', serials: ['HD20B-240001', 'HD20B-240002'], daysAgo: 60 },
    {
      who: seedReviewers[1],
      model: 'IV-RH26B',
      serials: ['RH26B-230117', 'RH26B-230118', 'RH26B-230119'],
      daysAgo: 200,
    },
  ];
  for (const shipment of shipments) {
    const email = shipment.who?.email.toLowerCase() ?? '';
    const userId = byEmail.get(email);
    if (!userId) throw new Error(`seed: no sample customer ${email}`);
    const { id, row } = tool(shipment.model);
    const amount = shipment.serials.length;
    const placedAt = new Date(now - (shipment.daysAgo + 2) * DAY);
    const shippedAt = new Date(now - shipment.daysAgo * DAY);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        email,
        customerName: shipment.who?.name ?? '',
        phoneNo: shipment.who?.phoneNo ?? '',
        address: shipment.who?.streetAddress ?? '',
        productId: id,
        productName: row.name,
        unitPriceCents: row.priceCents,
        amount,
        totalPriceCents: row.priceCents * amount,
        lines: oneLine({
          productId: id,
          productName: row.name,
          model: row.model,
          unitPriceCents: row.priceCents,
          amount,
        }),
        status: 'delivered',
        paidAt: placedAt,
        carrier: 'UPS',
        createdAt: placedAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('seed: insert into orders returned no row');
    const rows = await tx
      .insert(serials)
      .values(
        shipment.serials.map((serial) => ({
          productId: id,
          model: row.model,
          serial,
          orderId: order.id,
          userId,
          shippedAt,
        })),
      )
      .returning({ id: serials.id, serial: serials.serial });
    // The first unit of each order registered by its owner a week after it arrived: 3 years from purchase.
    const first = rows[0];
    if (!first) continue;
    const purchasedOn = new Date(shippedAt.getTime() + 3 * DAY).toISOString().slice(0, 10);
    const until = new Date(`${purchasedOn}T00:00:00Z`);
    until.setUTCFullYear(until.getUTCFullYear() + 3);
    await tx.insert(warrantyRegistrations).values({
      serialId: first.id,
      purchasedOn,
      name: shipment.who?.name ?? '',
      email,
      coverUntil: until.toISOString().slice(0, 10),
      registeredAt: new Date(shippedAt.getTime() + 10 * DAY),
    });
  }
  const rotaryOwner = seedReviewers[1]?.email.toLowerCase() ?? '';
  const [recall] = await tx
    .insert(recalls)
    .values({
      title: 'Depth rod clamp may loosen',
      notice:
        'On some rotary hammers of the 2023 batch the depth rod clamp can loosen in use. Stop using the depth rod and send us the serial number: we send a new clamp free of charge.',
      model: 'IV-RH26B',
      serialFrom: 'RH26B-230100',
      serialTo: 'RH26B-230199',
      notified: 1,
      registeredOwners: 1,
      publishedAt: new Date(now - 150 * DAY),
      closedAt: new Date(now - 90 * DAY),
    })
    .returning({ id: recalls.id });
  if (recall) await tx.insert(recallRecipients).values({ recallId: recall.id, email: rotaryOwner });
}
