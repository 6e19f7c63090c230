import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build, databaseKinds } from '../../../test/helper.ts';
import { rowsOf } from '../../db/client.ts';

describe.each(databaseKinds)('health on %s', (kind) => {
  it('is green while the database answers and 503 once it does not', async () => {
    const t = await build(kind);
    try {
      const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok', database: 'ok' });

      await t.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'error', database: 'error' });
    } finally {
      await t.app.close();
      await t.database.destroy().catch(() => {});
    }
  });

  it('answers while a long write holds a transaction open (a catalog import), without waiting for its end', async () => {
    const t = await build(kind);
    try {
      const steps: string[] = [];
      await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('ironvolt-catalog-import', 0))`);
        // Held until the health check answers; a check that waited for the commit would never answer.
        const health = t.app.inject({ method: 'GET', url: '/api/health' }).then((res) => {
          steps.push(`health ${res.statusCode}`);
        });
        const gaveUp = new Promise((resolve) => setTimeout(resolve, 10_000)).then(() => {
          steps.push('the transaction gave up waiting');
        });
        await Promise.race([health, gaveUp]);
        steps.push('the transaction commits');
      });
      expect(steps.slice(0, 2)).toEqual(['health 200', 'the transaction commits']);
    } finally {
      await t.app.close();
      await t.database.destroy();
    }
  });
});

describe.each(databaseKinds)('readiness on %s', (kind) => {
  it('is ready with every migration applied, 503 while one is missing at start until it is applied, and 503 once the database is gone', async () => {
    let removed: { hash: string; created_at: string | number } | undefined;
    const t = await build(kind, {
      // as a database is before the newest migration has run on it
      prepareDatabase: async (database) => {
        [removed] = rowsOf<{ hash: string; created_at: string | number }>(
          await database.db.execute(
            sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
          ),
        );
      },
    });
    try {
      expect(removed).toBeDefined();
      const pending = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'not ready', reason: 'migrations pending' });
      // liveness is not readiness: the process is fine
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      // another instance migrates it
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed?.hash}, ${removed?.created_at})`,
      );
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });

      await t.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'not ready', reason: 'database unavailable' });
    } finally {
      await t.app.close();
      await t.database.destroy().catch(() => {});
    }
  });

  it('answers from what it found at start while a long write holds a transaction open (a catalog import)', async () => {
    const t = await build(kind);
    try {
      const steps: string[] = [];
      await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('ironvolt-catalog-import', 0))`);
        const ready = t.app.inject({ method: 'GET', url: '/api/ready' }).then((res) => {
          steps.push(`ready ${res.statusCode}`);
        });
        const gaveUp = new Promise((resolve) => setTimeout(resolve, 5_000)).then(() => {
          steps.push('the transaction gave up waiting');
        });
        await Promise.race([ready, gaveUp]);
        steps.push('the transaction commits');
      });
      expect(steps.slice(0, 2)).toEqual(['ready 200', 'the transaction commits']);
    } finally {
      await t.app.close();
      await t.database.destroy();
    }
  });

  it('answers 503 to a probe that is in progress when the server starts shutting down', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const t = await build(kind, {
      // holds probes after Fastify's own check for a closing server, before the handler
      prepare: (app) =>
        app.addHook('preHandler', async (request) => {
          if (request.url === '/api/ready') await held;
        }),
    });
    try {
      const probe = t.app.inject({ method: 'GET', url: '/api/ready' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const closing = t.app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      const answer = await probe;
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'not ready', reason: 'shutting down' });
      await closing;
    } finally {
      await t.app.close();
      await t.database.destroy().catch(() => {});
    }
  });
});
