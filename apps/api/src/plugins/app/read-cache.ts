import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

export type CacheScope = 'catalog' | 'reviews';
const SCOPES: CacheScope[] = ['catalog', 'reviews'];
const CHANNEL = 'ironvolt_cache';
/**
 * `READ_CACHE_MB` is shared in quarters: the catalog's answers, the reviews' answers, the JSON of the live catalog's
 * products that lists and product pages are made from (product-json.ts, ADR 055), and the storefront's rendered
 * pages (ADR 070).
 */
export const readCacheShare = (bytes: number): number => Math.max(1, Math.floor(bytes / 4));
/** What an entry costs besides its body and etag: the key, the map slot, the headers. */
const ENTRY_OVERHEAD_BYTES = 300;

interface Entry {
  /**
   * The answer's UTF-8 bytes: outside V8's heap, so a full cache does not make the garbage collector let the heap
   * grow to twice its size, and written to the socket as they are on every hit, without encoding a string.
   */
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/**
 * Whether a request says who is asking: a bearer token or any cookie. Its answer may be that asker's alone (a
 * company's prices), so the read cache neither answers it from what it holds nor keeps what it is answered, and the
 * answer tells proxies the same (`Cache-Control: private, no-store`). Every cookie counts, not only the server's own:
 * one more kind of credential must not open a way around the rule (ADR 111).
 */
export const asksAsSomeone = (request: FastifyRequest): boolean =>
  request.headers.authorization !== undefined || request.headers.cookie !== undefined;

/** Caches keying on the URL alone must not hand a public answer to a request with credentials, or the reverse. */
const VARY_BY_ASKER = ['authorization', 'cookie'];
/** What a private answer tells the browser and every proxy on the way: keep no copy. */
export const PRIVATE_ANSWER = 'private, no-store';

/**
 * The one interface of the read cache (ADR 111). It holds public answers only: an answer is looked up and kept
 * under its URL only when the request carries no credentials (`asksAsSomeone`), so nothing computed for a signed-in
 * member can be kept or served to anyone else, whatever the route computes. A request with credentials is answered
 * by `produce` (or `render`) every time, with `Cache-Control: private, no-store`; every answer that passes here
 * says `Vary: Authorization, Cookie`.
 */
export interface ReadCache {
  /**
   * Answers from the cache, or computes, checks against the response schema, serializes, stores and answers.
   * The key is the request's URL (path and query), so each page and search has its own entry; a request with
   * credentials is computed and answered privately, never kept.
   */
  serve<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: CacheScope,
    schema: z.ZodType<T>,
    produce: () => Promise<{
      body: T;
      headers?: Record<string, string>;
      /** When the oldest data in the body was read (the live catalog's `readAt`, ADR 042); now if left out. */
      readAt?: number;
    }>,
  ): Promise<FastifyReply>;
  /**
   * As `serve`, for an answer produced already serialized from parts checked against the response schema when they
   * were made (a list of products, product-json.ts): its bytes are kept and sent as they are.
   */
  serveJson(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: CacheScope,
    produce: () => Promise<{ json: Buffer; headers?: Record<string, string>; readAt?: number }>,
  ): Promise<FastifyReply>;
  /**
   * A rendered page of the storefront, kept under its address (path and query) as the answers are, and dropped
   * with any of them: a page shows the catalog and the reviews. `render` makes it when it is not kept; only what
   * it marks `keep` is kept, for at most half of READ_CACHE_MAX_AGE_SECONDS (the answers it was made from may be
   * as old as the other half). Only a request without credentials is answered from, or kept in, the pages; one
   * with them is rendered for itself alone (ADR 070, ADR 111).
   */
  page<T extends { bytes: number }>(
    request: FastifyRequest,
    render: () => Promise<{ page: T; keep: boolean }>,
  ): Promise<T>;
  invalidate(scope: CacheScope | 'all'): void;
  /**
   * After a committed write: drops every answer here and tells every other instance to drop theirs, for what
   * the triggers do not announce (stock; ADR 024). Every successful write request calls it as
   * its answer leaves (but a route marked `leavesPublicReads`, ADR 048), and every sweep run that changed something
   * (plugins/app/sweeps.ts): no write path calls it by hand. Never waits: announcements in a burst are sent as one, after the ones in flight.
   */
  afterWrite(): void;
  /** `private`: answers to requests with credentials, computed for them and never kept. */
  stats(): { hits: number; misses: number; private: number; entries: number };
  /**
   * How many times `scope` was dropped here, while announcements can reach this instance; undefined while they may
   * be missed. What follows the data by other means (the catalog index, ADR 041) compares it to know it must look
   * again.
   */
  version(scope: CacheScope): number | undefined;
}

