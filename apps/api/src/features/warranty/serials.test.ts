import { warrantyMessages } from '@ironvolt/shared/warranty';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct, createUser } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import { adminActivity, serials } from '../../db/schema/index.ts';

describe.each(databaseKinds)('serial numbers at shipping on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  /** A paid order of a serialized drill (amount 3) and a plain saw (amount 2). */
  async function paidOrder() {
    const buyer = await createUser(t.app.db);
    const drill = await createProduct(t.app.db, { name: 'Serial Drill', serialized: true });
    const saw = await createProduct(t.app.db, { name: 'Plain Saw' });
    const line = (p: typeof drill, amount: number) => ({
      productId: p.id,
      productName: p.name,
      model: p.model,
      unitPriceCents: p.priceCents,
      amount,
      lineTotalCents: p.priceCents * amount,
    });
    const lines = [line(drill, 3), line(saw, 2)];
    const order = await createOrder(t.app.db, buyer, drill, {
      amount: 3,
      status: 'paid',
      paidAt: new Date(),
      invoiceNumber: `INV-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
      invoicedAt: new Date(),
      lines,
      totalPriceCents: lines.reduce((sum, l) => sum + l.lineTotalCents, 0),
    });
    return { buyer, drill, saw, order };
  }
  const ship = (orderId: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/order/${orderId}/status`,
      headers: admin.headers,
      payload: { status: 'shipped', ...payload },
    });

  it('ships with one serial per unit of each serialized line and shows them on the order, CSV and invoice', async () => {
    const { drill, saw, order } = await paidOrder();
    const prefix = drill.model;
    const shipped = await ship(order.id, {
      carrier: 'UPS',
      serials: [{ productId: drill.id, serials: [`${prefix}-0001`, `${prefix}-0002`, `${prefix}-0003`] }],
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const lines = shipped.json().lines;
    expect(lines.find((l: { productId: string }) => l.productId === drill.id).serials).toEqual([
      `${prefix}-0001`,
      `${prefix}-0002`,
      `${prefix}-0003`,
    ]);
    expect(lines.find((l: { productId: string }) => l.productId === saw.id).serials).toBeUndefined();

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order/${order.id}`,
      headers: admin.headers,
    });
    expect(detail.json().lines[0].serials).toHaveLength(3);

    const csv = await t.app.inject({ method: 'GET', url: '/api/orders/export.csv', headers: admin.headers });
    expect(csv.body.split('\r\n')[0]).toContain('"serials"');
    expect(csv.body).toContain(`"${prefix}-0001 ${prefix}-0002 ${prefix}-0003"`);

    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/order/${order.id}/invoice.pdf`,
      headers: admin.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const { text } = await pdfTextOf(invoice.rawPayload);
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Serial numbers: ${prefix}-0001, ${prefix}-0002, ${prefix}-0003`,
    );

    const [entry] = await t.app.db.select().from(adminActivity).where(eq(adminActivity.subjectId, order.id));
    expect(JSON.stringify(entry?.after)).toContain(`${prefix}-0002`);
  });

  it('refuses a count that does not match the line (422 naming it), serials on a plain line, and ships nothing', async () => {
    const { drill, saw, order } = await paidOrder();
    const few = await ship(order.id, { serials: [{ productId: drill.id, serials: ['A1', 'A2'] }] });
    expect(few.statusCode).toBe(422);
    expect(few.json().message).toBe(warrantyMessages.serialCount(drill.model, 3, 2));
    const none = await ship(order.id, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(warrantyMessages.serialCount(drill.model, 3, 0));
    const plain = await ship(order.id, {
      serials: [
        { productId: drill.id, serials: ['A1', 'A2', 'A3'] },
        { productId: saw.id, serials: ['S1', 'S2'] },
      ],
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().message).toBe(warrantyMessages.notSerialized(saw.model));
    const twice = await ship(order.id, { serials: [{ productId: drill.id, serials: ['A1', 'A1', 'A3'] }] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(warrantyMessages.repeatedInShipment(drill.model, ['A1']));
    const bad = await ship(order.id, { serials: [{ productId: drill.id, serials: ['A 1', 'A2', 'A3'] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(warrantyMessages.serialInvalid);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order/${order.id}`,
      headers: admin.headers,
    });
    expect(detail.json().status).toBe('paid');
    expect(await t.app.db.select().from(serials).where(eq(serials.orderId, order.id))).toEqual([]);
  });

  it('refuses a serial already shipped for the model (409 naming it), also when two shipments race', async () => {
    const first = await paidOrder();
    const model = first.drill.model;
    expect(
      (await ship(first.order.id, { serials: [{ productId: first.drill.id, serials: ['X1', 'X2', 'X3'] }] }))
        .statusCode,
    ).toBe(200);
    // Another order of the same tool: X2 is taken.
    const buyer = await createUser(t.app.db);
    const again = await createOrder(
      t.app.db,
      buyer,
      { ...first.drill, model },
      { amount: 2, status: 'paid' },
    );
    const dup = await ship(again.id, { serials: [{ productId: first.drill.id, serials: ['X2', 'X9'] }] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(warrantyMessages.duplicates(model, ['X2']));

    // Two orders shipped at once with the same serial: exactly one ships.
    const racers = await Promise.all(
      [1, 2].map(() =>
        createOrder(t.app.db, buyer, { ...first.drill, model }, { amount: 1, status: 'paid' }),
      ),
    );
    const results = await Promise.all(
      racers.map((order) =>
        ship(order.id, { serials: [{ productId: first.drill.id, serials: ['RACE-1'] }] }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(
      warrantyMessages.duplicates(model, ['RACE-1']),
    );
    const rows = await t.app.db.select().from(serials).where(eq(serials.serial, 'RACE-1'));
    expect(rows).toHaveLength(1);
  });

  it('lets the admin mark a tool serialized in Add a product and Manage Products', async () => {
    const tool = await createProduct(t.app.db, { name: 'Later Serialized' });
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/product/${tool.id}` })).json();
    expect((await read()).serialized).toBe(false);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/product/${tool.id}`,
      headers: admin.headers,
      payload: { serialized: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read()).serialized).toBe(true);
  });
});
