import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import {
  asSent,
  build,
  databaseKinds,
  expireHolds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { mailOutbox, orders, products } from '../../db/schema/index.ts';

describe.each(databaseKinds)('shipping details and order mails on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const paidOrder = async (buyer: SignedIn) => {
    const product = await createProduct(t.app.db, { name: 'Rotary Hammer', minOrder: 1 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: product.id, amount: 2 },
    });
    const orderId = placed.json().insertedId as string;
    expect((await payByTestCard(t.app, buyer, orderId)).statusCode).toBe(200);
    return orderId;
  };
  const patch = (orderId: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/order/${orderId}/status`, headers: admin.headers, payload });
  const mailsTo = async (email: string) =>
    asSent(
      t.app,
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email))
        .orderBy(mailOutbox.createdAt),
    );

  it('keeps the carrier and tracking number of a shipment, shows them to the buyer and mails each step, the number linked to the carrier', async () => {
    const buyer = await signIn(t.app, 'customer');
    const orderId = await paidOrder(buyer);

    const shipped = await patch(orderId, {
      status: 'shipped',
      carrier: 'DHL',
      trackingNumber: ' JD0146 0003 1234 ',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      carrier: 'DHL',
      trackingNumber: 'JD0146 0003 1234',
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/myOrder/${buyer.user.email}`,
      headers: buyer.headers,
    });
    expect(mine.json()[0]).toMatchObject({ carrier: 'DHL', trackingNumber: 'JD0146 0003 1234' });
    expect((await patch(orderId, { status: 'delivered' })).statusCode).toBe(200);

    const mails = await mailsTo(buyer.user.email);
    expect(mails.map((mail) => mail.kind)).toEqual([
      'order_placed',
      'order_paid',
      'order_shipped',
      'order_delivered',
    ]);
    const [, paidMail, shippedMail] = mails;
    expect(paidMail?.textBody).toMatch(/Your invoice INV-\d{4}-\d{6} is in My Orders/);
    expect(paidMail?.textBody).toMatch(/^Rotary Hammer +\S+ +2 pc +\$[\d.,]+ +\$[\d.,]+$/m);
    expect(shippedMail?.subject).toMatch(/^Your order #\d+ is on its way$/);
    expect(shippedMail?.textBody).toContain('Carrier: DHL');
    expect(shippedMail?.textBody).toContain(
      'Tracking number: JD0146 0003 1234 https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0146%200003%201234',
    );
  });

  it('mails the buyer the order they placed: its line, total and where and until when to pay', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, {
      name: 'Rotary Hammer',
      model: 'RH-2400',
      priceCents: 12_550,
      minOrder: 1,
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId: product.id, amount: 3 },
    });
    expect(placed.statusCode).toBe(201);
    const { insertedId, orderNumber } = placed.json();

    const [mail, ...others] = await mailsTo(buyer.user.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'order_placed',
      subject: `Your order #${orderNumber} is placed: please pay`,
    });
    const payLink = `http://localhost:3000/dashboard/payment/${insertedId}`;
    for (const fact of [
      `thank you for your order #${orderNumber}:`,
      'Please pay $376.50 within 48 hours',
      payLink,
      // Where it goes: the buyer's name, as Buy Now was given no address.
      'Deliver to: ',
    ])
      expect(mail?.textBody).toContain(fact);
    // Its line in the table's columns: tool, model, amount, unit price, line total; then the total.
    expect(mail?.textBody).toMatch(/^Rotary Hammer +RH-2400 +3 pc +\$125\.50 +\$376\.50$/m);
    expect(mail?.textBody).toMatch(/^Total +\$376\.50$/m);
    expect(mail?.htmlBody).toContain('<table class="order-lines"');
    expect(mail?.htmlBody).toContain(`href="${payLink}"`);
    expect(mail?.htmlBody).toContain('Ironvolt Tools');
  });

  it('places no order, by Buy Now or from the cart, when its mail cannot be written, and takes no stock', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { name: 'Bench Grinder', quantity: 40, minOrder: 1 });
    const stock = async () =>
      (await t.app.db.select({ q: products.quantity }).from(products).where(eq(products.id, product.id)))[0]
        ?.q;
    const ordersOfBuyer = () => t.app.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
    const buyNow = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/addOrder',
        headers: buyer.headers,
        payload: { productId: product.id, amount: 2 },
      });
    const delivery = { name: 'Dana Dealer', phone: '+1 555 0100', address: '1 Depot Way, Springfield' };
    const checkout = () =>
      t.app.inject({ method: 'POST', url: '/api/checkout', headers: buyer.headers, payload: delivery });
    const fromCart = async () => {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/cart/${product.id}`,
        headers: buyer.headers,
        payload: { amount: 3 },
      });
      expect(put.statusCode).toBe(200);
      return checkout();
    };

    // The outbox refuses the "order placed" mail, as a full disk or a broken constraint would.
    await t.app.db.execute(
      sql.raw(
        `alter table mail_outbox add constraint refuse_placed check (kind <> 'order_placed') not valid`,
      ),
    );
    try {
      expect((await buyNow()).statusCode).toBe(500);
      expect((await fromCart()).statusCode).toBe(500);
      expect(await ordersOfBuyer()).toEqual([]);
      expect(await stock()).toBe(40);
    } finally {
      await t.app.db.execute(sql.raw('alter table mail_outbox drop constraint refuse_placed'));
    }

    expect((await buyNow()).statusCode).toBe(201);
    // The cart kept its line through the refused checkout.
    expect((await checkout()).statusCode).toBe(201);
    expect(await stock()).toBe(35);
    const placed = await ordersOfBuyer();
    const mails = await mailsTo(buyer.user.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      placed.map((order) => `Your order #${order.orderNumber} is placed: please pay`).sort(),
    );
  });

  it('writes no mail for an order it refuses: short stock, below the minimum, or too many unpaid', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { quantity: 8, minOrder: 2 });
    const order = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/addOrder',
        headers: buyer.headers,
        payload: { productId: product.id, amount },
      });
    expect((await order(9)).statusCode).toBe(409);
    expect((await order(1)).statusCode).toBe(422);
    expect(await mailsTo(buyer.user.email)).toEqual([]);
    // Five unpaid orders are the most a buyer may hold (testConfig): the sixth is refused without a mail.
    const more = await createProduct(t.app.db, { quantity: 100, minOrder: 1 });
    for (let n = 0; n < 5; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addOrder',
        headers: buyer.headers,
        payload: { productId: more.id, amount: 1 },
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await order(2)).statusCode).toBe(429);
    const mails = await mailsTo(buyer.user.email);
    expect(mails.map((mail) => mail.kind)).toEqual(Array(5).fill('order_placed'));
    expect(mails.every((mail) => mail.textBody.includes(more.name))).toBe(true);
  });

  it('tells the buyer who cancelled an unpaid order: they, the shop, or the end of its hold', async () => {
    const buyer = await signIn(t.app, 'customer');
    const product = await createProduct(t.app.db, { name: 'Jigsaw', minOrder: 1 });
    const place = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/addOrder',
          headers: buyer.headers,
          payload: { productId: product.id, amount: 1 },
        })
      ).json().insertedId as string;
    const [mine, byShop, expired] = [await place(), await place(), await place()];
    const remove = (orderId: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/order/${orderId}`, headers });
    expect((await remove(mine, buyer.headers)).statusCode).toBe(200);
    expect((await remove(byShop, admin.headers)).statusCode).toBe(200);
    expect(await expireHolds(t.app, expired)).toBe(1);
    // Deleting the order the buyer already cancelled writes no second mail.
    expect((await remove(mine, admin.headers)).statusCode).toBe(200);

    const mails = (await mailsTo(buyer.user.email)).filter((mail) => mail.kind !== 'order_placed');
    expect(mails.map((mail) => mail.kind)).toEqual(['order_cancelled', 'order_cancelled', 'order_cancelled']);
    expect(mails.map((mail) => mail.textBody.split('\n')[2])).toEqual([
      expect.stringMatching(/^as you asked, your order #\d+ was cancelled:$/),
      expect.stringMatching(/^your order #\d+ was cancelled by Ironvolt Tools:$/),
      expect.stringMatching(/^your order #\d+ was cancelled because it was not paid in time:$/),
    ]);
    expect(
      mails.every(
        (mail) =>
          /^Jigsaw +\S+ +1 pc /m.test(mail.textBody) && mail.textBody.includes('Nothing was charged.'),
      ),
    ).toBe(true);
  });

  it('refuses bad shipping details with 400 naming the field, and changes nothing', async () => {
    const buyer = await signIn(t.app, 'customer');
    const orderId = await paidOrder(buyer);
    for (const [payload, message] of [
      [
        { status: 'shipped', carrier: 'DHL\nBcc: x@example.com' },
        'The carrier must be one of UPS, FedEx, DHL, USPS, Other',
      ],
      [
        { status: 'shipped', carrier: 'DHL Freight' },
        'The carrier must be one of UPS, FedEx, DHL, USPS, Other',
      ],
      [
        { status: 'shipped', trackingNumber: 'x'.repeat(101) },
        'The tracking number can be at most 100 characters',
      ],
      [{ status: 'shipped', trackingNumber: '   ' }, 'The tracking number cannot be empty'],
      [{ status: 'shipped', carrier: 42 }, 'The carrier must be one of UPS, FedEx, DHL, USPS, Other'],
    ] as const) {
      const res = await patch(orderId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [order] = (
      await t.app.inject({ method: 'GET', url: `/api/myOrder/${buyer.user.email}`, headers: buyer.headers })
    ).json();
    expect(order.status).toBe('paid');
    expect(order.carrier).toBeUndefined();
  });
});
