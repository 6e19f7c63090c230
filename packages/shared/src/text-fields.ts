import { z } from './zod.ts';

/**
 * A short text a person types that goes into mails, documents and pages as it is: trimmed, not empty, at most
 * `max` characters, no control characters (line breaks, NUL, escapes).
 */
export const printable = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} cannot be empty`)
    .max(max, `${field} can be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${field} cannot hold control characters`);
