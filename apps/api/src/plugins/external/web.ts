import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { DEFAULT_SHOP_NAME, httpMessages } from '@ironvolt/shared/http';
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
/** The compressed copies the build writes beside a file (apps/web/plugins/precompress.ts), preferred first. */
const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

interface Variant {
  body: Buffer;
  etag: string;
}

interface WebFile {
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  /** The compressed copies there are, the build's preference first. */
  encodings: Exclude<Encoding, 'identity'>[];
}

/**
 * Serves the built single-page app when there is one: hashed assets cached for a year, `/` answered with
 * index.html (the home page prerendered in it), `/allProducts` with all-products.html (the catalogue's
 * placeholders) and every other non-API GET with shell.html (the shell alone; a
 * build without one: index.html) so that client-side routes survive reload, neither page cached. Text
 * files go out brotli- or gzip-compressed when the browser accepts it, from the copies the build made.
 * Unknown /api routes answer JSON 404. The two pages were prerendered with the default shop name: a shop
 * configured with another (`SHOP_NAME`) has it written into them, and their compressed copies made again, at start.
 *
 * The build is read once, at start (a few MB with its compressed copies), and every answer is a buffer already
 * in memory: reading the files per request allocated a 64 KiB buffer per chunk, which piled up waiting for V8 to
 * collect them under load (ADR 016). The build does not change under a running server:
 * `npm start` builds before it starts.
 */
/** The prerendered pages: answers to routes of the app, not files of their own. */
const PAGES: readonly string[] = ['/index.html', '/shell.html', '/all-products.html'];

/** The build's files are not the API: /api/docs leaves them out. */
const fileRoute = { schema: { hide: true } };

/** Answered by routes of the server, which writes them for the shop it serves: a build's copy is not served. */
const SERVER_MADE: readonly string[] = ['/robots.txt', '/sitemap.xml'];

/** The HTML every client route starts from, for routes that write their page into it (catalog's tool pages). */
export interface WebShell {
  /** The build's shell.html (index.html without one), with the shop's name; undefined without a build. */
  html: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    webShell: WebShell;
  }
}

export const webPlugin = fp(
  async (app: FastifyInstance, options: { root: string; shopName?: string }) => {
    const files = readBuild(options.root);
    // The pages were prerendered with the default shop name; a shop of another name shows its own from the start.
    if (options.shopName !== undefined && options.shopName !== DEFAULT_SHOP_NAME) {
      for (const url of PAGES) {
        const file = files.get(url);
        if (file) files.set(url, renamed(file, options.shopName));
      }
    }
    const index = files.get('/index.html');
    const page = files.get('/shell.html') ?? index;
    const allProducts = files.get('/all-products.html') ?? page;
    app.decorate('webShell', { html: page?.variants.identity.body.toString('utf8') } satisfies WebShell);
    for (const [url, file] of files) {
      // The pages are the answers to `/`, `/allProducts` and other client routes, never under their own names.
      if (PAGES.includes(url) || SERVER_MADE.includes(url)) continue;
      // A route holds neither a wildcard nor what a browser sends percent-encoded (`?`, `#`, `%`).
      if (/[*?#%]/.test(url)) {
        app.log.warn({ url }, 'a file of the web build has a name no route can hold; it is not served');
        continue;
      }
      app.get(url.replaceAll(':', '::'), fileRoute, (request, reply) => send(request, reply, file));
    }
    if (index) app.get('/', fileRoute, (request, reply) => send(request, reply, index));
    if (allProducts)
      app.get('/allProducts', fileRoute, (request, reply) => send(request, reply, allProducts));

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
      if (page && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
        return send(request, reply, page);
      }
      return reply
        .status(404)
        .send({ message: httpMessages.routeNotFound(request.method, url.split('?')[0] ?? url) });
    });
  },
  { name: 'web' },
);

/**
 * Sends a page the server wrote for this request (not from the build), compressed as the browser accepts, with
 * an ETag and `no-cache`: a browser asks again each time and gets 304 while it is unchanged.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, type = 'text/html') {
  const body = Buffer.from(html);
  // Only the copy this browser takes is made: a page written per request (a large sitemap too) is compressed once.
  const encoding = negotiated(request, ['br', 'gzip']);
  const variants: WebFile['variants'] = { identity: variant(body) };
  if (encoding) variants[encoding] = variant(compress(body, encoding, PAGE_BROTLI_QUALITY));
  return send(request, reply, {
    variants,
    encodings: encoding ? [encoding] : [],
    type: `${type}; charset=utf-8`,
    cacheControl: NO_CACHE,
  });
}

// An inline script of the build's pages: no src, and code (a JSON-LD data block is not run, so needs no hash).
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
// An inline stylesheet of the build's pages (the CSS of the first paint, apps/web/plugins/critical-css.ts).
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** The hashes the page CSP allows inline code and CSS by, in its `script-src` and `style-src`. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/**
 * The CSP hashes (`sha256-…`) of the inline scripts and stylesheets in the build's pages, for the helmet plugin:
 * the pages are the build's own, read once at start, so exactly those run and apply, and no other inline script
 * or stylesheet can (ADR 036, 039).
 */
export function inlineHashes(root: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
  for (const url of PAGES) {
    const file = path.join(root, url);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    for (const [, code = ''] of html.matchAll(INLINE_SCRIPT)) scripts.add(hash(code));
    for (const [, css = ''] of html.matchAll(INLINE_STYLE)) styles.add(hash(css));
  }
  return { scripts: [...scripts], styles: [...styles] };
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

function send(request: FastifyRequest, reply: FastifyReply, file: WebFile) {
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
      cacheControl: url.startsWith('/assets/') ? YEAR : url.endsWith('.html') ? NO_CACHE : HOUR,
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

/** A prerendered page with the default shop name replaced by `shopName`, compressed again. */
function renamed(file: WebFile, shopName: string): WebFile {
  const html = file.variants.identity.body
    .toString('utf8')
    .replaceAll(escapeHtml(DEFAULT_SHOP_NAME), escapeHtml(shopName));
  return { ...file, ...compressed(Buffer.from(html), constants.BROTLI_MAX_QUALITY) };
}

/**
 * Text and its brotli and gzip copies: at the highest quality for what is made once at start, a quicker one for
 * what is made per request.
 */
function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>, brotliQuality: number): Buffer {
  if (encoding === 'gzip')
    return gzipSync(body, {
      level:
        brotliQuality === constants.BROTLI_MAX_QUALITY
          ? constants.Z_BEST_COMPRESSION
          : constants.Z_DEFAULT_COMPRESSION,
    });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
    },
  });
}

function compressed(body: Buffer, brotliQuality: number): Pick<WebFile, 'variants' | 'encodings'> {
  const variants: WebFile['variants'] = {
    identity: variant(body),
    br: variant(compress(body, 'br', brotliQuality)),
    gzip: variant(compress(body, 'gzip', brotliQuality)),
  };
  return { variants, encodings: ['br', 'gzip'] };
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
