import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { newTemplateName, withDatabase } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** The PostgreSQL template database of this run (empty without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite data folder dumped to a file that every test file loads, and on
 * PostgreSQL a template database that every test file copies. A fresh migration per file would cost seconds.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-test-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: ':memory:' });
  await migrateDatabase(handle);
  const snapshotBlob = await handle.dump?.();
  if (!snapshotBlob) throw new Error('PGlite could not dump its data folder');
  const snapshot = path.join(dir, 'pglite-migrated.tar.gz');
  fs.writeFileSync(snapshot, Buffer.from(await snapshotBlob.arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshot', snapshot);

  const url = process.env.TEST_DATABASE_URL;
  const template = url ? newTemplateName() : '';
  project.provide('postgresTemplate', template);
  if (url) {
    await onServer(url, `CREATE DATABASE ${template}`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, template) });
    await migrateDatabase(handle);
    await handle.close();
  }

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url) await onServer(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

async function onServer(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
