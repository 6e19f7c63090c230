import { catalogMessages } from '@ironvolt/shared/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { build, databaseKinds, type TestApp } from '../../../test/helper.ts';

// The forgiving search (ADR 029), on both databases with the same answers.
describe.each(databaseKinds)('forgiving search on %s', (kind) => {
  let t: TestApp;
  const found = async (q: string, more = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}${more}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { name: string }[]).map((p) => p.name);
  };

  beforeAll(async () => {
    t = await build(kind);
    const base = Date.UTC(2026, 0, 1);
    const made: [string, string, number][] = [
      ['Ironvolt 20V Brushless Hammer Drill', 'IV-HD20B', 17_999],
      ['Ironvolt 20V Brushless Impact Driver', 'IV-ID20B', 9_999],
      ['Ironvolt 5" Random Orbital Sander', 'IV-ROS125', 5_999],
      ['Ironvolt 20V Brushless Reciprocating Saw', 'IV-RS20B', 14_999],
      ['Ironvolt 4-1/2" Corded Angle Grinder', 'IV-AG115', 5_499],
      ['Ironvolt 8" Bench Grinder', 'IV-BG200', 8_999],
      ['Drill', 'IV-DR1', 4_999],
      ['Ironvolt SDS Rotary Hammer', 'IV-RH26B', 34_999],
    ];
    for (const [index, [name, model, priceCents]] of made.entries())
      await createProduct(t.app.db, { name, model, priceCents, createdAt: new Date(base + index * 60_000) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('matches words in any order, each on its own', async () => {
    expect(await found('sander orbital')).toEqual(['Ironvolt 5" Random Orbital Sander']);
    expect(await found('drill hammer')).toEqual(['Ironvolt 20V Brushless Hammer Drill']);
    // A word in the model and one in the name.
    expect(await found('brushless rs20b')).toEqual(['Ironvolt 20V Brushless Reciprocating Saw']);
    expect(await found('sander drill')).toEqual([]);
  });

  it('still finds a word of four letters or more with one typo', async () => {
    expect(await found('hamer drill')).toEqual(['Ironvolt 20V Brushless Hammer Drill']);
    expect((await found('grindr')).sort()).toEqual([
      'Ironvolt 4-1/2" Corded Angle Grinder',
      'Ironvolt 8" Bench Grinder',
    ]);
    // A wrong letter, a swapped pair, an extra letter.
    expect(await found('impcat')).toEqual(['Ironvolt 20V Brushless Impact Driver']);
    expect(await found('orbitl sandr')).toEqual(['Ironvolt 5" Random Orbital Sander']);
    expect(await found('recipprocating')).toEqual(['Ironvolt 20V Brushless Reciprocating Saw']);
    expect((await found('hmamer')).sort()).toEqual([
      'Ironvolt 20V Brushless Hammer Drill',
      'Ironvolt SDS Rotary Hammer',
    ]);
    // Two typos in one word, or a typo in a short word, find nothing.
    expect(await found('hmaer drill')).toEqual([]);
    expect(await found('hxmxer')).toEqual([]);
    expect(await found('sxw')).toEqual([]);
  });

  it('finds by prefix while typing', async () => {
    expect(await found('recip')).toEqual(['Ironvolt 20V Brushless Reciprocating Saw']);
    expect(await found('orb san')).toEqual(['Ironvolt 5" Random Orbital Sander']);
  });

  it('ranks by relevance: an exact name or model first, whole words before parts and typos', async () => {
    // "Drill" is that product's whole name; the Hammer Drill has the word; the typo-only matches come after.
    expect((await found('drill'))[0]).toBe('Drill');
    expect((await found('iv-rh26b'))[0]).toBe('Ironvolt SDS Rotary Hammer');
    const hammer = await found('hammer');
    expect(hammer.slice(0, 2).sort()).toEqual([
      'Ironvolt 20V Brushless Hammer Drill',
      'Ironvolt SDS Rotary Hammer',
    ]);
    // A given sort still wins over relevance.
    expect(await found('grinder', '&sort=price-asc')).toEqual([
      'Ironvolt 4-1/2" Corded Angle Grinder',
      'Ironvolt 8" Bench Grinder',
    ]);
    expect(await found('grinder', '&sort=price-desc')).toEqual([
      'Ironvolt 8" Bench Grinder',
      'Ironvolt 4-1/2" Corded Angle Grinder',
    ]);
  });

  it('answers long and odd searches as words, never as an error or a runaway expression', async () => {
    const odd = [
      'a'.repeat(100),
      Array(4).fill('abcdefghijklmnopqrst').join(' '),
      Array(8).fill('abcdefghijk').join(' '),
      '((((( ***** \\\\ [[[[ ]]]] .* ^$ |',
      'é'.repeat(50),
      // Combining vowel signs, which some locales' regular expressions count as alphanumeric.
      'हिंदी ड्रिल',
      'كَتَبَ مِثْقَاب',
    ];
    for (const q of odd) {
      const started = performance.now();
      for (const path of ['/api/products', '/api/products/facets', '/api/products/suggestions']) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?q=${encodeURIComponent(q)}` });
        expect(res.statusCode, `${path} ${q}`).toBe(200);
      }
      // Seconds, not milliseconds, would mean the expression grew with the input (TYPO_MAX_LENGTH).
      expect(performance.now() - started, q).toBeLessThan(3_000);
    }
    expect(await found('(drill')).toEqual([]);
    expect(await found('drill.')).toEqual([]);
  });

  it('suggests the closest tools when nothing matches', async () => {
    expect(await found('cordless hammerdrill kit')).toEqual([]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/suggestions?q=${encodeURIComponent('cordless hammerdrill kit')}`,
    });
    expect(res.statusCode).toBe(200);
    const suggestions = res.json() as { name: string; model: string; _id: string }[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions[0]?.name).toBe('Ironvolt 20V Brushless Hammer Drill');
    const none = await t.app.inject({ method: 'GET', url: '/api/products/suggestions?q=zzzzqqq' });
    expect(none.json()).toEqual([]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/suggestions' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'q' });
  });
});

describe('suggestions asked from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build('pglite', { config: { suggestionsRateLimit: 2, trustProxy: 1 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (q: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({
      method: 'GET',
      url: `/api/products/suggestions?q=${encodeURIComponent(q)}`,
      remoteAddress,
    });

  it('are computed SUGGESTIONS_RATE_LIMIT times a minute, then 429; cached answers and other addresses still get theirs', async () => {
    expect((await ask('zzzq one')).statusCode).toBe(200);
    expect((await ask('zzzq two')).statusCode).toBe(200);
    const refused = await ask('zzzq three');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: catalogMessages.tooManySuggestions });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Asked before from this address: answered from the cache, which costs the database nothing.
    expect((await ask('zzzq one')).statusCode).toBe(200);
    expect((await ask('zzzq three', '198.51.100.9')).statusCode).toBe(200);
  });

  it('are counted by the address the proxy saw, whatever a client writes into X-Forwarded-For', async () => {
    // Behind one proxy (TRUST_PROXY=true): the proxy appends the address it saw; entries left of it are the client's.
    const viaProxy = (q: string, claimed: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/products/suggestions?q=${encodeURIComponent(q)}`,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${claimed}, 192.0.2.44` },
      });
    expect((await viaProxy('qqzz one', '1.1.1.1')).statusCode).toBe(200);
    expect((await viaProxy('qqzz two', '1.1.1.2')).statusCode).toBe(200);
    expect((await viaProxy('qqzz three', '1.1.1.3')).statusCode).toBe(429);
  });
});
