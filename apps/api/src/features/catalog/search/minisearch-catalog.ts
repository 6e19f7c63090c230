import MiniSearch, { type Query } from 'minisearch';
import {
  type CatalogSearch,
  type FacetFigures,
  type IndexedProduct,
  isInStock,
  listSorts,
  ownPriceSort,
  type ProductFilters,
  type ProductSearch,
  passes,
  priceFor,
} from './catalog-search.ts';

/** At most this many words of a search are looked for; the rest are ignored. */
const SEARCH_WORDS_MAX = 8;
/** Words of letters this long or longer are still found with one typo (the rule); others as typed. */
const TYPO_MIN_LENGTH = 4;
/** Longer words are taken as typed (their one-typo variants grow with their length). */
const TYPO_MAX_LENGTH = 20;

/** A search's words: lower case, split at white space, each once; at most SEARCH_WORDS_MAX of them. */
export const searchWords = (q: string): string[] =>
  [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, SEARCH_WORDS_MAX);

/** A name's and model's words as a search splits its own: at white space, each once. */
const wordsOf = (text: string): string[] => [...new Set(text.split(/\s+/).filter(Boolean))];

/** The word with each pair of neighbouring letters swapped: MiniSearch's Levenshtein distance counts a swap as two. */
const swapsOf = (chars: string[]): string[] => {
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++)
    if (chars[i] !== chars[i + 1])
      swaps.add([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join(''));
  return [...swaps];
};

/**
 * How MiniSearch looks for one word of a search: a whole word or a word's start of a name or model, and, for a word
 * of TYPO_MIN_LENGTH to TYPO_MAX_LENGTH letters only, with one letter wrong, missing or extra (Levenshtein 1) or two
 * neighbours swapped (weighed less). The inside of a word is found by MiniSearchCatalog.matches' scan.
 */
function wordQuery(word: string): Query {
  const chars = [...word];
  const forgiving =
    chars.length >= TYPO_MIN_LENGTH && chars.length <= TYPO_MAX_LENGTH && /^\p{L}+$/u.test(word);
  const queries: Query[] = [{ queries: [word], prefix: true, fuzzy: forgiving ? 1 : false }];
  if (forgiving)
    for (const swapped of swapsOf(chars))
      queries.push({ queries: [swapped], prefix: true, boost: { words: TYPO_WEIGHT } });
  return { combineWith: 'OR', queries };
}

/** The weight of a match with a swap, against 1 for a whole word (MiniSearch's scale). */
const TYPO_WEIGHT = 0.2;
/** A search that is a product's whole name or model puts it first. */
const WHOLE_NAME_BOOST = 100;

/** A product a search finds: its score, and whether a word was found only inside one of its words. */
interface Match {
  product: IndexedProduct;
  score: number;
  inside: boolean;
}

const textOf = (p: IndexedProduct) => `${p.name} ${p.model}`;
/** A name, model or search as the whole-name boost compares them: lower case, its words one space apart. */
const wholeOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean).join(' ');

/**
 * The catalog's search on MiniSearch (ADR 080): MiniSearch finds and scores the products for a search's words; the
 * filters, sorts and facet counts over its matches are plain loops here, since MiniSearch has no facets or sorts.
 */
export class MiniSearchCatalog implements CatalogSearch {
  private readonly products = new Map<string, IndexedProduct>();
  /** Each live product's name and model, as the scan for the inside of a word reads them. */
  private readonly texts = new Map<string, string>();
  /** Each live product's name and model as wholeOf gives them, which a search that is one of them puts first. */
  private readonly wholes = new Map<string, readonly [string, string]>();
  private readonly engine = new MiniSearch<IndexedProduct>({
    fields: ['words'],
    // Vacuumed in one go: MiniSearch's batched vacuum walks its tree across timers while a search may drop a term
    // from it, which throws. One pass over 100,000 tools takes milliseconds (docs/performance.md).
    autoVacuum: { batchSize: Number.MAX_SAFE_INTEGER, minDirtCount: 1_000, minDirtFactor: 0.1 },
    extractField: (product, field) =>
      field === 'id' ? product.id : `${product.name} ${product.model}`.trim(),
    tokenize: wordsOf,
    // Names and models come lowered (IndexedProduct), searches by searchWords.
    processTerm: (term) => term,
    searchOptions: {
      tokenize: (text) => [text],
      processTerm: (term) => term,
      combineWith: 'AND',
      weights: { fuzzy: TYPO_WEIGHT, prefix: 0.375 },
      // No weight for a name's length: the same match scores the same in every product, so ties go newest first.
      bm25: { k: 1.2, b: 0, d: 0.5 },
    },
  });
  /** The live products in each list order, made when first asked and dropped when an order may have changed. */
  private readonly ordered = new Map<string, IndexedProduct[]>();
  private categoryList: readonly { slug: string; name: string }[] = [];
  private categorySlugs = new Set<string>();

  get size(): number {
    return this.products.size;
  }

  get categories(): readonly { slug: string; name: string }[] {
    return this.categoryList;
  }

  setCategories(list: readonly { slug: string; name: string }[]): void {
    this.categoryList = list;
    this.categorySlugs = new Set(list.map((category) => category.slug));
  }

