import { hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane. Algorithm 2 is Argon2id (the
// library's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the parameters travel inside the hash string. */
export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

/** True when the password matches the stored hash; false for a malformed hash rather than throwing. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
