import type { ProductSort } from '@ironvolt/shared/catalog';

/**
 * What the catalog's search, filters and facets read of a live product (ADR 041): its name and model in lower case
 * (`toLowerCase`, as a search's words), and the figures the filters and sorts compare. The live catalog holds the
 * rest of it beside the index (ADR 042).
 */
export interface IndexedProduct {
  id: string;
  name: string;
  model: string;
  priceCents: number;
  quantity: number;
  minOrder: number;
  categorySlug: string;
  /** Microseconds since 1970, as the database keeps it: the newest-first order ties on milliseconds. */
  createdAt: number;
}

/** The catalog's filters: a category's slug, prices in cents, in stock. */
export interface ProductFilters {
  category?: string | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  inStock?: boolean | undefined;
}

export interface ProductSearch extends ProductFilters {
  q?: string | undefined;
  sort: ProductSort;
  page: number;
  limit: number;
}

export interface FacetFigures {
  byCategory: Map<string, number>;
  minCents: number | null;
  maxCents: number | null;
  inStock: number;
}

/** A search's words: lower case, split at white space, each once; at most SEARCH_WORDS_MAX of them. */
const searchWords = (q: string): string[] =>
  [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, SEARCH_WORDS_MAX);
const SEARCH_WORDS_MAX = 8;
/** Words this long or longer are still found with one typo (the rule); shorter ones as typed. */
const TYPO_MIN_LENGTH = 4;
/** Longer words are taken as typed: their one-typo variants grow with their length. */
const TYPO_MAX_LENGTH = 20;

/** In stock: at least a minimum order left, what a buyer could order now. */
export const isInStock = (p: IndexedProduct) => p.quantity > 0 && p.quantity >= p.minOrder;

/** A product as the index holds it: with its place in `CatalogIndex.slots`, which a search's scores are kept by. */
interface Held extends IndexedProduct {
  slot: number;
}

/**
 * A word of a name or model (split at white space, as a search is) and the products that have it. `letters` is a
 * bit per letter and digit it holds, so that most words are passed over without reading them (`LetterSets`).
 */
interface Word {
  text: string;
  letters: number;
  /** A bit per pair of neighbouring characters it holds (`pairsOf`). */
  pairs: number;
  products: Set<Held>;
  /** The slots of `products`, made when a search first needs them after a change: read without a pointer each. */
  slotList: Int32Array | undefined;
  /** Its place in `CatalogIndex.words`, so that it can leave in constant time. */
  slot: number;
}

/** A bit for each letter a–z, five for the digits (two each) and one for everything else. */
function lettersOf(text: string): number {
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) bits |= 1 << (c - 97);
    else if (c >= 48 && c <= 57) bits |= 1 << (26 + ((c - 48) % 5));
    else bits |= 1 << 31;
  }
  return bits;
}

/**
 * A bit for each pair of neighbouring UTF-16 units of `text`, hashed into 32: a text that holds a word holds each of
 * its pairs, which passes over most of the words whose letters alone would be looked at.
 */
function pairsOf(text: string): number {
  let bits = 0;
  for (let i = 1; i < text.length; i++)
    bits |= 1 << (Math.imul(text.charCodeAt(i - 1) * 0x10001 + text.charCodeAt(i), 0x9e3779b1) >>> 27);
  return bits;
}

/** A letter, digit or combining mark ends no word: ASCII by its code, the rest as Unicode classes it. */
const isWordChar = (text: string, at: number) => {
  const c = text.charCodeAt(at);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return WORD_CHAR.test(String.fromCodePoint(text.codePointAt(at) ?? c));
};
const WORD_CHAR = /^[\p{L}\p{N}\p{M}]/u;

/**
 * How well `word` as typed matches a name's or model's word `text`: 4 a whole word (no letter or digit either side),
 * 3 at a word's start, 2 anywhere inside it, 0 not at all. A model such as "iv-hd20b" holds "hd20b" as a whole word.
 */
function typedScore(text: string, word: string): number {
  let best = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const starts = at === 0 || !isWordChar(text, at - 1);
    const end = at + word.length;
    const ends = end === text.length || !isWordChar(text, end);
    const score = starts ? (ends ? 4 : 3) : 2;
    if (score > best) best = score;
    if (best === 4) break;
  }
  return best;
}

