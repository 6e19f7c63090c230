import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import LineBreaker from 'linebreak';

/**
 * The invoice's text in any script (ADR 067). Text pdfkit's built-in Helvetica can encode (WinAnsi) is written as
 * before; other text gets a Noto font per script, embedded as the subset it uses, laid out in lines here and put
 * in visual order by the Unicode bidirectional algorithm (bidi-js), so that Arabic and Hebrew read right to left.
 * Hand-written because pdfkit lays a text out in one font, breaks lines by itself and orders words left to right;
 * a line made of several fonts and directions needs its lines broken and reordered before it is drawn.
 */

const require = createRequire(import.meta.url);
/** A font of one of the @embedpdf font packages: their fonts/ folder beside dist/, which their README names. */
const embedpdfFont = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', file);

interface FallbackFont {
  name: string;
  /** The code points it is chosen for first; any other it has is taken when the earlier fonts lack it. */
  script: RegExp;
  file: () => string;
}

const FONTS: FallbackFont[] = [
  {
    name: 'NotoSans',
    script: /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u,
    file: () => embedpdfFont('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'),
  },
  {
    // Naskh, the usual Arabic text face: its letters keep their dots, so text taken from the PDF has whole words.
    name: 'NotoNaskhArabic',
    script: /\p{Script=Arabic}/u,
    file: () => embedpdfFont('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Regular.ttf'),
  },
  {
    name: 'NotoSansHebrew',
    script: /\p{Script=Hebrew}/u,
    file: () => embedpdfFont('@embedpdf/fonts-hebrew', 'NotoSansHebrew-Regular.ttf'),
  },
  {
    // Chinese and Japanese: every unified ideograph of the main block and extension A, kana and full-width forms.
    name: 'NotoSansSC',
    script:
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303F\uFF00-\uFFEF]/u,
    file: () => embedpdfFont('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
  },
  {
    name: 'NotoSansKR',
    script: /\p{Script=Hangul}/u,
    file: () => embedpdfFont('@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf'),
  },
];

/** Each font, read and parsed once a thread, when a text first needs it. */
const loaded = new Map<string, { font: fontkit.Font }>();
function load(fallback: FallbackFont) {
  let entry = loaded.get(fallback.name);
  if (!entry) {
    entry = { font: fontkit.create(fs.readFileSync(fallback.file())) as fontkit.Font };
    loaded.set(fallback.name, entry);
  }
  return entry;
}

/** The font for one character outside WinAnsi: its script's, else the first that has it (NotoSans's box if none). */
function fontFor(character: string, previous: string | undefined): string {
  const codePoint = character.codePointAt(0) ?? 0;
  const has = (fallback: FallbackFont) => load(fallback).font.hasGlyphForCodePoint(codePoint);
  const own = FONTS.find((fallback) => fallback.script.test(character));
  if (own && has(own)) return own.name;
  const before = FONTS.find((fallback) => fallback.name === previous);
  if (before && has(before)) return before.name;
  return FONTS.find(has)?.name ?? 'NotoSans';
}

// What Helvetica can encode (pdfkit's standard fonts use WinAnsiEncoding): Latin-1 and these 27.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const inWinAnsi = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(character);
};
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
// Helvetica's ascender (its AFM's 718 units): where pdfkit puts a line's baseline below the line's top.
const HELVETICA_ASCENDER = 0.718;
// fontkit shapes and reverses a run whose first character of a real script is of a right-to-left one.
const FIRST_OF_A_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RIGHT_TO_LEFT_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const reversedByFontkit = (text: string) =>
  RIGHT_TO_LEFT_SCRIPT.test(FIRST_OF_A_SCRIPT.exec(text)?.[0] ?? '');

const bidi = bidiFactory();

export interface TextOptions {
  width: number;
  align?: 'left' | 'right' | undefined;
  bold?: boolean | undefined;
}

/** A run of one line, in one font and one direction. */
interface Run {
  font: string;
  text: string;
  width: number;
}

/**
 * Writes one document's text: `write(text, x, y, options)` puts `text` in the box at (x, y) of `options.width`,
 * wrapped, and leaves the document's y below it, as pdfkit's `text` does. Fonts are registered with the document
 * the first time it needs them, so a document in Latin only embeds no font at all.
 */