  hasCategory(slug: string): boolean {
    return this.categorySlugs.has(slug);
  }

  has(id: string): boolean {
    return this.products.has(id);
  }

  upsert(next: IndexedProduct): void {
    const held = this.products.get(next.id);
    if (!held) {
      const product = { ...next };
      this.products.set(product.id, product);
      this.texts.set(product.id, textOf(product));
      this.wholes.set(product.id, [wholeOf(product.name), wholeOf(product.model)]);
      this.engine.add(product);
      this.ordered.clear();
      return;
    }
    const renamed = held.name !== next.name || held.model !== next.model;
    if (renamed || held.priceCents !== next.priceCents || held.createdAt !== next.createdAt)
      this.ordered.clear();
    // The same object stays in the ordered lists: only its figures change.
    Object.assign(held, next);
    if (renamed) {
      this.texts.set(held.id, textOf(held));
      this.wholes.set(held.id, [wholeOf(held.name), wholeOf(held.model)]);
      this.engine.replace(held);
    }
  }

  remove(id: string): void {
    if (!this.products.delete(id)) return;
    this.texts.delete(id);
    this.wholes.delete(id);
    this.engine.discard(id);
    this.ordered.clear();
  }

  /** The live products in a list order (never relevance). */
  private inOrder(sort: keyof typeof listSorts): IndexedProduct[] {
    let list = this.ordered.get(sort);
    if (!list) {
      list = [...this.products.values()].sort(listSorts[sort]);
      this.ordered.set(sort, list);
    }
    return list;
  }

  /**
   * The products every word of `q` finds, each with its score, those MiniSearch finds by every word first; undefined
   * when `q` has no words.
   */
  private matches(q: string): Match[] | undefined {
    const words = searchWords(q);
    if (words.length === 0) return undefined;
    const whole = wholeOf(q);
    const boostDocument = (id: string) => {
      const held = this.wholes.get(id);
      return held && (held[0] === whole || held[1] === whole) ? WHOLE_NAME_BOOST : 1;
    };
    const scored = words.map((word) => {
      const scores = new Map<string, number>();
      for (const result of this.engine.search(wordQuery(word), { boostDocument }))
        scores.set(result.id as string, result.score);
      return scores;
    });
    // MiniSearch has no infix search: a word it does not find in a product is looked for inside its name and model.
    const matched: Match[] = [];
    for (const [id, text] of this.texts) {
      let score = 0;
      let inside = false;
      let found = true;
      for (let i = 0; i < words.length; i++) {
        const wordScore = scored[i]?.get(id);
        if (wordScore !== undefined) score += wordScore;
        else if (text.includes(words[i] as string)) inside = true;
        else {
          found = false;
          break;
        }
      }
      const product = found ? this.products.get(id) : undefined;
      if (product) matched.push({ product, score, inside });
    }
    return matched;
  }

  search(search: ProductSearch): { ids: string[]; total: number } {
    const start = (search.page - 1) * search.limit;
    const end = start + search.limit;
    const matched = search.q === undefined ? undefined : this.matches(search.q);
    // On the asker's own prices a price order is made for the search: the kept orders are the list prices'.
    const ownOrder =
      search.priceOf && (search.sort === 'price-asc' || search.sort === 'price-desc')
        ? ownPriceSort(search.priceOf, search.sort)
        : undefined;
    if (!matched) {
      const list = this.inOrder(search.sort === 'relevance' || ownOrder ? 'newest' : search.sort);
      const kept = list.filter((p) => passes(p, search));
      if (ownOrder) kept.sort(ownOrder);
      return { ids: kept.slice(start, end).map((p) => p.id), total: kept.length };
    }
    const kept = matched.filter(({ product }) => passes(product, search));
    const newest = listSorts.newest;
    const order = search.sort === 'relevance' ? undefined : (ownOrder ?? listSorts[search.sort]);
    kept.sort(
      order
        ? (a, b) => order(a.product, b.product)
        : (a, b) => Number(a.inside) - Number(b.inside) || b.score - a.score || newest(a.product, b.product),
    );
    return { ids: kept.slice(start, end).map(({ product }) => product.id), total: kept.length };
  }

  facets(q: string | undefined, filters: ProductFilters): FacetFigures {
    const figures: FacetFigures = { byCategory: new Map(), minCents: null, maxCents: null, inStock: 0 };
    const matched = q === undefined ? undefined : this.matches(q);
    const count = (p: IndexedProduct) => {
      if (passes(p, filters, 'category'))
        figures.byCategory.set(p.categorySlug, (figures.byCategory.get(p.categorySlug) ?? 0) + 1);
      if (passes(p, filters, 'price')) {
        const price = priceFor(p, filters);
        if (figures.minCents === null || price < figures.minCents) figures.minCents = price;
        if (figures.maxCents === null || price > figures.maxCents) figures.maxCents = price;
      }
      if (passes(p, filters) && isInStock(p)) figures.inStock++;
    };
    if (matched) for (const { product } of matched) count(product);
    else for (const product of this.products.values()) count(product);
    return figures;
  }
}
