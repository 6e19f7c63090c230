import { productMessages } from '@ironvolt/shared/admin';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import {
  build,
  databaseKinds,
  payByTestCard,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { orders } from '../../db/schema/index.ts';

describe.each(databaseKinds)('running the shop on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let imageUrl: string;

  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
    customer = await signIn(t.app, 'customer');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1e3a8a' } })
      .png()
      .toBuffer();
    const body = multipartFile('image', 'p.png', 'image/png', png);
    imageUrl = (
      await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload: body.payload,
        headers: { ...body.headers, ...admin.headers },
      })
    ).json().data.url;
  });
  afterAll(async () => {
    await t.close();
  });

  // A model names one tool: each product added here gets its own.
  let added = 0;
  const valid = () => ({
    name: 'Ironvolt Test Planer',
    model: `IV-TP${++added}`,
    description: 'Planes things.',
    price: 89.5,
    quantity: 400,
    minOrder: 20,
    image: imageUrl,
  });
  const addProduct = (who: SignedIn, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/addProduct/', headers: who.headers, payload });
  const patchProduct = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/product/${id}`, headers: admin.headers, payload });

  describe('products', () => {
    it('adds a product that then appears in the catalog at the given price', async () => {
      const res = await addProduct(admin, { ...valid(), email: 'ignored@example.com' });
      expect(res.statusCode).toBe(201);
      const product = (
        await t.app.inject({ method: 'GET', url: `/api/product/${res.json().insertedId}` })
      ).json();
      expect(product).toMatchObject({
        name: 'Ironvolt Test Planer',
        model: `IV-TP${added}`,
        price: 89.5,
        quantity: 400,
        minOrder: 20,
        image: imageUrl,
      });
    });

    it('names the field of every refusal', async () => {
      const cases: [object, string, number][] = [
        [{ name: '  ' }, 'name', 400],
        [{ model: '' }, 'model', 400],
        [{ price: 0 }, 'price', 400],
        [{ price: -3 }, 'price', 400],
        [{ price: 10.005 }, 'price', 400],
        [{ price: '10' }, 'price', 400],
        [{ quantity: -1 }, 'quantity', 400],
        [{ quantity: 2.5 }, 'quantity', 400],
        [{ minOrder: 0 }, 'minOrder', 400],
        [{ image: 'https://i.ibb.co/evil.png' }, 'image', 422],
        [{ image: '/api/images/00000000-0000-4000-8000-000000000000' }, 'image', 422],
      ];
      for (const [change, field, status] of cases) {
        const res = await addProduct(admin, { ...valid(), ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(status);
        expect(res.json().field, JSON.stringify(change)).toBe(field);
      }
      // Stock is any whole number from 0, below the minimum order too: such a tool waits for a restock.
      const minAboveStock = await addProduct(admin, { ...valid(), quantity: 5, minOrder: 10 });
      expect(minAboveStock.statusCode).toBe(201);
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/product/${minAboveStock.json().insertedId}`,
      });
      expect(listed.json()).toMatchObject({ quantity: 5, minOrder: 10 });
      expect((await addProduct(admin, { ...valid(), price: 10.05 })).statusCode).toBe(201);
    });

    it('refuses a model another live tool has, when added or edited, with 409 naming the field', async () => {
      const first = valid();
      const firstId = (await addProduct(admin, first)).json().insertedId;
      const taken = { message: 'Another tool in the catalog has this model', field: 'model' };
      const again = await addProduct(admin, { ...valid(), model: first.model });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(taken);
      const second = valid();
      const secondId = (await addProduct(admin, second)).json().insertedId;
      const renamed = await patchProduct(secondId, { model: `  ${first.model} ` });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json()).toEqual(taken);
      // Its own model again is no conflict; a deleted tool's model is free to take.
      expect((await patchProduct(secondId, { model: second.model })).statusCode).toBe(200);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/product/${firstId}`,
        headers: admin.headers,
      });
      expect(deleted.statusCode).toBe(200);
      expect((await patchProduct(secondId, { model: first.model })).statusCode).toBe(200);
      // So the catalog's own export imports back unchanged.
      const exported = await t.app.inject({
        method: 'GET',
        url: '/api/products/export.csv',
        headers: admin.headers,
      });
      const reimported = await t.app.inject({
        method: 'POST',
        url: '/api/products/import',
        headers: { ...admin.headers, 'content-type': 'text/csv' },
        payload: exported.body,
      });
      expect(reimported.statusCode, reimported.body).toBe(200);
      expect(reimported.json().counts).toMatchObject({ add: 0, update: 0, refused: 0 });
    });

    it('lists a tool sold out, with 0 in stock, whether added so or edited to it; it cannot be ordered', async () => {
      const added = await addProduct(admin, { ...valid(), quantity: 0, minOrder: 20 });
      expect(added.statusCode).toBe(201);
      const edited = await createProduct(t.app.db, { minOrder: 20, quantity: 400 });
      expect((await patchProduct(edited.id, { quantity: 0 })).statusCode).toBe(200);
      for (const id of [added.json().insertedId, edited.id]) {
        const product = (await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).json();
        expect(product).toMatchObject({ quantity: 0, minOrder: 20 });
        const order = await t.app.inject({
          method: 'POST',
          url: '/api/addOrder',
          headers: customer.headers,
          payload: { productId: id, amount: 20 },
        });
        expect(order.statusCode).toBe(409);
        expect(order.json()).toEqual({ message: "You can't buy more than 0", field: 'amount' });
      }
    });

    it('deletes a product from the catalog while its orders stay listable and payable', async () => {
      const product = await createProduct(t.app.db, { minOrder: 1, quantity: 10, priceCents: 1_000 });
      const orderId = (
        await t.app.inject({
          method: 'POST',
          url: '/api/addOrder',
          headers: customer.headers,
          payload: { productId: product.id, amount: 2 },
        })
      ).json().insertedId;
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/product/${product.id}`,
        headers: admin.headers,
      });
      expect(del.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/product/${product.id}`, headers: admin.headers }))
          .statusCode,
      ).toBe(404);

      const mine = (
        await t.app.inject({
          method: 'GET',
          url: `/api/myOrder/${customer.user.email}`,
          headers: customer.headers,
        })
      ).json();
      expect(mine.find((o: { _id: string }) => o._id === orderId)).toMatchObject({
        productName: product.name,
        totalPrice: 20,
      });
      const intent = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: customer.headers,
        payload: { orderId },
      });
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/test-payments/confirm',
        headers: customer.headers,
        payload: {
          clientSecret: intent.json().clientSecret,
          number: '4242424242424242',
          expMonth: 1,
          expYear: 2099,
          cvc: '123',
        },
      });
      expect(paid.statusCode).toBe(200);
    });

    it('edits price, stock and minimum order in place, stock to any whole number from 0', async () => {
      const product = await createProduct(t.app.db, { minOrder: 5, quantity: 50, priceCents: 1_000 });
      const patch = (payload: object) => patchProduct(product.id, payload);
      const res = await patch({ price: 12.34, quantity: 60 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ price: 12.34, quantity: 60, minOrder: 5 });
      // Below the minimum order: kept, and the tool cannot be ordered until restocked.
      const belowMinimum = await patch({ minOrder: 61 });
      expect(belowMinimum.statusCode).toBe(200);
      expect(belowMinimum.json()).toMatchObject({ quantity: 60, minOrder: 61 });
      expect((await patch({ quantity: 0 })).json()).toMatchObject({ quantity: 0, minOrder: 61 });
      expect((await patch({ quantity: 3 })).json()).toMatchObject({ quantity: 3, minOrder: 61 });
      for (const quantity of [-1, 2.5, '7']) {
        const refused = await patch({ quantity });
        expect(refused.statusCode, String(quantity)).toBe(400);
        expect(refused.json()).toEqual({
          message: productMessages.quantityInvalid,
          field: 'quantity',
        });
      }
      expect((await patch({})).statusCode).toBe(400);
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/product/${product.id}`,
            headers: customer.headers,
            payload: { price: 1 },
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('orders', () => {
    async function paidOrder(amount: number, priceCents: number) {
      const product = await createProduct(t.app.db, {
        minOrder: 1,
        quantity: 1000,
        priceCents,
        name: `Overview ${priceCents}`,
      });
      const id = (
        await t.app.inject({
          method: 'POST',
          url: '/api/addOrder',
          headers: customer.headers,
          payload: { productId: product.id, amount },
        })
      ).json().insertedId;
      const { clientSecret } = (
        await t.app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: customer.headers,
          payload: { orderId: id },
        })
      ).json();
      await t.app.inject({
        method: 'POST',
        url: '/api/test-payments/confirm',
        headers: customer.headers,
        payload: { clientSecret, number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
      });
      return { id, productId: product.id };
    }

    /** A new buyer's cart of these tools (new ones, named so), checked out as one order and paid. */
    async function paidCartOrder(tools: { name: string; priceCents: number; amount: number }[]) {
      const buyer = await signIn(t.app, 'customer');
      const made = [];
      for (const tool of tools) {
        const product = await createProduct(t.app.db, {
          name: tool.name,
          priceCents: tool.priceCents,
          minOrder: 1,
          quantity: 1000,
        });
        const put = await t.app.inject({
          method: 'PUT',
          url: `/api/cart/${product.id}`,
          headers: buyer.headers,
          payload: { amount: tool.amount },
        });
        expect(put.statusCode, put.body).toBe(200);
        made.push(product);
      }
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: buyer.headers,
        payload: { name: 'Dana Dealer', phone: '+1 555 0100', address: '1 Depot Way', poNumber: 'PO-CSV-3' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const id: string = placed.json().insertedId;
      expect((await payByTestCard(t.app, buyer, id)).statusCode).toBe(200);
      return { id, products: made, buyer };
    }

    it('lists every order with a status filter, ships and delivers only in order, and exports CSV', async () => {
      const { id } = await paidOrder(2, 5_000);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/orders?status=paid',
        headers: admin.headers,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().every((o: { status: string }) => o.status === 'paid')).toBe(true);
      expect(list.json().map((o: { _id: string }) => o._id)).toContain(id);
      // The admin table's fields (AdminOrderSchema): SPEC's order with where it goes and its shipping line, without the
      // unit price.
      const adminFields = [
        '_id',
        'address',
        'amount',
        'createdAt',
        'email',
        'invoiceNumber',
        'lines',
        'name',
        'orderNumber',
        'payment',
        'phoneNo',
        'productId',
        'productName',
        'shipping',
        'shippingTax',
        'status',
        'tax',
        'taxRatePercent',
        'totalPrice',
        'transactionId',
        'weightKg',
      ];
      expect(Object.keys(list.json().find((o: { _id: string }) => o._id === id)).sort()).toEqual(adminFields);
      expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/orders?status=lost', headers: admin.headers }))
          .statusCode,
      ).toBe(400);

      const step = (status: string) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/order/${id}/status`,
          headers: admin.headers,
          payload: { status },
        });
      expect((await step('delivered')).statusCode).toBe(409);
      const shipped = await step('shipped');
      expect(shipped.json().status).toBe('shipped');
      expect(Object.keys(shipped.json()).sort()).toEqual(adminFields);
      expect((await step('shipped')).statusCode).toBe(409);
      expect((await step('delivered')).json().status).toBe('delivered');
      expect((await step('paid')).statusCode).toBe(400);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: admin.headers }))
          .statusCode,
      ).toBe(409);

      await t.app.db
        .update(orders)
        .set({ customerName: '=HYPERLINK("http://evil")' })
        .where(eq(orders.id, id));
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/orders/export.csv?status=delivered',
        headers: admin.headers,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="ironvolt-orders-delivered-/);
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        '"order id","date","customer","email","product","amount","total (USD)","status","transaction id","order number","invoice number","carrier","tracking number","model","unit price (USD)","line total (USD)","PO number","note","shipping (USD)","delivery country","serials"',
      );
      const row = lines.find((l) => l.includes(id));
      expect(row).toContain('"100.00","delivered"');
      expect(row).toMatch(
        /"#\d+","INV-\d{4}-\d{6}","","","[^"]*","\d+\.\d\d","100\.00","","","0\.00","",""$/,
      );
      expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(lines.slice(1).every((l) => l.includes('"delivered"'))).toBe(true);
    });

    it('exports an order of three tools as three CSV rows, each with the order’s id, status and total', async () => {
      const { id, products: made } = await paidCartOrder([
        { name: 'CSV Line Drill', priceCents: 1_250, amount: 4 },
        { name: 'CSV Line Saw', priceCents: 9_900, amount: 1 },
        { name: 'CSV Line Sander', priceCents: 3_000, amount: 2 },
      ]);
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/orders/export.csv?status=paid',
        headers: admin.headers,
      });
      expect(csv.statusCode).toBe(200);
      const rows: Record<string, string>[] = parse(csv.body, { columns: true });
      const mine = rows.filter((row) => row['order id'] === id);
      expect(
        mine.map((row) => [
          row.product,
          row.model,
          row.amount,
          row['unit price (USD)'],
          row['line total (USD)'],
        ]),
      ).toEqual([
        ['CSV Line Drill', made[0]?.model, '4', '12.50', '50.00'],
        ['CSV Line Saw', made[1]?.model, '1', '99.00', '99.00'],
        ['CSV Line Sander', made[2]?.model, '2', '30.00', '60.00'],
      ]);
      for (const row of mine)
        expect(row).toMatchObject({
          status: 'paid',
          'total (USD)': '209.00',
          'PO number': 'PO-CSV-3',
          'order number': mine[0]?.['order number'],
          'invoice number': mine[0]?.['invoice number'],
        });
      expect(mine[0]?.['order number']).toMatch(/^#\d+$/);
      expect(mine[0]?.['invoice number']).toMatch(/^INV-\d{4}-\d{6}$/);
    });

    it('sums the overview in SQL from the orders placed', async () => {
      const before = (
        await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.headers })
      ).json();
      const today = new Date().toISOString().slice(0, 10);
      const revenueToday = (o: { revenueByDay: { day: string; revenue: number }[] }) =>
        o.revenueByDay.find((d) => d.day === today)?.revenue ?? 0;
      const { productId } = await paidOrder(3, 40_000);
      const low = await createProduct(t.app.db, { name: 'Nearly Gone Grinder', quantity: 3, minOrder: 1 });

      const res = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      const overview = res.json();
      expect(overview.revenueByDay).toHaveLength(30);
      expect(overview.revenueByDay.at(-1).day).toBe(today);
      expect(revenueToday(overview)).toBeCloseTo(revenueToday(before) + 1200, 2);
      expect(overview.topProducts[0]).toEqual({ productId, name: 'Overview 40000', revenue: 1200, units: 3 });
      const paidCount = (o: { ordersByStatus: { status: string; count: number }[] }) =>
        o.ordersByStatus.find((s) => s.status === 'paid')?.count ?? 0;
      expect(paidCount(overview)).toBe(paidCount(before) + 1);
      expect(overview.lowStock.map((p: { _id: string }) => p._id)).toContain(low.id);
    });

    it('counts the revenue and top tools of a many-line order by its lines', async () => {
      const overviewNow = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.headers })).json();
      const today = new Date().toISOString().slice(0, 10);
      const revenueToday = (o: { revenueByDay: { day: string; revenue: number }[] }) =>
        o.revenueByDay.find((d) => d.day === today)?.revenue ?? 0;
      const before = await overviewNow();

      // Each tool earns more than any other order of this file, and the first of them most only with its second order.
      const { products: made, buyer } = await paidCartOrder([
        { name: 'Overview Line Press', priceCents: 90_000, amount: 4 },
        { name: 'Overview Line Lathe', priceCents: 100_000, amount: 4 },
        { name: 'Overview Line Mill', priceCents: 125_000, amount: 2 },
      ]);
      const [press, lathe, mill] = made;
      if (!press || !lathe || !mill) throw new Error('the tools were not made');
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/addOrder',
        headers: buyer.headers,
        payload: { productId: press.id, amount: 1 },
      });
      expect(again.statusCode, again.body).toBe(201);
      expect((await payByTestCard(t.app, buyer, again.json().insertedId)).statusCode).toBe(200);

      const overview = await overviewNow();
      // 3,600 + 4,000 + 2,500 from the cart order, 900 from the one-tool order.
      expect(revenueToday(overview)).toBeCloseTo(revenueToday(before) + 11_000, 2);
      expect(overview.topProducts.slice(0, 3)).toEqual([
        { productId: press.id, name: 'Overview Line Press', revenue: 4_500, units: 5 },
        { productId: lathe.id, name: 'Overview Line Lathe', revenue: 4_000, units: 4 },
        { productId: mill.id, name: 'Overview Line Mill', revenue: 2_500, units: 2 },
      ]);
      const paidCount = (o: { ordersByStatus: { status: string; count: number }[] }) =>
        o.ordersByStatus.find((s) => s.status === 'paid')?.count ?? 0;
      // Orders, not lines.
      expect(paidCount(overview)).toBe(paidCount(before) + 2);
    });
  });
});
