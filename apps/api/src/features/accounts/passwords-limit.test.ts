import { describe, expect, it, vi } from 'vitest';

// The real library, watched: how many hashes run at the same moment.
const running = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  const watched =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      running.now += 1;
      running.most = Math.max(running.most, running.now);
      try {
        return await work(...args);
      } finally {
        running.now -= 1;
      }
    };
  return { ...argon2, hash: watched(argon2.hash), verify: watched(argon2.verify) };
});

const { HASHES_AT_ONCE, hashPassword, verifyPassword } = await import('./passwords.ts');

describe('password hashing under a burst of sign-ins', () => {
  it('never runs more hashes at once than HASHES_AT_ONCE, and answers all of them', async () => {
    const stored = await hashPassword('pw-123456');
    running.most = 0;
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => verifyPassword(stored, i < 5 ? 'pw-123456' : 'nope')),
    );
    expect(verdicts.filter(Boolean)).toHaveLength(5);
    expect(running.most).toBe(HASHES_AT_ONCE);
  });
});
