import { ACTIVITY_PAGE_SIZE } from '@ironvolt/shared/admin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct, createUser } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { adminActivity, orders, products, users } from '../../db/schema/index.ts';

describe.each(databaseKinds)('the audit trail of admin actions on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
    customer = await signIn(t.app, 'customer');
    // A switch the tests below turn on to make every audit insert fail, as a full disk or a bug would.
    await t.app.db.execute(sql`create table test_refuse_audit (refuse boolean)`);
    await t.app.db.execute(sql`
      create function test_refuse_audit() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from test_refuse_audit) then raise exception 'audit insert refused by the test'; end if;
        return new;
      end $$`);
    await t.app.db.execute(sql`
      create trigger test_refuse_audit before insert on admin_activity
      for each row execute function test_refuse_audit()`);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.app.db.execute(sql`delete from test_refuse_audit`);
  });

  const refuseAuditInserts = () => t.app.db.execute(sql`insert into test_refuse_audit values (true)`);
  const activity = (query = '', who: SignedIn | null = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/activity${query}`,
      ...(who ? { headers: who.headers } : {}),
    });
  const entriesAbout = async (subjectId: string) =>
    t.app.db.select().from(adminActivity).where(eq(adminActivity.subjectId, subjectId));

  it('records a product added, edited and deleted: who, when, what, and the values before and after', async () => {
    const before = Date.now();
    const product = await createProduct(t.app.db, { name: 'Audit Saw', priceCents: 10_000, quantity: 50 });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/product/${product.id}`,
      headers: admin.headers,
      payload: { price: 120.5, quantity: 40 },
    });
    expect(edit.statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/${product.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);

    const res = await activity(`?actor=${encodeURIComponent(admin.user.email.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const mine = res.json().filter((e: { subject: { id: string } }) => e.subject.id === product.id);
    // Newest first.
    expect(mine.map((e: { action: string }) => e.action)).toEqual(['product.deleted', 'product.edited']);
    const [deleted, edited] = mine;
    expect(edited).toMatchObject({
      actor: { id: admin.user.id, email: admin.user.email, name: admin.user.name },
      subject: { type: 'product', id: product.id, label: 'Audit Saw' },
      before: { priceCents: 10_000, quantity: 50, minOrder: 10 },
      after: { priceCents: 12_050, quantity: 40, minOrder: 10 },
    });
    expect(Date.parse(edited.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(deleted).toMatchObject({
      before: { name: 'Audit Saw', priceCents: 12_050, quantity: 40 },
      after: null,
    });
  });

  it('records a product added through the API with its catalog values', async () => {
    // The image check needs a stored image: the seed-free test shop has none, so one is inserted as uploads do.
    const [image] = await t.app.db
      .execute<{ id: string }>(sql`
      insert into images (content_type, bytes, etag) values ('image/webp', '\\x00'::bytea, 'e') returning id`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addProduct',
      headers: admin.headers,
      payload: {
        name: 'Audit Drill',
        model: 'AD-1',
        description: 'Drills.',
        price: 99.99,
        quantity: 300,
        minOrder: 5,
        image: `/api/images/${image?.id}`,
      },
    });
    expect(res.statusCode).toBe(201);
    const [entry] = await entriesAbout(res.json().insertedId);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      action: 'product.added',
      before: null,
      after: { name: 'Audit Drill', model: 'AD-1', priceCents: 9_999, quantity: 300, minOrder: 5 },
    });
  });

  it('records order status changes and deletions, admin granted and removed, and profiles edited by an admin', async () => {
    const product = await createProduct(t.app.db);
    const paid = await createOrder(t.app.db, customer.user, product, { status: 'paid', paidAt: new Date() });
    const ship = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${paid.id}/status`,
      headers: admin.headers,
      payload: { status: 'shipped' },
    });
    expect(ship.statusCode).toBe(200);
    const unpaid = await createOrder(t.app.db, customer.user, product);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${unpaid.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);

    const other = await createUser(t.app.db);
    for (const url of ['/api/userAdmin', '/api/removeAdmin']) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: admin.headers,
        payload: { email: other.email },
      });
      expect(res.statusCode).toBe(200);
    }
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/updateUser/${other.id}`,
      headers: admin.headers,
      payload: { name: other.name, phoneNo: '+1 555 0100' },
    });
    expect(profile.statusCode).toBe(200);
    // A customer's edit of their own profile, and a cancel of their own order, are not admin actions.
    const own = await createOrder(t.app.db, customer.user, product);
    await t.app.inject({ method: 'DELETE', url: `/api/order/${own.id}`, headers: customer.headers });
    await t.app.inject({
      method: 'PUT',
      url: `/api/updateUser/${customer.user.id}`,
      headers: customer.headers,
      payload: { name: 'Changed By Me' },
    });

    expect(await entriesAbout(paid.id)).toMatchObject([
      {
        action: 'order.status_changed',
        // Named by its number first, as a refund's entry is.
        subjectLabel: `#${paid.orderNumber}: ${paid.amount} × ${paid.productName} for ${customer.user.email}`,
        before: { status: 'paid' },
        after: { status: 'shipped' },
      },
    ]);
    expect(await entriesAbout(unpaid.id)).toMatchObject([
      {
        action: 'order.deleted',
        before: { email: customer.user.email, amount: 10, status: 'unpaid', totalPriceCents: 10 * 12_999 },
        after: null,
      },
    ]);
    const aboutOther = (await entriesAbout(other.id)).sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(aboutOther).toMatchObject([
      {
        action: 'user.admin_granted',
        subjectLabel: other.email,
        before: { role: null },
        after: { role: 'admin' },
      },
      { action: 'user.admin_removed', before: { role: 'admin' }, after: { role: null } },
      { action: 'user.profile_edited', before: { phoneNo: '' }, after: { phoneNo: '+1 555 0100' } },
    ]);
    expect(await entriesAbout(own.id)).toEqual([]);
    expect(await entriesAbout(customer.user.id)).toEqual([]);

    const filtered = await activity('?action=user.admin_granted');
    expect(filtered.json().every((e: { action: string }) => e.action === 'user.admin_granted')).toBe(true);
    expect(filtered.json().some((e: { subject: { id: string } }) => e.subject.id === other.id)).toBe(true);
  });

  it('pages 50 entries at a time with the total in X-Total-Count, and filters by actor id', async () => {
    const actor = await createUser(t.app.db, { role: 'admin' });
    await t.app.db.insert(adminActivity).values(
      Array.from({ length: ACTIVITY_PAGE_SIZE + 3 }, (_, i) => ({
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'product.edited' as const,
        subjectType: 'product' as const,
        subjectId: actor.id,
        subjectLabel: `entry ${i}`,
        at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = await activity(`?actor=${actor.id}`);
    expect(first.headers['x-total-count']).toBe(String(ACTIVITY_PAGE_SIZE + 3));
    expect(first.json()).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(first.json()[0].subject.label).toBe(`entry ${ACTIVITY_PAGE_SIZE + 2}`);
    const second = await activity(`?actor=${actor.id}&page=2`);
    expect(second.json().map((e: { subject: { label: string } }) => e.subject.label)).toEqual([
      'entry 2',
      'entry 1',
      'entry 0',
    ]);
    expect((await activity('?actor=nobody@example.com')).json()).toEqual([]);
  });

  it('answers 401 signed out, 403 to a customer, and 400 naming a bad filter or page', async () => {
    expect((await activity('', null)).statusCode).toBe(401);
    const refused = await activity('', customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an admin can do this');
    const badAction = await activity('?action=product.stolen');
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().message).toContain('action must be one of product.added');
    const badPage = await activity('?page=0');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toContain('page must be a whole number from 1');
  });

  it('rolls the action back when its audit entry cannot be written, for every kind of admin action', async () => {
    const product = await createProduct(t.app.db, { priceCents: 5_000, quantity: 100 });
    const buyer = await createUser(t.app.db);
    const paid = await createOrder(t.app.db, buyer, product, { status: 'paid', paidAt: new Date() });
    const unpaid = await createOrder(t.app.db, buyer, product);
    await refuseAuditInserts();

    const attempts = [
      { method: 'PATCH', url: `/api/product/${product.id}`, payload: { price: 1, quantity: 70 } },
      { method: 'DELETE', url: `/api/product/${product.id}` },
      { method: 'PATCH', url: `/api/order/${paid.id}/status`, payload: { status: 'shipped' } },
      { method: 'DELETE', url: `/api/order/${unpaid.id}` },
      { method: 'PUT', url: '/api/userAdmin', payload: { email: buyer.email } },
      { method: 'PUT', url: `/api/updateUser/${buyer.id}`, payload: { name: 'Not Saved' } },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: admin.headers });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(500);
    }

    const [productNow] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(productNow).toMatchObject({ priceCents: 5_000, quantity: 100, deletedAt: null });
    const orderRows = await t.app.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(orderRows.map((o) => [o.id, o.status]).sort()).toEqual(
      [
        [paid.id, 'paid'],
        [unpaid.id, 'unpaid'],
      ].sort(),
    );
    const [buyerNow] = await t.app.db.select().from(users).where(eq(users.id, buyer.id));
    expect(buyerNow).toMatchObject({ role: null, name: buyer.name });
    expect(await entriesAbout(product.id)).toEqual([]);

    // With the audit trail writable again, the same action and its entry go through together.
    await t.app.db.execute(sql`delete from test_refuse_audit`);
    const again = await t.app.inject({ ...attempts[0], headers: admin.headers });
    expect(again.statusCode).toBe(200);
    expect(await entriesAbout(product.id)).toHaveLength(1);
  });

  it('keeps every entry as written: the database refuses to change or delete one, and the API has no route to', async () => {
    const product = await createProduct(t.app.db);
    await t.app.inject({ method: 'DELETE', url: `/api/product/${product.id}`, headers: admin.headers });
    const [entry] = await entriesAbout(product.id);
    expect(entry).toBeDefined();
    await expect(
      t.app.db.execute(sql`update admin_activity set actor_email = 'someone@else' where id = ${entry?.id}`),
    ).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from admin_activity where id = ${entry?.id}`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate admin_activity`)).rejects.toThrow();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/admin/activity/${entry?.id}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await entriesAbout(product.id)).toMatchObject([{ actorEmail: admin.user.email }]);
  });
});
