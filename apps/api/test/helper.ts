import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config/env.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { createTestDatabase } from './postgres.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    database: { kind: 'pglite', dataDir: ':memory:' },
    seedDemo: false,
    logLevel: 'silent',
    shopName: 'Ironvolt Tools',
    careersEmail: 'careers@ironvolt.example.com',
    trustProxy: false,
    ...overrides,
  };
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and throws the database away. */
  destroy(): Promise<void>;
}

/** A fresh database migrated by the real migrations: PGlite from the run's snapshot, or a PostgreSQL copy. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    const handle = await openDatabase({ kind: 'pglite', dataDir: ':memory:' }, { loadDataDir: snapshot });
    return { ...handle, destroy: () => handle.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const fresh = await createTestDatabase(url);
  const handle = await openDatabase({ kind: 'postgres', url: fresh.url });
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      await fresh.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, for `app.inject`. `prepare` may add routes before the app is ready
 * (tests of shared mechanisms such as the error handler use it).
 */
export async function build(
  kind: DatabaseKind,
  options: {
    config?: Partial<Config>;
    webRoot?: string | null;
    prepare?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    webRoot: options.webRoot ?? null,
  });
  options.prepare?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
