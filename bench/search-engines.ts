// `npx tsx --expose-gc bench/search-engines.ts [--sizes 10000,100000] [--database postgres://…]`: the candidates for
// the catalog's search side by side (issue 47, ADR 080), on the bench's catalog (generate.ts, same seed): MiniSearch
// as the catalog uses it (search/minisearch-catalog.ts), Orama, FlexSearch, and PostgreSQL's full-text search with
// pg_trgm. For each: the catalog's forgiving rules (cases below), how many two-word queries made from one tool's
// name with a typo or a prefix in each find that tool, build time, heap per tool, and the time of the HTTP run's
// search terms asked one after another for their first page of 24 (mean, p99; one core's searches a second).

import { parseArgs } from 'node:util';
import { en, Faker } from '@faker-js/faker';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import FlexSearch from 'flexsearch';
import pg from 'pg';
import { MiniSearchCatalog } from '../apps/api/src/features/catalog/search/minisearch-catalog.ts';
import { seedProducts } from '../apps/api/src/seed/demo-data.ts';
import { endpoints } from './endpoints.ts';
import { FULL_SIZES, productRowsOf } from './generate.ts';

interface Tool {
  id: string;
  name: string;
  model: string;
  createdAt: number;
}
interface Engine {
  name: string;
  build(tools: Tool[]): Promise<void>;
  /** The ids of the first `limit` matches, best first. */
  find(q: string, limit: number): Promise<string[]>;
  close?(): Promise<void>;
  /** What every instance must keep in step for it (the ADR's last column). */
  inStep: string;
}

const minisearch = (): Engine => {
  const index = new MiniSearchCatalog();
  return {
    name: 'MiniSearch 7',
    inStep: 'its own index per instance, fed by the live catalog (delta reads after each announced change)',
    async build(tools) {
      for (const t of tools)
        index.upsert({ ...t, priceCents: 100, quantity: 1, minOrder: 1, categorySlug: 'c' });
    },
    async find(q, limit) {
      return index.search({ q, sort: 'relevance', page: 1, limit }).ids;
    },
  };
};

const orama = (): Engine => {
  let db: Awaited<ReturnType<typeof makeOrama>> | undefined;
  const makeOrama = () => create({ schema: { text: 'string' } as const });
  return {
    name: 'Orama 3',
    inStep: 'its own index per instance, fed by the live catalog',
    async build(tools) {
      db = makeOrama();
      await insertMultiple(
        db,
        tools.map((t) => ({ id: t.id, text: `${t.name} ${t.model}`.toLowerCase() })),
        5_000,
      );
    },
    async find(q, limit) {
      if (!db) return [];
      // tolerance 1 (Levenshtein), every word required (threshold 0), prefixes as Orama's radix tree finds them.
      const found = await oramaSearch(db, {
        term: q,
        properties: ['text'],
        tolerance: 1,
        threshold: 0,
        limit,
      });
      return found.hits.map((hit) => hit.id);
    },
  };
};

const flexsearch = (): Engine => {
  const index = new FlexSearch.Index({ tokenize: 'full' });
  let ids: string[] = [];
  return {
    name: 'FlexSearch 0.8 (full)',
    inStep: 'its own index per instance, fed by the live catalog',
    async build(tools) {
      for (const [i, t] of tools.entries()) index.add(i, `${t.name} ${t.model}`);
      ids = tools.map((t) => t.id);
    },
    async find(q, limit) {
      return (index.search(q, { limit, suggest: false }) as number[]).map((i) => ids[i] ?? '');
    },
  };
};

