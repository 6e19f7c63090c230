import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, databaseKinds, signIn, type TestApp } from '../../../test/helper.ts';

describe.each(databaseKinds)('reviews on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores a review as the token's user, whatever the body says, and lists it first with name and photo only", async () => {
    const author = await signIn(t.app, 'customer');
    const victim = await signIn(t.app, 'customer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addReview/',
      headers: author.headers,
      payload: { email: victim.user.email, review: '4', detaisReview: 'Solid drills, fast delivery.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const list = await t.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(list.statusCode).toBe(200);
    const [newest] = list.json();
    expect(newest).toEqual({
      _id: res.json().insertedId,
      review: '4',
      detaisReview: 'Solid drills, fast delivery.',
      name: author.user.name,
      createdAt: expect.any(String),
    });
    expect(list.body).not.toContain(author.user.email);
    expect(list.body).not.toContain(victim.user.email);
    expect(list.body).not.toContain('@');
  });

  it('refuses ratings outside 1 to 5 and texts over 1,000 characters, and anonymous authors', async () => {
    const { headers } = await signIn(t.app, 'customer');
    for (const review of ['0', '6', '4.5', 'five', '', -1, 10, null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addReview',
        headers,
        payload: { review, detaisReview: 'ok' },
      });
      expect(res.statusCode, String(review)).toBe(400);
      expect(res.json()).toEqual({
        message: 'The rating must be a whole number from 1 to 5',
        field: 'review',
      });
    }
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/addReview',
      headers,
      payload: { review: '5', detaisReview: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      message: 'Your review can be at most 1000 characters',
      field: 'detaisReview',
    });
    const justRight = await t.app.inject({
      method: 'POST',
      url: '/api/addReview',
      headers,
      payload: { review: 5, detaisReview: 'x'.repeat(1000) },
    });
    expect(justRight.statusCode).toBe(201);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/addReview',
      payload: { review: '5', detaisReview: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists newest first, at most the limit asked, and refuses a bad limit', async () => {
    const { headers } = await signIn(t.app, 'customer');
    for (const text of ['first', 'second', 'third']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/addReview',
        headers,
        payload: { review: '5', detaisReview: text },
      });
    }
    const two = (await t.app.inject({ method: 'GET', url: '/api/reviews?limit=2' })).json();
    expect(two.map((r: { detaisReview: string }) => r.detaisReview)).toEqual(['third', 'second']);
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews?limit=0' })).statusCode).toBe(400);
  });
});
