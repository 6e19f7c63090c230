import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** Images live in the database so that every instance can serve every image (ADR 003). */
export const images = pgTable(
  'images',
  {
    id: id(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    thumbnail: bytea('thumbnail'),
    /** An 800 px copy for `srcset` (?size=medium); NULL for images uploaded before it was made. */
    medium: bytea('medium'),
    width: integer('width'),
    height: integer('height'),
    etag: text('etag').notNull(),
    /** Who uploaded it (NULL for the seed's images): customers' uploads count against their quota. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Since when no product or user names it, as the image sweep last saw; NULL while one does. The sweep deletes
     * an image once this is more than a day old.
     */
    unreferencedSince: timestamp('unreferenced_since', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('images_uploaded_by_idx').on(t.uploadedBy)],
);
