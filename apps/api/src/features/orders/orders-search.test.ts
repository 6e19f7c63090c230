import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct, createUser } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';

describe.each(databaseKinds)('Manage All orders searched on the server on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  const numbers: Record<string, number> = {};
  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
    const product = await createProduct(t.app.db, { name: 'Search Saw' });
    const quinn = await createUser(t.app.db, { name: 'Quinn Zephyr', email: 'quinn.zephyr@orders.example' });
    const rowan = await createUser(t.app.db, { name: 'Rowan Apple', email: 'r.apple@orders.example' });
    numbers.quinn = (
      await createOrder(t.app.db, quinn, product, { customerName: 'Quinn Zephyr', poNumber: 'PO-77_A' })
    ).orderNumber;
    numbers.rowan = (
      await createOrder(t.app.db, rowan, product, { customerName: 'Rowan Apple', status: 'paid' })
    ).orderNumber;
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string) => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers: admin.headers });
    expect(reply.statusCode).toBe(200);
    return {
      numbers: (reply.json() as { orderNumber: number }[]).map((order) => order.orderNumber),
      total: Number(reply.headers['x-total-count']),
    };
  };

  it("finds an order by its number (with or without '#'), buyer, e-mail or PO number, any case", async () => {
    expect((await search(`q=${numbers.quinn}`)).numbers).toEqual([numbers.quinn]);
    expect((await search(`q=${encodeURIComponent(`#${numbers.rowan}`)}`)).numbers).toEqual([numbers.rowan]);
    expect(await search('q=zephyr')).toEqual({ numbers: [numbers.quinn], total: 1 });
    expect((await search('q=R.APPLE%40orders')).numbers).toEqual([numbers.rowan]);
    expect((await search('q=po-77_a')).numbers).toEqual([numbers.quinn]);
    // Every word must match; LIKE's own characters are matched as they are.
    expect((await search('q=quinn+apple')).numbers).toEqual([]);
    expect((await search('q=PO-77%25')).numbers).toEqual([]);
    expect((await search('q=%40orders.example')).total).toBe(2);
  });

  it('combines the search with the status filter, and the CSV export follows both', async () => {
    expect((await search('q=orders.example&status=paid')).numbers).toEqual([numbers.rowan]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/orders/export.csv?q=zephyr',
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('quinn.zephyr@orders.example');
  });

  it('refuses a search longer than 200 characters (400 naming q) and is for admins only', async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/orders?q=${'a'.repeat(201)}`,
      headers: admin.headers,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('q can be at most 200 characters');
    const buyer = await signIn(t.app, 'customer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders?q=zephyr', headers: buyer.headers })).statusCode,
    ).toBe(403);
  });
});
