import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { turns } from '../../lib/turns.ts';
import { type ReadCache, readCacheShare } from '../../plugins/app/read-cache.ts';
import { type CatalogRow, readCatalogIndex } from './catalog-repository.ts';
import { listCategoryNames } from './categories.ts';
import { ProductJson } from './product-json.ts';
import type { CatalogSearch } from './search/catalog-search.ts';
import { MiniSearchCatalog } from './search/minisearch-catalog.ts';

/** What one read of the catalog brings: its rows, the live count and the snapshot's transactions. */
type CatalogRead = Awaited<ReturnType<typeof readCatalogIndex>>;

/** Transactions apart beyond which `age()` comparisons are not trusted (they wrap at 2³¹). */
const AGE_LIMIT = 2n ** 30n;
/** Every this many maximum ages the index is read whole, whatever the changes said. */
const FULL_READ_AGES = 30;

/** The catalog's search and every live product's row, current when asked for (ADR 080, ADR 042). */
export interface LiveCatalog {
  /**
   * The index and the rows with every change committed before this call that this instance was told of (and
   * anything older than the read cache's maximum age, told or not), both from the same reads. `readAt`: when what
   * they hold was read (`performance.now()`).
   */
  current(): Promise<{ index: CatalogSearch; rows: ReadonlyMap<string, CatalogRow>; readAt: number }>;
  /**
   * Runs a long write of the catalog (an import), and once it has committed, takes in what it wrote before
   * answering; meanwhile `current()` answers from the catalog held instead of waiting for that refresh. On PGlite
   * it does so for the whole write too: a refresh would wait for the write's commit, and nothing else can commit
   * meanwhile (ADR 113, 154).
   */
  during<T>(write: () => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveCatalog: LiveCatalog;
    /** The JSON answers of the live catalog's products, within a quarter of READ_CACHE_MB (ADR 055, 070). */
    productJson: ProductJson;
  }
}

/**
 * Keeps the catalog's search (CatalogSearch) and the live products' rows in step with the database: built on first use, then, whenever
 * the read cache's catalog scope was dropped since (a change announced by a trigger, a write request or another
 * instance), brought up to date by reading the rows written since the last read, and at least once per maximum
 * age. While announcements may be missed (the read cache's version is undefined), every use reads the changes
 * first. One read at a time; whoever arrives meanwhile waits for it, or for the next one when it began too early
 * for them. The backstop's full read runs beside the answers; the next refresh puts it in place (ADR 045).
 */