const postgres = (url: string): Engine => {
  const client = new pg.Client({ connectionString: url });
  return {
    name: 'PostgreSQL FTS + pg_trgm',
    inStep: 'nothing: every instance asks the database (the products table and its GIN indexes)',
    async build(tools) {
      await client.connect();
      await client.query('create extension if not exists pg_trgm');
      await client.query('drop table if exists bench_search');
      await client.query(
        `create table bench_search (id uuid primary key, text text not null, created bigint not null,
           tsv tsvector generated always as (to_tsvector('simple', text)) stored)`,
      );
      for (let at = 0; at < tools.length; at += 5_000) {
        const part = tools.slice(at, at + 5_000);
        await client.query(
          'insert into bench_search (id, text, created) select * from unnest($1::uuid[], $2::text[], $3::bigint[])',
          [
            part.map((t) => t.id),
            part.map((t) => `${t.name} ${t.model}`.toLowerCase()),
            part.map((t) => t.createdAt),
          ],
        );
      }
      await client.query('create index on bench_search using gin (tsv)');
      await client.query('create index on bench_search using gin (text gin_trgm_ops)');
      await client.query('analyze bench_search');
    },
    async find(q, limit) {
      const words = [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
      if (words.length === 0) return [];
      // A word: inside the text (trigram index), or with a typo as a word of four letters or more (word similarity).
      const where = words
        .map(
          (_, i) => `(text like '%' || $${i + 1} || '%' or (length($${i + 1}) >= 4 and $${i + 1} <% text))`,
        )
        .join(' and ');
      const rank = words.map((_, i) => `word_similarity($${i + 1}, text)`).join(' + ');
      const escaped = words.map((w) => w.replace(/[\\%_]/g, '\\$&'));
      const { rows } = await client.query<{ id: string }>(
        `select id from bench_search where ${where} order by ${rank} desc, created desc limit ${limit}`,
        escaped,
      );
      return rows.map((r) => r.id);
    },
    async close() {
      await client.query('drop table if exists bench_search');
      await client.end();
    },
  };
};

/** The catalog's forgiving rules (catalog-forgiving-search.test.ts): a search and the names it must find, in order. */
const RULES: [string, string[]][] = [
  ['sander orbital', ['Ironvolt 5" Random Orbital Sander']],
  ['drill hammer', ['Ironvolt 20V Brushless Hammer Drill']],
  ['brushless rs20b', ['Ironvolt 20V Brushless Reciprocating Saw']],
  ['sander drill', []],
  ['hamer drill', ['Ironvolt 20V Brushless Hammer Drill']],
  ['impcat', ['Ironvolt 20V Brushless Impact Driver']],
  ['orbitl sandr', ['Ironvolt 5" Random Orbital Sander']],
  ['recipprocating', ['Ironvolt 20V Brushless Reciprocating Saw']],
  ['hmaer drill', []],
  ['hxmxer', []],
  ['sxw', []],
  ['recip', ['Ironvolt 20V Brushless Reciprocating Saw']],
  ['orb san', ['Ironvolt 5" Random Orbital Sander']],
  ['drill', ['Drill', 'Ironvolt 20V Brushless Hammer Drill']],
  ['iv-rh26b', ['Ironvolt SDS Rotary Hammer']],
];
const RULE_TOOLS: [string, string][] = [
  ['Ironvolt 20V Brushless Hammer Drill', 'IV-HD20B'],
  ['Ironvolt 20V Brushless Impact Driver', 'IV-ID20B'],
  ['Ironvolt 5" Random Orbital Sander', 'IV-ROS125'],
  ['Ironvolt 20V Brushless Reciprocating Saw', 'IV-RS20B'],
  ['Ironvolt 4-1/2" Corded Angle Grinder', 'IV-AG115'],
  ['Ironvolt 8" Bench Grinder', 'IV-BG200'],
  ['Drill', 'IV-DR1'],
  ['Ironvolt SDS Rotary Hammer', 'IV-RH26B'],
];

async function rulesKept(make: () => Engine): Promise<number> {
  const engine = make();
  const tools = RULE_TOOLS.map(([name, model], i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    name: name.toLowerCase(),
    model: model.toLowerCase(),
    createdAt: i,
  }));
  await engine.build(tools);
  let kept = 0;
  for (const [q, names] of RULES) {
    const ids = await engine.find(q, 24);
    const got = ids.map((id) => RULE_TOOLS[tools.findIndex((t) => t.id === id)]?.[0]);
    // The first names in the order given; nothing else where nothing is wanted.
    if (names.length === 0 ? got.length === 0 : names.every((n, i) => got[i] === n)) kept++;
  }
  await engine.close?.();
  return kept;
}

