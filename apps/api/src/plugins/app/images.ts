import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isOwnImageUrl } from '../../features/uploads/uploads-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What other features may ask of the upload service. */
    images: { isOwnUrl(url: string): Promise<boolean> };
  }
}

export const imagesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('images', { isOwnUrl: (url: string) => isOwnImageUrl(app.db, url) });
  },
  { name: 'images', dependencies: ['db'] },
);
