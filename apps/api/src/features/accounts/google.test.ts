import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { build, databaseKinds, login, nextAddress, type TestApp } from '../../../test/helper.ts';
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
        auth: {
          jwtSecret: undefined,
          accessTokenTtlMinutes: 720,
          adminEmails: ['chief@example.com', 'deputy@example.com'],
          loginRateLimit: { max: 10, perIp: 10, perAccount: 100, windowMinutes: 15 },
        },
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
    if (!code) return { landing, token: undefined, device: undefined };
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/exchange',
      payload: { code },
      remoteAddress: nextAddress(),
    });
    expect(exchange.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/exchange',
      payload: { code },
      remoteAddress: nextAddress(),
    });
    expect(again.statusCode).toBe(401); // single use
    const device = exchange.cookies.find((cookie) => cookie.name === 'ironvolt_device');
    return { landing, token: exchange.json().accessToken as string, device };
  }

  const me = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })
    ).json();

  it('creates the user on first sign-in with name, email and photo from the ID token', async () => {
    // A local issuer's pictures are on its own host (Google's on lh3.googleusercontent.com and its siblings).
    const avatar = `${issuer.issuer.url}/avatars/robin.png`;
    claims = {
      sub: 'google-1001',
      email: 'Robin.Gardner@Example.com',
      email_verified: true,
      name: 'Robin Gardner',
      picture: avatar,
    };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
    });
    const { token } = await signInWithGoogle();
    expect(await me(token ?? '')).toMatchObject({
      name: 'Robin Gardner',
      email: 'robin.gardner@example.com',
      image: avatar,
      emailVerified: true,
    });

    // the second sign-in finds the same user
    const second = await signInWithGoogle();
    expect((await me(second.token ?? ''))._id).toBe((await me(token ?? ''))._id);
  });

  it("takes the provider's name without the characters that would hide in it or turn it around", async () => {
    claims = {
      sub: 'google-1002',
      email: 'quinn.hidden@example.com',
      email_verified: true,
      name: 'Quinn \u202Enimda\u200B Shaw',
    };
    const { token } = await signInWithGoogle();
    expect((await me(token ?? '')).name).toBe('Quinn nimda Shaw');
  });

  it("keeps only the provider's pictures: another host's picture is not stored, and a profile may name only the provider's", async () => {
    claims = {
      sub: 'google-1002',
      email: 'pic@example.com',
      email_verified: true,
      name: 'Pic',
      picture: 'https://tracker.example.net/pixel.gif',
    };
    const { token } = await signInWithGoogle();
    const user = await me(token ?? '');
    expect(user.image).toBeUndefined();
    const update = (image: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/updateUser/${user._id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Pic', image },
      });
    expect((await update('https://tracker.example.net/pixel.gif')).statusCode).toBe(422);
    expect((await update('https://lh3.googleusercontent.com/a/pic')).statusCode).toBe(422);
    expect((await update(`${issuer.issuer.url}/avatars/pic.png`)).statusCode).toBe(200);
  });

  it('links a verified email to the existing, verified password account; the password still works', async () => {
    const existing = await createUser(t.app.db, {
      email: 'sam.linked@example.com',
      emailVerifiedAt: new Date(),
    });
    const before = await login(t.app, existing.email, TEST_PASSWORD);
    claims = { sub: 'google-2002', email: 'sam.linked@example.com', email_verified: true, name: 'Sam' };
    const { token } = await signInWithGoogle();
    expect((await me(token ?? ''))._id).toBe(existing.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSubject).toBe('google-2002');
    expect(await login(t.app, existing.email, TEST_PASSWORD)).toBeTruthy(); // the password still works
    expect((await me(before))._id).toBe(existing.id); // and so do its tokens
  });

  it("gives an unverified password account to the provider's verified owner: the password and its tokens stop working", async () => {
    // Someone registered the address first, without proving it (pre-hijack).
    const squatter = await createUser(t.app.db, { email: 'owner.first@example.com' });
    const squatterToken = await login(t.app, squatter.email, TEST_PASSWORD);
    claims = {
      sub: 'google-2003',
      email: 'Owner.First@example.com',
      email_verified: true,
      name: 'Real Owner',
    };
    const { token } = await signInWithGoogle();
    expect(await me(token ?? '')).toMatchObject({ _id: squatter.id, emailVerified: true });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: squatter.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${squatterToken}` },
    });
    expect(old.statusCode).toBe(401);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row?.passwordHash).toBeNull();
  });

  it('makes an ADMIN_EMAILS address admin only on a sign-in whose ID token says the address is verified', async () => {
    claims = { sub: 'google-5005', email: 'Chief@example.com', email_verified: false, name: 'Chief' };
    const unproven = await signInWithGoogle();
    expect(await me(unproven.token ?? '')).toMatchObject({ emailVerified: false });
    expect((await me(unproven.token ?? '')).role).toBeUndefined();
    claims = { ...claims, email_verified: true };
    const proven = await signInWithGoogle();
    expect(await me(proven.token ?? '')).toMatchObject({ role: 'admin', emailVerified: true });

    // An unverified password account of a listed address: the verified owner takes it, as admin.
    await createUser(t.app.db, { email: 'deputy@example.com' });
    claims = { sub: 'google-5006', email: 'deputy@example.com', email_verified: true, name: 'Deputy' };
    const deputy = await signInWithGoogle();
    expect(await me(deputy.token ?? '')).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it("gives the browser that finishes the sign-in a device cookie: that browser's password tries are counted on their own", async () => {
    const owner = await createUser(t.app.db, {
      email: 'dana.device@example.com',
      emailVerifiedAt: new Date(),
    });
    claims = { sub: 'google-6006', email: owner.email, email_verified: true, name: 'Dana' };
    const { device } = await signInWithGoogle();
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });
    const tryPassword = (password: string, withDevice: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: owner.email, password },
        remoteAddress: nextAddress(),
        ...(withDevice ? { cookies: { ironvolt_device: device?.value ?? '' } } : {}),
      });
    for (let i = 0; i < 10; i++) expect((await tryPassword(`wrong ${i}`, true)).statusCode).toBe(401);
    // That browser's own ten are spent; a device that never signed in is not held by them.
    expect((await tryPassword(TEST_PASSWORD, true)).statusCode).toBe(429);
    expect((await tryPassword(TEST_PASSWORD, false)).statusCode).toBe(200);
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
