import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const secret = new TextEncoder().encode('a test signing secret of enough length, 48 bytes');
const claims = { sub: '0b6d6a8e-4f7c-4d0e-9f57-2f1f0b7a1c11', ver: 3 };

describe('token service', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks the signature of a token once, then answers the same claims from memory', async () => {
    const tokens = await createTokenService(secret, 15);
    const token = await tokens.issue(claims);
    const verify = vi.spyOn(globalThis.crypto.subtle, 'verify');
    expect(await tokens.verify(token)).toMatchObject(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a token it has already verified once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const tokens = await createTokenService(secret, 15);
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    vi.setSystemTime(new Date('2026-11-24T12:14:59Z'));
    expect(await tokens.verify(token)).toMatchObject(claims);
    vi.setSystemTime(new Date('2026-11-24T12:15:00Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('does not take an edited copy of a verified token for it', async () => {
    const tokens = await createTokenService(secret, 15);
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    const [header, payload, signature] = token.split('.');
    const edited = `${header}.${Buffer.from(JSON.stringify({ ...claims, ver: 4 })).toString('base64url')}.${signature}`;
    expect(payload).not.toBe(edited.split('.')[1]);
    expect(await tokens.verify(edited)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
  });

  it('does not accept a token signed with another key because this one was verified', async () => {
    const ours = await createTokenService(secret, 15);
    const theirs = await createTokenService(
      new TextEncoder().encode('another secret entirely, also long enough!!'),
      15,
    );
    expect(await ours.verify(await ours.issue(claims))).toMatchObject(claims);
    expect(await ours.verify(await theirs.issue(claims))).toBeNull();
  });

  it('refuses a token that never expires, even signed with our key', async () => {
    const tokens = await createTokenService(secret, 15);
    const forever = await new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer('ironvolt')
      .setAudience('ironvolt-web')
      .setIssuedAt()
      .sign(secret);
    expect(await tokens.verify(forever)).toBeNull();
  });

  it('unseals data only for the purpose it was sealed for, and never an access token as sealed data', async () => {
    const tokens = await createTokenService(secret, 15);
    const device = await tokens.seal({ sub: claims.sub, nonce: 'n1' }, 60, 'device');
    const state = await tokens.seal({ sub: claims.sub, nonce: 'n1' }, 60, 'oidc-state');
    expect(await tokens.unseal(device, 'device')).toEqual({ sub: claims.sub, nonce: 'n1' });
    expect(await tokens.unseal(state, 'oidc-state')).toEqual({ sub: claims.sub, nonce: 'n1' });
    expect(await tokens.unseal(state, 'device')).toBeNull();
    expect(await tokens.unseal(device, 'oidc-state')).toBeNull();
    expect(await tokens.unseal(await tokens.issue(claims), 'device')).toBeNull();
    expect(await tokens.verify(device)).toBeNull();
  });
});
