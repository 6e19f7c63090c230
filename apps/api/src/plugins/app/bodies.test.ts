import { describe, expect, it } from 'vitest';
import { hiddenText, inspect, TOO_DEEP } from './bodies.ts';

describe('the walk over a request body', () => {
  it('names the path of a U+0000, through objects and lists', () => {
    expect(inspect({ a: [1, 'ok', { b: 'x\u0000' }] })).toBe('a.2.b');
    expect(inspect('x\u0000')).toBe('');
    expect(inspect({ a: [1, 'ok', { b: 'x' }], c: null })).toBeUndefined();
  });

  it('names the path of half a surrogate pair, which PostgreSQL cannot store either, and lets whole pairs by', () => {
    expect(inspect({ attributes: [{ name: 'a', value: 'x\ud800' }] })).toBe('attributes.0.value');
    expect(inspect({ name: '\udc00 lone low half' })).toBe('name');
    expect(inspect({ name: 'Drill \ud83d\udd27 with a wrench' })).toBeUndefined();
  });

  it('refuses nesting past 32 levels however deep, without running out of stack', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 400_000; i++) deep = [deep];
    expect(inspect(deep)).toBe(TOO_DEEP);
    let fits: unknown = 'end\u0000';
    for (let i = 0; i < 32; i++) fits = { inner: fits };
    expect(inspect(fits)).toBe(Array.from({ length: 32 }, () => 'inner').join('.'));
    expect(inspect({ inner: fits })).toBe(TOO_DEEP);
  });

  it('leaves bytes and other objects alone', () => {
    expect(inspect(Buffer.from('a\u0000b'))).toBeUndefined();
    expect(inspect(new Map([['a', 'b\u0000']]))).toBeUndefined();
  });

  it('names the path and the character of text that hides or turns its direction, leaving passwords alone', () => {
    expect(hiddenText({ lines: [{ name: 'ok' }, { name: 'a\u202Eb' }] })).toEqual(['lines.1.name', 'U+202E']);
    expect(hiddenText('\u2028')).toEqual(['', 'U+2028']);
    expect(hiddenText({ password: 'a\u200Bb', name: 'Ann' })).toBeUndefined();
    expect(hiddenText({ name: 'Ana 👩‍💻', note: 'می‌خواهم' })).toBeUndefined();
    expect(hiddenText(Buffer.from('a\u202Eb'))).toBeUndefined();
  });
});
