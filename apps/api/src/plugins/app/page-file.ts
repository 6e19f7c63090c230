import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatch, strongEtag } from '../../lib/etag.ts';

const NO_CACHE = 'no-cache';
/** Brotli's quality for pages written per request: a few tenths of a millisecond for a page, most of the gain. */
const PAGE_BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
}

/**
 * A page the server wrote, ready to send: its bytes in each encoding there is, each with its ETag. Kept whole by
 * the read cache with its compressed copies (ADR 070), which @fastify/compress would make again per request: the
 * build's files are @fastify/static's (web.ts), only the pages the server writes are sent from here.
 */
export interface WebFile {
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  /** The compressed copies there are, preferred first. */
  encodings: Exclude<Encoding, 'identity'>[];
}

/** `body`, compressed in each encoding a browser may take, with its ETags, ready to be sent many times. */
export function pageFile(body: Buffer, type = 'text/html'): WebFile {
  return {
    type: `${type}; charset=utf-8`,
    cacheControl: NO_CACHE,
    variants: {
      identity: variant(body),
      br: variant(compress(body, 'br')),
      gzip: variant(compress(body, 'gzip')),
    },
    encodings: ['br', 'gzip'],
  };
}

/**
 * Sends a page the server wrote for this request, compressed as the browser accepts, with an ETag and `no-cache`:
 * a browser asks again each time and gets 304 while it is unchanged.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, type = 'text/html') {
  const body = Buffer.from(html);
  // Only the copy this browser takes is made: a page written per request (a large sitemap too) is compressed once.
  const encoding = negotiated(request, ['br', 'gzip']);
  const variants: WebFile['variants'] = { identity: variant(body) };
  if (encoding) variants[encoding] = variant(compress(body, encoding));
  return send(request, reply, {
    variants,
    encodings: encoding ? [encoding] : [],
    type: `${type}; charset=utf-8`,
    cacheControl: NO_CACHE,
  });
}

/** The encoding the request accepts among `offered`, the offer's order breaking ties; null for none. */
function negotiated(request: FastifyRequest, offered: Exclude<Encoding, 'identity'>[]) {
  const accepted = request.headers['accept-encoding'];
  // `*` is "any encoding": gzip, as @fastify/static and @fastify/compress read it.
  return accepted
    ? (negotiate(accepted.toLowerCase().replace(/\*/g, 'gzip'), offered) as Exclude<
        Encoding,
        'identity'
      > | null)
    : null;
}

/** Sends `file` in the encoding the browser takes, or 304 when it holds that copy already. */
export function send(request: FastifyRequest, reply: FastifyReply, file: WebFile) {
  const encoding = negotiated(request, file.encodings);
  const chosen = (encoding && file.variants[encoding]) || file.variants.identity;
  reply
    .header('cache-control', file.cacheControl)
    .header('vary', 'accept-encoding')
    .header('etag', chosen.etag);
  if (ifNoneMatch(request.headers['if-none-match'], chosen.etag)) return reply.status(304).send();
  reply.header('content-type', file.type);
  if (chosen !== file.variants.identity) reply.header('content-encoding', encoding);
  return reply.send(chosen.body);
}

/** As React writes text into HTML. */
export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** A page's text compressed for sending: a quicker setting than the build's, as it is done while a visitor waits. */
function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: constants.Z_DEFAULT_COMPRESSION });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
    },
  });
}

function variant(body: Buffer): Variant {
  return { body, etag: strongEtag(body) };
}

/** The CSP hashes (`sha256-…`) the page policy allows inline code and CSS by, in its `script-src` and `style-src`. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export const cspHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
