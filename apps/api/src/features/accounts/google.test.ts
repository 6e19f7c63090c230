import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { build, databaseKinds, login, type TestApp } from '../../../test/helper.ts';
import { users } from '../../db/schema/index.ts';

// The whole OpenID Connect flow against a local issuer standing in for Google (ADR 006).
describe.each(databaseKinds)('sign-in with Google on %s', (kind) => {
  let t: TestApp;
  const issuer = new OAuth2Server();
  let claims: Record<string, unknown> = {};

  beforeAll(async () => {
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    issuer.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, claims);
    });
    t = await build(kind, {
      config: {
        oidc: { issuer: issuer.issuer.url ?? '', clientId: 'ironvolt-test', clientSecret: 'test-secret' },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await issuer.stop();
  });

  /** Start → the issuer's authorize page → our callback → the single-use code → a token. */
  async function signInWithGoogle(options: { tamperState?: boolean } = {}) {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toMatch(/^ironvolt_oidc=/);

    const consent = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(String(consent.headers.get('location')));
    expect(back.pathname).toBe('/api/auth/google/callback');
    if (options.tamperState) back.searchParams.set('state', 'forged');
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie },
    });
    expect(callback.statusCode).toBe(302);
    const landing = String(callback.headers.location);
    const code = /#google-code=([\w-]+)$/.exec(landing)?.[1];
    if (!code) return { landing, token: undefined };
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/exchange',
      payload: { code },
    });
    expect(exchange.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code } });
    expect(again.statusCode).toBe(401); // single use
    return { landing, token: exchange.json().accessToken as string };
  }

  const me = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })
    ).json();

  it('creates the user on first sign-in with name, email and photo from the ID token', async () => {
    claims = {
      sub: 'google-1001',
      email: 'Robin.Gardner@Example.com',
      email_verified: true,
      name: 'Robin Gardner',
      picture: 'https://lh3.googleusercontent.com/a/robin',
    };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
    });
    const { token } = await signInWithGoogle();
    expect(await me(token ?? '')).toMatchObject({
      name: 'Robin Gardner',
      email: 'robin.gardner@example.com',
      image: 'https://lh3.googleusercontent.com/a/robin',
    });

    // the second sign-in finds the same user
    const second = await signInWithGoogle();
    expect((await me(second.token ?? ''))._id).toBe((await me(token ?? ''))._id);
  });

  it('links a verified email to the existing password account', async () => {
    const existing = await createUser(t.app.db, { email: 'sam.linked@example.com' });
    claims = { sub: 'google-2002', email: 'sam.linked@example.com', email_verified: true, name: 'Sam' };
    const { token } = await signInWithGoogle();
    expect((await me(token ?? ''))._id).toBe(existing.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSubject).toBe('google-2002');
    expect(await login(t.app, existing.email, TEST_PASSWORD)).toBeTruthy(); // the password still works
  });

  it('refuses to link an unverified email to an existing account', async () => {
    await createUser(t.app.db, { email: 'victim@example.com' });
    claims = { sub: 'google-3003', email: 'victim@example.com', email_verified: false, name: 'Mallory' };
    const { landing, token } = await signInWithGoogle();
    expect(token).toBeUndefined();
    expect(landing).toBe('/login?error=google-unverified');
  });

  it('refuses a callback whose state does not match', async () => {
    claims = { sub: 'google-4004', email: 'state@example.com', email_verified: true, name: 'State' };
    const { landing, token } = await signInWithGoogle({ tamperState: true });
    expect(token).toBeUndefined();
    expect(landing).toBe('/login?error=google');
  });

  it('refuses a callback without the state cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc&state=def' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=google');
  });
});
