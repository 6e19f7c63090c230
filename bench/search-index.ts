// `npm run bench -- --search-index [--sizes 1000,10000,100000]`: the catalog's search index alone, in this process,
// without a server or a database: the bench's catalog (generate.ts, same seed) at each size, and the HTTP run's
// 20,000 search terms (endpoints.ts) asked one after another for their first page of 24, as the server asks it.
// It isolates the index's own cost from HTTP, serializing and the machine's other work (docs/performance.md).
import { en, Faker } from '@faker-js/faker';
import { MiniSearchCatalog } from '../apps/api/src/features/catalog/search/minisearch-catalog.ts';
import { seedProducts } from '../apps/api/src/seed/demo-data.ts';
import { endpoints } from './endpoints.ts';
import { FULL_SIZES, productRowsOf } from './generate.ts';

const ROUNDS = 3;

export interface SearchIndexRun {
  products: number;
  buildMs: number;
  /** The mean time of a search over all terms, the median of ROUNDS rounds. */
  meanUs: number;
  /** Of single searches in the last round. */
  p99Us: number;
  /** Products found per search, on average (what a search's cost follows). */
  foundPerSearch: number;
}

export function benchSearchIndex(sizes: number[]): SearchIndexRun[] {
  const runs: SearchIndexRun[] = [];
  for (const size of sizes) {
    const faker = new Faker({ locale: [en] });
    faker.seed(2026);
    // As many image addresses as the seeded shop stores, so that the draws after them are the same.
    const images = [...new Set(seedProducts.map((p) => p.image))];
    const products = productRowsOf(faker, size, images);
    const index = new MiniSearchCatalog();
    const built = performance.now();
    for (const p of products)
      index.upsert({
        id: p.id,
        name: p.name.toLowerCase(),
        model: p.model.toLowerCase(),
        priceCents: p.priceCents,
        quantity: p.quantity,
        minOrder: p.minOrder,
        categorySlug: p.categorySlug,
        createdAt: p.createdAt.getTime() * 1000,
      });
    const buildMs = performance.now() - built;
    const search = endpoints(
      {
        sizes: { ...FULL_SIZES, products: size },
        products,
        orderable: [],
        customers: [],
      },
      [],
      '',
      '',
    ).find((e) => e.name === 'GET /api/products?q=');
    if (!search) throw new Error('the bench has no search endpoint');
    const terms = Array.from(
      { length: 20_000 },
      () => new URL(search.next({}).path, 'http://bench').searchParams.get('q') ?? '',
    );
    const page = (q: string) => index.search({ q, sort: 'relevance', page: 1, limit: 24 });
    const means: number[] = [];
    const single: number[] = [];
    let found = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const last = round === ROUNDS - 1;
      const started = performance.now();
      for (const q of terms) {
        if (!last) {
          page(q);
          continue;
        }
        const at = performance.now();
        found += page(q).total;
        single.push(performance.now() - at);
      }
      means.push(((performance.now() - started) * 1000) / terms.length);
    }
    single.sort((a, b) => a - b);
    const run: SearchIndexRun = {
      products: size,
      buildMs: Math.round(buildMs),
      meanUs: Math.round((means.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] ?? 0) * 10) / 10,
      p99Us: Math.round((single[Math.floor(single.length * 0.99)] ?? 0) * 1000),
      foundPerSearch: Math.round(found / terms.length),
    };
    console.info(
      `${size} products: index built in ${run.buildMs} ms; a search ${run.meanUs} µs on average, p99 ${run.p99Us} µs; ${run.foundPerSearch} products found per search`,
    );
    runs.push(run);
  }
  return runs;
}
