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

const { HASHES_AT_ONCE, MAX_WAITING_HASHES, hashPassword, verifyPassword } = await import('./passwords.ts');
const { HttpError } = await import('../../lib/http-errors.ts');

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

  it('refuses at once, with 503 and a retry after 1 s, what would wait behind MAX_WAITING_HASHES others', async () => {
    const stored = await hashPassword('pw-123456');
    const accepted = HASHES_AT_ONCE + MAX_WAITING_HASHES; // running, then waiting
    const outcomes = await Promise.allSettled(
      Array.from({ length: accepted + 5 }, () => verifyPassword(stored, 'pw-123456')),
    );
    expect(outcomes.slice(0, accepted).every((o) => o.status === 'fulfilled' && o.value === true)).toBe(true);
    for (const refused of outcomes.slice(accepted)) {
      expect(refused.status).toBe('rejected');
      const error = (refused as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        statusCode: 503,
        message: 'Too many people are signing in right now. Please try again in a moment.',
        retryAfterSeconds: 1,
      });
    }
    // Once the queue has drained, sign-ins go through again.
    expect(await verifyPassword(stored, 'pw-123456')).toBe(true);
    expect(await verifyPassword(stored, 'wrong')).toBe(false);
  });
});
