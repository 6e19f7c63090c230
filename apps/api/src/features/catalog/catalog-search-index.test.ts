import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain } from '../../../test/explain.ts';
import { createProduct, insertCatalog } from '../../../test/factories.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import {
  findProducts,
  listProducts,
  type ProductSearch,
  productSearchQueries,
  searchProductIds,
} from './catalog-repository.ts';

const search = (q: string | undefined, more: Partial<ProductSearch> = {}): ProductSearch => ({
  q,
  sort: 'newest',
  page: 1,
  limit: 24,
  ...more,
});

// The plans of the exact statements the catalog runs (ADR 011), on a catalog of 10,000 products.
describe.each(databaseKinds)('catalog search indexes on %s', (kind) => {
  let database: TestDatabase;
  const plan = async (s: ProductSearch) => {
    const queries = productSearchQueries(database.db, s);
    return {
      rows: (await explain(database.db, queries.page)).join('\n'),
      total: (await explain(database.db, queries.total)).join('\n'),
    };
  };
  /** A page of matches as the catalog builds it: the ids of the page, then their rows. */
  const searchProducts = async (s: ProductSearch & { q: string }) => {
    const { ids, total } = await searchProductIds(database.db, s);
    const rows = await findProducts(database.db, ids);
    return {
      total,
      rows: ids.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined),
    };
  };
  const matches = async (q: string) => {
    const { rows, total } = await searchProducts({ ...search(q, { limit: 100 }), q });
    return { total, names: rows.map((r) => r.name), models: rows.map((r) => r.model) };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertCatalog(database.db, 10_000);
    await createProduct(database.db, { name: '100% Copper Sander', model: 'SAN_D-1' });
    await createProduct(database.db, { name: 'Copper Wire Brush', model: 'WB-1', deletedAt: new Date() });
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('serves a search of words taken as typed (3+ characters) from the trigram index, page and count alike', async () => {
    // Words with digits are taken as typed; a word of letters also matches with one typo, which reads every
    // live product (ADR 029 has the figures).
    const check = async () => {
      for (const q of ['zz9', '36-0042', 'dr12-0004']) {
        const { rows, total } = await plan(search(q));
        // A common word may be served by walking the newest-first index instead; never by reading the table.
        expect(rows, q).not.toMatch(/Seq Scan/);
        expect(total, q).toContain('Bitmap Index Scan on products_search_trgm_idx');
        expect(rows, q).toContain('Bitmap Index Scan on products_search_trgm_idx');
      }
    };
    // PGlite runs no autovacuum, so a shop on it may never have statistics: the plans must hold without them.
    await check();
    await database.db.execute(sql`analyze products`);
    await check();
  });

  it('finds what the search found before the indexes: in name or in model, any case, % and _ literal', async () => {
    expect((await matches('DRILL')).total).toBe(1_000);
    const model = await matches('36-0042');
    expect(model.total).toBe(10);
    expect(model.models.every((m) => m.includes('36-0042'))).toBe(true);
    expect(await matches('copper')).toMatchObject({ total: 1, names: ['100% Copper Sander'] });
    expect((await matches('100%')).names).toEqual(['100% Copper Sander']);
    expect((await matches('%')).names).toEqual(['100% Copper Sander']);
    expect((await matches('n_d')).names).toEqual(['100% Copper Sander']);
    expect((await matches('_')).names).toEqual(['100% Copper Sander']);
    // Each word on its own (ADR 029): '12V' in the name 'Pro Drill 12V' and 'DR12' in its model 'DR12-00000'
    // find the 12 V drills; but a single word never matches across name and model.
    expect((await matches('12V DR12')).total).toBe(250);
    expect((await matches('12V\nDR12')).total).toBe(250);
    expect((await matches('12VDR')).total).toBe(0);
    expect((await matches('drill12v')).total).toBe(0);
  });

  it('tells the number of matches on every page, counted or read off a page that is not full', async () => {
    const totals = async (page: number, limit: number) => {
      const { rows, total } = await searchProducts({ ...search('36-0042', { page, limit }), q: '36-0042' });
      return [rows.length, total];
    };
    expect(await totals(1, 24)).toEqual([10, 10]);
    expect(await totals(2, 8)).toEqual([2, 10]);
    expect(await totals(2, 5)).toEqual([5, 10]);
    expect(await totals(3, 5)).toEqual([0, 10]);
    expect(await totals(9, 24)).toEqual([0, 10]);
  });

  it('answers 1 and 2 characters correctly by reading the table, which trigrams cannot narrow', async () => {
    expect((await matches('dr')).total).toBe(2_000);
    expect((await plan(search('d'))).total).not.toContain('products_search_trgm_idx');
  });

  it('lists the first page newest first from the partial index, without sorting the table', async () => {
    // A deep page (400) reads most of the table either way; the planner may sort it instead (ADR 011).
    const { rows: first } = await plan(search(undefined));
    expect(first).toContain('Index Scan using products_live_newest_idx');
    expect(first).not.toMatch(/Sort/);
    const { rows } = await listProducts(database.db, search(undefined, { page: 1, limit: 2 }));
    expect(rows.map((r) => r.name)).toEqual(['100% Copper Sander', 'Max Oscillating Multi-Tool 54V']);
  });
});
