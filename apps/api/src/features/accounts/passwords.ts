import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane. Algorithm 2 is Argon2id (the
// library's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// One hash at a time. Each takes 19 MiB while it runs, and the library runs as many at once as libuv has
// threads (4): a burst of sign-ins put 76 MiB on the server's peak memory (measured: +108 MB peak RSS for
// 100 sign-ins four at a time, +51 MB one at a time), and the C library keeps part of it in each thread's
// arena afterwards. A hash takes ~30 ms of one core, so sign-ins still go through at ~30 a second.
const oneAtATime = pLimit(1);

/** Hashes a password with argon2id; the parameters travel inside the hash string. */
export const hashPassword = (password: string): Promise<string> => oneAtATime(() => hash(password, ARGON2ID));

/** True when the password matches the stored hash; false for a malformed hash rather than throwing. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await oneAtATime(() => verify(storedHash, password));
  } catch {
    return false;
  }
}
