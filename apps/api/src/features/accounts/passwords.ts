import { accountMessages } from '@ironvolt/shared/accounts';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { HttpError } from '../../lib/http-errors.ts';

// argon2id with OWASP's 7 MiB, 5 iterations, 1 lane: the cheat sheet gives it as equal in defence to its
// 19 MiB / 2 iterations (used before; such hashes still verify and are re-hashed at the next sign-in). What a
// hash holds while it runs is what the server's memory peaks with, so the smaller one. Algorithm 2 is Argon2id
// (the library's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2ID = { algorithm: 2, memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;
const CURRENT = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

// Two hashes at a time. The library runs as many at once as libuv has threads (4), and each holds its memory
// while it runs, so a burst of sign-ins raised the server's peak by that much (ADR 019, docs/performance.md).
// Two keep both cores of a small server busy, so a flood of sign-ins is no cheaper than with four threads.
export const HASHES_AT_ONCE = 2;
const limit = pLimit(HASHES_AT_ONCE);

// At most this many hashes wait for their turn, about a fifth of a second of work on two cores: beyond it a
// sign-in, registration or password change is refused at once (503, Retry-After) instead of queueing behind a
// flood that per-address rate limits cannot stop (many addresses), where everyone would wait seconds and the
// waiting requests would pile up in memory.
export const MAX_WAITING_HASHES = 64;

/** Queues one hash, or refuses with 503 when MAX_WAITING_HASHES already wait. */
function queued<T>(work: () => Promise<T>): Promise<T> {
  if (limit.pendingCount >= MAX_WAITING_HASHES)
    return Promise.reject(new HttpError(503, accountMessages.busy, undefined, 1));
  return limit(work);
}

/** Hashes a password with argon2id; the parameters travel inside the hash string. */
export const hashPassword = (password: string): Promise<string> => queued(() => hash(password, ARGON2ID));

/**
 * True when the password matches the stored hash; false for a malformed hash rather than throwing. Refuses
 * with 503, as hashPassword does, when too many hashes wait.
 */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  const verdict = queued(() => verify(storedHash, password));
  try {
    return await verdict;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return false;
  }
}

/** True for a hash made with other parameters than today's: it is replaced at the next successful sign-in. */
export const needsRehash = (storedHash: string): boolean => !storedHash.startsWith(CURRENT);
