import { priceTierMessages } from '@ironvolt/shared/price-tiers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { multipartFile } from '../../../test/multipart.ts';

describe.each(databaseKinds)('volume prices on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let imageUrl: string;

  beforeAll(async () => {
    t = await build(kind, {
      config: { orders: { holdHours: 48, maxUnpaidPerCustomer: 1000, sweepSeconds: 3600 } },
    });
    admin = await signIn(t.app, 'admin');
    buyer = await signIn(t.app, 'customer');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#444' } })
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

  const tiers = [
    { minAmount: 50, price: 9.5 },
    { minAmount: 100, price: 8.75 },
    { minAmount: 500, price: 7.99 },
  ];
  // A model names one tool: each product made here gets its own.
  let made = 0;
  const product = (priceTiers: unknown = tiers) => ({
    name: 'Tiered Impact Driver',
    model: `IV-TID${++made}`,
    description: 'Cheaper by the crate.',
    price: 10,
    quantity: 100_000,
    minOrder: 10,
    image: imageUrl,
    priceTiers,
  });
  const add = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/addProduct', headers: admin.headers, payload });
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/product/${id}`, headers: admin.headers, payload });
  const get = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).json();
  const order = (productId: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/addOrder',
      headers: buyer.headers,
      payload: { productId, amount },
    });

  it('keeps the tiers an admin adds and shows them with the product', async () => {
    const res = await add(product());
    expect(res.statusCode, res.body).toBe(201);
    expect(await get(res.json().insertedId)).toMatchObject({ price: 10, priceTiers: tiers });
    // Without tiers the product has one price.
    const plain = await add({ ...product(), priceTiers: undefined });
    expect((await get(plain.json().insertedId)).priceTiers).toEqual([]);
  });

  it('prices each order by the tier its amount reaches, at every boundary and one either side', async () => {
    const id = (await add(product())).json().insertedId as string;
    const expected: [number, number][] = [
      [10, 10],
      [49, 10],
      [50, 9.5],
      [51, 9.5],
      [99, 9.5],
      [100, 8.75],
      [101, 8.75],
      [499, 8.75],
      [500, 7.99],
      [501, 7.99],
    ];
    for (const [amount, unit] of expected) {
      const res = await order(id, amount);
      expect(res.statusCode, `${amount} pieces: ${res.body}`).toBe(201);
      // The total is the tier's price in whole cents times the amount.
      expect(res.json().totalPrice, `${amount} pieces`).toBe(Math.round(unit * 100 * amount) / 100);
    }
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/api/myOrder/${encodeURIComponent(buyer.user.email)}`,
        headers: buyer.headers,
      })
    ).json() as { productId: string; amount: number; unitPrice: number }[];
    const units = mine.filter((o) => o.productId === id).map((o) => [o.amount, o.unitPrice]);
    expect(units.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual(expected);
  });

  it('refuses tiers that break the rule, naming the tier and field, and stores nothing', async () => {
    const cases: [unknown, string, string][] = [
      [[{ minAmount: 10, price: 9 }], 'priceTiers.0.minAmount', priceTierMessages.aboveMinOrder(10)],
      [[{ minAmount: 5, price: 9 }], 'priceTiers.0.minAmount', priceTierMessages.aboveMinOrder(10)],
      [
        [
          { minAmount: 50, price: 9 },
          { minAmount: 50, price: 8 },
        ],
        'priceTiers.1.minAmount',
        priceTierMessages.ascending,
      ],
      [[{ minAmount: 50, price: 10 }], 'priceTiers.0.price', priceTierMessages.cheaper],
      [
        [
          { minAmount: 50, price: 9 },
          { minAmount: 100, price: 9.5 },
        ],
        'priceTiers.1.price',
        priceTierMessages.cheaper,
      ],
      [[{ minAmount: 50.5, price: 9 }], 'priceTiers.0.minAmount', priceTierMessages.minAmountInvalid],
      [
        Array.from({ length: 6 }, (_, i) => ({ minAmount: 20 + i, price: 9 - i })),
        'priceTiers',
        priceTierMessages.tooMany,
      ],
      [[{ minAmount: 50, price: 0 }], 'priceTiers.0.price', 'The price must be more than 0'],
      ['cheap', 'priceTiers', 'priceTiers must be a list'],
    ];
    for (const [priceTiers, field, message] of cases) {
      const res = await add({ ...product(priceTiers), name: `Refused ${field}` });
      expect(res.statusCode, JSON.stringify(priceTiers)).toBe(400);
      expect(res.json().field, JSON.stringify(priceTiers)).toBe(field);
      expect(res.json().message).toContain(message);
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/products?q=Refused' });
    expect(listed.json()).toEqual([]);
  });

  it('edits tiers, and refuses a price or minimum order the kept tiers no longer fit', async () => {
    const id = (await add(product())).json().insertedId as string;
    const changed = await patch(id, { priceTiers: [{ minAmount: 200, price: 6 }] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().priceTiers).toEqual([{ minAmount: 200, price: 6 }]);

    const priceBelowTier = await patch(id, { price: 5 });
    expect(priceBelowTier.statusCode).toBe(422);
    expect(priceBelowTier.json()).toEqual({ message: priceTierMessages.cheaper, field: 'price' });
    const minAboveTier = await patch(id, { minOrder: 200 });
    expect(minAboveTier.statusCode).toBe(422);
    expect(minAboveTier.json()).toEqual({ message: priceTierMessages.aboveMinOrder(200), field: 'minOrder' });
    const badTiers = await patch(id, { priceTiers: [{ minAmount: 300, price: 11 }] });
    expect(badTiers.statusCode).toBe(422);
    expect(badTiers.json()).toEqual({ message: priceTierMessages.cheaper, field: 'priceTiers.0.price' });
    expect(await get(id)).toMatchObject({
      price: 10,
      minOrder: 10,
      priceTiers: [{ minAmount: 200, price: 6 }],
    });

    // Both at once: a new price with tiers that fit it.
    const both = await patch(id, { price: 5, priceTiers: [{ minAmount: 200, price: 4.5 }] });
    expect(both.statusCode, both.body).toBe(200);
    expect((await order(id, 200)).json().totalPrice).toBe(900);
    const cleared = await patch(id, { priceTiers: [] });
    expect(cleared.json().priceTiers).toEqual([]);
    expect((await order(id, 200)).json().totalPrice).toBe(1000);
  });

  it('keeps the price of placed orders when the tiers change', async () => {
    const row = await createProduct(t.app.db, {
      priceCents: 2000,
      minOrder: 1,
      quantity: 1000,
      priceTiers: [{ minAmount: 10, priceCents: 1500 }],
    });
    const placed = await order(row.id, 10);
    expect(placed.json().totalPrice).toBe(150);
    await patch(row.id, { priceTiers: [] });
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/api/myOrder/${encodeURIComponent(buyer.user.email)}`,
        headers: buyer.headers,
      })
    ).json() as { _id: string; unitPrice: number; totalPrice: number }[];
    expect(mine.find((o) => o._id === placed.json().insertedId)).toMatchObject({
      unitPrice: 15,
      totalPrice: 150,
    });
  });
});
