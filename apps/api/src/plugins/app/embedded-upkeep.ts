import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { upkeepTables } from '../../db/statistics.ts';

/** How often the tables are looked at, as PostgreSQL's autovacuum does by default (`autovacuum_naptime`). */
const UPKEEP_SECONDS = 60;
/** The first pass after the server listens. */
const FIRST_PASS_DELAY_MS = 5_000;

/**
 * PGlite runs no autovacuum (ADR 053): 5 s after the server listens and then every minute, this instance vacuums and
 * analyzes the embedded database's tables that autovacuum would (`upkeepTables`). One pass at a time; PostgreSQL
 * does its own.
 */
export const embeddedUpkeepPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.database.kind !== 'pglite') return;
    let running: Promise<void> | undefined;
    let closing = false;
    const run = () => {
      if (closing || running) return;
      const started = performance.now();
      running = upkeepTables(app.db)
        .then(({ vacuumed, analyzed }) => {
          const ms = Math.round(performance.now() - started);
          if (vacuumed.length + analyzed.length > 0)
            app.log.info({ vacuumed, analyzed, ms }, 'vacuumed and analyzed the embedded database');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'could not vacuum the embedded database'))
        .finally(() => {
          running = undefined;
        });
    };
    // Not before listening, and not at once: the first pass after a bulk load or a restart may take a while, and
    // the start's first requests and its ANALYZE (server.ts) go first in PGlite's one connection.
    // An app that never listens (a script, a test through inject) does no upkeep.
    let first: NodeJS.Timeout | undefined;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onListen', (done) => {
      first = setTimeout(run, FIRST_PASS_DELAY_MS);
      first.unref();
      timer = setInterval(run, UPKEEP_SECONDS * 1000);
      timer.unref();
      done();
    });
    // preClose, not onClose: whoever opened the database closes it in an onClose hook, which runs before ours.
    app.addHook('preClose', async () => {
      closing = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    });
  },
  { name: 'embedded-upkeep', dependencies: ['db'] },
);