/**
 * Whether `text` from `at` begins with `word` as typed or with one typo: a letter wrong, missing or extra, or two
 * side by side swapped. The first difference is where the typo is (or, for a letter missing or extra among equal
 * ones, where its effect starts), so each kind is one comparison of the rest.
 */
function oneTypoAt(text: string, at: number, word: string): boolean {
  const room = text.length - at;
  let i = 0;
  while (i < word.length && i < room && text.charCodeAt(at + i) === word.charCodeAt(i)) i++;
  if (i === word.length) return true;
  return (
    sameFrom(text, at + i + 1, word, i + 1) || // a letter wrong
    (text.charCodeAt(at + i) === word.charCodeAt(i + 1) &&
      text.charCodeAt(at + i + 1) === word.charCodeAt(i) &&
      sameFrom(text, at + i + 2, word, i + 2)) || // two swapped
    sameFrom(text, at + i, word, i + 1) || // the word's letter missing from the text
    sameFrom(text, at + i + 1, word, i) // a letter too many in the text
  );
}

/** Whether `text` from `at` holds `word`'s letters from `from` to its end. */
function sameFrom(text: string, at: number, word: string, from: number): boolean {
  if (at < 0 || text.length - at < word.length - from) return false;
  for (let k = from; k < word.length; k++)
    if (text.charCodeAt(at + k - from) !== word.charCodeAt(k)) return false;
  return true;
}

const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * How a word of TYPO_MIN_LENGTH to TYPO_MAX_LENGTH letters (letters only: model numbers are typed as they are) is
 * found with one typo inside a name's or model's word: a letter wrong, missing or extra, or two side by side
 * swapped. Undefined for a word taken only as typed.
 */
export function typoPattern(
  word: string,
): { test(text: string): boolean; head: string; tail: string } | undefined {
  const chars = [...word];
  if (chars.length < TYPO_MIN_LENGTH || chars.length > TYPO_MAX_LENGTH || !/^\p{L}+$/u.test(word))
    return undefined;
  // One typo leaves the word's first `head` letters or its last `tail` intact (head + tail = length − 1, so a swap
  // of two letters breaks at most one of them): the typo is looked for where either stands in the text.
  const split = Math.floor((chars.length - 1) / 2);
  const head = chars.slice(0, split).join('');
  const tail = chars.slice(split + 1).join('');
  // A letter outside the Basic Multilingual Plane is two code units; the comparisons above count units, so such
  // words and texts take the expression of every one-typo form, whose `.` is one letter in `u` mode.
  const astral = SURROGATE.test(word);
  let forms: RegExp | undefined;
  const byForms = (text: string) => {
    forms ??= oneTypoForms(chars);
    return forms.test(text);
  };
  const test = (text: string): boolean => {
    if (astral || SURROGATE.test(text)) return byForms(text);
    for (let at = text.indexOf(head); at !== -1; at = text.indexOf(head, at + 1))
      if (oneTypoAt(text, at, word)) return true;
    // With the tail intact, the word starts before it by the head and the letter after it, one fewer or one more.
    const before = head.length + 1;
    for (let at = text.indexOf(tail); at !== -1; at = text.indexOf(tail, at + 1))
      for (let start = at - before - 1; start <= at - before + 1; start++)
        if (start >= 0 && oneTypoAt(text, start, word)) return true;
    return false;
  };
  return { test, head, tail };
}

/** Every one-typo form of a word's letters as one expression (letters only, so nothing needs escaping). */
export function oneTypoForms(chars: string[]): RegExp {
  const variants = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    variants.add([...chars.slice(0, i), '.', ...chars.slice(i + 1)].join('')); // a wrong letter
    variants.add([...chars.slice(0, i), ...chars.slice(i + 1)].join('')); // a letter too many
    // A letter missing (one missing at either end is found by the word without it).
    if (i > 0) variants.add([...chars.slice(0, i), '.', ...chars.slice(i)].join(''));
    if (i < chars.length - 1)
      variants.add([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join(''));
  }
  return new RegExp([...variants].join('|'), 'u');
}

