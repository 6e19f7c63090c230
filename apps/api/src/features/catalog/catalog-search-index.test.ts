import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, insertCatalog } from '../../../test/factories.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { rowsOf } from '../../db/client.ts';
import { findProducts } from './catalog-repository.ts';
import { type LiveCatalog, liveCatalog } from './live-catalog.ts';
import type { ProductSearch } from './search/catalog-search.ts';

const search = (q: string | undefined, more: Partial<ProductSearch> = {}): ProductSearch => ({
  q,
  sort: 'newest',
  page: 1,
  limit: 24,
  ...more,
});

// The catalog's search (ADR 080) on a catalog of 10,000 products, read from each database and kept current.
describe.each(databaseKinds)('catalog index on %s', (kind) => {
  let database: TestDatabase;
  let version = 0;
  let catalog: LiveCatalog;
  /** What an announcement does: the read cache's catalog scope moves on. */
  const announce = () => {
    version++;
  };
  const page = async (s: ProductSearch) => (await catalog.current()).index.search(s);
  const matches = async (q: string) => {
    const { ids, total } = await page(search(q, { limit: 100 }));
    const rows = await findProducts(database.db, ids);
    const ordered = ids.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
    return { total, names: ordered.map((r) => r.name), models: ordered.map((r) => r.model) };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertCatalog(database.db, 10_000);
    await createProduct(database.db, { name: '100% Copper Sander', model: 'SAN_D-1' });
    await createProduct(database.db, { name: 'Copper Wire Brush', model: 'WB-1', deletedAt: new Date() });
    catalog = liveCatalog(database.db, { version: () => version }, 60_000);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('finds in name or in model, any case, % and _ literal, each word on its own', async () => {
    expect((await matches('DRILL')).total).toBe(1_000);
    const model = await matches('36-0042');
    expect(model.total).toBe(10);
    expect(model.models.every((m) => m.includes('36-0042'))).toBe(true);
    expect(await matches('copper')).toMatchObject({ total: 1, names: ['100% Copper Sander'] });
    expect((await matches('100%')).names).toEqual(['100% Copper Sander']);
    expect((await matches('%')).names).toEqual(['100% Copper Sander']);
    expect((await matches('n_d')).names).toEqual(['100% Copper Sander']);
    expect((await matches('_')).names).toEqual(['100% Copper Sander']);
    // '12V' in the name 'Pro Drill 12V' and 'DR12' in its model 'DR12-00000' find the 12 V drills; but a single
    // word never matches across name and model, nor across two words of a name.
    expect((await matches('12V DR12')).total).toBe(250);
    expect((await matches('12V\nDR12')).total).toBe(250);
    expect((await matches('12VDR')).total).toBe(0);
    expect((await matches('drill12v')).total).toBe(0);
    expect((await matches('dr')).total).toBe(2_000);
  });

  it('tells the number of matches on every page, past the end too', async () => {
    const totals = async (n: number, limit: number) => {
      const { ids, total } = await page(search('36-0042', { page: n, limit }));
      return [ids.length, total];
    };
    expect(await totals(1, 24)).toEqual([10, 10]);
    expect(await totals(2, 8)).toEqual([2, 10]);
    expect(await totals(2, 5)).toEqual([5, 10]);
    expect(await totals(3, 5)).toEqual([0, 10]);
    expect(await totals(9, 24)).toEqual([0, 10]);
  });

  it('lists newest first, and by price and name with ties broken by id', async () => {
    const first = await page(search(undefined, { limit: 2 }));
    const names = async (ids: string[]) => {
      const rows = await findProducts(database.db, ids);
      return ids.map((id) => rows.find((row) => row.id === id)?.name);
    };
    expect(first.total).toBe(10_001);
    expect(await names(first.ids)).toEqual(['100% Copper Sander', 'Max Oscillating Multi-Tool 54V']);
    const [cheap, dear, byName] = await Promise.all(
      (['price-asc', 'price-desc', 'name'] as const).map(async (sort) => {
        const { ids } = await page(search(undefined, { sort, limit: 500 }));
        return findProducts(database.db, ids).then((rows) => ids.map((id) => rows.find((r) => r.id === id)));
      }),
    );
    const prices = (rows: typeof cheap = []) => rows.map((row) => row?.priceCents ?? 0);
    expect(prices(cheap)).toEqual([...prices(cheap)].sort((a, b) => a - b));
    expect(prices(dear)).toEqual([...prices(dear)].sort((a, b) => b - a));
    const lowered = (byName ?? []).map((row) => row?.name.toLowerCase() ?? '');
    expect(lowered).toEqual([...lowered].sort());
  });

  it('takes in what was announced: a new tool, a stock change, a deletion', async () => {
    const { id } = await createProduct(database.db, { name: 'Announced Planer', model: 'AP-1', quantity: 0 });
    expect((await matches('announced')).total).toBe(0); // not yet announced: the index is as it was
    announce();
    expect((await matches('announced')).total).toBe(1);
    const inStock = async () => (await page(search('announced', { inStock: true }))).total;
    expect(await inStock()).toBe(0);
    await database.db.execute(sql`update products set quantity = 50 where id = ${id}`);
    announce();
    expect(await inStock()).toBe(1);
    await database.db.execute(sql`update products set deleted_at = now() where id = ${id}`);
    announce();
    expect((await matches('announced')).total).toBe(0);
  });

  it('holds every live product as the database has it, and follows each announced change (ADR 042)', async () => {
    const held = async (id: string) => (await catalog.current()).rows.get(id);
    const stored = async (id: string) => {
      const [row] = await findProducts(database.db, [id]);
      if (!row) return undefined;
      const { createdAt: _c, updatedAt: _u, deletedAt: _d, ...rest } = row;
      return rest;
    };
    const { id } = await createProduct(database.db, { name: 'Held Jigsaw', model: 'HJ-1', quantity: 40 });
    announce();
    expect(await held(id)).toEqual(await stored(id));
    const { rows, index } = await catalog.current();
    expect(rows.size).toBe(index.size);
    const sample = index.search(search(undefined, { sort: 'name', limit: 50 })).ids;
    for (const other of sample) expect(rows.get(other)).toEqual(await stored(other));

    await database.db.execute(sql`
      update products
      set description = 'Cuts curves in 40 mm oak', quantity = 12,
          attributes = '[{"name":"Stroke","value":"26 mm"}]'::jsonb,
          price_tiers = ${JSON.stringify([{ minAmount: 500, priceCents: 1_000 }])}::jsonb
      where id = ${id}`);
    expect((await held(id))?.description).not.toBe('Cuts curves in 40 mm oak'); // not announced yet
    announce();
    expect(await held(id)).toMatchObject({
      description: 'Cuts curves in 40 mm oak',
      quantity: 12,
      attributes: [{ name: 'Stroke', value: '26 mm' }],
      priceTiers: [{ minAmount: 500, priceCents: 1_000 }],
    });
    expect(await held(id)).toEqual(await stored(id));
    await database.db.execute(sql`update products set deleted_at = now() where id = ${id}`);
    announce();
    expect(await held(id)).toBeUndefined();
  });

  it('notices rows that left without a soft delete, and reads everything again', async () => {
    const { id } = await createProduct(database.db, { name: 'Vanishing Router', model: 'VR-1' });
    announce();
    expect((await matches('vanishing')).total).toBe(1);
    await database.db.execute(sql`delete from products where id = ${id}`);
    announce();
    expect((await matches('vanishing')).total).toBe(0);
    expect((await page(search(undefined))).total).toBe(10_001);
  });

  it('looks again at most a maximum age after its last read, announced or not', async () => {
    // Well beyond one whole read of the 10,000 products on this machine, however loaded it is: a maximum age counts
    // from the start of a read, so a shorter one would send the second use below to the database again.
    const timed = performance.now();
    await liveCatalog(database.db, { version: () => version }, 60_000).current();
    const maxAgeMs = Math.max(2_000, 3 * (performance.now() - timed));
    const short = liveCatalog(database.db, { version: () => version }, maxAgeMs);
    const { id } = await createProduct(database.db, { name: 'Unannounced Nailer', model: 'UN-1' });
    expect((await short.current()).index.has(id)).toBe(true);
    await database.db.execute(sql`update products set deleted_at = now() where id = ${id}`);
    expect((await short.current()).index.has(id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, maxAgeMs + 50));
    expect((await short.current()).index.has(id)).toBe(false);
  });

  it('answers from the catalog held while a long write runs, past its maximum age, and takes in its large change once committed', async () => {
    const maxAgeMs = 300;
    let dropped = 0;
    const short = liveCatalog(database.db, { version: () => version }, maxAgeMs, undefined, {
      dropHeldAnswers: () => {
        dropped++;
      },
      whileWriting: true,
    });
    await short.current();
    const [first] = rowsOf<{ id: string; price_cents: number }>(
      await database.db.execute(
        sql`select id, price_cents from products where deleted_at is null order by id limit 1`,
      ),
    );
    if (!first) throw new Error('no product');
    const steps: string[] = [];
    await short.during(() =>
      database.db.transaction(async (tx) => {
        // more rows than one batch of the catalog's reads (2,000), as an import's
        await tx.execute(sql`update products set price_cents = price_cents + 1
          where id in (select id from products where deleted_at is null order by id limit 2500)`);
        await new Promise((resolve) => setTimeout(resolve, maxAgeMs + 50));
        announce();
        // Past its maximum age and announced: a refresh would wait for this transaction on PGlite.
        steps.push(
          await Promise.race([
            short.current().then(({ rows }) => `answered with ${rows.get(first.id)?.priceCents}`),
            new Promise((resolve) => setTimeout(resolve, 5_000)).then(() => 'waited for the write'),
          ]),
        );
      }),
    );
    expect(steps).toEqual([`answered with ${first.price_cents}`]);
    expect(dropped).toBe(1);
    // Taken in before the write's caller goes on, however many rows it changed.
    const after = await short.current();
    expect(after.rows.get(first.id)?.priceCents).toBe(first.price_cents + 1);
    const live = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from products where deleted_at is null`),
    );
    expect(after.index.size).toBe(live[0]?.n);
  });

  it.runIf(kind === 'postgres')(
    'on PostgreSQL, reads see other commits while a long write runs, and the held catalog only while its commit is taken in',
    async () => {
      let dropped = 0;
      const held = liveCatalog(database.db, { version: () => version }, 60_000, undefined, {
        dropHeldAnswers: () => {
          dropped++;
        },
        whileWriting: false,
      });
      await held.current();
      const [first, other] = rowsOf<{ id: string; price_cents: number }>(
        await database.db.execute(
          sql`select id, price_cents from products where deleted_at is null order by id limit 2`,
        ),
      );
      if (!first || !other) throw new Error('no products');
      let duringWrite: number | undefined;
      let reader: Promise<number | undefined> | undefined;
      await held.during(async () => {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`update products set price_cents = price_cents + 1
            where id in (select id from products where deleted_at is null order by id offset 2 limit 2500)`);
          // An order on another connection commits while the import runs: readers see it.
          await database.db.execute(
            sql`update products set price_cents = price_cents + 1 where id = ${other.id}`,
          );
          announce();
          duringWrite = (await held.current()).rows.get(other.id)?.priceCents;
          await tx.execute(sql`update products set price_cents = price_cents + 1 where id = ${first.id}`);
        });
        announce();
        // A visitor asks right after the commit, while the write's 2,500 rows are being read and taken in.
        setImmediate(() => {
          reader = held.current().then(({ rows }) => rows.get(first.id)?.priceCents);
        });
      });
      expect(duringWrite).toBe(other.price_cents + 1);
      expect(dropped).toBe(1);
      // Answered from the catalog as it was, not after the refresh of the whole change.
      expect(await reader).toBe(first.price_cents);
      expect((await held.current()).rows.get(first.id)?.priceCents).toBe(first.price_cents + 1);
    },
  );

  it('reads everything again beside the answers as a backstop, and puts it in place whole', async () => {
    // The backstop comes every 30 maximum ages: 3 s here.
    const maxAgeMs = 100;
    const short = liveCatalog(database.db, { version: () => version }, maxAgeMs);
    const first = await short.current();
    await new Promise((resolve) => setTimeout(resolve, 30 * maxAgeMs + 50));
    const { id } = await createProduct(database.db, { name: 'Backstop Planer', model: 'BP-1' });
    announce();
    // The delta read answers at once, with the change, from the index already held.
    const during = await short.current();
    expect(during.index).toBe(first.index);
    expect(during.index.has(id)).toBe(true);
    // The whole read replaces it once done, with everything the database holds.
    let after = during;
    for (let waited = 0; after.index === first.index; waited += 50) {
      expect(waited, 'the backstop read was put in place').toBeLessThan(20_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await short.current();
    }
    expect(after.index.has(id)).toBe(true);
    const live = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from products where deleted_at is null`),
    );
    expect(after.index.size).toBe(live[0]?.n);
    expect(after.rows.size).toBe(live[0]?.n);
    expect(after.rows.get(id)?.name).toBe('Backstop Planer');
  });

  it('reads the changes before every use while announcements may be missed', async () => {
    const untrusted = liveCatalog(database.db, { version: () => undefined }, 60_000);
    const { id } = await createProduct(database.db, { name: 'Unheard Sander', model: 'US-1' });
    expect((await untrusted.current()).index.has(id)).toBe(true);
    await database.db.execute(sql`update products set deleted_at = now() where id = ${id}`);
    expect((await untrusted.current()).index.has(id)).toBe(false);
  });

  it.runIf(kind === 'postgres')(
    'misses no change committed after a read by a transaction that began before it',
    async () => {
      const { id } = await createProduct(database.db, { name: 'Slow Commit Grinder', model: 'SCG-1' });
      announce();
      await catalog.current();
      // A transaction writes, then the index reads (it cannot see the write yet), then the transaction commits.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written: () => void = () => {};
      const wrote = new Promise<void>((resolve) => {
        written = resolve;
      });
      const slow = database.db.transaction(async (tx) => {
        await tx.execute(sql`update products set price_cents = 77 where id = ${id}`);
        written();
        await held;
      });
      await wrote;
      announce();
      const during = (await catalog.current()).index.search(search('slow commit', { maxCents: 77 }));
      expect(during.total).toBe(0);
      release();
      await slow;
      announce();
      expect((await catalog.current()).index.search(search('slow commit', { maxCents: 77 })).total).toBe(1);
    },
  );
});
