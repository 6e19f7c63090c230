import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import mime from 'mime';
import { ifNoneMatch, strongEtag } from '../../lib/etag.ts';

const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';
const NO_CACHE = 'no-cache';
/** Brotli's quality for pages written per request: a few tenths of a millisecond for a page, most of the gain. */
const PAGE_BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip' | 'identity';
/** The compressed copies the build writes beside a file (vite-plugin-compression2), preferred first. */
const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

interface Variant {
  body: Buffer;
  etag: string;
}

/** A file or page ready to send: its bytes in each encoding there is, each with its ETag. */
export interface WebFile {
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  /** The compressed copies there are, the build's preference first. */
  encodings: Exclude<Encoding, 'identity'>[];
}

/** The build's files are not the API: /api/docs leaves them out. */
const fileRoute = { schema: { hide: true } };

/**
 * Not files to serve: the page template (index.html, which every page is rendered into by the web-pages plugin),
 * the server's build of the app (server/) and what the server writes itself for the shop it serves.
 */
const NOT_SERVED: readonly string[] = ['/index.html', '/robots.txt', '/sitemap.xml'];

/**
 * Serves the files of the web app's build: hashed assets cached for a year, other files an hour, each brotli- or
 * gzip-compressed when the browser accepts it, from the copies the build made. The pages themselves are rendered
 * by the web-pages plugin.
 *
 * The build is read once, at start (a few MB with its compressed copies), and every answer is a buffer already
 * in memory: reading the files per request allocated a 64 KiB buffer per chunk, which piled up waiting for V8 to
 * collect them under load (ADR 016). The build does not change under a running server: `npm start` builds before
 * it starts.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    for (const [url, file] of readBuild(options.root)) {
      if (NOT_SERVED.includes(url) || url.startsWith('/server/')) continue;
      // A route holds neither a wildcard nor what a browser sends percent-encoded (`?`, `#`, `%`).
      if (/[*?#%]/.test(url)) {
        app.log.warn({ url }, 'a file of the web build has a name no route can hold; it is not served');
        continue;
      }
      app.get(url.replaceAll(':', '::'), fileRoute, (request, reply) => send(request, reply, file));
    }
  },
  { name: 'web' },
);

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
 * Sends a page the server wrote for this request (not from the build), compressed as the browser accepts, with
 * an ETag and `no-cache`: a browser asks again each time and gets 304 while it is unchanged.
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

/** Every file of the build except the compressed copies and dot-folders (.vite's manifest), by URL path. */
function readBuild(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  if (!fs.existsSync(path.join(root, 'index.html'))) return files;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(?:br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, file).split(path.sep);
    if (relative.some((part) => part.startsWith('.'))) continue;
    const variants: WebFile['variants'] = { identity: variant(fs.readFileSync(file)) };
    for (const [encoding, suffix] of COPIES) {
      if (fs.existsSync(file + suffix)) variants[encoding] = variant(fs.readFileSync(file + suffix));
    }
    const url = `/${relative.join('/')}`;
    files.set(url, {
      type: contentType(entry.name),
      cacheControl: url.startsWith('/assets/') ? YEAR : HOUR,
      variants,
      encodings: COPIES.map(([encoding]) => encoding).filter((encoding) => variants[encoding]),
    });
  }
  return files;
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

function contentType(name: string): string {
  const type = mime.getType(name) ?? 'application/octet-stream';
  return type.startsWith('text/') || type === 'image/svg+xml' || type === 'application/json'
    ? `${type}; charset=utf-8`
    : type;
}

/** The CSP hashes (`sha256-…`) the page policy allows inline code and CSS by, in its `script-src` and `style-src`. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export const cspHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
