import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('answers every one of many sign-ins checked at once, each with its own verdict', async () => {
    const stored = await hashPassword('correct horse battery');
    const attempts = Array.from({ length: 6 }, (_, i) =>
      i % 2 === 0 ? 'correct horse battery' : `wrong ${i}`,
    );
    const verdicts = await Promise.all(attempts.map((attempt) => verifyPassword(stored, attempt)));
    expect(verdicts).toEqual([true, false, true, false, true, false]);
  });

  it('refuses a malformed stored hash without throwing, and the next check still runs', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword(await hashPassword('pw-123456'), 'pw-123456')).toBe(true);
  });

  it("asks for a new hash only when the stored one was made with other parameters than today's", async () => {
    expect(needsRehash(await hashPassword('pw-123456'))).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=7168,t=5,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=7168,t=5,p=2$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });
});