/**
 * For each of `lettersOf`'s 32 bits and `pairsOf`'s 32, which word slots hold it: a bitset per bit, so that the words
 * that may hold a search's word are found 32 slots at a time instead of one word at a time.
 */
class LetterSets {
  private rows = new Uint32Array(0);
  /** 32-bit units per row. */
  private stride = 0;
  /** How many words hold each letter: a search reads the rarest first, and most units are ruled out after two. */
  private readonly holders = new Int32Array(32);

  clear(): void {
    this.rows = new Uint32Array(0);
    this.stride = 0;
    this.holders.fill(0);
  }

  /** Marks the word at `slot` as holding `letters` and `pairs` (`on`), or no longer (`!on`). */
  set(slot: number, letters: number, pairs: number, on: boolean): void {
    const unit = slot >>> 5;
    if (unit >= this.stride) this.grow(unit + 1);
    const bit = 1 << (slot & 31);
    for (let b = 0; b < 64; b++) {
      if ((b < 32 ? letters & (1 << b) : pairs & (1 << (b - 32))) === 0) continue;
      const at = b * this.stride + unit;
      const before = this.rows[at] ?? 0;
      const after = on ? before | bit : before & ~bit;
      if (after === before) continue;
      this.rows[at] = after;
      if (b < 32) this.holders[b] = (this.holders[b] ?? 0) + (on ? 1 : -1);
    }
  }

  private grow(units: number): void {
    const stride = Math.max(units, this.stride * 2, 32);
    const rows = new Uint32Array(64 * stride);
    for (let b = 0; b < 64; b++)
      rows.set(this.rows.subarray(b * this.stride, (b + 1) * this.stride), b * stride);
    this.rows = rows;
    this.stride = stride;
  }

  /** Where the rows of `pairs`' bits start. */
  private pairRows(pairs: number): number[] {
    const rows: number[] = [];
    for (let b = 0; b < 32; b++) if ((pairs & (1 << b)) !== 0) rows.push((32 + b) * this.stride);
    return rows;
  }

  /** The words of unit `u` holding every pair bit whose rows start at `rows`. */
  private withPairs(rows: number[], u: number): number {
    let all = -1;
    for (let i = 0; i < rows.length && all !== 0; i++) all &= this.rows[(rows[i] ?? 0) + u] ?? 0;
    return all;
  }

  /**
   * Calls `visit`, in slot order, with every slot below `count` whose word holds each of `letters` and `pairs`; with
   * `typo` (a word's two parts, as `typoPattern` splits it), also those that hold each letter but one and every letter
   * and pair of either part (a typo breaks pairs, but not those of the part it leaves whole). 32 slots at a time: a
   * unit is left as soon as two of the letters are missing from each of its words; pairs are read only for the
   * words the letters let through.
   */
  forEach(
    letters: number,
    pairs: number,
    typo: { head: number; tail: number; headPairs: number; tailPairs: number } | undefined,
    count: number,
    visit: (slot: number) => void,
  ): void {
    const wordPairs = this.pairRows(pairs);
    const headPairs = this.pairRows(typo?.headPairs ?? 0);
    const tailPairs = this.pairRows(typo?.tailPairs ?? 0);
    const units = Math.min(this.stride, (count + 31) >>> 5);
    const bits: number[] = [];
    for (let b = 0; b < 32; b++) if ((letters & (1 << b)) !== 0) bits.push(b);
    bits.sort((a, b) => (this.holders[a] ?? 0) - (this.holders[b] ?? 0));
    const rows = bits.map((b) => b * this.stride);
    const inHead = bits.map((b) => typo !== undefined && (typo.head & (1 << b)) !== 0);
    const inTail = bits.map((b) => typo !== undefined && (typo.tail & (1 << b)) !== 0);
    for (let u = 0; u < units; u++) {
      let all = -1; // every letter so far
      let one = 0; // every letter so far but one
      let head = -1;
      let tail = -1;
      for (let i = 0; i < rows.length && (all | one) !== 0; i++) {
        const has = this.rows[(rows[i] ?? 0) + u] ?? 0;
        if (typo) {
          one = (one & has) | (all & ~has);
          if (inHead[i]) head &= has;
          if (inTail[i]) tail &= has;
        }
        all &= has;
      }
      let found = all === 0 ? 0 : all & this.withPairs(wordPairs, u);
      const near = typo ? all | one : 0;
      if ((near & head) !== 0) found |= near & head & this.withPairs(headPairs, u);
      if ((near & tail) !== 0) found |= near & tail & this.withPairs(tailPairs, u);
      while (found !== 0) {
        const low = found & -found;
        const slot = (u << 5) + 31 - Math.clz32(low);
        if (slot >= count) return;
        visit(slot);
        found ^= low;
      }
    }
  }
}

