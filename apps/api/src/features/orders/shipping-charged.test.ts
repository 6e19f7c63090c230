import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createProduct } from '../../../test/factories.ts';
import {
  asSent,
  build,
  databaseKinds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { pdfTextOf } from '../../../test/pdf.ts';
import { cartLines, companyAddresses, mailOutbox, orders, payments } from '../../db/schema/index.ts';

const address = (country: string) => ({
  line1: '9 Depot Lane',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country,
});

describe.each(databaseKinds)('shipping charged on orders on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind, { config: { tax: { rateBasisPoints: 1000 } } });
    admin = await signIn(t.app, 'admin');
    const zone = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/zones',
      headers: admin.headers,
      payload: {
        name: 'United States',
        countries: ['US'],
        brackets: [
          { upToKg: 5, price: 15 },
          { upToKg: 30, price: 40 },
        ],
        perKg: 2,
        freeOverNet: 2500,
      },
    });
    expect(zone.statusCode, zone.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const fill = async (buyer: SignedIn, productId: string, amount: number) =>
    expect((await call(buyer, 'PUT', `/api/cart/${productId}`, { amount })).statusCode).toBe(200);
  const checkoutBody = { name: 'Dana Builder', phone: '555 0100', payment: 'card' };

  it('checks out with the quoted shipping line, taxed, in the total, the mail, the invoice and the CSV', async () => {
    const buyer = await signIn(t.app, 'customer');
    const hammer = await createProduct(t.app.db, {
      name: 'Sledge Hammer',
      weightGrams: 4_000,
      priceCents: 5_000,
      minOrder: 1,
    });
    await fill(buyer, hammer.id, 2);
    const quote = (await call(buyer, 'POST', '/api/shipping/quote', { address: address('US') })).json();
    // 8 kg: the $40 bracket; tax 10% on $100 and on $40.
    expect(quote).toMatchObject({ weightKg: 8, net: 100, shipping: 40, shippingTax: 4, tax: 14, total: 154 });
    const placed = await call(buyer, 'POST', '/api/checkout', { ...checkoutBody, address: address('us') });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().totalPrice).toBe(quote.total);
    const id = placed.json().insertedId;
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      shippingCents: 4_000,
      shippingTaxCents: 400,
      shippingWeightGrams: 8_000,
      taxCents: 1_400,
      totalPriceCents: 15_400,
      deliveryAddress: address('US'),
      address: '9 Depot Lane, LS1 4AP Leeds, US',
    });
    const detail = (await call(buyer, 'GET', `/api/order/${id}`)).json();
    expect(detail).toMatchObject({
      shipping: 40,
      shippingTax: 4,
      weightKg: 8,
      deliveryAddress: address('US'),
    });

    const [mail] = (
      await asSent(
        t.app,
        await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, buyer.user.email)),
      )
    ).filter((m) => m.kind === 'order_placed');
    expect(mail?.textBody).toMatch(/^Shipping +\$40\.00$/m);
    expect(mail?.textBody).toMatch(/^Total +\$154\.00$/m);

    // The card is charged the total with shipping, and the invoice shows the line.
    expect((await payByTestCard(t.app, buyer, id)).statusCode).toBe(200);
    const pdf = await call(buyer, 'GET', `/api/order/${id}/invoice.pdf`);
    const text = (await pdfTextOf(pdf.rawPayload)).text;
    expect(text).toMatch(/Shipping\s+\$40\.00/);
    expect(text).toMatch(/\$154\.00/);
    const csv = (await call(admin, 'GET', `/api/orders/export.csv?q=${encodeURIComponent(buyer.user.email)}`))
      .body;
    expect(csv.split('\r\n')[0]).toContain('"shipping (USD)","delivery country"');
    expect(csv).toContain('"40.00","US"');
  });

  it('refuses a country in no zone before anything is written, and takes a company address by id', async () => {
    const buyer = await signIn(t.app, 'customer');
    const vise = await createProduct(t.app.db, { weightGrams: 1_000, priceCents: 100_000, minOrder: 1 });
    await fill(buyer, vise.id, 3);
    const refused = await call(buyer, 'POST', '/api/checkout', { ...checkoutBody, address: address('DE') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'We do not ship to DE', field: 'address.country' });
    expect(await t.app.db.select().from(cartLines).where(eq(cartLines.userId, buyer.user.id))).toHaveLength(
      1,
    );
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).toHaveLength(0);

    const notMine = await call(buyer, 'POST', '/api/checkout', {
      ...checkoutBody,
      addressId: '00000000-0000-4000-8000-000000000000',
    });
    expect(notMine.json()).toEqual({
      message: 'This address is not one of your company addresses',
      field: 'addressId',
    });
    const company = await createCompany(t.app.db, {
      members: [{ userId: buyer.user.id, role: 'admin' }],
      taxExempt: true,
    });
    const [site] = await t.app.db
      .insert(companyAddresses)
      .values({ companyId: company.id, label: 'Yard', address: address('US') })
      .returning();
    const placed = await call(buyer, 'POST', '/api/checkout', { ...checkoutBody, addressId: site?.id });
    expect(placed.statusCode, placed.body).toBe(201);
    // $3,000 of goods: over $2,500, shipped free; a tax-exempt company pays no tax on either.
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.json().insertedId));
    expect(row).toMatchObject({
      shippingCents: 0,
      taxCents: 0,
      totalPriceCents: 300_000,
      shippingWeightGrams: 3_000,
    });
  });

  it('a checkout with the address as text places the order without shipping, as before', async () => {
    const buyer = await signIn(t.app, 'customer');
    const saw = await createProduct(t.app.db, { weightGrams: 1_000, priceCents: 1_000, minOrder: 1 });
    await fill(buyer, saw.id, 1);
    const placed = await call(buyer, 'POST', '/api/checkout', {
      ...checkoutBody,
      address: '1 Main St, Springfield',
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().totalPrice).toBe(11);
    const empty = await call(buyer, 'POST', '/api/checkout', { ...checkoutBody, address: ' ' });
    expect(empty.json().message).toBe('The address cannot be empty');
  });

  it('Buy Now gets its delivery address and shipping on the payment page, and the card is charged it', async () => {
    const buyer = await signIn(t.app, 'customer');
    const other = await signIn(t.app, 'customer');
    const drill = await createProduct(t.app.db, { weightGrams: 2_500, priceCents: 10_000, minOrder: 1 });
    const placed = await call(buyer, 'POST', '/api/addOrder', { productId: drill.id, amount: 2 });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().insertedId;
    expect(placed.json().totalPrice).toBe(220);
    const notShipped = await call(buyer, 'PUT', `/api/order/${id}/delivery`, { address: address('FR') });
    expect(notShipped.json()).toEqual({ message: 'We do not ship to FR', field: 'address.country' });
    expect(
      (await call(other, 'PUT', `/api/order/${id}/delivery`, { address: address('US') })).statusCode,
    ).toBe(403);
    const set = await call(buyer, 'PUT', `/api/order/${id}/delivery`, { address: address('US') });
    expect(set.statusCode, set.body).toBe(200);
    // 5 kg: on the $15 bracket's edge.
    expect(set.json()).toMatchObject({
      weightKg: 5,
      net: 200,
      shipping: 15,
      shippingTax: 1.5,
      tax: 21.5,
      total: 236.5,
    });
    // Set again, the line is computed anew, not added twice.
    expect(
      (await call(buyer, 'PUT', `/api/order/${id}/delivery`, { address: address('US') })).json().total,
    ).toBe(236.5);
    expect((await payByTestCard(t.app, buyer, id)).statusCode).toBe(200);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment?.amountCents).toBe(23_650);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'paid', totalPriceCents: 23_650, shippingCents: 1_500 });
    const late = await call(buyer, 'PUT', `/api/order/${id}/delivery`, { address: address('US') });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The delivery address can only be set before the order is paid');
  });
});
