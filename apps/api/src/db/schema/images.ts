import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns.ts';

/** Images live in the database so that every instance can serve every image (ADR 003). */
export const images = pgTable('images', {
  id: id(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  thumbnail: bytea('thumbnail'),
  width: integer('width'),
  height: integer('height'),
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});
