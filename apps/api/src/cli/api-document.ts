import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

/** The OpenAPI document as the running app serves it at /api/docs/json. */
export async function apiDocumentOf(app: FastifyInstance): Promise<OpenAPI3> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.json();
}

/**
 * The API's document from the app built in this process on an empty embedded database in memory, with the
 * built-in test processor (whose card route the web calls) and no Stripe: the routes every shop has.
 */
export async function apiDocument(): Promise<OpenAPI3> {
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'ironvolt-api-document'),
    PAYMENTS: 'test',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: ':memory:' });
  try {
    await migrateDatabase(database);
    const app = await buildApp({ config, database, webRoot: null });
    try {
      return await apiDocumentOf(app);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const HEADER = `// The API's types, generated from its OpenAPI document by openapi-typescript: \`npm run api:types\` writes
// this file, and apps/api/test/api-document.test.ts fails when it differs from what the API generates now.
// apps/web/src/app/api-contract.ts holds the web's fetchers to it.
`;

/** The document as TypeScript types (`paths`, `components`, `operations`), with a header that says whence. */
export async function apiTypes(document: OpenAPI3): Promise<string> {
  // openapi-typescript reads the document as given: a copy, so that it cannot change the caller's.
  const ast = await openapiTS(structuredClone(document));
  return `${HEADER}\n${astToString(ast)}`;
}
