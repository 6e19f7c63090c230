import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { images } from '../../db/schema/index.ts';
import { imageIdOf } from '../../lib/ids.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What other features may ask of the images the upload service stored. */
    images: {
      /**
       * True when `url` names an image stored by our upload service. Asked when a product or profile is about
       * to name it, so the image is marked in use too: the sweep keeps it.
       */
      isOwnUrl(url: string): Promise<boolean>;
    };
  }
}

export const imagesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('images', {
      async isOwnUrl(url: string) {
        const id = imageIdOf(url);
        if (!id) return false;
        // Clearing the mark of an unnamed image also says it exists; a sweep that already waits on this row
        // sees the mark cleared and skips it (uploads-repository.ts sweepImages).
        const claimed = await app.db
          .update(images)
          .set({ unreferencedSince: null })
          .where(eq(images.id, id))
          .returning({ id: images.id });
        return claimed.length > 0;
      },
    });
  },
  { name: 'images', dependencies: ['db'] },
);
