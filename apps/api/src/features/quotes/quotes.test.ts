import { QUOTE_REQUESTS_PER_HOUR, quoteMessages } from '@ironvolt/shared/quotes';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createProduct, TEST_PASSWORD } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  nextAddress,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { adminActivity, mailOutbox, quotes } from '../../db/schema/index.ts';

describe.each(databaseKinds)('requests for quote on %s', (kind) => {
  let t: TestApp;
  let shopAdmin: SignedIn;

  beforeAll(async () => {
    t = await build(kind);
    shopAdmin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const tool = (overrides: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(t.app.db, { quantity: 500, minOrder: 1, priceCents: 10_000, ...overrides });
  const putInCart = (who: SignedIn, productId: string, amount: number) =>
    t.app.inject({ method: 'PUT', url: `/api/cart/${productId}`, headers: who.headers, payload: { amount } });
  const request = (who: SignedIn, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/quotes', headers: who.headers, payload });
  const read = (who: SignedIn, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/quotes/${id}`, headers: who.headers });
  const list = (who: SignedIn, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/quotes${query}`, headers: who.headers });
  const offer = (id: string, payload: object, who: SignedIn = shopAdmin) =>
    t.app.inject({ method: 'POST', url: `/api/quotes/${id}/offer`, headers: who.headers, payload });
  const step = (who: SignedIn, id: string, what: 'decline' | 'revision', payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/quotes/${id}/${what}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
  const inAWeek = () => new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
  const mailsTo = (to: string) =>
    t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.createdAt));

  /** A buyer with two tools in the cart (the second at a volume price) and their quote requested. */
  async function requested(message?: string) {
    const buyer = await signIn(t.app, 'customer');
    const drill = await tool({ name: 'Core Drill' });
    const saw = await tool({
      name: 'Band Saw',
      priceCents: 5_000,
      priceTiers: [{ minAmount: 10, priceCents: 4_500 }],
    });
    expect((await putInCart(buyer, drill.id, 3)).statusCode).toBe(200);
    expect((await putInCart(buyer, saw.id, 10)).statusCode).toBe(200);
    const res = await request(buyer, message ? { message } : {});
    expect(res.statusCode).toBe(201);
    return { buyer, drill, saw, quote: res.json() as { _id: string; number: string } };
  }

  it('holds the cart at the buyer’s own prices under a gapless Q number, keeps the cart and reserves nothing', async () => {
    const { buyer, drill, saw, quote } = await requested('Need these by March');
    expect(quote.number).toMatch(new RegExp(`^Q-${new Date().getUTCFullYear()}-\\d{6}$`));
    const detail = (await read(buyer, quote._id)).json();
    expect(detail).toMatchObject({
      number: quote.number,
      status: 'requested',
      email: buyer.user.email,
      message: 'Need these by March',
      total: 3 * 100 + 10 * 45,
      lines: [
        { productId: drill.id, name: 'Core Drill', amount: 3, listUnitPrice: 100 },
        { productId: saw.id, name: 'Band Saw', amount: 10, listUnitPrice: 45 },
      ],
      history: [
        { status: 'requested', by: 'buyer', email: buyer.user.email, message: 'Need these by March' },
      ],
    });
    expect(detail.lines[0].unitPrice).toBeUndefined();
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: buyer.headers })).json();
    expect(cart.lines).toHaveLength(2);
    const stock = await t.app.inject({ method: 'GET', url: `/api/product/${drill.id}` });
    expect(stock.json().quantity).toBe(500);

    // The next request takes the next number of the series.
    const next = (await request(buyer)).json();
    const seq = (n: string) => Number(n.slice(-6));
    expect(seq(next.number)).toBe(seq(quote.number) + 1);

    const [mail] = await mailsTo(buyer.user.email);
    expect(mail).toMatchObject({
      kind: 'quote_requested',
      subject: `We received your request for quote ${quote.number}`,
    });
    const [entry] = await t.app.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, quote._id), eq(adminActivity.action, 'quote.requested')));
    expect(entry?.actorEmail).toBe(buyer.user.email);
  });

  it('prices a company buyer’s lines on the company’s price list', async () => {
    const buyer = await signIn(t.app, 'customer');
    const drill = await tool();
    await createCompany(t.app.db, {
      members: [{ userId: buyer.user.id, role: 'admin' }],
      priceList: { prices: [{ productId: drill.id, priceCents: 8_000 }] },
    });
    await putInCart(buyer, drill.id, 2);
    const quote = (await request(buyer)).json();
    const detail = (await read(buyer, quote._id)).json();
    expect(detail.lines[0].listUnitPrice).toBe(80);
    expect(detail.companyName).toMatch(/^Trade Co/);
  });

  it('refuses an empty cart, a message with control characters, and anyone signed out', async () => {
    const buyer = await signIn(t.app, 'customer');
    const empty = await request(buyer);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(quoteMessages.cartEmpty);
    const drill = await tool();
    await putInCart(buyer, drill.id, 1);
    const bad = await request(buyer, { message: 'bell\u0007' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('control characters');
    expect((await t.app.inject({ method: 'POST', url: '/api/quotes', payload: {} })).statusCode).toBe(401);
    expect(await t.app.db.select().from(quotes).where(eq(quotes.userId, buyer.user.id))).toHaveLength(0);
  });

  it('takes at most QUOTE_REQUESTS_PER_HOUR requests an hour from one buyer, and holds no one else back', async () => {
    const buyer = await signIn(t.app, 'customer');
    await putInCart(buyer, (await tool()).id, 1);
    for (let i = 0; i < QUOTE_REQUESTS_PER_HOUR; i++) expect((await request(buyer)).statusCode).toBe(201);
    const refused = await request(buyer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(quoteMessages.tooMany);
    const other = await signIn(t.app, 'customer');
    await putInCart(other, (await tool()).id, 1);
    expect((await request(other)).statusCode).toBe(201);
  });

  it('lists a buyer’s own quotes only, and all of them to an admin, by status and search', async () => {
    const first = await requested();
    const other = await requested();
    const mine = await list(first.buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((q: { _id: string }) => q._id)).toEqual([first.quote._id]);
    expect(mine.headers['x-total-count']).toBe('1');
    const found = (await list(shopAdmin, `?q=${other.quote.number}`)).json();
    expect(found.map((q: { _id: string }) => q._id)).toEqual([other.quote._id]);
    const byEmail = (
      await list(shopAdmin, `?q=${encodeURIComponent(first.buyer.user.email)}&status=requested`)
    ).json();
    expect(byEmail.map((q: { _id: string }) => q._id)).toEqual([first.quote._id]);
    expect((await list(shopAdmin, `?q=${other.quote.number}&status=offered`)).json()).toEqual([]);
    expect((await list(shopAdmin, '?status=sent')).statusCode).toBe(400);
    // Someone else's quote reads as no quote at all.
    expect((await read(first.buyer, other.quote._id)).statusCode).toBe(404);
    expect((await read(first.buyer, 'not-an-id')).statusCode).toBe(404);
  });

  it('lets only a shop admin offer, a price for every line until a time ahead, and mails the buyer the PDF', async () => {
    const { buyer, drill, saw, quote } = await requested();
    const lines = [
      { productId: drill.id, unitPrice: 90 },
      { productId: saw.id, unitPrice: 40.5, amount: 20 },
    ];
    const expiresAt = inAWeek();
    expect((await offer(quote._id, { lines, expiresAt }, buyer)).statusCode).toBe(403);
    const missing = await offer(quote._id, { lines: [lines[0]], expiresAt });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(quoteMessages.lineMissing('Band Saw'));
    const stranger = await tool();
    const unknown = await offer(quote._id, {
      lines: [...lines, { productId: stranger.id, unitPrice: 1 }],
      expiresAt,
    });
    expect(unknown.statusCode).toBe(422);
    const past = await offer(quote._id, { lines, expiresAt: '2020-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ message: quoteMessages.expiresInPast, field: 'expiresAt' });
    const free = await offer(quote._id, { lines: [{ ...lines[0], unitPrice: 0 }, lines[1]], expiresAt });
    expect(free.statusCode).toBe(400);
    expect((await read(buyer, quote._id)).json().status).toBe('requested');

    const res = await offer(quote._id, { lines, expiresAt, message: 'Best we can do' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'offered',
      expiresAt,
      total: 3 * 90 + 20 * 40.5,
      lines: [
        { productId: drill.id, amount: 3, listUnitPrice: 100, unitPrice: 90, lineTotal: 270 },
        { productId: saw.id, amount: 20, listUnitPrice: 45, unitPrice: 40.5, lineTotal: 810 },
      ],
    });
    expect(res.json().history.map((e: { status: string; by: string }) => `${e.by}:${e.status}`)).toEqual([
      'buyer:requested',
      'shop:offered',
    ]);
    // The shop admin sees who at the shop offered; the buyer reads the shop, never a staff member's address.
    expect(res.json().history[1].email).toBe(shopAdmin.user.email);
    const asBuyer = await read(buyer, quote._id);
    expect(asBuyer.json().history[0].email).toBe(buyer.user.email);
    expect(asBuyer.body).not.toContain(shopAdmin.user.email);
    // Offered once: a second offer waits for a revision.
    expect((await offer(quote._id, { lines, expiresAt })).statusCode).toBe(409);

    const offeredMail = (await mailsTo(buyer.user.email)).find((mail) => mail.kind === 'quote_offered');
    expect(offeredMail?.attachments).toEqual([{ kind: 'quote', quoteId: quote._id }]);
    expect(offeredMail?.subject).toBe(`Your quote ${quote.number} is ready`);
  });

  it('sends an offer back for revision, keeping every round, then takes a decline', async () => {
    const { buyer, drill, saw, quote } = await requested('First ask');
    const lines = [
      { productId: drill.id, unitPrice: 95 },
      { productId: saw.id, unitPrice: 44 },
    ];
    expect((await step(buyer, quote._id, 'revision', { message: 'Cheaper?' })).statusCode).toBe(409);
    await offer(quote._id, { lines, expiresAt: inAWeek() });
    const empty = await step(buyer, quote._id, 'revision', { message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(quoteMessages.revisionMessage);
    const other = await signIn(t.app, 'customer');
    expect((await step(other, quote._id, 'revision', { message: 'Mine now' })).statusCode).toBe(404);
    const revised = await step(buyer, quote._id, 'revision', { message: 'Cheaper on the drill?' });
    expect(revised.statusCode).toBe(200);
    expect(revised.json()).toMatchObject({ status: 'requested', message: 'Cheaper on the drill?' });
    expect(revised.json().expiresAt).toBeUndefined();

    await offer(quote._id, { lines: [{ ...lines[0], unitPrice: 85 }, lines[1]], expiresAt: inAWeek() });
    const declined = await step(buyer, quote._id, 'decline');
    expect(declined.statusCode).toBe(200);
    const history = declined.json().history;
    expect(history.map((e: { status: string }) => e.status)).toEqual([
      'requested',
      'offered',
      'requested',
      'offered',
      'declined',
    ]);
    expect(history[1].lines[0].unitPrice).toBe(95);
    expect(history[2].message).toBe('Cheaper on the drill?');
    expect(history[3].lines[0].unitPrice).toBe(85);
    expect((await step(buyer, quote._id, 'decline')).statusCode).toBe(409);
    expect((await mailsTo(buyer.user.email)).map((mail) => mail.kind)).toEqual([
      'quote_requested',
      'quote_offered',
      'quote_revision',
      'quote_offered',
      'quote_declined',
    ]);
    const actions = await t.app.db
      .select({ action: adminActivity.action })
      .from(adminActivity)
      .where(eq(adminActivity.subjectId, quote._id))
      .orderBy(asc(adminActivity.at));
    expect(actions.map((a) => a.action)).toEqual([
      'quote.requested',
      'quote.offered',
      'quote.revision_requested',
      'quote.offered',
      'quote.declined',
    ]);
  });

  it('forgets an erased account’s address and messages in its quotes, and declines the open ones', async () => {
    const { buyer, drill, saw, quote } = await requested('Call me on my mobile');
    await offer(quote._id, {
      lines: [
        { productId: drill.id, unitPrice: 90 },
        { productId: saw.id, unitPrice: 40 },
      ],
      expiresAt: inAWeek(),
    });
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: buyer.headers,
      payload: { password: TEST_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(erased.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(quotes).where(eq(quotes.id, quote._id));
    expect(row).toMatchObject({ email: '', message: null, status: 'declined', number: quote.number });
    expect(JSON.stringify(row?.history)).not.toContain(buyer.user.email);
    expect(JSON.stringify(row?.history)).not.toContain('mobile');
    expect(row?.lines[0]?.unitPriceCents).toBe(9_000);
  });
});
