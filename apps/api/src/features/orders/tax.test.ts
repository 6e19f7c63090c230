import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import {
  asSent,
  build,
  databaseKinds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
  testConfig,
} from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import { buildApp } from '../../app.ts';
import { mailOutbox, orders, payments } from '../../db/schema/index.ts';

const pdfText = async (pdf: Buffer) => (await pdfTextOf(pdf)).text;

describe.each(databaseKinds)('tax stored on the order on %s', (kind) => {
  let t: TestApp;
  let later: FastifyInstance;
  let laterDataDir: string;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await build(kind, { config: { tax: { rateBasisPoints: 2000 } } });
    buyer = await signIn(t.app, 'customer');
  });
  afterAll(async () => {
    await later?.close();
    await t.close();
    if (laterDataDir) fs.rmSync(laterDataDir, { recursive: true, force: true });
  });

  const order = (app: FastifyInstance, productId: string, amount: number) =>
    app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId, amount },
    });
  const myOrders = async (app: FastifyInstance) =>
    (
      await app.inject({ method: 'GET', url: `/api/myOrder/${buyer.user.email}`, headers: buyer.headers })
    ).json() as { _id: string; totalPrice: number; tax: number; taxRatePercent: number }[];
  const invoiceText = async (app: FastifyInstance, orderId: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/order/${orderId}/invoice.pdf`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };

  let taxedId = '';
  it('charges net plus tax at 20 %, rounded once, and the invoice shows net, tax and gross', async () => {
    const product = await createProduct(t.app.db, { name: 'Mitre Saw', priceCents: 12_555, minOrder: 1 });
    const placed = await order(t.app, product.id, 3);
    expect(placed.statusCode).toBe(201);
    // Net 376.65, tax 75.33: the buyer pays 451.98.
    expect(placed.json().totalPrice).toBe(451.98);
    taxedId = placed.json().insertedId;
    expect((await myOrders(t.app)).find((o) => o._id === taxedId)).toMatchObject({
      totalPrice: 451.98,
      tax: 75.33,
      taxRatePercent: 20,
    });

    const [mail] = await asSent(
      t.app,
      await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_placed')),
    );
    for (const fact of [
      /^Net +\$376\.65$/m,
      /^Tax 20% +\$75\.33$/m,
      /^Total +\$451\.98$/m,
      /Please pay \$451\.98/,
    ])
      expect(mail?.textBody).toMatch(fact);

    expect((await payByTestCard(t.app, buyer, taxedId)).statusCode).toBe(200);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.orderId, taxedId));
    expect(payment?.amountCents).toBe(45_198);

    const text = await invoiceText(t.app, taxedId);
    expect(text).toMatch(/Net\s+\$376\.65/);
    expect(text).toMatch(/Tax \(20%\)\s+\$75\.33/);
    expect(text).toMatch(/Gross total\s+\$451\.98/);
    expect(text).toContain('$125.55');
  });

  it('taxes a new order at a changed rate and never rewrites an order placed before', async () => {
    expect(taxedId).not.toBe('');
    // The shop restarts with TAX_RATE_PERCENT=7.5 on the same database.
    laterDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-api-test-'));
    later = await buildApp({
      config: testConfig({ dataDir: laterDataDir, tax: { rateBasisPoints: 750 } }),
      database: t.database,
      webRoot: null,
    });
    await later.ready();
    expect((await later.inject({ method: 'GET', url: '/api/config' })).json().taxRatePercent).toBe(7.5);

    const product = await createProduct(later.db, { name: 'Nail Gun', priceCents: 199, minOrder: 1 });
    const placed = await order(later, product.id, 3);
    // Net 5.97; tax 0.44775 rounds to 0.45.
    expect(placed.json().totalPrice).toBe(6.42);
    const [row] = await later.db.select().from(orders).where(eq(orders.id, placed.json().insertedId));
    expect(row).toMatchObject({ taxRateBasisPoints: 750, taxCents: 45, totalPriceCents: 642 });

    expect((await myOrders(later)).find((o) => o._id === taxedId)).toMatchObject({
      totalPrice: 451.98,
      tax: 75.33,
      taxRatePercent: 20,
    });
    const text = await invoiceText(later, taxedId);
    expect(text).toMatch(/Tax \(20%\)\s+\$75\.33/);
    expect(text).toMatch(/Gross total\s+\$451\.98/);
  });

  it('taxes a checked-out cart once on the sum of its lines, and mails every line with the tax', async () => {
    const saw = await createProduct(t.app.db, { name: 'Band Saw', priceCents: 333, minOrder: 1 });
    const vise = await createProduct(t.app.db, { name: 'Bench Vise', priceCents: 333, minOrder: 1 });
    for (const [productId, amount] of [
      [saw.id, 1],
      [vise.id, 1],
    ] as const)
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/cart/${productId}`,
            headers: buyer.headers,
            payload: { amount },
          })
        ).statusCode,
      ).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: buyer.headers,
      payload: { name: 'Dana Builder', phone: '+1 555 0100', address: '1 Depot Lane', poNumber: 'PO-77' },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().insertedId;
    // Net $6.66 taxed once: $1.332 rounds to $1.33 (rounded per line it would be $0.67 + $0.67 = $1.34).
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ taxRateBasisPoints: 2000, taxCents: 133, totalPriceCents: 799 });
    const mail = (
      await asSent(t.app, await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_placed')))
    ).find((m) => m.textBody.includes('Band Saw'));
    for (const fact of [
      new RegExp(`^Band Saw +${saw.model} +1 pc +\\$3\\.33 +\\$3\\.33$`, 'm'),
      new RegExp(`^Bench Vise +${vise.model} +1 pc +\\$3\\.33 +\\$3\\.33$`, 'm'),
      /^Net +\$6\.66$/m,
      /^Tax 20% +\$1\.33$/m,
      /^Total +\$7\.99$/m,
      /PO number: PO-77/,
      /Deliver to: Dana Builder, /,
    ])
      expect(mail?.textBody).toMatch(fact);
  });

  it('keeps pricing by the volume tier the amount reaches, and taxes that price', async () => {
    const product = await createProduct(t.app.db, {
      name: 'Impact Wrench',
      priceCents: 10_000,
      minOrder: 1,
      priceTiers: [{ minAmount: 10, priceCents: 9_000 }],
    });
    const placed = await order(t.app, product.id, 10);
    // 10 × $90.00 = $900.00 net, $180.00 tax at 20 %.
    expect(placed.json().totalPrice).toBe(1080);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.json().insertedId));
    expect(row).toMatchObject({ unitPriceCents: 9_000, taxCents: 18_000, totalPriceCents: 108_000 });
  });
});

describe.each(databaseKinds)('no tax on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('places, mails and invoices without a tax line when the rate is 0', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { name: 'Heat Gun', priceCents: 4_000, minOrder: 1 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: product.id, amount: 2 },
    });
    const orderId = placed.json().insertedId;
    expect(placed.json().totalPrice).toBe(80);
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().taxRatePercent).toBe(0);
    const [mail] = await asSent(
      t.app,
      await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_placed')),
    );
    expect(mail?.textBody).not.toContain('Tax');
    expect((await payByTestCard(t.app, buyer, orderId)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}/invoice.pdf`,
      headers: buyer.headers,
    });
    const text = await pdfText(res.rawPayload);
    expect(text).toMatch(/Total\s+\$80\.00/);
    expect(text).not.toMatch(/Tax \(/);
  });
});
