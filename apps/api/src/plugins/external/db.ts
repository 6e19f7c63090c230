import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/env.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
  }
}

/** Makes the configuration and the open database available to every feature. The caller owns closing it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; database: DatabaseHandle }) => {
    app.decorate('config', options.config);
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'db' },
);
