import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Hashed assets change name when they change: a year, immutable. */
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Other files of the build (the favicon, humans.txt) keep their names: an hour. */
const HOUR_MS = 60 * 60 * 1000;
/** The compressed copies the build writes beside a file (vite-plugin-compression2): sent, never named. */
const COPIES = ['**/*.br', '**/*.gz'];
/**
 * Not files to serve: the page template (index.html, which every page is rendered into by the web-pages plugin),
 * the server's build of the app (server/) and what the server writes itself for the shop it serves. Dot-folders
 * (.vite's manifest) are left out by @fastify/static itself.
 */
const NOT_SERVED = ['index.html', 'server/**', 'robots.txt', 'sitemap.xml'];

/**
 * Serves the files of the web app's build with @fastify/static: hashed assets (`/assets/`) cached for a year,
 * other files an hour, each sent as the brotli or gzip copy the build made when the browser accepts it, with an
 * ETag per copy. A route per file is made at start (`wildcard: false`), so an address that is no file goes
 * straight to the pages (web-pages.ts), which render everything else.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    if (!fs.existsSync(path.join(options.root, 'index.html'))) return;
    const common = {
      preCompressed: true,
      wildcard: false,
      index: false,
      decorateReply: false,
      // Each copy is its own answer: a cache keeps the brotli and the gzip copy apart.
      setHeaders: (res: { setHeader(name: string, value: string): unknown }) =>
        res.setHeader('vary', 'accept-encoding'),
    } as const;
    const assets = path.join(options.root, 'assets');
    if (fs.existsSync(assets)) {
      await app.register(fastifyStatic, {
        ...common,
        root: assets,
        prefix: '/assets/',
        maxAge: YEAR_MS,
        immutable: true,
        globIgnore: COPIES,
      });
    }
    await app.register(fastifyStatic, {
      ...common,
      root: options.root,
      maxAge: HOUR_MS,
      globIgnore: [...COPIES, ...NOT_SERVED, 'assets/**'],
    });
  },
  { name: 'web' },
);
