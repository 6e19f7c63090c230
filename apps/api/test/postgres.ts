import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Migrated once per run by global-setup; each test file copies it into a database of its own. Named per run, so
 * that runs from other checkouts on the same PostgreSQL server (with other migrations) cannot replace it.
 */
export const newTemplateName = () => `ironvolt_test_template_${randomBytes(6).toString('hex')}`;

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A new PostgreSQL database beside `url`'s, named `<prefix>_<random>`, and the function that drops it: a copy of
 * `template` (a migrated database for one test file), or empty (for a server that migrates it, or a script).
 */
export async function createDatabase(
  url: string,
  { prefix, template }: { prefix: string; template?: string },
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
