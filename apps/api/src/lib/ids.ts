import { IMAGE_PATH_PREFIX } from '@ironvolt/shared/uploads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row, so callers answer 404 without asking the database. */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The image id an image URL of ours names (`/api/images/<uuid>`, the uuid in lower case as the server writes it),
 * or null. An upper-case id would name the same row but not match the image sweep's text comparison.
 */
export const imageIdOf = (url: string): string | null => {
  if (!url.startsWith(IMAGE_PATH_PREFIX)) return null;
  const id = url.slice(IMAGE_PATH_PREFIX.length);
  return isUuid(id) && id === id.toLowerCase() ? id : null;
};