const heap = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

async function main() {
  const { values } = parseArgs({
    options: { sizes: { type: 'string', default: '10000,100000' }, database: { type: 'string' } },
  });
  const url = values.database ?? process.env.DATABASE_URL;
  const makers: (() => Engine)[] = [minisearch, orama, flexsearch];
  if (url) makers.push(() => postgres(url));
  for (const make of makers)
    process.stdout.write(`${make().name}: rules kept ${await rulesKept(make)}/${RULES.length}\n`);
  for (const size of (values.sizes ?? '').split(',').map(Number)) {
    const faker = new Faker({ locale: [en] });
    faker.seed(2026);
    const images = [...new Set(seedProducts.map((p) => p.image))];
    const products = productRowsOf(faker, size, images);
    const tools: Tool[] = products.map((p) => ({
      id: p.id,
      name: p.name.toLowerCase(),
      model: p.model.toLowerCase(),
      createdAt: p.createdAt.getTime(),
    }));
    const search = endpoints(
      { sizes: { ...FULL_SIZES, products: size }, products, orderable: [], customers: [] },
      [],
      '',
      '',
    ).find((e) => e.name === 'GET /api/products?q=');
    if (!search) throw new Error('the bench has no search endpoint');
    const terms = Array.from(
      { length: 2_000 },
      () => new URL(search.next({}).path, 'http://bench').searchParams.get('q') ?? '',
    );
    // Two words of one tool's name, each with a typo (four letters or more) or cut to its first 3 to 5 letters.
    const pick = new Faker({ locale: [en] });
    pick.seed(47);
    const recallCases = Array.from({ length: 500 }, () => {
      const tool = pick.helpers.arrayElement(tools);
      const words = tool.name.split(/\s+/).filter((w) => /^[a-z]{3,}$/.test(w));
      const mangle = (w: string) => {
        if (w.length < 4 || pick.datatype.boolean())
          return w.slice(0, pick.number.int({ min: 3, max: Math.min(5, w.length) }));
        const at = pick.number.int({ min: 1, max: w.length - 2 });
        return w.slice(0, at) + (w[at + 1] ?? '') + (w[at] ?? '') + w.slice(at + 2);
      };
      return { id: tool.id, q: words.slice(0, 2).map(mangle).join(' ') };
    });
    for (const make of makers) {
      const before = heap();
      const engine = make();
      const started = performance.now();
      await engine.build(tools);
      const buildMs = performance.now() - started;
      const perTool = (heap() - before) / size;
      let found = 0;
      let firstPage = 0;
      for (const c of recallCases) {
        const ids = await engine.find(c.q, size);
        if (ids.includes(c.id)) found++;
        if (ids.slice(0, 24).includes(c.id)) firstPage++;
      }
      const times: number[] = [];
      for (const q of terms) {
        const at = performance.now();
        await engine.find(q, 24);
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      process.stdout.write(
        `${JSON.stringify({
          engine: engine.name,
          tools: size,
          buildMs: Math.round(buildMs),
          heapBytesPerTool: url && engine.name.startsWith('PostgreSQL') ? null : Math.round(perTool),
          recallPercent: (found / recallCases.length) * 100,
          firstPagePercent: (firstPage / recallCases.length) * 100,
          meanMs: Number(mean.toFixed(3)),
          p99Ms: Number((times[Math.floor(times.length * 0.99)] ?? 0).toFixed(3)),
          searchesPerSecond: Math.round(1000 / mean),
          inStep: engine.inStep,
        })}\n`,
      );
      await engine.close?.();
    }
  }
}

await main();
