import { describe, expect, it } from 'vitest';
import { build, databaseKinds } from '../../../test/helper.ts';

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
});
