import { categoryMessages } from '@ironvolt/shared/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type TestApp } from '../../../test/helper.ts';
import { categories } from '../../db/schema/index.ts';

describe.each(databaseKinds)('catalog filters and facets on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
  const names = async (query: string) => {
    const res = await get(`/products${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return {
      names: (res.json() as { name: string }[]).map((p) => p.name).sort(),
      total: res.headers['x-total-count'],
    };
  };

  beforeAll(async () => {
    t = await build(kind);
    await t.app.db.insert(categories).values([
      { name: 'Drills', slug: 'drills', position: 0 },
      { name: 'Saws', slug: 'saws', position: 1 },
      { name: 'Empty', slug: 'empty', position: 2 },
    ]);
    const made: [string, string, number, number, number][] = [
      // name, category, price in cents, quantity, minimum order
      ['Hammer Drill', 'drills', 12_999, 100, 1],
      ['Cordless Drill', 'drills', 8_999, 0, 1],
      ['Drill Press', 'drills', 24_950, 5, 10],
      ['Circular Saw', 'saws', 14_900, 50, 5],
      ['Jigsaw', 'saws', 7_999, 20, 1],
      ['Heat Gun', 'uncategorised', 3_999, 10, 1],
    ];
    for (const [name, categorySlug, priceCents, quantity, minOrder] of made)
      await createProduct(t.app.db, { name, categorySlug, priceCents, quantity, minOrder });
    await createProduct(t.app.db, { name: 'Gone Drill', categorySlug: 'drills', deletedAt: new Date() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('filters by category, price range and stock, each alone', async () => {
    expect(await names('?category=drills')).toEqual({
      names: ['Cordless Drill', 'Drill Press', 'Hammer Drill'],
      total: '3',
    });
    expect(await names('?minPrice=129.99')).toEqual({
      names: ['Circular Saw', 'Drill Press', 'Hammer Drill'],
      total: '3',
    });
    expect(await names('?maxPrice=79.99')).toEqual({ names: ['Heat Gun', 'Jigsaw'], total: '2' });
    // In stock: at least a minimum order left (the Drill Press has 5 with a minimum of 10).
    expect(await names('?inStock=true')).toEqual({
      names: ['Circular Saw', 'Hammer Drill', 'Heat Gun', 'Jigsaw'],
      total: '4',
    });
    expect((await names('?inStock=false')).total).toBe('6');
  });

  it("finds the tools running low (Manage Products' filter): under 100 pieces or two minimum orders", async () => {
    expect(await names('?lowStock=true')).toEqual({
      names: ['Circular Saw', 'Cordless Drill', 'Drill Press', 'Heat Gun', 'Jigsaw'],
      total: '5',
    });
    expect(await names('?lowStock=true&q=drill')).toEqual({
      names: ['Cordless Drill', 'Drill Press'],
      total: '2',
    });
    expect((await names('?lowStock=false')).total).toBe('6');
    const refused = await get('/products?lowStock=yes');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'lowStock', message: 'lowStock must be true or false' });
  });

  it('combines filters with the search, the sort and paging, X-Total-Count counting all pages', async () => {
    expect(await names('?category=drills&q=drill&minPrice=90&maxPrice=250')).toEqual({
      names: ['Drill Press', 'Hammer Drill'],
      total: '2',
    });
    const cheapest = await get('/products?category=drills&sort=price-asc&limit=1&page=2');
    expect(cheapest.json().map((p: { name: string }) => p.name)).toEqual(['Hammer Drill']);
    expect(cheapest.headers['x-total-count']).toBe('3');
    const searched = await get('/products?q=saw&inStock=true&sort=price-desc&limit=1');
    expect(searched.json().map((p: { name: string }) => p.name)).toEqual(['Circular Saw']);
    expect(searched.headers['x-total-count']).toBe('2');
    const past = await get('/products?q=saw&inStock=true&page=5&limit=1');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('2');
    expect(await names('?category=empty')).toEqual({ names: [], total: '0' });
  });

  it('counts in the facets what each further choice would show', async () => {
    const res = await get('/products/facets?category=drills&inStock=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      // Every filter but the category: in stock, per category.
      categories: [
        { slug: 'drills', name: 'Drills', count: 1 },
        { slug: 'saws', name: 'Saws', count: 2 },
        { slug: 'empty', name: 'Empty', count: 0 },
        { slug: 'uncategorised', name: 'Uncategorised', count: 1 },
      ],
      // Every filter but the price: the drills in stock.
      price: { min: 129.99, max: 129.99 },
      // Every filter and in stock.
      inStock: 1,
    });
    const searched = (await get('/products/facets?q=drill&maxPrice=130')).json();
    expect(searched.categories.find((c: { slug: string }) => c.slug === 'drills').count).toBe(2);
    expect(searched.price).toEqual({ min: 89.99, max: 249.5 });
    expect(searched.inStock).toBe(1);
    expect((await get('/products/facets')).json()).toMatchObject({
      price: { min: 39.99, max: 249.5 },
      inStock: 4,
    });
    expect((await get('/products/facets?q=nothing-like-it')).json()).toMatchObject({
      price: { min: null, max: null },
      inStock: 0,
    });
  });

  it('refuses bad filter values with 400 naming the parameter', async () => {
    const cases: [string, string, string?][] = [
      ['category=nope', 'category', categoryMessages.unknownFilter],
      ['category=Not%20A%20Slug', 'category', categoryMessages.unknownFilter],
      ['minPrice=-1', 'minPrice'],
      ['minPrice=abc', 'minPrice'],
      ['maxPrice=Infinity', 'maxPrice'],
      ['minPrice=50&maxPrice=10', 'maxPrice', categoryMessages.priceRangeReversed],
      ['inStock=yes', 'inStock'],
    ];
    for (const [query, field, message] of cases)
      for (const path of ['/products', '/products/facets']) {
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().field, `${path}?${query}`).toBe(field);
        if (message) expect(res.json().message).toBe(message);
      }
  });

  it('counts live products per category, in the admin order', async () => {
    expect((await get('/categories')).json()).toEqual([
      { slug: 'drills', name: 'Drills', count: 3 },
      { slug: 'saws', name: 'Saws', count: 2 },
      { slug: 'empty', name: 'Empty', count: 0 },
      { slug: 'uncategorised', name: 'Uncategorised', count: 1 },
    ]);
  });
});