/** A 32-bit FNV-1a hash of a text's UTF-16 units: equal texts, equal hashes. */
function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

/** Code point order, as the database's C collation compares texts (UTF-16 units differ above U+FFFF). */
export function compareText(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    return xs === ys ? x - y : xs ? 1 : -1;
  }
  return a.length - b.length;
}

const byId = (a: IndexedProduct, b: IndexedProduct) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newestFirst = (a: IndexedProduct, b: IndexedProduct) => b.createdAt - a.createdAt || byId(b, a);

/** Each sort but relevance: ties broken by id (newest: newest id first), as the catalog has always ordered. */
const sorts: Record<Exclude<ProductSort, 'relevance'>, (a: IndexedProduct, b: IndexedProduct) => number> = {
  newest: newestFirst,
  'price-asc': (a, b) => a.priceCents - b.priceCents || byId(a, b),
  'price-desc': (a, b) => b.priceCents - a.priceCents || byId(a, b),
  name: (a, b) => compareText(a.name, b.name) || byId(a, b),
};
type ListSort = keyof typeof sorts;
const listSort = (sort: ProductSort): ListSort => (sort === 'relevance' ? 'newest' : sort);

/** Every filter given holds for `p`, but the one a facet counts across (`except`). */
function passes(p: IndexedProduct, f: ProductFilters, except?: 'category' | 'price' | 'inStock'): boolean {
  if (except !== 'category' && f.category !== undefined && p.categorySlug !== f.category) return false;
  if (except !== 'price') {
    if (f.minCents !== undefined && p.priceCents < f.minCents) return false;
    if (f.maxCents !== undefined && p.priceCents > f.maxCents) return false;
  }
  return except === 'inStock' || !f.inStock || isInStock(p);
}

/**
 * The first `count` of `items` in `order`, in order: a full sort only when they are few, else one pass through a
 * heap of the best so far, whose root is the worst of them (a search's page needs 24 of perhaps thousands).
 */
export function firstInOrder<T>(items: T[], count: number, order: (a: T, b: T) => number): T[] {
  if (items.length <= count * 4) return items.sort(order).slice(0, count);
  const heap: T[] = [];
  const worse = (i: number, j: number) => order(heap[i] as T, heap[j] as T) > 0;
  const swap = (i: number, j: number) => {
    const held = heap[i] as T;
    heap[i] = heap[j] as T;
    heap[j] = held;
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
      continue;
    }
    if (count === 0 || order(item, heap[0] as T) >= 0) continue;
    heap[0] = item;
    for (let i = 0; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && worse(left, worst)) worst = left;
      if (right < heap.length && worse(right, worst)) worst = right;
      if (worst === i) break;
      swap(i, worst);
      i = worst;
    }
  }
  return heap.sort(order);
}

/**
 * The live catalog as its search, filters and facets read it, held in memory (ADR 041). A search looks each of its
 * words up among the distinct words of names and models, so its cost follows the number of distinct words and of
 * matches, not of products read from a database. Kept current by `live-catalog.ts`.
 */
