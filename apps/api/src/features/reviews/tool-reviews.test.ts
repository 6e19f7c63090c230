import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { orders, products, reviews } from '../../db/schema/index.ts';

describe.each(databaseKinds)("a tool's reviews (ADR 152) on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const order = async (buyer: SignedIn, productId: string) => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId, amount: 2, address: '12 Mill Lane, Leeds' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().insertedId as string;
  };
  const setStatus = async (id: string, status: 'shipped' | 'delivered') => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${id}/status`,
      headers: admin.headers,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A buyer with a delivered order of the tool, the quick way: placed by the route, marked delivered in the table. */
  const deliveredBuyer = async (productId: string) => {
    const buyer = await signIn(t.app, 'customer');
    const id = await order(buyer, productId);
    await t.app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, id));
    return buyer;
  };
  const review = (who: SignedIn | undefined, productId: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      ...(who ? { headers: who.headers } : {}),
      payload,
    });
  const list = (productId: string, page?: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/products/${productId}/reviews${page === undefined ? '' : `?page=${page}`}`,
    });
  const reviewCount = async (productId: string) =>
    (await t.app.db.select().from(reviews).where(eq(reviews.productId, productId))).length;

  it('lets a buyer review a tool only once an order of it was delivered, and only once', async () => {
    const tool = await createProduct(t.app.db, { name: 'Rotary Hammer', minOrder: 1 });
    const buyer = await signIn(t.app, 'customer');

    expect((await review(undefined, tool.id, { rating: 5, comment: 'Great' })).statusCode).toBe(401);
    const never = await review(buyer, tool.id, { rating: 5, comment: 'Great' });
    expect(never.statusCode).toBe(403);
    expect(never.json().message).toBe('You can review a tool once an order of it has been delivered to you');

    // Placed, paid, shipped: still not delivered.
    const id = await order(buyer, tool.id);
    expect((await review(buyer, tool.id, { rating: 5, comment: '' })).statusCode).toBe(403);
    expect((await payByTestCard(t.app, buyer, id)).statusCode).toBe(200);
    await setStatus(id, 'shipped');
    expect((await review(buyer, tool.id, { rating: 5, comment: '' })).statusCode).toBe(403);
    // Nothing half-written by the refusals: no review, the tool's count untouched.
    expect(await reviewCount(tool.id)).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/product/${tool.id}` })).json().rating,
    ).toBeUndefined();

    await setStatus(id, 'delivered');
    const first = await review(buyer, tool.id, { rating: '4', comment: '  Drills through brick all day.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      acknowledged: true,
      insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const again = await review(buyer, tool.id, { rating: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this tool');
    expect(await reviewCount(tool.id)).toBe(1);

    const page = await list(tool.id);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      items: [
        {
          _id: first.json().insertedId,
          rating: 4,
          comment: 'Drills through brick all day.',
          name: buyer.user.name,
          createdAt: expect.any(String),
        },
      ],
      average: 4,
      count: 1,
      page: 1,
      pageSize: 10,
    });
    expect(page.body).not.toContain('@');

    // My Orders asks which tools the buyer has reviewed.
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/tool-reviews', headers: buyer.headers });
    expect(mine.json()).toEqual({ productIds: [tool.id] });
    expect((await t.app.inject({ method: 'GET', url: '/api/my/tool-reviews' })).statusCode).toBe(401);
  });

  it('refuses a bad rating or text as the shop reviews do, and an unknown or removed tool', async () => {
    const tool = await createProduct(t.app.db, { minOrder: 1 });
    const buyer = await deliveredBuyer(tool.id);
    for (const rating of [0, 6, '4.5', 'five', '', null]) {
      const res = await review(buyer, tool.id, { rating, comment: 'ok' });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json()).toEqual({
        message: 'The rating must be a whole number from 1 to 5',
        field: 'rating',
      });
    }
    const long = await review(buyer, tool.id, { rating: 3, comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'Your review can be at most 1000 characters', field: 'comment' });

    expect((await review(buyer, '00000000-0000-4000-8000-000000000000', { rating: 3 })).statusCode).toBe(404);
    expect((await review(buyer, 'not-a-tool', { rating: 3 })).statusCode).toBe(404);
    await t.app.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, tool.id));
    expect((await review(buyer, tool.id, { rating: 3 })).statusCode).toBe(404);
    expect(await reviewCount(tool.id)).toBe(0);
  });

  it('lists newest first a page at a time, and carries the average (halves up) to the card and tool page', async () => {
    const tool = await createProduct(t.app.db, { name: 'Angle Grinder Pro', minOrder: 1 });
    // Warm the caches, as visitors would, before the reviews arrive.
    expect((await list(tool.id)).json().count).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tools/${tool.slug}` })).json().rating,
    ).toBeUndefined();

    // 12 reviews: 5, then eleven 4s → 49 / 12 = 4.083 → 4.1
    const ratings = [5, ...Array.from({ length: 11 }, () => 4)];
    for (const [n, rating] of ratings.entries()) {
      const buyer = await deliveredBuyer(tool.id);
      const res = await review(buyer, tool.id, { rating, comment: `review ${n + 1}` });
      expect(res.statusCode, res.body).toBe(201);
    }

    const first = (await list(tool.id)).json();
    expect(first.count).toBe(12);
    expect(first.average).toBe(4.1);
    expect(first.items.map((r: { comment: string }) => r.comment)).toEqual(
      Array.from({ length: 10 }, (_, i) => `review ${12 - i}`),
    );
    const second = (await list(tool.id, 2)).json();
    expect(second.items.map((r: { comment: string }) => r.comment)).toEqual(['review 2', 'review 1']);
    expect(second.page).toBe(2);
    expect((await list(tool.id, 3)).json().items).toEqual([]);
    expect((await list(tool.id, 0)).statusCode).toBe(400);

    const card = (await t.app.inject({ method: 'GET', url: `/api/product/${tool.id}` })).json();
    expect(card.rating).toEqual({ average: 4.1, count: 12 });
    const page = (await t.app.inject({ method: 'GET', url: `/api/tools/${tool.slug}` })).json();
    expect(page.rating).toEqual({ average: 4.1, count: 12 });
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent('Angle Grinder Pro')}` })
    ).json();
    expect(listed.products ?? listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: tool.id, rating: { average: 4.1, count: 12 } }),
      ]),
    );
  });

  it('rounds an average ending in a half up: 5, 4, 4, 4 is 4.3', async () => {
    const tool = await createProduct(t.app.db, { minOrder: 1 });
    for (const rating of [5, 4, 4, 4])
      expect((await review(await deliveredBuyer(tool.id), tool.id, { rating })).statusCode).toBe(201);
    expect((await list(tool.id)).json()).toMatchObject({ average: 4.3, count: 4 });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${tool.id}` })).json().rating).toEqual({
      average: 4.3,
      count: 4,
    });
  });

  it("leaves the shop's reviews as they are: a tool's review is not in GET /reviews", async () => {
    const author = await signIn(t.app, 'customer');
    const shop = await t.app.inject({
      method: 'POST',
      url: '/api/addReview',
      headers: author.headers,
      payload: { review: '5', detaisReview: 'The shop itself is great.' },
    });
    expect(shop.statusCode).toBe(201);
    const tool = await createProduct(t.app.db, { minOrder: 1 });
    expect(
      (await review(await deliveredBuyer(tool.id), tool.id, { rating: 2, comment: 'A tool review' }))
        .statusCode,
    ).toBe(201);

    const all = (await t.app.inject({ method: 'GET', url: '/api/reviews?limit=100' })).json();
    const texts = all.map((r: { detaisReview: string }) => r.detaisReview);
    expect(texts[0]).toBe('The shop itself is great.');
    expect(texts).not.toContain('A tool review');
    expect(all[0]).toEqual({
      _id: shop.json().insertedId,
      review: '5',
      detaisReview: 'The shop itself is great.',
      name: author.user.name,
      createdAt: expect.any(String),
    });
    // A shop review has no tool, so the one-per-tool rule does not touch it: a second one is stored too.
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/addReview',
      headers: author.headers,
      payload: { review: '4', detaisReview: 'Still great.' },
    });
    expect(second.statusCode).toBe(201);
  });
});
