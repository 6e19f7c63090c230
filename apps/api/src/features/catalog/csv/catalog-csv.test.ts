import { CatalogImportReplySchema, catalogCsvMessages, productMessages } from '@ironvolt/shared/admin';
import { categoryMessages } from '@ironvolt/shared/catalog-constants';
import { httpMessages } from '@ironvolt/shared/http-constants';
import { priceTierMessages } from '@ironvolt/shared/price-tiers';
import { textMessages } from '@ironvolt/shared/text-constants';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../../test/factories.ts';
import { build, databaseKinds, type SignedIn, signIn, type TestApp } from '../../../../test/helper.ts';
import { multipartFile } from '../../../../test/multipart.ts';

const COLUMNS = [
  'model',
  'name',
  'description',
  'price',
  'quantity',
  'minOrder',
  'image',
  'priceTiers',
  'weightKg',
  'serialized',
  'category',
];

describe.each(databaseKinds)('catalog CSV on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let imageUrl: string;

  beforeAll(async () => {
    t = await build(kind);
    admin = await signIn(t.app, 'admin');
    buyer = await signIn(t.app, 'customer');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345' } })
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
    await createProduct(t.app.db, {
      name: '=Formula-looking Drill',
      model: 'CSV-FORMULA',
      description: 'Line one, "quoted"\nline two; with a comma, too',
      priceTiers: [
        { minAmount: 50, priceCents: 11_999 },
        { minAmount: 100, priceCents: 10_950 },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const exportCsv = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/export.csv',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const send = (url: string, body: string | Buffer, headers: Record<string, string> = admin.headers) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/csv', ...headers },
      payload: body,
    });
  const preview = (body: string | Buffer) => send('/api/products/import/preview', body);
  const importFile = (body: string | Buffer) => send('/api/products/import', body);
  const catalog = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json() as Record<
      string,
      unknown
    >[];
  const activityCount = async () =>
    Number(
      (await t.app.inject({ method: 'GET', url: '/api/admin/activity', headers: admin.headers })).headers[
        'x-total-count'
      ],
    );
  const rowsOf = (csv: string) => parse(csv, { columns: true, bom: true }) as Record<string, string>[];
  const csvOf = (rows: Record<string, string>[]) => stringify(rows, { header: true, columns: COLUMNS });
  const newRow = (overrides: Record<string, string> = {}) => ({
    model: 'CSV-NEW-1',
    name: 'Imported Rotary Hammer',
    description: 'Came in from a spreadsheet.',
    price: '249.99',
    quantity: '300',
    minOrder: '5',
    image: imageUrl,
    priceTiers: '20:239.5;50:229',
    category: 'uncategorised',
    ...overrides,
  });

  it('exports every live product by model as a CSV attachment that spreadsheets do not run', async () => {
    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ironvolt-catalog-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = rowsOf(res.body);
    expect(Object.keys(rows[0] ?? {})).toEqual(COLUMNS);
    const models = rows.map((row) => row.model);
    expect(models).toEqual([...models].sort());
    const formula = rows.find((row) => row.model === 'CSV-FORMULA');
    expect(formula).toMatchObject({
      name: "'=Formula-looking Drill",
      description: 'Line one, "quoted"\nline two; with a comma, too',
      price: '129.99',
      priceTiers: '50:119.99;100:109.5',
    });
  });

  it('imports its own export back without changing anything', async () => {
    const before = await catalog();
    const entries = await activityCount();
    const file = (await exportCsv()).body;
    const check = await preview(file);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ counts: { add: 0, update: 0, refused: 0 }, rows: [] });
    expect(check.json().counts.unchanged).toBe(rowsOf(file).length);
    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(catalogCsvMessages.imported({ add: 0, update: 0 }));
    expect(await catalog()).toEqual(before);
    expect(await activityCount()).toBe(entries);
  });

  it('previews an added and a changed product without writing, then applies both with audit entries', async () => {
    const rows = rowsOf((await exportCsv()).body);
    const changed = rows.find((row) => row.model === 'CSV-FORMULA');
    if (!changed) throw new Error('the product made for this test is not in the export');
    changed.price = '139.99';
    changed.quantity = '42';
    rows.push(newRow());
    const file = csvOf(rows);
    const before = await catalog();

    const check = await preview(file);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({
      counts: { add: 1, update: 1, refused: 0 },
      rows: [
        {
          model: 'CSV-FORMULA',
          name: '=Formula-looking Drill',
          action: 'update',
          changes: ['price', 'quantity'],
          errors: [],
        },
        {
          model: 'CSV-NEW-1',
          name: 'Imported Rotary Hammer',
          action: 'add',
          errors: [],
          row: rows.length + 1,
        },
      ],
    });
    expect(await catalog()).toEqual(before);

    const entries = await activityCount();
    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Imported: 1 added, 1 updated');
    const after = await catalog();
    expect(after.find((p) => p.model === 'CSV-FORMULA')).toMatchObject({ price: 139.99, quantity: 42 });
    expect(after.find((p) => p.model === 'CSV-NEW-1')).toMatchObject({
      name: 'Imported Rotary Hammer',
      price: 249.99,
      quantity: 300,
      minOrder: 5,
      image: imageUrl,
      priceTiers: [
        { minAmount: 20, price: 239.5 },
        { minAmount: 50, price: 229 },
      ],
    });
    expect(await activityCount()).toBe(entries + 2);
  });

  it('refuses the whole file when any row breaks a rule, naming each row, field and message', async () => {
    const rows = [
      newRow({ model: 'CSV-GOOD' }),
      newRow({ model: 'CSV-BAD-1', price: '' }),
      newRow({ model: 'CSV-BAD-2', minOrder: '0' }),
      newRow({ model: 'CSV-BAD-3', name: ' =HYPERLINK("http://evil.example","x")' }),
      newRow({ model: 'CSV-BAD-4', priceTiers: '20:300' }),
      newRow({ model: 'CSV-BAD-5', priceTiers: 'lots:cheap' }),
      newRow({ model: 'CSV-BAD-6', image: 'https://elsewhere.example/a.png' }),
      newRow({ model: 'CSV-GOOD' }),
      newRow({ model: 'CSV-BAD-7', category: 'no-such-category' }),
      // Another site's address ending in a stored image's id (named properly by the rows above), and our own
      // address with the id in capitals, which the image sweep would not see as named.
      newRow({ model: 'CSV-BAD-8', image: `https://e.example/${imageUrl.slice('/api/images/'.length)}` }),
      newRow({
        model: 'CSV-BAD-9',
        image: `/api/images/${imageUrl.slice('/api/images/'.length).toUpperCase()}`,
      }),
      // Numbers only as a spreadsheet writes them: JavaScript's hexadecimal, binary and exponents are not read.
      newRow({ model: 'CSV-BAD-10', price: '0x10' }),
      newRow({ model: 'CSV-BAD-11', quantity: '0b1010' }),
      newRow({ model: 'CSV-BAD-12', minOrder: '1e1' }),
    ];
    const before = await catalog();
    const res = await importFile(csvOf(rows));
    expect(res.statusCode, res.body).toBe(422);
    const reply = res.json();
    expect(reply.message).toBe(catalogCsvMessages.refused(13));
    expect(reply.counts).toMatchObject({ add: 1, refused: 13 });
    const errorsOf = (n: number) => reply.rows.find((row: { row: number }) => row.row === n)?.errors;
    expect(errorsOf(3)).toContainEqual({ field: 'price', message: expect.any(String) });
    expect(errorsOf(4)).toContainEqual({ field: 'minOrder', message: expect.stringMatching(/./) });
    expect(errorsOf(5)).toContainEqual({ field: 'name', message: catalogCsvMessages.formula });
    expect(errorsOf(6)).toContainEqual({
      field: 'priceTiers.0.price',
      message: priceTierMessages.cheaper,
    });
    expect(errorsOf(7)).toEqual([{ field: 'priceTiers', message: catalogCsvMessages.priceTiersFormat }]);
    expect(errorsOf(8)).toEqual([{ field: 'image', message: productMessages.imageInvalid }]);
    expect(errorsOf(9)).toEqual([{ field: 'model', message: catalogCsvMessages.duplicateModel(2) }]);
    expect(errorsOf(10)).toEqual([{ field: 'category', message: categoryMessages.unknown }]);
    expect(errorsOf(11)).toEqual([{ field: 'image', message: productMessages.imageInvalid }]);
    expect(errorsOf(12)).toEqual([{ field: 'image', message: productMessages.imageInvalid }]);
    expect(errorsOf(13)).toContainEqual({ field: 'price', message: expect.any(String) });
    expect(errorsOf(14)).toContainEqual({ field: 'quantity', message: expect.any(String) });
    expect(errorsOf(15)).toContainEqual({ field: 'minOrder', message: expect.any(String) });
    expect(await catalog()).toEqual(before);
  });

  it('refuses a cell holding U+0000, naming the row and column, and changes nothing', async () => {
    const before = await catalog();
    const rows = [
      newRow({ model: 'CSV-NUL\u0000MODEL' }),
      newRow({ model: 'CSV-NUL-2', name: 'Nul\u0000 Drill', description: 'a\u0000b' }),
    ];
    const seen = await preview(csvOf(rows));
    expect(seen.statusCode, seen.body).toBe(200);
    const errorsOf = (reply: { rows: { row: number; errors?: unknown[] }[] }, n: number) =>
      reply.rows.find((row) => row.row === n)?.errors;
    expect(errorsOf(seen.json(), 2)).toContainEqual({
      field: 'model',
      message: httpMessages.nulCharacter('model'),
    });
    expect(errorsOf(seen.json(), 3)).toEqual(
      expect.arrayContaining([
        { field: 'name', message: httpMessages.nulCharacter('name') },
        { field: 'description', message: httpMessages.nulCharacter('description') },
      ]),
    );
    const res = await importFile(csvOf(rows));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(catalogCsvMessages.refused(2));
    expect(await catalog()).toEqual(before);
  });

  it('refuses a cell holding a character that hides or turns its direction, naming the row and column once', async () => {
    const before = await catalog();
    const rows = [
      newRow({ model: 'CSV-RLO-1', name: 'Drill \u202E0081' }),
      newRow({ model: 'CSV-RLO\u200B2', description: 'Cuts\u2028well', category: 'uncategorised\u2066' }),
    ];
    const seen = await preview(csvOf(rows));
    expect(seen.statusCode, seen.body).toBe(200);
    const errorsOf = (reply: { rows: { row: number; errors?: unknown[] }[] }, n: number) =>
      reply.rows.find((row) => row.row === n)?.errors;
    expect(errorsOf(seen.json(), 2)).toEqual([
      { field: 'name', message: textMessages.hiddenCharacter('name', 'U+202E') },
    ]);
    expect(errorsOf(seen.json(), 3)).toEqual(
      expect.arrayContaining([
        { field: 'model', message: textMessages.hiddenCharacter('model', 'U+200B') },
        { field: 'description', message: textMessages.hiddenCharacter('description', 'U+2028') },
        { field: 'category', message: textMessages.hiddenCharacter('category', 'U+2066') },
      ]),
    );
    const res = await importFile(csvOf(rows));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(catalogCsvMessages.refused(2));
    expect(await catalog()).toEqual(before);
  });

  it('adds a new model once when two imports of it arrive at the same moment', async () => {
    const file = csvOf([newRow({ model: 'CSV-RACE', name: 'Race Drill' })]);
    const [first, second] = await Promise.all([importFile(file), importFile(file)]);
    // Which one wins depends on timing: the other either read the catalog before the winner committed (409) or
    // after (the model is there, so nothing changes). Never a second tool.
    const answers = [first, second].map((res) => ({ status: res.statusCode, body: res.json() }));
    const added = answers.filter((a) => a.status === 200 && a.body.counts.add === 1);
    expect(added, JSON.stringify(answers)).toHaveLength(1);
    const other = answers.find((a) => a !== added[0]);
    if (other?.status === 409) expect(other.body.message).toBe(catalogCsvMessages.changedSince);
    else expect(other?.body.counts, JSON.stringify(other)).toMatchObject({ add: 0, update: 0, unchanged: 1 });
    const rows = (await exportCsv()).body.split('\r\n').filter((line) => line.startsWith('CSV-RACE,'));
    expect(rows).toHaveLength(1);
  });

  it('moves a tool to the category its row names, and keeps it where a file has no category column', async () => {
    const tool = await createProduct(t.app.db, { model: 'CSV-MOVE', categorySlug: 'uncategorised' });
    const slug = (
      await t.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: admin.headers,
        payload: { name: 'Imported Saws' },
      })
    ).json().slug as string;
    const row = (await exportCsv()).body.split('\r\n').find((line) => line.startsWith('CSV-MOVE,'));
    if (!row) throw new Error('the tool is not in the export');
    const header = COLUMNS.join(',');
    const moved = await importFile(`${header}\n${row.replace(/,uncategorised$/, `,${slug}`)}\n`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().counts).toMatchObject({ update: 1 });
    const category = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/product/${tool.id}` })).json().category;
    expect(await category()).toBe(slug);
    // Without the column: the tool stays in its category.
    const withoutColumn = `${COLUMNS.slice(0, -1).join(',')}\n${row.replace(/,uncategorised$/, '')}\n`;
    const kept = await importFile(withoutColumn);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await category()).toBe(slug);
  });

  it("sets a tool's weight in kg from its column, and keeps it where the cell is empty", async () => {
    const tool = await createProduct(t.app.db, { model: 'CSV-WEIGHT', weightGrams: 1_250 });
    const row = (await exportCsv()).body.split('\r\n').find((line) => line.startsWith('CSV-WEIGHT,'));
    if (!row) throw new Error('the tool is not in the export');
    expect(row).toContain(',1.25,');
    const weight = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/product/${tool.id}` })).json().weightKg;
    const header = COLUMNS.join(',');
    const set = await importFile(`${header}\n${row.replace(',1.25,', ',3.5,')}\n`);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().rows[0]).toMatchObject({ action: 'update', changes: ['weightKg'] });
    expect(await weight()).toBe(3.5);
    expect((await importFile(`${header}\n${row.replace(',1.25,', ',,')}\n`)).json().counts).toMatchObject({
      update: 0,
      unchanged: 1,
    });
    expect(await weight()).toBe(3.5);
    const bad = await preview(`${header}\n${row.replace(',1.25,', ',1.2345,')}\n`);
    expect(bad.json().rows[0].errors).toEqual([
      {
        field: 'weightKg',
        message: 'The weight must be a number of kg from 0 to 100,000, with at most 3 decimals',
      },
    ]);
  });

  it("gives a tool the file renames a new slug (the old one redirects), and a new image the gallery's first place", async () => {
    const second = '/api/images/00000000-0000-4000-8000-0000000000aa';
    const tool = await createProduct(t.app.db, {
      name: 'Slugged Orbital Polisher',
      model: 'CSV-SLUG',
      images: ['/api/images/00000000-0000-4000-8000-000000000000', second],
    });
    expect(tool.slug).toBe('slugged-orbital-polisher');
    const [row] = rowsOf((await exportCsv()).body).filter((r) => r.model === 'CSV-SLUG');
    if (!row) throw new Error('the tool is not in the export');
    const res = await importFile(csvOf([{ ...row, name: 'Renamed Orbital Polisher', image: imageUrl }]));
    expect(res.statusCode, res.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/api/tools/renamed-orbital-polisher' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ _id: tool.id, image: imageUrl, images: [imageUrl, second] });
    const old = await t.app.inject({ method: 'GET', url: '/api/tools/slugged-orbital-polisher' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/tools/renamed-orbital-polisher');
  });

  it('refuses files it cannot read as a whole, with a message that says why', async () => {
    const good = csvOf([newRow({ model: 'CSV-FILE' })]);
    const cases: [string | Buffer, string][] = [
      [good.replace('priceTiers', 'tiers'), catalogCsvMessages.missingColumns(['priceTiers'])],
      [
        good.replace('category\n', 'category,colour\n').replace(/\n(.+)\n$/, '\n$1,red\n'),
        catalogCsvMessages.unknownColumns(['colour']),
      ],
      [Buffer.from(good.replace('Imported', 'Import\u00e9d'), 'latin1'), catalogCsvMessages.notUtf8],
      [`${COLUMNS.join(',')}\n`, catalogCsvMessages.empty],
      [`${good}"unclosed,quote\n`, 'Line 3 cannot be read'],
    ];
    for (const [file, message] of cases) {
      const res = await preview(file);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const tooLarge = await importFile(Buffer.alloc(20 * 1024 * 1024, 'a'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(catalogCsvMessages.tooLarge);
    const tooLargePreview = await preview(Buffer.alloc(20 * 1024 * 1024, 'a'));
    expect(tooLargePreview.statusCode).toBe(413);
    expect(tooLargePreview.json().message).toBe(catalogCsvMessages.tooLarge);
    const notCsv = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: { rows: [] },
    });
    expect(notCsv.statusCode).toBe(415);
    expect((await catalog()).some((p) => p.model === 'CSV-FILE')).toBe(false);
  });

  it('refuses a header that names a column twice, naming the column, rather than letting one copy win', async () => {
    const row = newRow({ model: 'CSV-TWICE', price: '249.99' });
    const header = [...COLUMNS, 'price', ' name '].join(',');
    // The second price (1.00) and the second name would win if the header were read as given.
    const file = `${header}\n${stringify([[...COLUMNS.map((column) => row[column as keyof typeof row]), '1.00', 'Other']])}`;
    for (const res of [await preview(file), await importFile(file)]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(catalogCsvMessages.repeatedColumns(['price', 'name']));
      expect(res.json().message).toContain('price');
    }
    expect((await catalog()).some((p) => p.model === 'CSV-TWICE')).toBe(false);
  });

  it('reads a large file of characters beyond U+FFFF exactly, wherever the parser takes its slices', async () => {
    const description = '🔧'.repeat(900);
    // Two files whose text is one character apart, so that a slice ends inside a character in one of them.
    const files = ['CSV-WIDE-A', 'CSV-WIDE-BB'].map((prefix) =>
      csvOf(
        Array.from({ length: 30 }, (_, i) =>
          newRow({ model: `${prefix}-${i}`, name: `Wide Wrench 🔧 ${prefix} ${i}`, description }),
        ),
      ),
    );
    for (const file of files) {
      const res = await importFile(file);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().counts.add).toBe(30);
    }
    const exported = rowsOf((await exportCsv()).body).filter((row) => row.model?.startsWith('CSV-WIDE-'));
    expect(exported).toHaveLength(60);
    for (const row of exported) {
      expect(row.description).toBe(description);
      expect(row.name).toMatch(/^Wide Wrench 🔧 CSV-WIDE-/);
    }
  });

  it('lets only admins export and import', async () => {
    const file = csvOf([newRow({ model: 'CSV-INTRUDER' })]);
    for (const headers of [{}, buyer.headers]) {
      const expected = 'authorization' in headers ? 403 : 401;
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/products/export.csv', headers })).statusCode,
      ).toBe(expected);
      expect((await send('/api/products/import/preview', file, headers)).statusCode).toBe(expected);
      expect((await send('/api/products/import', file, headers)).statusCode).toBe(expected);
    }
    expect((await catalog()).some((p) => p.model === 'CSV-INTRUDER')).toBe(false);
  });

  it('answers any file, however mangled, with a named refusal or a plan, never a failure', async () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('', '"', '""', '=1+1', '@x', '-5', '1e309', 'NaN', '0', '10:5;5:10', '\r\n', '\u0000'),
      fc.integer({ min: -1000, max: 1_000_000 }).map(String),
    );
    const mangledRow = fc.array(cell, { minLength: 6, maxLength: 10 }).map((cells) => cells.join(','));
    const before = await catalog();
    await fc.assert(
      fc.asyncProperty(fc.array(mangledRow, { maxLength: 6 }), fc.boolean(), async (lines, withHeader) => {
        const file = [...(withHeader ? [COLUMNS.join(',')] : []), ...lines].join('\n');
        const res = await preview(file);
        expect([200, 400]).toContain(res.statusCode);
        if (res.statusCode === 400) expect(res.json().message).toMatch(/\w/);
      }),
      { numRuns: 150 },
    );
    expect(await catalog()).toEqual(before);
  });

  it('imports ten thousand rows, then takes the export of them back unchanged', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      newRow({ model: `BULK-${String(i).padStart(5, '0')}`, name: `Bulk Tool ${i}`, priceTiers: '' }),
    );
    const res = await importFile(csvOf(rows));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toMatchObject({ add: 10_000, update: 0, refused: 0 });
    // Written a piece at a time, the answer is still one JSON document of the documented shape, every row in order.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const reply = CatalogImportReplySchema.strict().parse(res.json());
    expect(reply.message).toBe(catalogCsvMessages.imported(reply.counts));
    expect(reply.rows.map((row) => [row.row, row.model, row.name, row.action, row.errors])).toEqual(
      rows.map((_, i) => [i + 2, `BULK-${String(i).padStart(5, '0')}`, `Bulk Tool ${i}`, 'add', []]),
    );
    const again = await preview((await exportCsv()).body);
    expect(again.json().counts).toMatchObject({ add: 0, update: 0, refused: 0 });
    expect(again.json().counts.unchanged).toBeGreaterThanOrEqual(10_000);
  }, 120_000);

  it('refuses an import whose model is on two products of the catalog', async () => {
    await createProduct(t.app.db, { model: 'CSV-TWICE' });
    await createProduct(t.app.db, { model: 'CSV-TWICE' });
    const res = await preview(csvOf([newRow({ model: 'CSV-TWICE' })]));
    expect(res.json().rows).toEqual([
      expect.objectContaining({
        action: 'refused',
        errors: [{ field: 'model', message: catalogCsvMessages.ambiguousModel }],
      }),
    ]);
  });
});
