import { warrantyMessages } from '@ironvolt/shared/warranty';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct, createUser } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  nextAddress,
  type SignedIn,
  signIn,
  type TestApp,
  testConfig,
} from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { adminActivity, mailOutbox, serials } from '../../db/schema/index.ts';
import { sweepRecalls } from './warranty-service.ts';

describe.each(databaseKinds)('recalls on %s', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind);
    // A second instance on the same database, as a second server would run.
    other = await buildApp({
      config: testConfig({ dataDir: '/nonexistent' }),
      database: t.database,
      webRoot: null,
    });
    await other.ready();
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  async function ship(
    tool: { id: string; name: string; priceCents: number; model: string },
    buyer: { id: string; email: string },
    list: string[],
    shippedAt?: Date,
  ) {
    const order = await createOrder(t.app.db, buyer, tool, { amount: list.length, status: 'paid' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${order.id}/status`,
      headers: admin.headers,
      payload: { status: 'shipped', serials: [{ productId: tool.id, serials: list }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    if (shippedAt) await t.app.db.update(serials).set({ shippedAt }).where(eq(serials.orderId, order.id));
  }
  const mailsOf = async (subject: string) =>
    (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject))).map((m) => ({
      to: m.toAddress,
      serials: (m.templateData as { serials: string[] }).serials,
    }));

  it('mails each registered owner and buyer of an affected serial once, one mail per address, across two instances', async () => {
    const tool = await createProduct(t.app.db, { name: 'Chain Saw', serialized: true });
    const dealer = await createUser(t.app.db);
    const single = await createUser(t.app.db);
    await ship(tool, dealer, ['CS-098', 'CS-100', 'CS-105', 'CS-1000']);
    await ship(tool, single, ['CS-101']);
    await ship(tool, dealer, ['CS-110']);
    const today = new Date().toISOString().slice(0, 10);
    for (const [serial, email] of [
      ['CS-100', 'end.customer@example.com'],
      ['CS-101', single.email],
    ])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/warranty/registrations',
            remoteAddress: nextAddress(),
            payload: { model: tool.model, serial, purchasedOn: today, name: 'Owner', email },
          })
        ).statusCode,
      ).toBe(201);

    const body = {
      title: 'Chain brake may fail',
      notice: 'Stop using the saw.\nWe replace the brake for free.',
      model: tool.model,
      serialFrom: 'CS-100',
      serialTo: 'CS-105',
    };
    // The same recall published on two instances at once: one publishes, the other is refused.
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/recalls', headers: admin.headers, payload: body }),
      other.inject({ method: 'POST', url: '/api/recalls', headers: admin.headers, payload: body }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const published = (a.statusCode === 201 ? a : b).json();
    expect((a.statusCode === 409 ? a : b).json().message).toBe(warrantyMessages.recallTaken);
    // CS-098 and CS-1000 are outside the range (a longer serial comes after); CS-110 too.
    // Mailed: the dealer (buyer of CS-100, CS-105), the end customer (owner of CS-100), the single buyer (owner and
    // buyer of CS-101): three addresses; two registered owners.
    expect(published).toMatchObject({ notified: 3, registeredOwners: 2 });
    const subject = 'Safety recall: Chain brake may fail';
    const mails = await mailsOf(subject);
    expect(mails.sort((x, y) => x.to.localeCompare(y.to))).toEqual(
      [
        { to: dealer.email, serials: ['CS-100', 'CS-105'] },
        { to: 'end.customer@example.com', serials: ['CS-100'] },
        { to: single.email, serials: ['CS-101'] },
      ].sort((x, y) => x.to.localeCompare(y.to)),
    );
    // Both instances sweeping at once mail no one again.
    const deps = (app: FastifyInstance) => ({ db: app.db, config: app.config, mailOutbox: app.mailOutbox });
    expect(await Promise.all([sweepRecalls(deps(t.app)), sweepRecalls(deps(other))])).toEqual([0, 0]);
    expect(await mailsOf(subject)).toHaveLength(3);

    const entries = await t.app.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.subjectId, published._id));
    expect(entries.map((e) => e.action)).toEqual(['recall.published']);

    // Public: the active list and the check, affected or not.
    const list = (await t.app.inject({ method: 'GET', url: '/api/recalls' })).json();
    expect(list.map((r: { _id: string }) => r._id)).toContain(published._id);
    const check = (serial: string) =>
      t.app.inject({ method: 'GET', url: `/api/recalls/check?model=${tool.model}&serial=${serial}` });
    expect((await check('CS-105')).json()).toMatchObject({
      affected: true,
      recalls: [{ title: body.title }],
    });
    expect((await check('CS-1000')).json()).toEqual({ affected: false, recalls: [] });
    expect((await check('CS-999')).statusCode).toBe(404);

    // A tool of the range shipped later is mailed by the sweep, once.
    const late = await createUser(t.app.db);
    await ship(tool, late, ['CS-104']);
    expect(
      await Promise.all([sweepRecalls(deps(t.app)), sweepRecalls(deps(other))]).then((n) => n[0] + n[1]),
    ).toBe(1);
    expect((await mailsOf(subject)).filter((m) => m.to === late.email)).toEqual([
      { to: late.email, serials: ['CS-104'] },
    ]);

    // Closed, it leaves the public list and the check.
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/recalls/${published._id}/close`,
      headers: admin.headers,
    });
    expect(closed.statusCode).toBe(200);
    expect((await check('CS-105')).json().affected).toBe(false);
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/recalls/all', headers: admin.headers })
    ).json();
    expect(all.find((r: { _id: string }) => r._id === published._id)).toMatchObject({ notified: 4 });
  });

  it('narrows a recall by shipping days, and refuses bad ranges and non-admins', async () => {
    const tool = await createProduct(t.app.db, { name: 'Grinder', serialized: true });
    const buyer = await createUser(t.app.db);
    await ship(tool, buyer, ['G-1'], new Date('2026-04-01T23:30:00Z'));
    await ship(tool, buyer, ['G-2'], new Date('2026-04-02T00:30:00Z'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recalls',
      headers: admin.headers,
      payload: { title: 'Guard', notice: 'Check the guard.', model: tool.model, shippedFrom: '2026-04-02' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ notified: 1, registeredOwners: 0 });
    expect(await mailsOf('Safety recall: Guard')).toEqual([{ to: buyer.email, serials: ['G-2'] }]);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/recalls',
      headers: admin.headers,
      payload: { title: 'Range', notice: 'x', model: tool.model, serialFrom: 'G-10', serialTo: 'G-9' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(warrantyMessages.recallRange);
    // The notice goes on the public page and into every owner's mail: nothing that turns or hides its text.
    const turned = await t.app.inject({
      method: 'POST',
      url: '/api/recalls',
      headers: admin.headers,
      payload: { title: 'Turned', notice: 'Stop using \u202Eit', model: tool.model },
    });
    expect(turned.statusCode).toBe(400);
    expect(turned.json().message).toMatch(/^The notice /);
    const customer = await signIn(t.app, 'customer');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/recalls',
      headers: customer.headers,
      payload: { title: 'Mine', notice: 'x', model: tool.model },
    });
    expect(refused.statusCode).toBe(403);
  });
});