export class CatalogIndex {
  private readonly products = new Map<string, Held>();
  /** Every held product at its slot; a removed one leaves a hole that the next one added fills. */
  private readonly slots: (Held | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  private readonly wordsByText = new Map<string, Word>();
  private readonly words: Word[] = [];
  private readonly letterSets = new LetterSets();
  /** Each slot's name and model as `textHash`es (two per slot): a search finds the product named by its whole text. */
  private textHashes = new Int32Array(0);
  /**
   * A search's scores by slot, one array per word, kept from search to search and emptied when taken (a fresh array
   * per word would be garbage of the catalog's size on every search).
   */
  private readonly scoreBuffers: Uint8Array[] = [];
  /** Each slot's place in a list order of every live product, made when a search first sorts by it. */
  private readonly ranks = new Map<ListSort, Int32Array>();
  /**
   * The live products in each list order (of one category, or all), made when first asked and dropped when an order
   * may have changed; `orderedInStock` the same lists of those in stock only, dropped also when a product comes into
   * or goes out of stock.
   */
  private readonly ordered = new Map<string, Held[]>();
  private readonly orderedInStock = new Map<string, Held[]>();
  /** The categories that hold live products, in the order of their cheapest: made when asked, dropped with `ordered`. */
  private heldCategories: string[] | undefined;
  /** Every category in the admin's order, those without products too (the facets list them all). */
  private categoryList: readonly { slug: string; name: string }[] = [];
  private categorySlugs = new Set<string>();

  get size(): number {
    return this.products.size;
  }

  clear(): void {
    this.products.clear();
    this.slots.length = 0;
    this.freeSlots.length = 0;
    this.wordsByText.clear();
    this.words.length = 0;
    this.letterSets.clear();
    this.textHashes = new Int32Array(0);
    this.dropOrders();
  }

  /** Adds a live product or takes its new figures; its words are looked at again only when its texts changed. */
  upsert(next: IndexedProduct): void {
    const held = this.products.get(next.id);
    if (!held) {
      const slot = this.freeSlots.pop() ?? this.slots.length;
      // Built field by field, so that every held product has one shape and the loops over them stay fast.
      const added: Held = {
        id: next.id,
        name: next.name,
        model: next.model,
        priceCents: next.priceCents,
        quantity: next.quantity,
        minOrder: next.minOrder,
        categorySlug: next.categorySlug,
        createdAt: next.createdAt,
        slot,
      };
      this.slots[slot] = added;
      this.products.set(added.id, added);
      this.link(added);
      this.dropOrders();
      return;
    }
    const renamed = held.name !== next.name || held.model !== next.model;
    if (
      renamed ||
      held.priceCents !== next.priceCents ||
      held.createdAt !== next.createdAt ||
      held.categorySlug !== next.categorySlug
    )
      this.dropOrders();
    else if (isInStock(held) !== isInStock(next)) this.orderedInStock.clear();
    if (renamed) this.unlink(held);
    // The same object stays in every word's set and list: only its fields change.
    held.name = next.name;
    held.model = next.model;
    held.priceCents = next.priceCents;
    held.quantity = next.quantity;
    held.minOrder = next.minOrder;
    held.categorySlug = next.categorySlug;
    held.createdAt = next.createdAt;
    if (renamed) this.link(held);
  }

  /** Takes a product out (deleted, or no longer in the database). */
  remove(id: string): void {
    const held = this.products.get(id);
    if (!held) return;
    this.unlink(held);
    this.products.delete(id);
    this.slots[held.slot] = undefined;
    this.freeSlots.push(held.slot);
    this.dropOrders();
  }

  setCategories(list: readonly { slug: string; name: string }[]): void {
    this.categoryList = list;
    this.categorySlugs = new Set(list.map((category) => category.slug));
  }

  get categories(): readonly { slug: string; name: string }[] {
    return this.categoryList;
  }

  hasCategory(slug: string): boolean {
    return this.categorySlugs.has(slug);
  }

  has(id: string): boolean {
    return this.products.has(id);
  }

  private wordsOf(p: IndexedProduct): Set<string> {
    return new Set([...p.name.split(/\s+/), ...p.model.split(/\s+/)].filter(Boolean));
  }

  private link(p: Held): void {
    if (2 * p.slot + 1 >= this.textHashes.length) {
      const grown = new Int32Array(Math.max(64, 4 * (p.slot + 1)));
      grown.set(this.textHashes);
      this.textHashes = grown;
    }
    this.textHashes[2 * p.slot] = textHash(p.name);
    this.textHashes[2 * p.slot + 1] = textHash(p.model);
    for (const text of this.wordsOf(p)) {
      let word = this.wordsByText.get(text);
      if (!word) {
        word = {
          text,
          letters: lettersOf(text),
          pairs: pairsOf(text),
          products: new Set(),
          slotList: undefined,
          slot: this.words.length,
        };
        this.wordsByText.set(text, word);
        this.words.push(word);
        this.letterSets.set(word.slot, word.letters, word.pairs, true);
      }
      word.products.add(p);
      word.slotList = undefined;
    }
  }

  private unlink(p: Held): void {
    for (const text of this.wordsOf(p)) {
      const word = this.wordsByText.get(text);
      if (!word) continue;
      word.products.delete(p);
      word.slotList = undefined;
      if (word.products.size > 0) continue;
      this.wordsByText.delete(text);
      this.letterSets.set(word.slot, word.letters, word.pairs, false);
      // The last word takes the empty one's place.
      const last = this.words.pop();
      if (last && last !== word) {
        this.letterSets.set(last.slot, last.letters, last.pairs, false);
        last.slot = word.slot;
        this.words[word.slot] = last;
        this.letterSets.set(last.slot, last.letters, last.pairs, true);
      }
    }
  }

  /** The `nth` word's scores, all 0, for every slot. Valid until the next search. */
  private scoreBuffer(nth: number): Uint8Array {
    const held = this.scoreBuffers[nth];
    if (held && held.length >= this.slots.length) return held.fill(0, 0, this.slots.length);
    const fresh = new Uint8Array(this.slots.length);
    this.scoreBuffers[nth] = fresh;
    return fresh;
  }

  /**
   * The products `word` finds: their slots, and each one's score at its slot (4, 3 or 2 as typed, `typedScore`; 1
   * with one typo; the best over the product's words; 0 not found).
   */
  private match(word: string, nth: number): { slots: number[]; scores: Uint8Array } {
    const scores = this.scoreBuffer(nth);
    const slots: number[] = [];
    const letters = lettersOf(word);
    const typo = typoPattern(word);
    // As typed, a word leaves out none of its letters nor pairs; with one typo, at most one letter, and it keeps
    // the first or the last half of them as typed (typoPattern).
    const parts = typo && {
      head: lettersOf(typo.head),
      tail: lettersOf(typo.tail),
      headPairs: pairsOf(typo.head),
      tailPairs: pairsOf(typo.tail),
    };
    this.letterSets.forEach(letters, pairsOf(word), parts, this.words.length, (at) => {
      const candidate = this.words[at] as Word;
      const typed = (letters & ~candidate.letters) === 0 ? typedScore(candidate.text, word) : 0;
      const score = typed || (typo?.test(candidate.text) ? 1 : 0);
      if (score === 0) return;
      candidate.slotList ??= Int32Array.from(candidate.products, (p) => p.slot);
      for (const slot of candidate.slotList) {
        const held = scores[slot] ?? 0;
        if (held === 0) slots.push(slot);
        if (held < score) scores[slot] = score;
      }
    });
    return { slots, scores };
  }

  /**
   * The products every word of `q` finds (their slots), with their relevance at each slot: the whole search being the
   * name or model scores 100, then each word its score. Undefined when `q` has no words. Reads typed arrays only, not
   * the products themselves: a short word finds thousands, scattered in memory.
   */
  private matches(q: string): { slots: number[]; relevance: Uint8Array } | undefined {
    const words = searchWords(q);
    if (words.length === 0) return undefined;
    const perWord = words
      .map((word, nth) => this.match(word, nth))
      .sort((a, b) => a.slots.length - b.slots.length);
    const [fewest, ...others] = perWord;
    if (!fewest) return undefined;
    const whole = q.trim().toLowerCase();
    const wholeHash = textHash(whole);
    const hashes = this.textHashes;
    // The fewest's scores become the sums (at most 100 + 8 × 4, a byte).
    const relevance = fewest.scores;
    const slots: number[] = [];
    next: for (const slot of fewest.slots) {
      let total = relevance[slot] ?? 0;
      for (const other of others) {
        const more = other.scores[slot] ?? 0;
        if (more === 0) continue next;
        total += more;
      }
      if (hashes[2 * slot] === wholeHash || hashes[2 * slot + 1] === wholeHash) {
        const p = this.slots[slot];
        if (p && (p.name === whole || p.model === whole)) total += 100;
      }
      relevance[slot] = total;
      slots.push(slot);
    }
    return { slots, relevance };
  }

  private dropOrders(): void {
    this.ranks.clear();
    this.ordered.clear();
    this.orderedInStock.clear();
    this.heldCategories = undefined;
  }

  /** The live products (of one category, when given; in stock only, when asked) in a list order. */
  private inOrder(sort: ListSort, category: string | undefined, inStock: boolean): Held[] {
    const key = `${sort}\n${category ?? ''}`;
    const lists = inStock ? this.orderedInStock : this.ordered;
    let list = lists.get(key);
    if (!list) {
      // A narrower list is a wider one filtered: already in order.
      list = inStock
        ? this.inOrder(sort, category, false).filter(isInStock)
        : category === undefined
          ? [...this.products.values()].sort(sorts[sort])
          : this.inOrder(sort, undefined, false).filter((p) => p.categorySlug === category);
      lists.set(key, list);
    }
    return list;
  }

  /** Each live product's place in a list order of them all, at its slot. */
  private rankOf(sort: ListSort): Int32Array {
    let rank = this.ranks.get(sort);
    if (!rank) {
      rank = new Int32Array(this.slots.length);
      const list = this.inOrder(sort, undefined, false);
      for (let i = 0; i < list.length; i++) rank[(list[i] as Held).slot] = i;
      this.ranks.set(sort, rank);
    }
    return rank;
  }

  private categoriesHeld(): string[] {
    this.heldCategories ??= [
      ...new Set(this.inOrder('price-asc', undefined, false).map((p) => p.categorySlug)),
    ];
    return this.heldCategories;
  }

  /**
   * The page of a list without a search, from the list of its category and stock in its order: sorted by price, cut
   * by the price range (two binary searches); sorted otherwise, counted in the same products by price, and taken by
   * walking the list until the page is full, or, when the range holds few of them, from those few.
   */
  private listPage(search: ProductSearch, start: number, end: number): { ids: string[]; total: number } {
    const sort = listSort(search.sort);
    const inStock = search.inStock === true;
    const list = this.inOrder(sort, search.category, inStock);
    const low = search.minCents ?? Number.NEGATIVE_INFINITY;
    const high = search.maxCents ?? Number.POSITIVE_INFINITY;
    const idsOf = (products: Held[]) => products.map((p) => p.id);
    if (sort === 'price-asc' || sort === 'price-desc') {
      const ascending = sort === 'price-asc';
      const from = firstWhere(list, (p) => (ascending ? p.priceCents >= low : p.priceCents <= high));
      const to = firstWhere(list, (p) => (ascending ? p.priceCents > high : p.priceCents < low));
      return {
        ids: idsOf(list.slice(from + start, Math.min(to, from + end))),
        total: Math.max(0, to - from),
      };
    }
    if (search.minCents === undefined && search.maxCents === undefined)
      return { ids: idsOf(list.slice(start, end)), total: list.length };
    const byPrice = this.inOrder('price-asc', search.category, inStock);
    const from = firstWhere(byPrice, (p) => p.priceCents >= low);
    const total = Math.max(0, firstWhere(byPrice, (p) => p.priceCents > high) - from);
    if (start >= total) return { ids: [], total };
    // Walking reads about end × list.length / total products; the range's own products are total.
    if (total * total < end * list.length)
      return {
        ids: idsOf(firstInOrder(byPrice.slice(from, from + total), end, sorts[sort]).slice(start)),
        total,
      };
    const ids: string[] = [];
    let seen = 0;
    for (const p of list) {
      if (p.priceCents < low || p.priceCents > high) continue;
      if (seen >= start) ids.push(p.id);
      if (++seen >= end) break;
    }
    return { ids, total };
  }

  /**
   * One page of the live products that match `q` (every word) and the filters, in the chosen order (relevance, the
   * default with a search, then newest first), and how many match in all.
   */
  page(search: ProductSearch): { ids: string[]; total: number } {
    const start = (search.page - 1) * search.limit;
    const end = start + search.limit;
    const scored = search.q === undefined ? undefined : this.matches(search.q);
    if (!scored) return this.listPage(search, start, end);
    const { slots, relevance } = scored;
    const filtered =
      search.category !== undefined ||
      search.minCents !== undefined ||
      search.maxCents !== undefined ||
      search.inStock === true;
    const kept = filtered ? slots.filter((slot) => passes(this.slots[slot] as Held, search)) : slots;
    // Ranks in typed arrays, so that choosing the page reads no product but those on it.
    const rank = this.rankOf(listSort(search.sort));
    const order =
      search.sort === 'relevance'
        ? (a: number, b: number) =>
            (relevance[b] ?? 0) - (relevance[a] ?? 0) || (rank[a] ?? 0) - (rank[b] ?? 0)
        : (a: number, b: number) => (rank[a] ?? 0) - (rank[b] ?? 0);
    return {
      ids: firstInOrder(kept, end, order)
        .slice(start)
        .map((slot) => (this.slots[slot] as Held).id),
      total: kept.length,
    };
  }

  /**
   * The figures behind the facets, among the products matching `q`: counted per category under every filter but the
   * category; the lowest and highest price under every filter but the price; the count under every filter and in
   * stock.
   */
  facets(q: string | undefined, filters: ProductFilters): FacetFigures {
    const scored = q === undefined ? undefined : this.matches(q);
    const figures: FacetFigures = { byCategory: new Map(), minCents: null, maxCents: null, inStock: 0 };
    if (!scored) return this.catalogFacets(filters, figures);
    for (const slot of scored.slots) {
      const p = this.slots[slot] as Held;
      if (passes(p, filters, 'category'))
        figures.byCategory.set(p.categorySlug, (figures.byCategory.get(p.categorySlug) ?? 0) + 1);
      if (passes(p, filters, 'price')) {
        if (figures.minCents === null || p.priceCents < figures.minCents) figures.minCents = p.priceCents;
        if (figures.maxCents === null || p.priceCents > figures.maxCents) figures.maxCents = p.priceCents;
      }
      if (passes(p, filters) && isInStock(p)) figures.inStock++;
    }
    return figures;
  }

  /**
   * The facets without a search, from each category's products by price (all, and in stock): a few binary searches
   * per category.
   */
  private catalogFacets(filters: ProductFilters, figures: FacetFigures): FacetFigures {
    const low = filters.minCents ?? Number.NEGATIVE_INFINITY;
    const high = filters.maxCents ?? Number.POSITIVE_INFINITY;
    const inRange = (list: Held[]) =>
      Math.max(
        0,
        firstWhere(list, (p) => p.priceCents > high) - firstWhere(list, (p) => p.priceCents >= low),
      );
    for (const slug of this.categoriesHeld()) {
      const stocked = this.inOrder('price-asc', slug, true);
      const shown = filters.inStock ? stocked : this.inOrder('price-asc', slug, false);
      const count = inRange(shown);
      if (count > 0) figures.byCategory.set(slug, count);
      if (filters.category !== undefined && filters.category !== slug) continue;
      const cheapest = shown[0];
      const dearest = shown[shown.length - 1];
      if (cheapest && (figures.minCents === null || cheapest.priceCents < figures.minCents))
        figures.minCents = cheapest.priceCents;
      if (dearest && (figures.maxCents === null || dearest.priceCents > figures.maxCents))
        figures.maxCents = dearest.priceCents;
      figures.inStock += inRange(stocked);
    }
    return figures;
  }
}

/** The first index in `list` where `reached` holds, given that it holds from some index to the end (binary search). */
function firstWhere<T>(list: T[], reached: (item: T) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (reached(list[mid] as T)) high = mid;
    else low = mid + 1;
  }
  return low;
}
