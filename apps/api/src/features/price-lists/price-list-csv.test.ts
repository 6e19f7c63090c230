import { catalogCsvMessages, productMessages } from '@ironvolt/shared/admin';
import { PriceListImportReplySchema, priceListCsvMessages } from '@ironvolt/shared/price-lists';
import { priceTierMessages } from '@ironvolt/shared/price-tiers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../test/helper.ts';
import { adminActivity, priceListPrices, products } from '../../db/schema/index.ts';

describe.each(databaseKinds)('price list CSV on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const json = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: admin.headers, payload });
  const csv = (url: string, body: string | Buffer, type = 'text/csv') =>
    t.app.inject({ method: 'POST', url, headers: { ...admin.headers, 'content-type': type }, payload: body });
  const newList = async (name: string) =>
    (await json('POST', '/api/price-lists', { name, discountPercent: 10 })).json()._id as string;
  const ownPrices = async (listId: string) =>
    (
      await t.app.db
        .select({
          model: products.model,
          priceCents: priceListPrices.priceCents,
          priceTiers: priceListPrices.priceTiers,
        })
        .from(priceListPrices)
        .innerJoin(products, eq(products.id, priceListPrices.productId))
        .where(eq(priceListPrices.priceListId, listId))
    ).sort((a, b) => a.model.localeCompare(b.model));

  it('exports the own prices by model, and an export imports back unchanged', async () => {
    const drill = await createProduct(t.app.db, { model: `=CSV-${kind}-A`, priceCents: 10_000, minOrder: 1 });
    const saw = await createProduct(t.app.db, { model: `CSV-${kind}-B`, priceCents: 5_000 });
    const list = await newList(`Export ${kind}`);
    await json('PUT', `/api/price-lists/${list}/prices/${drill.id}`, {
      price: 88.5,
      priceTiers: [
        { minAmount: 10, price: 80 },
        { minAmount: 50, price: 75.25 },
      ],
    });
    await json('PUT', `/api/price-lists/${list}/prices/${saw.id}`, { price: 45 });

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/price-lists/${list}/export.csv`,
      headers: admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="ironvolt-prices-export-/);
    // The model that starts like a formula is written with a ' before it.
    expect(exported.body).toBe(
      `model,price,priceTiers\r\n'=CSV-${kind}-A,88.5,10:80;50:75.25\r\nCSV-${kind}-B,45,\r\n`,
    );

    const again = await csv(`/api/price-lists/${list}/import`, `\uFEFF${exported.body}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      message: 'Imported: 0 added, 0 updated, 0 removed',
      counts: { add: 0, update: 0, remove: 0, unchanged: 2, refused: 0 },
      rows: [],
    });
  });

  it('previews, then sets, changes and removes prices all at once; rows left out keep theirs', async () => {
    const [a, b, c, d] = await Promise.all(
      ['A', 'B', 'C', 'D'].map((letter) =>
        createProduct(t.app.db, { model: `IMP-${kind}-${letter}`, priceCents: 20_000, minOrder: 5 }),
      ),
    );
    if (!a || !b || !c || !d) throw new Error('no products');
    const list = await newList(`Import ${kind}`);
    await json('PUT', `/api/price-lists/${list}/prices/${b.id}`, { price: 150 });
    await json('PUT', `/api/price-lists/${list}/prices/${c.id}`, { price: 140 });
    await json('PUT', `/api/price-lists/${list}/prices/${d.id}`, { price: 130 });
    const file = [
      'model,price,priceTiers',
      `IMP-${kind}-A,180,10:170;20:160`,
      `IMP-${kind}-B,155,`,
      `IMP-${kind}-C,,`,
    ].join('\n');

    const preview = await csv(`/api/price-lists/${list}/import/preview`, file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      counts: { add: 1, update: 1, remove: 1, unchanged: 0, refused: 0 },
      rows: [
        {
          row: 2,
          model: `IMP-${kind}-A`,
          name: a.name,
          action: 'add',
          after: {
            price: 180,
            priceTiers: [
              { minAmount: 10, price: 170 },
              { minAmount: 20, price: 160 },
            ],
          },
          errors: [],
        },
        {
          row: 3,
          model: `IMP-${kind}-B`,
          name: b.name,
          action: 'update',
          before: { price: 150, priceTiers: [] },
          after: { price: 155, priceTiers: [] },
          errors: [],
        },
        {
          row: 4,
          model: `IMP-${kind}-C`,
          name: c.name,
          action: 'remove',
          before: { price: 140, priceTiers: [] },
          errors: [],
        },
      ],
    });
    // The preview changed nothing.
    expect((await ownPrices(list)).map((p) => p.priceCents)).toEqual([15_000, 14_000, 13_000]);

    const imported = await csv(`/api/price-lists/${list}/import`, file);
    expect(imported.statusCode, imported.body).toBe(200);
    // Written a piece at a time, the answer is still one JSON document of the documented shape and nothing more.
    expect(imported.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(PriceListImportReplySchema.strict().parse(imported.json()).message).toBe(
      'Imported: 1 added, 1 updated, 1 removed',
    );
    expect(await ownPrices(list)).toEqual([
      {
        model: `IMP-${kind}-A`,
        priceCents: 18_000,
        priceTiers: [
          { minAmount: 10, priceCents: 17_000 },
          { minAmount: 20, priceCents: 16_000 },
        ],
      },
      { model: `IMP-${kind}-B`, priceCents: 15_500, priceTiers: [] },
      // D is not in the file: left as it was.
      { model: `IMP-${kind}-D`, priceCents: 13_000, priceTiers: [] },
    ]);
    const trail = await t.app.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, list)));
    const fromImport = trail.filter(
      (entry) => (entry.after as { source?: string } | null)?.source === 'CSV import',
    );
    expect(
      fromImport
        .map((entry) => [entry.action, entry.before, entry.after])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual([
      [
        'price_list.price_removed',
        { productId: c.id, model: c.model, price: 140, priceTiers: [] },
        { source: 'CSV import' },
      ],
      [
        'price_list.price_set',
        null,
        {
          productId: a.id,
          model: a.model,
          price: 180,
          priceTiers: [
            { minAmount: 10, price: 170 },
            { minAmount: 20, price: 160 },
          ],
          source: 'CSV import',
        },
      ],
      [
        'price_list.price_set',
        { productId: b.id, model: b.model, price: 150, priceTiers: [] },
        { productId: b.id, model: b.model, price: 155, priceTiers: [], source: 'CSV import' },
      ],
    ]);
  });

  it('refuses every bad row with its reasons and then changes nothing', async () => {
    const tool = await createProduct(t.app.db, { model: `BAD-${kind}-A`, priceCents: 10_000, minOrder: 10 });
    const other = await createProduct(t.app.db, { model: `BAD-${kind}-B`, priceCents: 10_000 });
    await createProduct(t.app.db, { model: `BAD-${kind}-GONE`, deletedAt: new Date() });
    const list = await newList(`Refusals ${kind}`);
    await json('PUT', `/api/price-lists/${list}/prices/${other.id}`, { price: 70 });
    const file = [
      'model,price,priceTiers',
      `BAD-${kind}-B,60,`,
      `NO-SUCH-${kind},10,`,
      `BAD-${kind}-GONE,10,`,
      `BAD-${kind}-A,0,`,
      `BAD-${kind}-A,1e3,`,
      `BAD-${kind}-A,90,5:80`,
      `BAD-${kind}-A,90,20 for 80`,
      `BAD-${kind}-A,,20:80`,
      `@SUM(A1),90,`,
      `BAD-${kind}-B,65,`,
      `,90,`,
    ].join('\n');
    const answer = await csv(`/api/price-lists/${list}/import`, file);
    expect(answer.statusCode).toBe(422);
    const body = answer.json();
    expect(body.message).toBe(catalogCsvMessages.refused(10));
    expect(body.counts).toEqual({ add: 0, update: 1, remove: 0, unchanged: 0, refused: 10 });
    const reasons = body.rows
      .filter((row: { action: string }) => row.action === 'refused')
      .map((row: { row: number; name: string; errors: { field: string; message: string }[] }) => [
        row.row,
        row.name,
        row.errors,
      ]);
    expect(reasons).toEqual([
      [3, '', [{ field: 'model', message: priceListCsvMessages.modelUnknown }]],
      [4, '', [{ field: 'model', message: priceListCsvMessages.modelUnknown }]],
      [5, tool.name, [{ field: 'price', message: productMessages.priceInvalid }]],
      [6, tool.name, [{ field: 'price', message: productMessages.priceInvalid }]],
      [7, tool.name, [{ field: 'priceTiers.0.minAmount', message: priceTierMessages.aboveMinOrder(10) }]],
      [8, tool.name, [{ field: 'priceTiers', message: catalogCsvMessages.priceTiersFormat }]],
      [9, tool.name, [{ field: 'priceTiers', message: priceListCsvMessages.tiersWithoutPrice }]],
      [10, '', [{ field: 'model', message: catalogCsvMessages.formula }]],
      [11, other.name, [{ field: 'model', message: catalogCsvMessages.duplicateModel(2) }]],
      [12, '', [{ field: 'model', message: productMessages.modelRequired }]],
    ]);
    expect((await ownPrices(list)).map((p) => p.priceCents)).toEqual([7_000]);
  });

  it('refuses a file it cannot take whole, as the catalog import does', async () => {
    const list = await newList(`Files ${kind}`);
    const url = `/api/price-lists/${list}/import/preview`;
    const refused = async (body: string | Buffer, type?: string) => {
      const answer = await csv(url, body, type);
      return [answer.statusCode, answer.json().message];
    };
    expect(await refused('model,price,priceTiers,price\nX,1,,2\n')).toEqual([
      400,
      catalogCsvMessages.repeatedColumns(['price']),
    ]);
    expect(await refused('model,price\nX,1\n')).toEqual([
      400,
      catalogCsvMessages.missingColumns(['priceTiers']),
    ]);
    expect(await refused('model,price,priceTiers,name\nX,1,,Y\n')).toEqual([
      400,
      catalogCsvMessages.unknownColumns(['name']),
    ]);
    expect(await refused('model,price,priceTiers\n')).toEqual([400, priceListCsvMessages.empty]);
    expect(await refused(Buffer.from([0x6d, 0xff, 0xfe, 0x0a]))).toEqual([400, catalogCsvMessages.notUtf8]);
    expect(await refused('{"model":"X"}', 'application/json')).toEqual([415, catalogCsvMessages.notCsv]);
    const tooBig = await csv(url, `model,price,priceTiers\n${'X,1,\n'.repeat(2_700_000)}`);
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, catalogCsvMessages.tooLarge]);
    const unknown = await csv(
      '/api/price-lists/00000000-0000-4000-8000-000000000000/import',
      'model,price,priceTiers\nX,1,\n',
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'There is no such price list']);
    const unknownExport = await t.app.inject({
      method: 'GET',
      url: '/api/price-lists/00000000-0000-4000-8000-000000000000/export.csv',
      headers: admin.headers,
    });
    expect(unknownExport.statusCode).toBe(404);
  });
});
