import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, databaseKinds, signIn, type TestApp } from '../../test/helper.ts';
import { reviews, users } from '../db/schema/index.ts';
import { verifyPassword } from '../features/accounts/passwords.ts';
import { seedCategories } from './demo-data.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './index.ts';

describe.each(databaseKinds)('demo seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const p0Images = (products: { images: string[] }[]) => products[0]?.images ?? [];

  it('fills an empty database once with a believable catalog, reviews and the two demo accounts', async () => {
    expect(await seedDemoData(t.app.db)).toBe('seeded');

    const products = (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json() as {
      image: string;
      description: string;
      minOrder: number;
      weightKg: number;
      quantity: number;
      price: number;
      images: string[];
      priceTiers: { minAmount: number; price: number }[];
      category: string;
      attributes: { name: string; value: string }[];
    }[];
    expect(products.length).toBeGreaterThanOrEqual(12);
    // What the shop can do, shown: galleries of three or more different pictures, full specification tables,
    // volume prices on several tools, and every category with tools in it.
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(new Set(p.images).size).toBe(p.images.length);
      expect(p.images[0]).toBe(p.image);
      expect(p.attributes.length).toBeGreaterThanOrEqual(5);
    }
    const tiered = products.filter((p) => p.priceTiers.length > 0);
    expect(tiered.length).toBeGreaterThanOrEqual(4);
    for (const p of tiered) expect(p.priceTiers[0]?.price).toBeLessThan(p.price);
    const used = new Set(products.map((p) => p.category));
    expect(seedCategories.filter((c) => !used.has(c.slug))).toEqual([]);
    const views = await Promise.all(p0Images(products).map((url) => t.app.inject({ method: 'GET', url })));
    expect(views.map((v) => v.statusCode)).toEqual(views.map(() => 200));
    expect(new Set(views.map((v) => v.body)).size).toBe(views.length);
    expect(products.some((p) => p.description.length > 90)).toBe(true);
    for (const p of products) {
      expect(p.minOrder).toBeGreaterThanOrEqual(1);
      expect(p.minOrder).toBeLessThanOrEqual(p.quantity);
      expect(p.price).toBeGreaterThan(0);
      // Every tool ships by its weight (ADR 145).
      expect(p.weightKg).toBeGreaterThan(0);
    }
    // The demo zones: the US in brackets to 30 kg, Canada, and free shipping over $2,500.
    const shopAdmin = await signIn(t.app, 'admin');
    const { zones } = (
      await t.app.inject({ method: 'GET', url: '/api/shipping/zones', headers: shopAdmin.headers })
    ).json() as {
      zones: { name: string; countries: string[]; brackets: { upToKg: number }[]; freeOverNet: number }[];
    };
    expect(zones.map((z) => [z.name, z.countries, z.freeOverNet])).toEqual([
      ['Canada', ['CA'], 2500],
      ['United States', ['US'], 2500],
    ]);
    expect(zones.find((z) => z.name === 'United States')?.brackets.at(-1)?.upToKg).toBe(30);
    // every product image is served by our own image route
    const image = await t.app.inject({ method: 'GET', url: products[0]?.image ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');

    expect(await t.app.db.$count(reviews)).toBeGreaterThanOrEqual(6);
    // Three tools carry their buyers' reviews (ADR 152): 5, 4, 4 on the hammer drill is 4.3 from 3.
    const rated = (products as { model?: string; rating?: { average: number; count: number } }[]).filter(
      (p) => p.rating,
    );
    expect(rated.length).toBe(3);
    expect(rated.find((p) => p.model === 'IV-HD20B')?.rating).toEqual({ average: 4.3, count: 3 });
    // The home page's carousel stays the shop's reviews: no tool's review among them.
    const carousel = (
      await t.app.inject({ method: 'GET', url: '/api/reviews?limit=100' })
    ).json() as unknown[];
    expect(carousel.length).toBe(await t.app.db.$count(reviews, isNull(reviews.productId)));
    const [admin] = await t.app.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    const [customer] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.customer.email));
    expect(admin?.role).toBe('admin');
    expect(customer?.role).toBeNull();
    // the demo accounts are seeded with proven addresses
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(customer?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_ACCOUNTS.admin.password)).toBe(true);
    expect(await verifyPassword(customer?.passwordHash ?? '', 'wrong password')).toBe(false);

    // The demo trade account: approved, the dealer its company admin, the buyer with an order limit; the demo
    // customer stays a retail customer.
    for (const [who, expected] of [
      ['dealer', { role: 'admin', status: 'approved' }],
      ['buyer', { role: 'buyer', status: 'approved', orderLimit: 2500 }],
    ] as const) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: DEMO_ACCOUNTS[who].email, password: DEMO_ACCOUNTS[who].password },
      });
      expect(login.statusCode).toBe(200);
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/my-company',
        headers: { authorization: `Bearer ${login.json().accessToken}` },
      });
      expect(mine.json()).toMatchObject({
        company: {
          name: 'Northwind Tools Supply',
          status: expected.status,
          memberCount: 2,
          paymentTermsDays: 30,
          creditLimit: 50_000,
        },
        role: expected.role,
        ...('orderLimit' in expected ? { orderLimit: expected.orderLimit } : {}),
      });
      expect(mine.json().addresses).toHaveLength(2);
    }
    const customerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password },
    });
    const customerCompany = await t.app.inject({
      method: 'GET',
      url: '/api/my-company',
      headers: { authorization: `Bearer ${customerLogin.json().accessToken}` },
    });
    expect(customerCompany.statusCode).toBe(404);
    const adminLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    const lists = await t.app.inject({
      method: 'GET',
      url: '/api/price-lists',
      headers: { authorization: `Bearer ${adminLogin.json().accessToken}` },
    });
    expect(lists.json()).toEqual([
      expect.objectContaining({
        name: 'Northwind Tools Supply',
        discountPercent: 12,
        priceCount: 2,
        companyCount: 1,
      }),
    ]);

    expect(await seedDemoData(t.app.db)).toBe('skipped');
    const again = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as unknown[];
    expect(again).toHaveLength(products.length);
  });
});