export function liveCatalog(
  db: Database,
  readCache: Pick<ReadCache, 'version'>,
  maxAgeMs: number,
  onBackstopFailed: (error: unknown) => void = () => {},
  /**
   * Hold the catalog while a long write's commit is taken in, as `during` says, and drop the answers made from it
   * once that has ended; `whileWriting` (PGlite, one transaction at a time) holds it during the write as well. On
   * PostgreSQL reads refresh as ever while the write runs: another connection does not wait for it. Left out, reads
   * always wait for a refresh.
   */
  holding?: { dropHeldAnswers: () => void; whileWriting: boolean },
): LiveCatalog {
  let index: CatalogSearch = new MiniSearchCatalog();
  let rows = new Map<string, CatalogRow>();
  let categories: Awaited<ReturnType<typeof listCategoryNames>> = [];
  let seen: { version: number | undefined; at: number; xmin: string; fullAt: number } | undefined;
  let reading: Promise<void> | undefined;
  /** Whether the backstop's full read is running; what it read waits in `backstopRead` for the next refresh. */
  let backstopRunning = false;
  let backstopRead: { read: CatalogRead; version: number | undefined; at: number } | undefined;
  /** After a failed backstop, the next one waits a maximum age. */
  let backstopNotBefore = 0;

  /**
   * A new index and row map holding exactly `read`'s rows, built a turn (TURN_MS) at a time so that the instance
   * goes on answering other requests while a large catalog is indexed.
   */
  const build = async (read: CatalogRead) => {
    const built = { index: new MiniSearchCatalog(), rows: new Map<string, CatalogRow>() };
    built.index.setCategories(categories);
    const turn = turns();
    for (const { product, row } of read.rows) {
      built.index.upsert(product);
      built.rows.set(product.id, row);
      if (turn.due()) await turn.next();
    }
    return built;
  };

  /** The backstop: everything read again beside the answers, which the held index goes on giving meanwhile. */
  const readWholeBeside = async () => {
    const version = readCache.version('catalog');
    const at = performance.now();
    try {
      backstopRead = { read: await readCatalogIndex(db, undefined), version, at };
    } catch (error) {
      backstopNotBefore = performance.now() + maxAgeMs;
      onBackstopFailed(error);
    }
  };

  const refresh = async () => {
    // A finished backstop read goes in first, then this refresh's delta read brings what committed since it
    // began. Not when a full read began after it.
    const backstop = backstopRead;
    backstopRead = undefined;
    if (backstop && !(seen && seen.fullAt > backstop.at)) {
      const { read, version, at } = backstop;
      ({ index, rows } = await build(read));
      seen = { version, at, xmin: read.xmin, fullAt: at };
    }
    const version = readCache.version('catalog');
    const at = performance.now();
    let read: CatalogRead;
    [read, categories] = await Promise.all([readCatalogIndex(db, seen?.xmin), listCategoryNames(db)]);
    index.setCategories(categories);
    // Everything is read again, before answering, on the first read; when `since` cannot be compared with the
    // database's transactions any more (it is ahead of them after the database was restored in place, or so far
    // behind that ages wrap); and when rows left other than by a soft delete (the live count differs).
    let full =
      !seen || BigInt(seen.xmin) > BigInt(read.xmax) || BigInt(read.xmax) - BigInt(seen.xmin) > AGE_LIMIT;
    if (!full) {
      const turn = turns();
      for (const { product, row, deleted } of read.rows) {
        if (deleted) {
          index.remove(product.id);
          rows.delete(product.id);
        } else {
          index.upsert(product);
          rows.set(product.id, row);
        }
        // A large change (an import's commit) goes in a turn at a time, the other requests answered between.
        if (turn.due()) await turn.next();
      }
      full = index.size !== read.live;
    }
    if (full) {
      if (seen) read = await readCatalogIndex(db, undefined);
      ({ index, rows } = await build(read));
    }
    seen = { version, at, xmin: read.xmin, fullAt: full ? at : (seen?.fullAt ?? at) };
    // As a backstop against a change no delta read can see, everything is read again every FULL_READ_AGES
    // maximum ages, beside the answers.
    if (!backstopRunning && at - seen.fullAt > maxAgeMs * FULL_READ_AGES && at >= backstopNotBefore) {
      backstopRunning = true;
      // It catches its own failure (onBackstopFailed); nothing waits for it.
      void readWholeBeside().finally(() => {
        backstopRunning = false;
      });
    }
  };

  /** Whether what the index holds may answer a request that arrived at `asked` with the scope at `version`. */
  const fresh = (asked: number, version: number | undefined) => {
    if (!seen) return false;
    // A read that began after the request arrived is fresh enough for it, however long it took.
    if (seen.at >= asked) return true;
    if (version === undefined || seen.version === undefined) return false;
    return seen.version >= version && asked - seen.at < maxAgeMs;
  };

  /**
   * Long writes running (`during`), counted from their start on PGlite and from their commit on PostgreSQL: while
   * there is one, reads are answered from the catalog held.
   */
  let writes = 0;
  const upToDate = async (asked: number) => {
    const version = readCache.version('catalog');
    while (!fresh(asked, version)) {
      reading ??= refresh().finally(() => {
        reading = undefined;
      });
      await reading;
    }
  };

  return {
    async current() {
      const asked = performance.now();
      // During a long write nothing else commits (PGlite), and while its commit is taken in (both databases) a
      // reader would wait seconds for rows it did not ask for: the held catalog answers, and its answers may be kept
      // until the write ends, when `dropHeldAnswers` drops them.
      if (writes > 0 && seen) return { index, rows, readAt: asked };
      await upToDate(asked);
      return { index, rows, readAt: seen?.at ?? asked };
    },
    async during(write) {
      if (!holding) {
        const written = await write();
        await upToDate(performance.now());
        return written;
      }
      if (holding.whileWriting) writes++;
      let held = holding.whileWriting;
      try {
        const written = await write();
        if (!held) {
          writes++;
          held = true;
        }
        // Committed: its rows are read and taken in a batch at a time by a refresh that begins after the commit
        // (its announcement may not have come yet), while readers still get the held catalog.
        const committed = performance.now();
        while (!seen || seen.at < committed) {
          reading ??= refresh().finally(() => {
            reading = undefined;
          });
          await reading;
        }
        return written;
      } finally {
        if (held) writes--;
        // What was answered from the held catalog goes, with a refresh at the next read: a write that rolled
        // back announces nothing.
        if (held && writes === 0) holding.dropHeldAnswers();
      }
    },
  };
}

/**
 * One live catalog per instance, for the catalog's routes and the pages that show a product (tool-pages.ts), and the
 * JSON of its products that the catalog's routes answer with.
 */
export const liveCatalogPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'liveCatalog',
      liveCatalog(
        app.db,
        app.readCache,
        app.config.readCacheMaxAgeMs,
        (error) =>
          app.log.warn(
            { err: error },
            'the catalog could not be read whole; tried again after a maximum age',
          ),
        {
          dropHeldAnswers: () => app.readCache.invalidate('catalog'),
          whileWriting: app.database.kind === 'pglite',
        },
      ),
    );
    app.decorate('productJson', new ProductJson(readCacheShare(app.config.readCacheBytes)));
  },
  { name: 'live-catalog', dependencies: ['db', 'read-cache'] },
);
