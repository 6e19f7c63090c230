// The endpoints the bench drives, each with how it builds its requests (random ids, search terms, callers).
import { en, Faker } from '@faker-js/faker';
import { BENCH_CATEGORIES, type Generated } from './generate.ts';
import type { Endpoint } from './load.ts';

export function endpoints(
  generated: Generated,
  callers: { email: string; token: string }[],
  assetPath: string,
  toolSlug: string,
  /** Signed-in members of a company with its own prices, for the member page scenarios (only bench/run.ts's). */
  members: { email: string; token: string }[] = [],
): Endpoint[] {
  const faker = new Faker({ locale: [en] });
  faker.seed(7);
  const ids = generated.products.map((p) => p.id);
  // Search terms a shopper might type (issue 27): a word's first letters while typing, a word of four letters or
  // more with one typo (a letter dropped, wrong or swapped with the next), either after another word of the same
  // tool or alone, and model numbers' beginnings; many distinct, so that most searches miss the read cache.
  const oneTypo = (word: string) => {
    const at = faker.number.int({ min: 1, max: word.length - 2 });
    switch (faker.number.int({ min: 0, max: 2 })) {
      case 0:
        return word.slice(0, at) + word.slice(at + 1);
      case 1:
        return word.slice(0, at) + faker.string.alpha({ length: 1, casing: 'lower' }) + word.slice(at + 1);
      default:
        return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    }
  };
  const terms = Array.from({ length: 20_000 }, () => {
    const product = faker.helpers.arrayElement(generated.products);
    const kind = faker.number.float();
    if (kind < 0.2) return product.model.slice(0, faker.number.int({ min: 4, max: 8 }));
    const words = product.name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => /^[a-z-]{3,}$/.test(word));
    const word = faker.helpers.arrayElement(words);
    const other = faker.helpers.arrayElement(words.filter((w) => w !== word));
    const typed =
      kind < 0.6 || word.length < 4
        ? word.slice(0, faker.number.int({ min: 3, max: Math.min(6, word.length) }))
        : oneTypo(word);
    return faker.datatype.boolean() && other ? `${other} ${typed}` : typed;
  });
  // A shopper's filters: a category, a price range or being in stock, alone or together (issue 25's panel).
  const filters = () => {
    const params = new URLSearchParams();
    if (faker.datatype.boolean({ probability: 0.7 }))
      params.set('category', faker.helpers.arrayElement(BENCH_CATEGORIES).slug);
    if (faker.datatype.boolean()) {
      const low = faker.number.int({ min: 0, max: 1500 });
      params.set('minPrice', String(low));
      params.set('maxPrice', String(low + faker.number.int({ min: 50, max: 1000 })));
    }
    if (faker.datatype.boolean()) params.set('inStock', 'true');
    return params;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  // The page session a sign-in sets (ADR 138): a page asked with it is rendered for its visitor, never cached.
  const pageSession = (token: string) => ({ cookie: `ironvolt_session=${token}` });
  let nextCaller = 0;
  return [
    {
      name: 'GET /api/products',
      group: 'catalog',
      method: 'GET',
      next: () => ({ path: `/api/products?page=${faker.number.int({ min: 1, max: 20 })}&limit=24` }),
      expected: [200],
    },
    {
      name: 'GET /api/products?q=',
      group: 'search',
      method: 'GET',
      next: () => ({
        path: `/api/products?q=${encodeURIComponent(faker.helpers.arrayElement(terms))}&limit=24`,
      }),
      expected: [200],
    },
    {
      name: 'GET /api/products (filtered)',
      group: 'facets',
      method: 'GET',
      next: () => {
        const params = filters();
        params.set('page', String(faker.number.int({ min: 1, max: 5 })));
        params.set('limit', '24');
        return { path: `/api/products?${params}` };
      },
      expected: [200],
    },
    {
      name: 'GET /api/products/facets',
      group: 'facets',
      method: 'GET',
      next: () => ({ path: `/api/products/facets?${filters()}` }),
      expected: [200],
    },
    {
      name: 'GET /api/product/:id',
      group: 'catalog',
      method: 'GET',
      next: () => ({ path: `/api/product/${faker.helpers.arrayElement(ids)}` }),
      expected: [200],
    },
    {
      name: 'GET /api/recentProducts',
      group: 'catalog',
      method: 'GET',
      next: () => ({ path: '/api/recentProducts' }),
      expected: [200],
    },
    {
      name: 'GET /api/reviews',
      group: 'catalog',
      method: 'GET',
      next: () => ({ path: '/api/reviews' }),
      expected: [200],
    },
    { name: 'GET /', group: 'web', method: 'GET', next: () => ({ path: '/' }), expected: [200] },
    {
      // One tool's page, rendered once and then answered from the read cache, as `/` (ADR 070).
      name: 'GET /tools/:slug',
      group: 'web',
      method: 'GET',
      next: () => ({ path: `/tools/${toolSlug}` }),
      expected: [200],
    },
    {
      // The catalogue's first page, rendered once and then answered from the read cache.
      name: 'GET /allProducts',
      group: 'web',
      method: 'GET',
      next: () => ({ path: '/allProducts' }),
      expected: [200],
    },
    {
      // The same pages for signed-in customers (list prices): rendered per request, never from the cache.
      name: 'GET /tools/:slug (signed in)',
      group: 'web',
      method: 'GET',
      next: () => ({
        path: `/tools/${toolSlug}`,
        headers: pageSession(faker.helpers.arrayElement(callers).token),
      }),
      expected: [200],
    },
    {
      name: 'GET /allProducts (signed in)',
      group: 'web',
      method: 'GET',
      next: () => ({ path: '/allProducts', headers: pageSession(faker.helpers.arrayElement(callers).token) }),
      expected: [200],
    },
    {
      // And for members of a company with its own prices: rendered per request, with theirs.
      name: 'GET /tools/:slug (member)',
      group: 'web',
      method: 'GET',
      next: () => ({
        path: `/tools/${toolSlug}`,
        headers: pageSession(faker.helpers.arrayElement(members).token),
      }),
      expected: [200],
    },
    {
      name: 'GET /allProducts (member)',
      group: 'web',
      method: 'GET',
      next: () => ({ path: '/allProducts', headers: pageSession(faker.helpers.arrayElement(members).token) }),
      expected: [200],
    },
    {
      name: 'GET /assets/vendor-*.js',
      group: 'web',
      method: 'GET',
      next: () => ({ path: assetPath }),
      expected: [200],
    },
    {
      name: 'GET /api/myOrder/:email',
      group: 'signed-in',
      method: 'GET',
      next: () => {
        const caller = faker.helpers.arrayElement(callers);
        return { path: `/api/myOrder/${encodeURIComponent(caller.email)}`, headers: bearer(caller.token) };
      },
      expected: [200],
    },
    {
      name: 'POST /api/addOrder',
      group: 'order',
      method: 'POST',
      next: () => {
        const caller = faker.helpers.arrayElement(callers);
        const product = faker.helpers.arrayElement(generated.orderable);
        return {
          path: '/api/addOrder',
          headers: bearer(caller.token),
          body: JSON.stringify({
            productId: product.id,
            amount: product.minOrder,
            address: '1 Bench Street',
          }),
        };
      },
      // 409: one of the scarce products has sold out
      expected: [201, 409],
    },
    {
      name: 'GET /api/cart',
      group: 'signed-in',
      method: 'GET',
      next: () => ({ path: '/api/cart', headers: bearer(faker.helpers.arrayElement(callers).token) }),
      expected: [200],
    },
    {
      // A buyer per connection fills a cart of three tools (three PUTs), then checks it out: the rate counted is
      // of checkouts (201 placed, 409 a line sold out), each with the three requests that filled its cart.
      name: 'POST /api/checkout (3-line carts)',
      group: 'order',
      method: 'POST',
      cycle: 4,
      next: (connection) => {
        connection.caller ??= callers[nextCaller++ % callers.length];
        const caller = connection.caller as { token: string };
        const step = Number(connection.step ?? 0);
        if (step === 0)
          connection.lines = faker.helpers.arrayElements(generated.orderable, 3).map((product) => ({
            id: product.id,
            amount: product.minOrder,
          }));
        const lines = connection.lines as { id: string; amount: number }[];
        const line = lines[step];
        if (line)
          return {
            method: 'PUT',
            path: `/api/cart/${line.id}`,
            headers: bearer(caller.token),
            body: JSON.stringify({ amount: line.amount }),
          };
        return {
          path: '/api/checkout',
          headers: bearer(caller.token),
          body: JSON.stringify({ name: 'Bench Buyer', phone: '+1 555 0100', address: '1 Bench Street' }),
        };
      },
      // 200: a line put in the cart; 422: a scarce tool sold out below its minimum before it reached the cart.
      expected: [200, 201, 409, 422],
    },
  ];
}
