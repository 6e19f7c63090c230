// http.ts without zod: its limits, messages and rules. The storefront's first load imports them from
// here, so zod stays out of it; `./http.ts` re-exports them beside its schemas.

export const DEFAULT_SHOP_NAME = 'Ironvolt Tools';

/** A JSON body's largest size: ample for every form (a product's 2,000-character description is the longest). */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** A JSON body's deepest nesting (no route takes more than a few levels). */
export const JSON_MAX_DEPTH = 32;

export const httpMessages = {
  notFound: 'Not found',
  routeNotFound: (method: string, url: string) => `Route ${method} ${url} not found`,
  malformedJson: 'The request body is not valid JSON',
  malformedUrl: 'The address is not valid: a % in it must be followed by two hexadecimal digits',
  pathTooLong: 'A part of the address is too long',
  bodyTooLarge: `The request body is too large (at most ${JSON_BODY_MAX_BYTES / 1024} KB)`,
  tooDeep: `The request body is nested too deeply (at most ${JSON_MAX_DEPTH} levels)`,
  internal: 'Something went wrong on our side. Please try again.',
  nulCharacter: (field: string) =>
    `${field} must not contain the character U+0000 or half of a surrogate pair (text that cannot be stored)`,
  metricsToken: 'The metrics need the header Authorization: Bearer <METRICS_TOKEN>',
} as const;

/**
 * JSON for inside an HTML <script> element (JSON-LD, the server's data for the browser): `<`, `>` and `&` as \u
 * escapes, so no text in it can close the element (`</script>`) or open a comment; and the line separators
 * JavaScript once refused in strings.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