export function invoiceText(doc: PDFKit.PDFDocument, fontSize: number) {
  const registered = new Set<string>();
  const use = (font: string) => {
    const fallback = FONTS.find((candidate) => candidate.name === font);
    if (fallback && !registered.has(font)) {
      // pdfkit takes a fontkit font it is given (its changelog, 0.20; @types/pdfkit lists only files and bytes):
      // parsed once a thread, not once a document, which for the CJK fonts is most of a document's time.
      doc.registerFont(font, load(fallback).font as unknown as Buffer);
      registered.add(font);
    }
    return doc.font(font).fontSize(fontSize);
  };
  // Spaces are Helvetica's, so a run of a Noto font is one word at most: pdfkit lays each word out once a
  // document (shaped, and turned right to left by fontkit for Arabic and Hebrew) and keeps it for the next use.
  const widthOf = (run: { font: string; text: string }) => use(run.font).widthOfString(run.text);

  /**
   * The font of each UTF-16 unit: Helvetica for what it can write, but a word it cannot write whole is written in
   * Noto whole, so that no word mixes two designs.
   */
  const fontsOf = (text: string, helvetica: string): string[] => {
    const inNotoWord = new Uint8Array(text.length);
    for (const word of text.matchAll(WORD))
      if (![...word[0]].every(inWinAnsi)) inNotoWord.fill(1, word.index, word.index + word[0].length);
    const fonts = new Array<string>(text.length);
    let previous: string | undefined;
    for (let i = 0; i < text.length; ) {
      const character = String.fromCodePoint(text.codePointAt(i) ?? 0);
      const font = !inNotoWord[i] && inWinAnsi(character) ? helvetica : fontFor(character, previous);
      if (font !== helvetica) previous = font;
      fonts.fill(font, i, i + character.length);
      i += character.length;
    }
    return fonts;
  };

  /** The width of text[from, to) in logical order, run by run. */
  const measure = (text: string, fonts: string[], from: number, to: number) => {
    let width = 0;
    for (let start = from; start < to; ) {
      let end = start + 1;
      while (end < to && fonts[end] === fonts[start]) end++;
      width += widthOf({ font: fonts[start] ?? 'NotoSans', text: text.slice(start, end) });
      start = end;
    }
    return width;
  };

  /** The lines of `text` as [start, end) ranges: broken where UAX #14 allows, else inside a word too long alone. */
  const linesOf = (text: string, fonts: string[], width: number): [number, number][] => {
    const lines: [number, number][] = [];
    const trimmed = (from: number, to: number) => {
      let end = to;
      while (end > from && /\s/.test(text[end - 1] ?? '')) end--;
      return end;
    };
    const nextCharacter = (at: number) => at + String.fromCodePoint(text.codePointAt(at) ?? 0).length;
    const breaker = new LineBreaker(text);
    let lineStart = 0;
    let lineEnd = 0;
    let lineWidth = 0;
    for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
      let start = lineEnd;
      const end = next.position;
      if (lineEnd > lineStart && lineWidth + measure(text, fonts, start, trimmed(start, end)) > width) {
        lines.push([lineStart, trimmed(lineStart, lineEnd)]);
        lineStart = start;
        lineWidth = 0;
      }
      // A piece wider than the box on a line of its own is cut between its characters.
      while (lineWidth === 0 && measure(text, fonts, start, trimmed(start, end)) > width) {
        let cut = nextCharacter(start);
        while (cut < end && measure(text, fonts, start, nextCharacter(cut)) <= width)
          cut = nextCharacter(cut);
        if (cut >= end) break;
        lines.push([start, cut]);
        start = cut;
        lineStart = cut;
      }
      lineWidth += measure(text, fonts, start, end);
      lineEnd = end;
    }
    if (lineEnd > lineStart) lines.push([lineStart, trimmed(lineStart, lineEnd)]);
    return lines;
  };

  /** One line's runs in visual order, each run's text as pdfkit must be given it to show it in that order. */
  const runsOf = (
    text: string,
    fonts: string[],
    levels: ReturnType<typeof bidi.getEmbeddingLevels>,
    line: [number, number],
  ) => {
    const [start, end] = line;
    if (end <= start) return [];
    const order = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);
    const runs: Run[] = [];
    const level = (index: number) => levels.levels[index] ?? 0;
    for (let i = 0; i < order.length; ) {
      // One font at one level: its characters stand in reading order, or in reverse at an odd (right-to-left) level.
      const first = order[i] ?? 0;
      let j = i + 1;
      while (
        j < order.length &&
        fonts[order[j] ?? 0] === fonts[first] &&
        level(order[j] ?? 0) === level(first)
      )
        j++;
      const logical = order.slice(i, j).sort((a, b) => a - b);
      // Half a surrogate pair goes with its other half: the pair is one character, in either direction.
      const characters: string[] = [];
      for (const index of logical) {
        const unit = mirrored.get(index) ?? text[index] ?? '';
        const code = unit.charCodeAt(0);
        if (code >= 0xdc00 && code <= 0xdfff && characters.length > 0)
          characters[characters.length - 1] += unit;
        else characters.push(unit);
      }
      const visual = level(first) % 2 ? characters.reverse() : characters;
      const font = fonts[first] ?? 'NotoSans';
      // fontkit lays an Arabic or Hebrew run out right to left itself (shaping it in reading order first): such a
      // run is given in reading order, which fontkit turns around.
      const turned = [...visual].reverse().join('');
      const given = !font.startsWith('Helvetica') && reversedByFontkit(turned) ? turned : visual.join('');
      const run = { font, text: given };
      runs.push({ ...run, width: widthOf(run) });
      i = j;
    }
    return runs;
  };

  return {
    write(
      text: string,
      x: number,
      y: number | undefined,
      { width, align = 'left', bold = false }: TextOptions,
    ) {
      const helvetica = bold ? 'Helvetica-Bold' : 'Helvetica';
      const top = y ?? doc.y;
      if ([...text].every(inWinAnsi)) {
        use(helvetica).text(text, x, top, { width, align });
        return;
      }
      const lineHeight = use(helvetica).currentLineHeight(true);
      const fonts = fontsOf(text, helvetica);
      const levels = bidi.getEmbeddingLevels(text);
      const lines = linesOf(text, fonts, width);
      lines.forEach((line, index) => {
        const runs = runsOf(text, fonts, levels, line);
        const lineWidth = runs.reduce((sum, run) => sum + run.width, 0);
        let at = align === 'right' ? x + width - lineWidth : x;
        const baseline = top + index * lineHeight + HELVETICA_ASCENDER * fontSize;
        for (const run of runs) {
          use(run.font).text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
          at += run.width;
        }
      });
      use(helvetica);
      doc.x = x;
      doc.y = top + lines.length * lineHeight;
    },
  };
}
