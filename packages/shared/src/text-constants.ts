// text-fields.ts without zod: the rule of what free text may not hold, for the API's bodies hook, the catalog's
// CSV and the browser's first load; `./text-fields.ts` re-exports it beside its schemas.

/**
 * Characters that turn text's direction or do not show, which make a name, an address or a note read otherwise on
 * a page, in a CSV or on an invoice than it was stored: every Unicode format character (general category Cf: the
 * bidirectional marks, embeddings, overrides and isolates U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069;
 * the zero-width space U+200B, word joiner U+2060, invisible operators U+2061–U+2064, byte-order mark U+FEFF, soft
 * hyphen U+00AD, the tag characters U+E0000–U+E007F…) and the line and paragraph separators U+2028 and U+2029.
 * The zero-width joiner and non-joiner (U+200D, U+200C) are kept where they join: between two characters that are
 * neither ASCII nor spaces, as in an emoji sequence (👩‍💻) or a Persian or Indic word; next to ASCII, a space or
 * the text's ends they join nothing and only hide.
 */
const HIDDEN =
  /(?![\u200C\u200D])[\p{Cf}\p{Zl}\p{Zp}]|(?<=^|[\p{ASCII}\s\u200C\u200D])[\u200C\u200D]|[\u200C\u200D](?=$|[\p{ASCII}\s])/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');

/** The first hidden or direction-changing character in `text` as `U+202E`, or undefined when there is none. */
export function hiddenCharacterIn(text: string): string | undefined {
  const found = HIDDEN.exec(text);
  if (!found) return undefined;
  return `U+${(found[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `text` without them: for text the shop takes from elsewhere and cannot refuse (a Google account's name). */
export const withoutHiddenCharacters = (text: string): string => text.replace(HIDDEN_ALL, '');

export const textMessages = {
  /** `field` as the form labels it ("The address"), or its name in the request (`address`). */
  hiddenCharacter: (field: string, character: string) =>
    `${field} holds an invisible or direction-changing character (${character})`,
} as const;
