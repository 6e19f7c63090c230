import type { Readable } from 'node:stream';
import { httpMessages, JSON_BODY_MAX_BYTES, JSON_MAX_DEPTH } from '@ironvolt/shared/http';
import { hiddenCharacterIn, textMessages } from '@ironvolt/shared/text-constants';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * What a request may carry before any route looks at it, checked at the least cost, because anyone may send it:
 * a JSON body of at most 64 KB (a route may allow more) and 32 levels, refused as soon as the bytes show either,
 * and no U+0000 in any text (PostgreSQL text cannot hold it). Uploads keep their own multipart limits. Then no text
 * in a body may hold a character that hides or turns its direction (hiddenCharacterIn), but a password.
 */
export const bodiesPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', (request, payload, done) => {
      readJson(request, payload).then(
        (text) => parse(request, text, done),
        (error: Error) => done(error, undefined),
      );
    });

    // Refused here, for every route and before anything is written, rather than failing inside a query as a 500.
    app.addHook('preValidation', (request, _reply, done) => {
      const found = inspect(request.params) ?? inspect(request.query) ?? inspect(request.body);
      if (found === undefined) return done();
      if (found === TOO_DEEP) return done(new HttpError(400, httpMessages.tooDeep));
      done(new HttpError(400, httpMessages.nulCharacter(found || 'body'), found || undefined));
    });

    // After the route's schema, whose own refusal names the field as its form labels it; this catches every text
    // a schema leaves unchecked, so no route stores such a character for an admin's page or a document to show.
    app.addHook('preHandler', (request, _reply, done) => {
      const found = hiddenText(request.body);
      if (found === undefined) return done();
      const [path, character] = found;
      done(new HttpError(400, textMessages.hiddenCharacter(path || 'body', character), path || undefined));
    });
  },
  { name: 'bodies' },
);

/**
 * The body's text, read as it arrives: 400 at the first byte that opens a 33rd level, 413 at the first byte past
 * the limit, whatever the Content-Length announced, so neither a deep nor a large body is ever held whole.
 */
function readJson(request: FastifyRequest, payload: Readable): Promise<string> {
  const limit = request.routeOptions.bodyLimit ?? JSON_BODY_MAX_BYTES;
  const declared = Number(request.headers['content-length']);
  const nesting = nestingCounter(JSON_MAX_DEPTH);
  const chunks: Buffer[] = [];
  let received = 0;
  return new Promise((resolve, reject) => {
    const stop = (error: Error | undefined, text?: string) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      if (error) reject(error);
      else resolve(text ?? '');
    };
    const onData = (data: Buffer | string) => {
      const chunk = typeof data === 'string' ? Buffer.from(data) : data;
      const room = limit - received;
      if (!nesting(chunk.length > room ? chunk.subarray(0, room) : chunk))
        return stop(new HttpError(400, httpMessages.tooDeep));
      if (chunk.length > room) return stop(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      received += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => {
      if (!Number.isNaN(declared) && declared !== received)
        return stop(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      stop(undefined, Buffer.concat(chunks, received).toString('utf8'));
    };
    const onError = (error: Error & { statusCode?: number }) => {
      error.statusCode ??= 400;
      stop(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}

/**
 * Follows JSON's nesting over raw bytes, chunk after chunk: brackets count outside strings only. The bytes looked
 * for are ASCII, which UTF-8 never uses inside a multi-byte character. Answers false once a level past `max` opens.
 */
function nestingCounter(max: number): (bytes: Uint8Array) => boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return (bytes) => {
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === 0x5c /* \ */) escaped = true;
        else if (byte === 0x22 /* " */) inString = false;
      } else if (byte === 0x22) inString = true;
      else if (byte === 0x5b /* [ */ || byte === 0x7b /* { */) {
        if (++depth > max) return false;
      } else if (byte === 0x5d /* ] */ || byte === 0x7d /* } */) depth--;
    }
    return true;
  };
}

export const TOO_DEEP = Symbol('too deep');

// A lone surrogate (half of a UTF-16 pair): in Unicode mode a whole pair is one code point, so only halves match.
const LONE_SURROGATE = /\p{Cs}/u;

/** Text PostgreSQL refuses to store (in a text column or in jsonb): U+0000, or a lone surrogate. */
const unstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** A container being walked, and where it sits: enough to spell a path, which is built only for a NUL found. */
interface Place {
  parent: Place | undefined;
  key: string | number;
  depth: number;
}

/**
 * The dotted path of a string in `value` that holds U+0000 ('' for `value` itself), TOO_DEEP when containers nest
 * past JSON_MAX_DEPTH, or undefined.
 */
export function inspect(value: unknown): string | typeof TOO_DEEP | undefined {
  const found = findText(value, (text) => (unstorable(text) ? true : undefined));
  return Array.isArray(found) ? found[0] : found;
}

/**
 * The dotted path of a string in `value` that holds a hidden or direction-changing character, and that character
 * (`U+202E`), or undefined. A password is never shown and may hold anything, so a `password` field is left alone.
 */
export function hiddenText(value: unknown): [string, string] | undefined {
  const found = findText(value, hiddenCharacterIn, (key) => key === 'password');
  return Array.isArray(found) ? found : undefined;
}

/**
 * The first string in `value` for which `test` answers something, as its dotted path ('' for `value` itself) and
 * that answer; TOO_DEEP when containers nest past JSON_MAX_DEPTH, or undefined. Strings under a key `skip` names
 * are not tested. Walks with a stack of its own (no recursion, so no depth can overflow it) and allocates nothing
 * per element: a 64 KB array of numbers costs one pass over it.
 */
function findText<T>(
  value: unknown,
  test: (text: string) => T | undefined,
  skip?: (key: string) => boolean,
): [string, T] | typeof TOO_DEEP | undefined {
  if (typeof value === 'string') {
    const answer = test(value);
    return answer === undefined ? undefined : ['', answer];
  }
  if (!isPlainData(value)) return undefined;
  const stack: [Record<string, unknown>, Place][] = [[value, { parent: undefined, key: '', depth: 1 }]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [container, place] = next;
    if (place.depth > JSON_MAX_DEPTH) return TOO_DEEP;
    const look = (key: string | number, inner: unknown): [string, T] | undefined => {
      if (typeof inner === 'string') {
        if (skip && typeof key === 'string' && skip(key)) return undefined;
        const answer = test(inner);
        return answer === undefined ? undefined : [pathOf(place, key), answer];
      }
      if (isPlainData(inner)) stack.push([inner, { parent: place, key, depth: place.depth + 1 }]);
      return undefined;
    };
    if (Array.isArray(container)) {
      for (let i = 0; i < container.length; i++) {
        const found = look(i, container[i]);
        if (found !== undefined) return found;
      }
    } else {
      for (const key of Object.keys(container)) {
        const found = look(key, container[key]);
        if (found !== undefined) return found;
      }
    }
  }
  return undefined;
}

function pathOf(place: Place, key: string | number): string {
  const keys = [String(key)];
  for (let at: Place | undefined = place; at?.parent; at = at.parent) keys.unshift(String(at.key));
  return keys.join('.');
}

function isPlainData(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  // Parsed JSON, and query strings (objects with no constructor at all); not Buffers, streams or class instances.
  const made = (value as { constructor?: unknown }).constructor;
  return made === undefined || made === Object || made === Array;
}
