import { describe, expect, it } from 'vitest';
import {
  compareText,
  type IndexedProduct,
  isInStock,
  type ProductFilters,
  type ProductSearch,
} from './catalog-search.ts';
import { MiniSearchCatalog as CatalogIndex } from './minisearch-catalog.ts';

let next = 0;
const tool = (name: string, model: string, more: Partial<IndexedProduct> = {}): IndexedProduct => {
  next++;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name: name.toLowerCase(),
    model: model.toLowerCase(),
    priceCents: 10_000,
    quantity: 100,
    minOrder: 1,
    categorySlug: 'drills',
    createdAt: next * 1_000_000,
    ...more,
  };
};
/** A repeatable stream of whole numbers below n (mulberry32: its high bits, so that choices do not alternate). */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
};
/** Whether `typed` (4 to 20 letters) is `word` with one letter wrong, missing or extra, or with two swapped. */
const oneTypo = (typed: string, word: string): boolean => {
  const a = [...typed];
  const b = [...word];
  if (a.length < 4 || a.length > 20 || !/^\p{L}+$/u.test(typed) || Math.abs(a.length - b.length) > 1)
    return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const same = (x: string[], y: string[]) => x.join('') === y.join('');
  return (
    same(a.slice(i + 1), b.slice(i + 1)) ||
    same(a.slice(i), b.slice(i + 1)) ||
    same(a.slice(i + 1), b.slice(i)) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && same(a.slice(i + 2), b.slice(i + 2)))
  );
};
/** Whether `word` starts with `typed` (4 to 20 letters) with two neighbouring letters swapped. */
const swappedStart = (typed: string, word: string): boolean => {
  const a = [...typed];
  if (a.length < 4 || a.length > 20 || !/^\p{L}+$/u.test(typed)) return false;
  return a.some(
    (_, i) =>
      i + 1 < a.length &&
      a[i] !== a[i + 1] &&
      word.startsWith([...a.slice(0, i), a[i + 1], a[i], ...a.slice(i + 2)].join('')),
  );
};
const search = (q: string | undefined, more: Partial<ProductSearch> = {}): ProductSearch => ({
  q,
  sort: q ? 'relevance' : 'newest',
  page: 1,
  limit: 50,
  ...more,
});

