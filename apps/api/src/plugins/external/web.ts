import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { httpMessages } from '@ironvolt/shared/http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const YEAR = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built single-page app when there is one: hashed assets cached for a year, index.html never
 * cached, and every other non-API GET answered with index.html so that client-side routes survive reload. Text
 * files go out brotli- or gzip-compressed when the browser accepts it, from the copies the build made.
 * Unknown /api routes answer JSON 404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const index = path.join(options.root, 'index.html');
    const hasWeb = fs.existsSync(index);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.root,
        wildcard: false,
        cacheControl: false,
        // The build writes name.br and name.gz beside each text file; they are sent in its place to browsers that
        // accept them, never under their own address.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders(res, filePath) {
          // The file sent may be the compressed copy (index.html.br): it is cached like the original.
          const relative = path.relative(options.root, filePath).replace(/\.(?:br|gz)$/, '');
          res.setHeader('vary', 'accept-encoding');
          res.setHeader(
            'cache-control',
            relative.startsWith(`assets${path.sep}`)
              ? YEAR
              : relative === 'index.html'
                ? NO_CACHE
                : 'public, max-age=3600',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
      if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply
          .header('cache-control', NO_CACHE)
          .type('text/html; charset=utf-8')
          .sendFile('index.html');
      }
      return reply
        .status(404)
        .send({ message: httpMessages.routeNotFound(request.method, url.split('?')[0] ?? url) });
    });
  },
  { name: 'web' },
);
