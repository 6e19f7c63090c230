import { accountMessages } from '@ironvolt/shared/accounts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrder, createProduct, createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  nextAddress,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import {
  cartLines,
  images,
  mailOutbox,
  oneTimeCodes,
  orders,
  products,
  reviews,
  testPaymentIntents,
  users,
} from '../../db/schema/index.ts';

describe.each(databaseKinds)("a customer's own data on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const deleteMe = (who: { headers: { authorization: string } }, payload: object) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: who.headers,
      payload,
      remoteAddress: nextAddress(),
    });
  const review = (who: SignedIn, text: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/addReview',
      headers: who.headers,
      payload: { review: '5', detaisReview: text },
    });
  const storedImage = async (uploadedBy: string) => {
    const [row] = await t.app.db
      .insert(images)
      .values({ contentType: 'image/webp', bytes: new Uint8Array([1, 2, 3]), etag: 'e', uploadedBy })
      .returning({ id: images.id });
    return `/api/images/${row?.id}`;
  };

  it('hands the signed-in customer their profile, every order and every review as a JSON attachment', async () => {
    const me = await signIn(t.app, 'customer');
    const stranger = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { name: 'Export Drill', priceCents: 2_500 });
    const mine = await createOrder(t.app.db, me.user, product, { amount: 12, phoneNo: '+1 555 0199' });
    await createOrder(t.app.db, stranger.user, product);
    await review(me, 'Exported review');
    await review(stranger, 'Not mine');

    expect((await t.app.inject({ method: 'GET', url: '/api/me/data' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/me/data', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ironvolt-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = res.json();
    expect(data.profile).toMatchObject({
      _id: me.user.id,
      email: me.user.email,
      name: me.user.name,
      oidcOnly: false,
    });
    expect(data.orders).toEqual([
      expect.objectContaining({
        _id: mine.id,
        productName: 'Export Drill',
        amount: 12,
        unitPrice: 25,
        totalPrice: 300,
        phoneNo: '+1 555 0199',
        status: 'unpaid',
      }),
    ]);
    expect(data.reviews).toEqual([
      {
        _id: expect.any(String),
        review: '5',
        detaisReview: 'Exported review',
        createdAt: expect.any(String),
      },
    ]);
    expect(res.body).not.toContain(stranger.user.email);
    expect(res.body).not.toMatch(/argon2/);
  });

  it('refuses a wrong or missing password with a clear message and changes nothing; the 11th try gets 429', async () => {
    const me = await signIn(t.app, 'customer');
    const missing = await deleteMe(me, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(accountMessages.deletePasswordRequired);
    const wrong = await deleteMe(me, { password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('That password is not right: your account was not deleted');
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: me.headers })).statusCode).toBe(200);
    for (let i = 3; i <= 10; i++) expect((await deleteMe(me, { password: 'guess' })).statusCode).toBe(403);
    const limited = await deleteMe(me, { password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(accountMessages.deleteTooMany);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ email: me.user.email, deletedAt: null });
  });

  it('deletes an account: personal data gone, orders kept as "Deleted customer", reviews by "Former customer", unpaid orders cancelled with stock back and their intent voided, tokens ended, the address free again', async () => {
    const me = await signIn(t.app, 'customer');
    const photo = await storedImage(me.user.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/updateUser/${me.user.id}`,
      headers: me.headers,
      payload: {
        name: me.user.name,
        phoneNo: '+1 555 0123',
        address: { country: 'US', state: 'OH', streetAddress: '1 Main St' },
        image: photo,
      },
    });
    const product = await createProduct(t.app.db, { quantity: 100, minOrder: 10 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: me.headers,
      payload: { productId: product.id, amount: 30, phoneNo: '+1 555 0123', address: '1 Main St' },
    });
    expect(placed.statusCode).toBe(201);
    const unpaidId = placed.json().insertedId;
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: me.headers,
      payload: { orderId: unpaidId },
    });
    expect(intent.statusCode).toBe(200);
    const delivered = await createOrder(t.app.db, me.user, product, {
      deliveryAddress: { line1: '1 Main St', city: 'Columbus', postalCode: '43004', country: 'US' },
      status: 'delivered',
      paidAt: new Date(),
      customerName: me.user.name,
      phoneNo: '+1 555 0123',
      address: '1 Main St',
    });
    await review(me, 'Great saw, will buy again');
    const carted = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${product.id}`,
      headers: me.headers,
      payload: { amount: 10 },
    });
    expect(carted.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: me.user.email },
    });
    const mailsTo = () =>
      t.app.db.select().from(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${me.user.email})`);
    expect((await mailsTo()).length).toBeGreaterThan(0);

    const res = await deleteMe(me, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted' });

    // Every token ends, and the password no longer signs in.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: me.headers })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.user.email, password: TEST_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(401);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({
      name: '',
      image: null,
      phoneNo: null,
      country: null,
      state: null,
      streetAddress: null,
      passwordHash: null,
      role: null,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.email).not.toContain(me.user.email.split('@')[0]);
    expect(await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, me.user.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    // The cart is emptied, and every mail to the address goes, sent or not.
    expect(await t.app.db.select().from(cartLines).where(eq(cartLines.userId, me.user.id))).toEqual([]);
    expect(await mailsTo()).toEqual([]);

    // Orders stay for the shop's books, without the person; the unpaid one is cancelled, its stock back.
    const kept = await t.app.db.select().from(orders).where(eq(orders.userId, me.user.id));
    expect(kept.map((o) => [o.id, o.status]).sort()).toEqual(
      [
        [unpaidId, 'cancelled'],
        [delivered.id, 'delivered'],
      ].sort(),
    );
    for (const order of kept) {
      expect(order).toMatchObject({
        customerName: 'Deleted customer',
        email: '',
        phoneNo: '',
        address: '',
        deliveryAddress: null,
      });
    }
    const [stock] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(stock?.quantity).toBe(100);
    const [voided] = await t.app.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, unpaidId));
    expect(voided?.status).toBe('canceled');

    // The review stays, by "Former customer", with no photo.
    const list = (await t.app.inject({ method: 'GET', url: '/api/reviews' })).json();
    expect(
      list.find((r: { detaisReview: string }) => r.detaisReview === 'Great saw, will buy again'),
    ).toEqual(expect.objectContaining({ name: 'Former customer' }));
    expect(JSON.stringify(list)).not.toContain(photo);
    const [reviewRow] = await t.app.db.select().from(reviews).where(eq(reviews.userId, me.user.id));
    expect(reviewRow?.email).toBe('');

    // The admin's lists no longer show the person.
    const admin = await signIn(t.app, 'admin');
    // Newest first: the account just deleted would be on the first page if it were listed.
    const people = (
      await t.app.inject({ method: 'GET', url: '/api/users?sort=newest', headers: admin.headers })
    ).json();
    expect(people.some((u: { _id: string }) => u._id === me.user.id)).toBe(false);
    const csv = await t.app.inject({ method: 'GET', url: '/api/orders/export.csv', headers: admin.headers });
    expect(csv.body).not.toContain(me.user.email);

    // The address is free: a new account may take it and starts with nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'New Owner', email: me.user.email, password: 'another secret' },
      remoteAddress: nextAddress(),
    });
    expect(again.statusCode).toBe(201);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/myOrder/${encodeURIComponent(me.user.email)}`,
      headers: { authorization: `Bearer ${again.json().accessToken}` },
    });
    expect(theirs.json()).toEqual([]);
  });

  it('refuses the last admin (409) and lets an admin go once another admin remains', async () => {
    await t.app.db.update(users).set({ role: null }).where(eq(users.role, 'admin'));
    const only = await signIn(t.app, 'admin');
    const refused = await deleteMe(only, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You are the last admin: make someone else admin before deleting your account',
    );
    await createUser(t.app.db, { role: 'admin' });
    // A picture the leaving admin uploaded that a tool's gallery shows (not as its main image) stays.
    const main = await storedImage(only.user.id);
    const second = await storedImage(only.user.id);
    await createProduct(t.app.db, { image: main, images: [main, second] });
    expect((await deleteMe(only, { password: TEST_PASSWORD })).statusCode).toBe(200);
    for (const url of [main, second]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('refuses while a paid order is on its way (its address is needed to deliver it)', async () => {
    const me = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db);
    await createOrder(t.app.db, me.user, product, { status: 'shipped', paidAt: new Date() });
    const res = await deleteMe(me, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(accountMessages.deleteOrdersOnTheirWay);
  });

  it('lets an account without a password go only within 5 minutes of its sign-in', async () => {
    const user = await createUser(t.app.db, { passwordHash: null, googleSubject: `sub-${Date.now()}` });
    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 6 * 60_000);
    const stale = await t.app.tokens.issue({ sub: user.id, ver: user.tokenVersion });
    vi.useRealTimers();
    const refused = await deleteMe(bearer(stale), {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your account signs in with Google: sign in with Google again, then delete it within 5 minutes',
    );
    const fresh = await t.app.tokens.issue({ sub: user.id, ver: user.tokenVersion });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', ...bearer(fresh) });
    expect(me.json().oidcOnly).toBe(true);
    expect((await deleteMe(bearer(fresh), {})).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSubject).toBeNull();
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});
