import { createHash } from 'node:crypto';

/** A strong ETag for bytes that never change under it: 27 characters of their sha-256. */
export const strongEtag = (bytes: Uint8Array): string =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** If-None-Match compares weakly (RFC 9110 13.1.2): a list of tags, W/ or not, or `*`. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
