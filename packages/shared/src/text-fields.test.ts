import { describe, expect, it } from 'vitest';
import { hiddenCharacterIn, printable, withoutHiddenCharacters } from './text-fields.ts';

describe('text that hides or turns its direction', () => {
  it('finds every format character, the line and paragraph separators, and joiners that join nothing', () => {
    const found: [string, string][] = [
      ['a\u202Eb', 'U+202E'],
      ['a\u202Ab', 'U+202A'],
      ['a\u2066b', 'U+2066'],
      ['a\u2069b', 'U+2069'],
      ['a\u200Eb', 'U+200E'],
      ['a\u061Cb', 'U+061C'],
      ['a\u200Bb', 'U+200B'],
      ['a\u2060b', 'U+2060'],
      ['a\uFEFFb', 'U+FEFF'],
      ['a\u00ADb', 'U+00AD'],
      ['a\u{E0041}b', 'U+E0041'],
      ['a\u2028b', 'U+2028'],
      ['a\u2029b', 'U+2029'],
      ['pay\u200Dpal', 'U+200D'],
      ['\u200Cشب', 'U+200C'],
      ['شب\u200D', 'U+200D'],
      ['ш\u200D ш', 'U+200D'],
    ];
    for (const [text, character] of found)
      expect(hiddenCharacterIn(text), JSON.stringify(text)).toBe(character);
  });

  it('lets by the scripts and emoji people write, joiners inside them included', () => {
    for (const text of [
      'Zoë Ångström',
      'Иван Петров',
      'Σοφία',
      'محمد علي',
      'שרה כהן',
      '王小明',
      '佐藤 花子',
      '김민준',
      'می‌خواهم',
      'क्‍ष',
      'Ana 👩‍💻',
      '❤️‍🔥',
      '1️⃣',
    ])
      expect(hiddenCharacterIn(text), text).toBeUndefined();
  });

  it('takes them out of text the shop cannot refuse', () => {
    expect(withoutHiddenCharacters('Quinn \u202Enimda\u200B Shaw 👩‍💻')).toBe('Quinn nimda Shaw 👩‍💻');
  });

  it("refuses them in a form's field with the field named as the form labels it", () => {
    const result = printable('The address', 300).safeParse('1 Main St \u202E');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'The address holds an invisible or direction-changing character (U+202E)',
    ]);
  });
});