describe('catalog search on MiniSearch', () => {
  const hammer = tool('Hammer Drill', 'HD-20');
  const rotary = tool('Rotary Hammer', 'RH-26');
  const drill = tool('Drill', 'DR-1');
  const saw = tool('Mitre Saw', 'MS-10', {
    categorySlug: 'saws',
    priceCents: 30_000,
    quantity: 5,
    minOrder: 10,
  });
  const index = new CatalogIndex();
  for (const p of [hammer, rotary, drill, saw]) index.upsert(p);
  const ids = (s: ProductSearch) => index.search(s).ids;

  it('ranks the whole name first, then whole words, word starts, parts and typos; ties newest first', () => {
    expect(ids(search('drill'))).toEqual([drill.id, hammer.id]);
    expect(ids(search('hammer'))).toEqual([rotary.id, hammer.id]);
    // "hamm" starts a word in both; "amme" is inside one; "hammre" only with a typo.
    expect(ids(search('amme'))).toEqual([rotary.id, hammer.id]);
    expect(ids(search('hammre drill'))).toEqual([hammer.id]);
    expect(ids(search('hd-20'))).toEqual([hammer.id]);
    expect(ids(search('20'))).toEqual([hammer.id]);
  });

  it('forgives one typo in a word of four letters or more, not two, and not in a short word or a model', () => {
    expect(ids(search('hamer'))).toEqual([rotary.id, hammer.id]);
    expect(ids(search('hmamer'))).toHaveLength(2);
    expect(ids(search('hxmxer'))).toEqual([]);
    expect(ids(search('sxw'))).toEqual([]);
    expect(ids(search('hd-21'))).toEqual([]);
    // A typo never reaches across the space between two words.
    expect(ids(search('hammerdrill'))).toEqual([]);
  });

  it('takes a new name, figures and removal in, words and all', () => {
    const kept = new CatalogIndex();
    const router = tool('Plunge Router', 'PR-1');
    kept.upsert(router);
    expect(kept.search(search('plunge')).total).toBe(1);
    kept.upsert({ ...router, name: 'trim router', priceCents: 500 });
    expect(kept.search(search('plunge')).total).toBe(0);
    expect(kept.search(search('trim', { maxCents: 500 })).total).toBe(1);
    kept.remove(router.id);
    expect(kept.search(search('router')).total).toBe(0);
    expect(kept.search(search(undefined)).total).toBe(0);
  });

  it('orders a search by its new names, dates and prices, whatever the searches before it asked', () => {
    const kept = new CatalogIndex();
    const older = tool('Cordless Drill', 'CD-1', { priceCents: 900 });
    const newer = tool('Drill Press', 'DP-2', { priceCents: 500 });
    kept.upsert(older);
    kept.upsert(newer);
    const order = (q: string, more: Partial<ProductSearch> = {}) => kept.search(search(q, more)).ids;
    expect(order('drill')).toEqual([newer.id, older.id]);
    // Three words, then one: each search starts from nothing the last one found.
    expect(order('drill press cd-1')).toEqual([]);
    expect(order('drill press dp-2')).toEqual([newer.id]);
    expect(order('drill')).toEqual([newer.id, older.id]);
    // The whole name ranks first, by the name it has now.
    expect(order('drill press')).toEqual([newer.id]);
    kept.upsert({ ...older, name: 'drill' });
    expect(order('drill')).toEqual([older.id, newer.id]);
    kept.upsert({ ...older, name: 'cordless drill', createdAt: newer.createdAt + 1 });
    expect(order('drill')).toEqual([older.id, newer.id]);
    expect(order('dril', { sort: 'price-asc' })).toEqual([newer.id, older.id]);
    kept.upsert({ ...newer, priceCents: 5_000 });
    expect(order('dril', { sort: 'price-asc' })).toEqual([older.id, newer.id]);
    expect(order('cd-1')).toEqual([older.id]);
    kept.upsert({ ...older, name: 'cordless drill', model: 'cd-9', createdAt: newer.createdAt + 1 });
    expect(order('cd-1')).toEqual([]);
    // The model named whole comes before a newer tool with the same word in its name.
    const namesIt = tool('Saw CD-9', 'SW-1', { createdAt: newer.createdAt + 2 });
    kept.upsert(namesIt);
    expect(order('cd-9')).toEqual([older.id, namesIt.id]);
  });

  it('ranks the whole name first however many spaces a search puts between its words', () => {
    const kept = new CatalogIndex();
    const drill = tool('Cordless Drill', 'CD-1');
    const kit = tool('Cordless Drill Kit', 'CK-2', { createdAt: drill.createdAt + 1 });
    const spaced = tool('Impact  Driver', 'ID-3');
    const driverKit = tool('Impact Driver Kit', 'IK-4', { createdAt: spaced.createdAt + 1 });
    for (const p of [drill, kit, spaced, driverKit]) kept.upsert(p);
    const order = (q: string) => kept.search(search(q)).ids;
    expect(order('cordless drill')).toEqual([drill.id, kit.id]);
    expect(order('cordless  drill')).toEqual([drill.id, kit.id]);
    expect(order(' Cordless \t Drill ')).toEqual([drill.id, kit.id]);
    // a name stored with two spaces is whole to a search with one
    expect(order('impact driver')).toEqual([spaced.id, driverKit.id]);
  });

  it('filters, and counts the facets each across the others', () => {
    expect(ids(search(undefined, { category: 'saws' }))).toEqual([saw.id]);
    // The saw has 5 left but sells by 10: not in stock.
    expect(index.search(search(undefined, { inStock: true })).total).toBe(3);
    const facets = index.facets(undefined, { category: 'drills', maxCents: 20_000 });
    expect(Object.fromEntries(facets.byCategory)).toEqual({ drills: 3 });
    expect([facets.minCents, facets.maxCents]).toEqual([10_000, 10_000]);
    expect(facets.inStock).toBe(3);
    const searched = index.facets('saw', {});
    expect(Object.fromEntries(searched.byCategory)).toEqual({ saws: 1 });
    expect(searched.inStock).toBe(0);
  });

  it('sorts by name in code point order, as the C collation does', () => {
    expect(['b', 'a', '\u{1F528}', '\uFF21'].sort(compareText)).toEqual(['a', 'b', '\uFF21', '\u{1F528}']);
  });

  it('answers lists and facets as reading every product would, through stock and price changes', () => {
    const random = seeded(42);
    const all: IndexedProduct[] = [];
    const kept = new CatalogIndex();
    for (let i = 0; i < 400; i++) {
      const p = tool(`Tool ${i}`, `T-${i}`, {
        categorySlug: ['a', 'b', 'c'][random(3)] ?? 'a',
        priceCents: 100 + random(50) * 100,
        quantity: random(40),
        minOrder: 1 + random(20),
        createdAt: random(1_000) * 1_000_000,
      });
      all.push(p);
      kept.upsert(p);
    }
    const live = new Map(all.map((p) => [p.id, p]));
    const passes = (p: IndexedProduct, f: ProductFilters, except?: string) =>
      (except === 'category' || f.category === undefined || p.categorySlug === f.category) &&
      (except === 'price' ||
        ((f.minCents ?? 0) <= p.priceCents && p.priceCents <= (f.maxCents ?? Infinity))) &&
      (except === 'inStock' || !f.inStock || isInStock(p));
    for (let round = 0; round < 300; round++) {
      // Now and then a product changes stock or price, or leaves.
      const changed = all[random(all.length)];
      if (changed && live.has(changed.id)) {
        const kind = random(3);
        if (kind === 0) live.delete(changed.id);
        const next = { ...changed, quantity: kind === 1 ? random(40) : changed.quantity };
        if (kind === 2) next.priceCents = 100 + random(50) * 100;
        if (kind === 0) kept.remove(changed.id);
        else {
          live.set(changed.id, next);
          kept.upsert(next);
        }
      }
      const low = random(2) ? 100 + random(50) * 100 : undefined;
      const filters: ProductFilters = {
        category: random(2) ? (['a', 'b', 'c', 'd'][random(4)] ?? 'a') : undefined,
        minCents: low,
        maxCents: random(2) ? (low ?? 0) + random(30) * 100 : undefined,
        inStock: random(2) === 1,
      };
      const sort = (['newest', 'price-asc', 'price-desc', 'name'] as const)[random(4)] ?? 'newest';
      const products = [...live.values()];
      const expected = products.filter((p) => passes(p, filters));
      const pageNumber = 1 + random(3);
      const page = kept.search({ ...filters, sort, page: pageNumber, limit: 7 });
      expect(page.total).toBe(expected.length);
      // The page is the matches in the sort's order, ties by id (the newest first: the higher id first).
      const byId = (a: IndexedProduct, b: IndexedProduct) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      const order = {
        newest: (a: IndexedProduct, b: IndexedProduct) => b.createdAt - a.createdAt || byId(b, a),
        'price-asc': (a: IndexedProduct, b: IndexedProduct) => a.priceCents - b.priceCents || byId(a, b),
        'price-desc': (a: IndexedProduct, b: IndexedProduct) => b.priceCents - a.priceCents || byId(a, b),
        name: (a: IndexedProduct, b: IndexedProduct) => compareText(a.name, b.name) || byId(a, b),
      }[sort];
      const wanted = expected.sort(order).slice((pageNumber - 1) * 7, pageNumber * 7);
      expect(page.ids).toEqual(wanted.map((p) => p.id));
      const facets = kept.facets(undefined, filters);
      const byCategory = new Map<string, number>();
      for (const p of products.filter((p) => passes(p, filters, 'category')))
        byCategory.set(p.categorySlug, (byCategory.get(p.categorySlug) ?? 0) + 1);
      expect(Object.fromEntries(facets.byCategory)).toEqual(Object.fromEntries(byCategory));
      const priced = products.filter((p) => passes(p, filters, 'price')).map((p) => p.priceCents);
      expect(facets.minCents).toBe(priced.length ? Math.min(...priced) : null);
      expect(facets.maxCents).toBe(priced.length ? Math.max(...priced) : null);
      expect(facets.inStock).toBe(expected.filter(isInStock).length);
    }
  });

  it('finds what reading every word of every product would, through renames and removals', () => {
    const random = seeded(11);
    const parts = [
      'ham',
      'mer',
      'dri',
      'll',
      'saw',
      'ro',
      'ta',
      'ry',
      'plan',
      'er',
      'grin',
      'der',
      'x9',
      '20',
      'ö',
    ];
    const wordOf = () => Array.from({ length: 1 + random(3) }, () => parts[random(parts.length)]).join('');
    const kept = new CatalogIndex();
    const live = new Map<string, IndexedProduct>();
    const ids = Array.from({ length: 900 }, () => tool('', '').id);
    const found = (p: IndexedProduct, word: string) =>
      [...p.name.split(' '), p.model].some(
        (w) => w.includes(word) || oneTypo(word, w) || swappedStart(word, w),
      );
    for (let round = 0; round < 4_000; round++) {
      const id = ids[random(ids.length)] as string;
      if (random(4) === 0) {
        kept.remove(id);
        live.delete(id);
      } else {
        const p = tool(`${wordOf()} ${wordOf()}`, `${wordOf()}-${random(50)}`, { id });
        kept.upsert(p);
        live.set(id, p);
      }
      if (round % 20 !== 0) continue;
      const q = random(2) ? wordOf() : `${wordOf()} ${wordOf()}`;
      const words = [...new Set(q.split(' '))];
      const expected = [...live.values()].filter((p) => words.every((w) => found(p, w)));
      const page = kept.search(search(q, { limit: 1_000 }));
      expect(new Set(page.ids), q).toEqual(new Set(expected.map((p) => p.id)));
    }
  });

  it('finds every one-typo form of a word, and no two-typo form', () => {
    const random = seeded(7);
    const letters = 'abcdefghijklmnopqrstuvwxyzäöü';
    const pick = () => letters[random(letters.length)] ?? 'a';
    for (let round = 0; round < 300; round++) {
      const word = Array.from({ length: 4 + random(10) }, pick).join('');
      const at = random(word.length);
      const typed = [
        word.slice(0, at) + pick() + word.slice(at + 1), // wrong
        word.slice(0, at) + word.slice(at + 1), // missing
        word.slice(0, at) + pick() + word.slice(at), // extra
        word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2), // swapped
      ][random(4)] as string;
      if ([...typed].length < 4) continue;
      const kept = new CatalogIndex();
      const p = tool(`${word} kit`, 'M-1');
      kept.upsert(p);
      // What the buyer typed, against the tool's word.
      expect(kept.search(search(typed)).ids, `${typed} for ${word}`).toEqual([p.id]);
    }
    const kept = new CatalogIndex();
    kept.upsert(tool('Hammer', 'H-1'));
    kept.upsert(tool('aaaabaaaab', 'A-1'));
    expect(kept.search(search('hxmxer')).ids).toEqual([]);
    expect(kept.search(search('aaaaaaaaaaa')).ids).toEqual([]);
  });

  it('counts a word as whole only up to a letter or digit of any script', () => {
    const kept = new CatalogIndex();
    const gr = tool('Gr Zange', 'GZ-2');
    const grosse = tool('Größe Zange', 'GZ-1'); // the newer
    kept.upsert(grosse);
    kept.upsert(gr);
    // "gr" is the whole of one word and only the start of the other ("ö" is a letter), though that one is newer.
    expect(kept.search(search('gr')).ids).toEqual([gr.id, grosse.id]);
  });
});