/**
 * The text's UTF-8 bytes in memory of their own: `Buffer.from` puts small texts into a shared 8 KB slab, which a
 * cached 1 KB answer would then keep alive whole.
 */
export function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyContextConfig {
    /**
     * The route writes nothing a public read shows (a cart line, a sign-in, a token): its success keeps the cached
     * answers here and on the other instances (ADR 048). Left out, a write is taken to change them.
     */
    leavesPublicReads?: boolean;
  }
}

/**
 * Serialized answers of the public read endpoints, kept in memory per instance. Every committed change to
 * products, reviews or reviewers is announced by a database trigger on the 'ironvolt_cache' channel, and every
 * successful write request (or sweep that changed something) drops the cache here before it answers and
 * announces on the same channel after its commit (`afterWrite`); an answer computed while a change landed is
 * not stored (the scope's version moved). While the channel may have missed announcements
 * (a dropped connection to PostgreSQL), the cache is bypassed.
 */
export const readCachePlugin = fp(
  async (app: FastifyInstance) => {
    // Each scope keeps its most recently used answers within its share of READ_CACHE_MB.
    const maxSize = readCacheShare(app.config.readCacheBytes);
    // No answer is used older than this, whatever was missed: it bounds how long another instance can
    // show a stale stock figure if the instance that took the stock died before announcing it (ADR 009).
    const maxAgeMs = app.config.readCacheMaxAgeMs;
    const entries = new Map<CacheScope, LRUCache<string, Entry>>(
      SCOPES.map((s) => [
        s,
        new LRUCache<string, Entry>({
          maxSize,
          ttl: maxAgeMs,
          sizeCalculation: (entry, key) =>
            entry.body.length + entry.etag.length + key.length + ENTRY_OVERHEAD_BYTES,
        }),
      ]),
    );
    const versions = new Map<CacheScope, number>(SCOPES.map((s) => [s, 0]));
    // Pages: whatever they are, sized by their own count of bytes.
    const pages = new LRUCache<string, { bytes: number }>({
      maxSize,
      ttl: Math.max(1, Math.floor(maxAgeMs / 2)),
      sizeCalculation: (page, key) => page.bytes + key.length + ENTRY_OVERHEAD_BYTES,
    });
    let pagesVersion = 0;
    let hits = 0;
    let misses = 0;
    let privately = 0;

    const invalidate = (scope: CacheScope | 'all') => {
      for (const s of scope === 'all' ? SCOPES : [scope]) {
        versions.set(s, (versions.get(s) ?? 0) + 1);
        entries.get(s)?.clear();
      }
      pagesVersion++;
      pages.clear();
    };

    // Trusted only while announcements can reach us: from the moment the listener is ready until it drops.
    let trusted = false;
    const stopListening = await app.database.listen(CHANNEL, {
      onMessage: (payload) =>
        invalidate(SCOPES.includes(payload as CacheScope) ? (payload as CacheScope) : 'all'),
      onGap: () => {
        trusted = false;
        invalidate('all');
      },
      onReady: () => {
        invalidate('all');
        trusted = true;
      },
    });
    if (app.database.kind === 'pglite') trusted = true; // in-process: nothing can be missed
    // The database may already be closed (it is closed last, by whoever opened it): nothing left to stop then.
    app.addHook('onClose', async () => stopListening().catch(() => {}));

    // Stock changes with every order. A trigger's NOTIFY would be sent at commit under PostgreSQL's global
    // notify lock, held through the commit's disk flush, which serializes every order. Announced here instead,
    // after the commit, one at a time: writes that pile up meanwhile go out as one more. The payload 'all' is no
    // scope: every instance drops everything, as the writing instance itself does.
    let pending = false;
    let sending: Promise<void> | undefined;
    const sendPending = async () => {
      while (pending) {
        pending = false;
        try {
          await app.db.execute(sql`select pg_notify(${CHANNEL}, 'all')`);
        } catch (error) {
          app.log.warn({ err: error }, 'could not announce a change to other instances');
        }
      }
      sending = undefined;
    };
    const afterWrite = () => {
      invalidate('all');
      pending = true;
      sending ??= sendPending();
    };
    app.addHook('onClose', async () => {
      await sending;
    });

    // The requests this cache answered, public or private: their answers say so to proxies as they leave, whatever
    // the route or the page's file set (a page's own Cache-Control included).
    const answered = new WeakMap<FastifyRequest, 'public' | 'private'>();
    const varyByAsker = (reply: FastifyReply) => {
      const given = reply.getHeader('vary');
      const names = (Array.isArray(given) ? given.join(',') : String(given ?? ''))
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const lower = new Set(names.map((name) => name.toLowerCase()));
      reply.header('vary', [...names, ...VARY_BY_ASKER.filter((name) => !lower.has(name))].join(', '));
    };

    // A write that succeeded on this instance is visible to the next read here before its answer leaves, and
    // on the other instances once the announcement arrives: whatever the write changed, triggers or not.
    app.addHook('onSend', (request, reply, payload, done) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && reply.statusCode < 400 && !request.routeOptions.config.leavesPublicReads) afterWrite();
      const how = answered.get(request);
      if (how) {
        varyByAsker(reply);
        if (how === 'private') reply.header('cache-control', PRIVATE_ANSWER);
      }
      done(null, payload);
    });

    const send = (reply: FastifyReply, entry: Entry) => {
      for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
      return reply.header('etag', entry.etag).type('application/json; charset=utf-8').send(entry.body);
    };

    const entryOf = (json: Buffer, headers: Record<string, string> | undefined): Entry => ({
      body: json,
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      headers: headers ?? {},
    });

    /** Public answers being made, by scope and address, with the scope's version when each began. */
    const producing = new Map<string, { version: number | undefined; entry: Promise<Entry> }>();
    const serveJson: ReadCache['serveJson'] = async (request, reply, scope, produce) => {
      if (asksAsSomeone(request)) {
        answered.set(request, 'private');
        privately++;
        const result = await produce();
        return send(reply, entryOf(result.json, result.headers));
      }
      answered.set(request, 'public');
      const key = request.url;
      const scoped = entries.get(scope);
      const cached = trusted ? scoped?.get(key) : undefined;
      if (cached) {
        hits++;
        return send(reply, cached);
      }
      const version = versions.get(scope);
      // Visitors asking for the same address meanwhile share the answer being made, as pages share a render, unless
      // the scope was dropped since it began: after an import's end, each of a hundred waiting lists computed its
      // own and held the server's thread for seconds.
      const flightKey = `${scope} ${key}`;
      const flight = trusted ? producing.get(flightKey) : undefined;
      if (flight && flight.version === version) {
        hits++;
        return send(reply, await flight.entry);
      }
      misses++;
      const made = (async () => {
        const result = await produce();
        const entry = entryOf(result.json, result.headers);
        // Built from data read earlier, it may be kept only for what is left of that data's maximum age.
        const ttl = maxAgeMs - (performance.now() - (result.readAt ?? performance.now()));
        if (trusted && scoped && versions.get(scope) === version && ttl >= 1)
          scoped.set(key, entry, { ttl: Math.floor(ttl) });
        return entry;
      })();
      producing.set(flightKey, { version, entry: made });
      try {
        return send(reply, await made);
      } finally {
        if (producing.get(flightKey)?.entry === made) producing.delete(flightKey);
      }
    };

    // A page being rendered: visitors asking for it meanwhile wait for that render instead of starting their own.
    const rendering = new Map<string, Promise<{ page: unknown; keep: boolean }>>();
    const page: ReadCache['page'] = async <T extends { bytes: number }>(
      request: FastifyRequest,
      render: () => Promise<{ page: T; keep: boolean }>,
    ) => {
      if (asksAsSomeone(request)) {
        // Neither kept nor shared with the visitors waiting for the same address, in either direction.
        answered.set(request, 'private');
        privately++;
        return (await render()).page;
      }
      answered.set(request, 'public');
      const url = request.url;
      const cached = trusted ? (pages.get(url) as T | undefined) : undefined;
      if (cached) {
        hits++;
        return cached;
      }
      const pending = rendering.get(url) as Promise<{ page: T; keep: boolean }> | undefined;
      if (pending) {
        hits++;
        return (await pending).page;
      }
      misses++;
      const version = pagesVersion;
      const made = render();
      rendering.set(url, made);
      try {
        const { page: rendered, keep } = await made;
        if (keep && trusted && pagesVersion === version) pages.set(url, rendered);
        return rendered;
      } finally {
        rendering.delete(url);
      }
    };

    app.decorate('readCache', {
      page,
      serve: (request, reply, scope, schema, produce) =>
        serveJson(request, reply, scope, async () => {
          const { body, ...rest } = await produce();
          return { json: ownBytes(JSON.stringify(schema.parse(body))), ...rest };
        }),
      serveJson,
      invalidate,
      afterWrite,
      version: (scope) => (trusted ? versions.get(scope) : undefined),
      stats: () => ({
        hits,
        misses,
        private: privately,
        entries: [...entries.values()].reduce((n, m) => n + m.size, pages.size),
      }),
    } satisfies ReadCache);
  },
  { name: 'read-cache', dependencies: ['db'] },
);
