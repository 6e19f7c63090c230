import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { build, databaseKinds, login, nextAddress, signIn, type TestApp } from '../../../test/helper.ts';
import { oneTimeCodes, users } from '../../db/schema/index.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironvolt-accounts-'));
    t = await build(kind, {
      config: {
        dataDir,
        auth: {
          jwtSecret: undefined,
          accessTokenTtlMinutes: 720,
          adminEmails: ['boss@example.com'],
          loginRateLimit: { max: 10, perIp: 10, perAccount: 100, windowMinutes: 15 },
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: nextAddress() });

  /** The token of the newest mail to `email` whose link opens `page` (quoted-printable undone). */
  const mailedToken = async (email: string, page: 'reset-password' | 'verify-email') => {
    await t.app.mailOutbox.deliverDue();
    const outbox = path.join(dataDir, 'outbox');
    const texts = fs
      .readdirSync(outbox)
      .filter((f) => f.includes(email.toLowerCase()))
      .sort()
      .map((f) =>
        fs
          .readFileSync(path.join(outbox, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      );
    const link = new RegExp(`http://localhost:3000/${page}\\?token=([\\w-]+)`);
    const token = texts
      .map((text) => link.exec(text)?.[1])
      .filter(Boolean)
      .pop();
    expect(token, `a ${page} mail to ${email}`).toBeTruthy();
    return token ?? '';
  };
  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json();

  describe('register', () => {
    it('creates an account, answers with a working token, and stores an argon2id hash', async () => {
      const res = await post('/api/register', {
        name: 'Dana Builder',
        email: 'Dana.Builder@Example.com',
        password: 'secret1',
      });
      expect(res.statusCode).toBe(201);
      const { accessToken } = res.json();
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(accessToken) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ name: 'Dana Builder', email: 'dana.builder@example.com' });
      expect(me.json().role).toBeUndefined();
      expect(JSON.stringify(me.json())).not.toMatch(/argon2|password/i);
    });

    it('refuses an email already taken, whatever its case', async () => {
      await post('/api/register', { name: 'A', email: 'twice@example.com', password: 'secret1' });
      const res = await post('/api/register', { name: 'B', email: 'TWICE@example.com', password: 'secret2' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'An account with this email already exists', field: 'email' });
    });

    it("applies the form's rules with SPEC's messages", async () => {
      const cases: [object, string, string][] = [
        [{ email: 'a@example.com', password: 'secret1' }, 'name', 'Name is required'],
        [{ name: ' ', email: 'a@example.com', password: 'secret1' }, 'name', 'Name is required'],
        [{ name: 'A', password: 'secret1' }, 'email', 'Email is required'],
        [{ name: 'A', email: '', password: 'secret1' }, 'email', 'Email is required'],
        [{ name: 'A', email: 'a@example.com' }, 'password', 'Please provide a password'],
        [
          { name: 'A', email: 'a@example.com', password: '12345' },
          'password',
          'Password should be min 6 charecter',
        ],
        [
          { name: 'A', email: 'not-an-email', password: 'secret1' },
          'email',
          'Please provide a valid email address',
        ],
      ];
      for (const [body, field, message] of cases) {
        const res = await post('/api/register', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual({ message, field });
      }
    });

    it('leaves an ADMIN_EMAILS address a customer until its owner opens the mailed link', async () => {
      const res = await post('/api/register', {
        name: 'Boss',
        email: 'Boss@example.com',
        password: 'secret1',
      });
      expect(res.statusCode).toBe(201);
      const token = res.json().accessToken;
      expect(await me(token)).toMatchObject({ email: 'boss@example.com', emailVerified: false });
      expect((await me(token)).role).toBeUndefined();
      const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
      expect(users.statusCode).toBe(403);

      const verified = await post('/api/verify-email', {
        token: await mailedToken('boss@example.com', 'verify-email'),
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: 'Your email address is verified.' });
      expect(await me(token)).toMatchObject({ role: 'admin', emailVerified: true });
    });
  });

  describe('email verification', () => {
    it('promotes at start only the ADMIN_EMAILS addresses that are verified', async () => {
      const { promoteEmails } = await import('./accounts-repository.ts');
      const proven = await createUser(t.app.db, { emailVerifiedAt: new Date() });
      const unproven = await createUser(t.app.db);
      expect(await promoteEmails(t.app.db, [proven.email, unproven.email])).toBe(1);
      const rows = await t.app.db.select().from(users);
      expect(rows.find((r) => r.id === proven.id)?.role).toBe('admin');
      expect(rows.find((r) => r.id === unproven.id)?.role).toBeNull();
    });

    it('mails a single-use link at registration; only its hash is stored; used, unknown or expired → 400', async () => {
      const email = 'vera.verify@example.com';
      const res = await post('/api/register', { name: 'Vera', email, password: 'secret1' });
      expect(res.statusCode).toBe(201);
      const token = await mailedToken(email, 'verify-email');
      const codes = await t.app.db.select().from(oneTimeCodes);
      expect(JSON.stringify(codes)).not.toContain(token);

      expect((await post('/api/verify-email', { token })).statusCode).toBe(200);
      expect(await me(res.json().accessToken)).toMatchObject({ emailVerified: true });
      const invalid = {
        message:
          'This verification link is invalid, already used or expired. Log in and send a new one from My Profile.',
        field: 'token',
      };
      const again = await post('/api/verify-email', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(invalid);
      const unknown = await post('/api/verify-email', { token: 'not-a-real-token' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(invalid);
      const missing = await post('/api/verify-email', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual(invalid);

      const late = await createUser(t.app.db);
      const lateToken = await login(t.app, late.email, TEST_PASSWORD);
      expect((await post('/api/verify-email/resend', {}, bearer(lateToken))).statusCode).toBe(200);
      const link = await mailedToken(late.email, 'verify-email');
      await t.app.db
        .update(oneTimeCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeCodes.userId, late.id));
      const expired = await post('/api/verify-email', { token: link });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual(invalid);
      expect(await me(lateToken)).toMatchObject({ emailVerified: false });
    });

    it('sends the link again on request: signed in only, 409 once verified, 429 after three in the window', async () => {
      const user = await createUser(t.app.db);
      const token = await login(t.app, user.email, TEST_PASSWORD);
      expect((await post('/api/verify-email/resend', {})).statusCode).toBe(401);
      const sent = await post('/api/verify-email/resend', {}, bearer(token));
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({
        message: 'A new verification link is on its way. It works for 48 hours.',
      });
      const first = await mailedToken(user.email, 'verify-email');
      expect((await post('/api/verify-email/resend', {}, bearer(token))).statusCode).toBe(200);
      expect((await post('/api/verify-email/resend', {}, bearer(token))).statusCode).toBe(200);
      const limited = await post('/api/verify-email/resend', {}, bearer(token));
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(
        'Too many verification mails. Please wait a few minutes and try again.',
      );

      // Any of the links proves the address; the others are spent with it.
      expect((await post('/api/verify-email', { token: first })).statusCode).toBe(200);
      expect(
        (await post('/api/verify-email', { token: await mailedToken(user.email, 'verify-email') }))
          .statusCode,
      ).toBe(400);

      const other = await signIn(t.app, 'customer');
      await post('/api/verify-email/resend', {}, other.headers); // another user's own count
      await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, other.user.id));
      const done = await post('/api/verify-email/resend', {}, other.headers);
      expect(done.statusCode).toBe(409);
      expect(done.json()).toEqual({ message: 'Your email address is already verified' });
    });

    it('registers and signs in even when the verification mail cannot be written', async () => {
      const outbox = path.join(dataDir, 'outbox');
      const moved = `${outbox}-kept`;
      fs.renameSync(outbox, moved);
      fs.writeFileSync(outbox, 'not a folder'); // the mail's write fails
      try {
        const res = await post('/api/register', {
          name: 'Nomail',
          email: 'no.mail@example.com',
          password: 'secret1',
        });
        expect(res.statusCode).toBe(201);
        expect(await me(res.json().accessToken)).toMatchObject({ emailVerified: false });
      } finally {
        fs.rmSync(outbox);
        fs.renameSync(moved, outbox);
      }
    });
  });

  describe('login', () => {
    it('gives a token for the right password and the same 401 for a wrong one or an unknown email', async () => {
      const user = await createUser(t.app.db);
      const ok = await post('/api/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

      const wrong = await post('/api/login', { email: user.email, password: 'not it' });
      const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'not it' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({ message: 'Email or password is incorrect' });
    });

    it('re-hashes a password stored with older argon2 parameters at the next right sign-in, and only then', async () => {
      const older = await hash(TEST_PASSWORD, {
        algorithm: 2,
        memoryCost: 19_456,
        timeCost: 2,
        parallelism: 1,
      });
      const user = await createUser(t.app.db, { passwordHash: older });
      const storedHash = async () =>
        (await t.app.db.select().from(users).where(eq(users.id, user.id)))[0]?.passwordHash ?? '';

      expect((await post('/api/login', { email: user.email, password: 'not it' })).statusCode).toBe(401);
      expect(await storedHash()).toBe(older);

      expect((await post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
      const upgraded = await storedHash();
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
      expect((await post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
      expect(await storedHash()).toBe(upgraded);
    });

    it('leaves a password hash alone when it changed since it was read (a reset in between wins)', async () => {
      const user = await createUser(t.app.db);
      const { replacePasswordHash } = await import('./accounts-repository.ts');
      await replacePasswordHash(
        t.app.db,
        user.id,
        'a hash read before a reset',
        'the re-hash of the old one',
      );
      expect((await post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    });

    it("uses SPEC's messages for a missing email or password", async () => {
      expect((await post('/api/login', { password: 'x' })).json()).toEqual({
        message: 'Please provide your email',
        field: 'email',
      });
      expect((await post('/api/login', { email: 'a@example.com', password: '' })).json()).toEqual({
        message: 'Provide your account password',
        field: 'password',
      });
    });

    const DEVICE = 'ironvolt_device';
    /** A sign-in try from a client address, with the device cookie of an earlier sign-in when one is given. */
    const loginFrom = (remoteAddress: string, email: string, password: string, device?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        remoteAddress,
        ...(device === undefined ? {} : { cookies: { [DEVICE]: device } }),
      });
    const deviceCookieOf = (res: Awaited<ReturnType<typeof loginFrom>>) =>
      (res.cookies as { name: string; value: string }[]).find((cookie) => cookie.name === DEVICE);
    /** A right sign-in from a new device: the device cookie the browser keeps, and the token. */
    const signInNewDevice = async (email: string, remoteAddress = nextAddress()) => {
      const res = await loginFrom(remoteAddress, email, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      const device = deviceCookieOf(res)?.value;
      expect(device, 'a device cookie').toBeTruthy();
      return { device: device ?? '', token: res.json().accessToken as string };
    };

    it("locks an account after ten tries from one network, and only there: the owner signs in after a stranger's ten failures", async () => {
      const user = await createUser(t.app.db);
      const stranger = '127.0.0.66';
      for (let i = 0; i < 10; i++) {
        const res = await loginFrom(stranger, user.email.toUpperCase(), `wrong ${i}`);
        expect(res.statusCode).toBe(401);
      }
      const blocked = await loginFrom(stranger, user.email, TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toMatch(/Too many sign-in attempts/);

      const owner = await loginFrom('127.0.0.67', user.email, TEST_PASSWORD);
      expect(owner.statusCode).toBe(200);
      expect(await me(owner.json().accessToken)).toMatchObject({ email: user.email });
    });

    it('counts an IPv6 /64 as one network for the lock on an account', async () => {
      const user = await createUser(t.app.db);
      for (let i = 0; i < 10; i++) {
        const res = await loginFrom(`2001:db8:66:1::${i + 1}`, user.email, `wrong ${i}`);
        expect(res.statusCode).toBe(401);
      }
      expect((await loginFrom('2001:db8:66:1::ffff', user.email, TEST_PASSWORD)).statusCode).toBe(429);
      expect((await loginFrom('2001:db8:66:2::1', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('brakes guessing spread over many networks: the 101st try for one account in the window gets 429 from anywhere', async () => {
      const user = await createUser(t.app.db);
      for (let i = 0; i < 100; i++) {
        const res = await loginFrom(`198.18.${Math.floor(i / 10)}.${i % 10}`, user.email, `wrong ${i}`);
        expect(res.statusCode, `try ${i + 1}`).toBe(401);
      }
      const braked = await loginFrom('198.18.200.1', user.email, TEST_PASSWORD);
      expect(braked.statusCode).toBe(429);
      expect(braked.json().message).toMatch(/Too many sign-in attempts/);
    });

    it('gives a browser that signs in a signed, httpOnly device cookie for sign-in only, a new one each time, none for a wrong password', async () => {
      const user = await createUser(t.app.db);
      const wrong = await loginFrom(nextAddress(), user.email, 'wrong password');
      expect(wrong.statusCode).toBe(401);
      expect(deviceCookieOf(wrong)).toBeUndefined();
      const first = await loginFrom(nextAddress(), user.email, TEST_PASSWORD);
      expect(first.statusCode).toBe(200);
      expect(deviceCookieOf(first)).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/login',
        maxAge: 365 * 24 * 60 * 60,
      });
      // The shop's public URL here is http://localhost:3000: a Secure cookie would never come back.
      expect(deviceCookieOf(first)).not.toHaveProperty('secure', true);
      const device = deviceCookieOf(first)?.value ?? '';
      expect(device).not.toContain(user.email);
      const next = await loginFrom(nextAddress(), user.email, TEST_PASSWORD, device);
      expect(next.statusCode).toBe(200);
      expect(deviceCookieOf(next)?.value).toBeTruthy();
      expect(deviceCookieOf(next)?.value).not.toBe(device);
    });

    it.each([
      ['customer', 'ten IPv4 addresses', (n: number) => `100.64.45.${n + 1}`],
      ['admin', 'ten IPv6 /64s', (n: number) => `2001:db8:45:${n + 1}::1`],
    ] as const)(
      "lets the %s's own browser sign in while strangers on %s hold the account's brake; a new device, or a forged, edited or another account's cookie, gets 429",
      async (role, _networks, network) => {
        const user = await createUser(t.app.db, { role: role === 'admin' ? 'admin' : null });
        const home = role === 'admin' ? '2001:db8:46:1::5' : '100.64.46.5';
        const { device, token: ownersToken } = await signInNewDevice(user.email, home);
        const other = await createUser(t.app.db);
        const { device: othersDevice } = await signInNewDevice(other.email);

        // A hundred wrong passwords, ten from each network: with the owner's own sign-in above, the window's
        // 101st try for the account is the last, and the brake refuses it.
        const statuses: number[] = [];
        for (let n = 0; n < 10; n++)
          for (let i = 0; i < 10; i++)
            statuses.push((await loginFrom(network(n), user.email, `wrong ${n}.${i}`)).statusCode);
        expect(statuses.slice(0, 99)).toEqual(Array(99).fill(401));
        expect(statuses[99]).toBe(429);
        const newDevice = await loginFrom(home, user.email, TEST_PASSWORD);
        expect(newDevice.statusCode).toBe(429);
        expect(newDevice.json().message).toMatch(/Too many sign-in attempts/);

        // What is no valid device cookie of this account counts as none.
        const [header = '', payload = '', signature = ''] = device.split('.');
        const [othersHeader = '', othersPayload = '', othersSignature = ''] = othersDevice.split('.');
        const asOwner = Buffer.from(
          Buffer.from(othersPayload, 'base64url').toString().replaceAll(other.id, user.id),
        ).toString('base64url');
        const forged = await new SignJWT(JSON.parse(Buffer.from(payload, 'base64url').toString()))
          .setProtectedHeader(JSON.parse(Buffer.from(header, 'base64url').toString()))
          .sign(new TextEncoder().encode('not the shop key, but 32 characters long'));
        const changed = `${signature.slice(0, 9)}${signature[9] === 'A' ? 'B' : 'A'}${signature.slice(10)}`;
        for (const [what, cookie] of [
          ["another account's", othersDevice],
          ['edited to name the owner', `${othersHeader}.${asOwner}.${othersSignature}`],
          ['with its signature changed', `${header}.${payload}.${changed}`],
          ['signed with another key', forged],
          ["the owner's access token", ownersToken],
          ['empty', ''],
        ]) {
          const res = await loginFrom(home, user.email, TEST_PASSWORD, cookie);
          expect(res.statusCode, `a cookie ${what}`).toBe(429);
        }

        const owner = await loginFrom(home, user.email, TEST_PASSWORD, device);
        expect(owner.statusCode).toBe(200);
        expect(await me(owner.json().accessToken)).toMatchObject({ email: user.email });
        // Signed in again, the browser has a new cookie, and it works too (from anywhere).
        const renewed = deviceCookieOf(owner)?.value ?? '';
        expect(renewed).not.toBe(device);
        expect((await loginFrom(nextAddress(), user.email, TEST_PASSWORD, renewed)).statusCode).toBe(200);
        // The brake still holds every device that never signed in.
        expect((await loginFrom(nextAddress(), user.email, TEST_PASSWORD)).statusCode).toBe(429);
      },
    );

    it("gives the browser that registers the account its device cookie: that browser's tries are counted on their own", async () => {
      const email = 'device.registrant@example.com';
      const registered = await post('/api/register', { name: 'Reg', email, password: TEST_PASSWORD });
      expect(registered.statusCode).toBe(201);
      const device = deviceCookieOf(registered);
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });
      for (let i = 0; i < 10; i++)
        expect((await loginFrom(nextAddress(), email, `wrong ${i}`, device?.value)).statusCode).toBe(401);
      expect((await loginFrom(nextAddress(), email, TEST_PASSWORD, device?.value)).statusCode).toBe(429);
      expect((await loginFrom(nextAddress(), email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it("holds a device cookie to ten tries in the window, then 429 for that browser alone: the owner's other browser and new devices still sign in", async () => {
      const user = await createUser(t.app.db);
      const { device: laptop } = await signInNewDevice(user.email);
      const { device: phone } = await signInNewDevice(user.email);
      for (let i = 0; i < 10; i++) {
        const res = await loginFrom(nextAddress(), user.email, `wrong ${i}`, laptop);
        expect(res.statusCode, `try ${i + 1}`).toBe(401);
      }
      const locked = await loginFrom(nextAddress(), user.email, TEST_PASSWORD, laptop);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.json().message).toMatch(/Too many sign-in attempts/);
      expect(deviceCookieOf(locked)).toBeUndefined();

      expect((await loginFrom(nextAddress(), user.email, TEST_PASSWORD, phone)).statusCode).toBe(200);
      expect((await loginFrom(nextAddress(), user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('answers the 11th try from one address with 429, whatever the accounts', async () => {
      const address = '192.0.2.77';
      for (let i = 0; i < 10; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `x${i}@example.com`, password: 'nope' },
          remoteAddress: address,
        });
        expect(res.statusCode).toBe(401);
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'x99@example.com', password: 'nope' },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(429);
    });
  });

  describe('tokens', () => {
    it('refuses expired, foreign, unsigned and edited tokens with 401', async () => {
      const { user, token } = await signIn(t.app, 'customer');
      const me = (authorization: string) =>
        t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
      expect((await me(`Bearer ${token}`)).statusCode).toBe(200);

      const otherKey = new TextEncoder().encode('x'.repeat(48));
      const foreign = await new SignJWT({ ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer('ironvolt')
        .setAudience('ironvolt-web')
        .setExpirationTime('1h')
        .sign(otherKey);
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const edited = `${header}.${b64({ ...claims, role: 'admin', sub: claims.sub })}.${signature}`;
      const expired = await t.app.tokens.issue({ sub: user.id, ver: user.tokenVersion }).then(() =>
        new SignJWT({ ver: user.tokenVersion })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuer('ironvolt')
          .setAudience('ironvolt-web')
          .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
          .sign(otherKey),
      );

      for (const bad of [foreign, unsigned, edited, expired, 'garbage', `${token}x`]) {
        const res = await me(`Bearer ${bad}`);
        expect(res.statusCode, bad).toBe(401);
        expect(res.json()).toEqual({ message: 'No user is logged in' });
      }
    });

    it('ends the token on the server at logout', async () => {
      const { headers } = await signIn(t.app, 'customer');
      const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
      expect(out.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(401);
    });

    it('takes admin away at once from a demoted admin', async () => {
      const boss = await signIn(t.app, 'admin');
      const other = await signIn(t.app, 'admin');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users', headers: other.headers })).statusCode,
      ).toBe(200);
      const demote = await t.app.inject({
        method: 'PUT',
        url: '/api/removeAdmin',
        headers: boss.headers,
        payload: { email: other.user.email },
      });
      expect(demote.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users', headers: other.headers })).statusCode,
      ).toBe(403);
    });
  });

  describe('profiles', () => {
    it('updates profile fields, never role or email', async () => {
      const { user, headers } = await signIn(t.app, 'customer');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/updateUser/${user.id}`,
        headers,
        payload: {
          name: 'Pat Updated',
          phoneNo: '+1 555 0199',
          address: { country: 'Canada', state: 'Ontario', streetAddress: '9 Mill St' },
          social: { linkedin: 'https://linkedin.com/in/pat', twitter: '@pat' },
          role: 'admin',
          email: 'hijack@example.com',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ acknowledged: true });
      const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers })).json();
      expect(me).toMatchObject({
        name: 'Pat Updated',
        email: user.email,
        phoneNo: '+1 555 0199',
        address: { country: 'Canada', state: 'Ontario', streetAddress: '9 Mill St' },
        social: { linkedin: 'https://linkedin.com/in/pat', twitter: '@pat' },
      });
      expect(me.role).toBeUndefined();
    });

    it("takes the address and social links flat, as SPEC's profile form sends them", async () => {
      const { user, headers } = await signIn(t.app, 'customer');
      const update = (payload: object) =>
        t.app.inject({ method: 'PUT', url: `/api/updateUser/${user.id}`, headers, payload });
      const flat = await update({
        name: 'Casey Flat',
        email: user.email,
        phoneNo: '+1 555 0100',
        country: 'Canada',
        state: 'Ontario',
        streetAddress: '9 Flat St',
        linkedin: 'https://linkedin.com/in/casey',
        twitter: '@casey',
      });
      expect(flat.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).json()).toMatchObject({
        name: 'Casey Flat',
        address: { country: 'Canada', state: 'Ontario', streetAddress: '9 Flat St' },
        social: { linkedin: 'https://linkedin.com/in/casey', twitter: '@casey' },
      });
      // Sent both ways, the nested field is the one kept; a flat one alone still counts.
      await update({ name: 'Casey Flat', country: 'France', address: { country: 'Spain' }, state: 'Madrid' });
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).json().address).toEqual({
        country: 'Spain',
        state: 'Madrid',
        streetAddress: '9 Flat St',
      });
      const tooLong = await update({ name: 'x'.repeat(101) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({ message: 'Name should be at most 100 characters', field: 'name' });
    });

    it("takes as photo only this shop's stored images; anything else gets 422 naming the field", async () => {
      const { user, headers } = await signIn(t.app, 'customer');
      const { storeImage } = await import('../uploads/uploads-service.ts');
      const own = await storeImage(t.app.db, { contentType: 'image/png', bytes: new Uint8Array([1, 2, 3]) });
      const update = (image: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/updateUser/${user.id}`,
          headers,
          payload: { name: 'Pat Photo', image },
        });
      for (const image of [
        'javascript:alert(document.cookie)',
        'https://evil.example.com/me.png',
        // Google's avatars only when this shop signs in with Google (not set up here)
        'https://lh3.googleusercontent.com/a/someone',
        'data:image/png;base64,AAAA',
        '/api/images/00000000-0000-4000-8000-000000000000',
        `${own}/../../users`,
        `//evil.example.com${own}`,
        '',
      ]) {
        const res = await update(image);
        expect(res.statusCode, image).toBe(422);
        expect(res.json(), image).toEqual({
          message:
            'The photo must be an image uploaded to this store or your picture from your sign-in provider',
          field: 'image',
        });
      }
      expect((await me(headers.authorization.slice(7))).image).toBeUndefined();
      expect((await update(own)).statusCode).toBe(200);
      expect((await me(headers.authorization.slice(7))).image).toBe(own);
    });

    it("answers 'No user is logged in' to an update without a valid token", async () => {
      const user = await createUser(t.app.db);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/updateUser/${user.id}`,
        payload: { name: 'X' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'No user is logged in' });
    });

    it("upserts the signed-in user's own name with PUT /users", async () => {
      const { user, headers } = await signIn(t.app, 'customer');
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users',
        headers,
        payload: { name: 'New Name', email: 'someone@else.com' },
      });
      expect(res.statusCode).toBe(200);
      const me = (await t.app.inject({ method: 'GET', url: `/api/user/${user.email}`, headers })).json();
      expect(me).toMatchObject({ name: 'New Name', email: user.email });
    });
  });

  describe('admins', () => {
    it('pages, searches and sorts the users in the database, the total in X-Total-Count', async () => {
      const admin = await signIn(t.app, 'admin');
      const tag = `pager${Date.now()}`;
      // Registered a second apart, in this order: newest first is then Ezra … Cleo, whatever ties the clock makes.
      const start = Date.now();
      for (const [i, name] of ['Cleo', 'alma', 'Bruno', 'Dara', 'Ezra'].entries())
        await createUser(t.app.db, {
          name: `${name} ${tag}`,
          email: `${name.toLowerCase()}.${tag}@example.com`,
          createdAt: new Date(start + i * 1000),
        });
      const list = (query: string) =>
        t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: admin.headers });
      const names = (res: { json: () => { name: string }[] }) => res.json().map((u) => u.name.split(' ')[0]);
      // Letters beyond ASCII fold as the database folds them on both sides; a backslash is a backslash.
      const emile = await createUser(t.app.db, { name: `Émile ${tag}`, email: `emile.${tag}@example.org` });
      expect(names(await list(`q=${encodeURIComponent(`émile ${tag}`)}`))).toEqual(['Émile']);
      expect((await list(`q=${encodeURIComponent(`${tag}\\`)}`)).json()).toEqual([]);
      // A deleted account is never listed.
      await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, emile.id));

      const first = await list(`q=${tag}&limit=2`);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-total-count']).toBe('5');
      expect(names(first)).toEqual(['alma', 'Bruno']);
      expect(names(await list(`q=${tag}&limit=2&page=3`))).toEqual(['Ezra']);
      // As every list: asking for more than a page's most gets a full page, not an error.
      expect(names(await list(`q=${tag}&limit=1000`))).toHaveLength(5);
      expect(names(await list(`q=${tag}&sort=newest`))).toEqual(['Ezra', 'Dara', 'Bruno', 'alma', 'Cleo']);
      // Every word in the name or the email, any letter case; LIKE's own characters taken literally.
      expect(names(await list(`q=${encodeURIComponent(`BRUNO ${tag}`)}`))).toEqual(['Bruno']);
      expect(names(await list(`q=${encodeURIComponent(`dara.${tag}@`)}`))).toEqual(['Dara']);
      expect((await list(`q=${tag}%25`)).json()).toEqual([]);
      expect((await list(`q=${tag}_`)).json()).toEqual([]);
      for (const [query, field] of [
        ['limit=0', 'limit'],
        ['page=0', 'page'],
        ['sort=age', 'sort'],
      ] as const) {
        const res = await list(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().field, query).toBe(field);
      }
    });

    it('lists users and promotes and demotes them; the last admin cannot demote themself', async () => {
      const database = await import('../../db/schema/index.ts');
      await t.app.db.update(database.users).set({ role: null });
      const admin = await signIn(t.app, 'admin');
      const customer = await createUser(t.app.db);

      const list = await t.app.inject({
        method: 'GET',
        url: `/api/users?q=${encodeURIComponent(customer.email)}`,
        headers: admin.headers,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().map((u: { email: string }) => u.email)).toEqual([customer.email]);

      const self = await t.app.inject({
        method: 'PUT',
        url: '/api/removeAdmin',
        headers: admin.headers,
        payload: { email: admin.user.email },
      });
      expect(self.statusCode).toBe(409);

      const promote = await t.app.inject({
        method: 'PUT',
        url: '/api/userAdmin',
        headers: admin.headers,
        payload: { email: customer.email },
      });
      expect(promote.statusCode).toBe(200);
      const now = (
        await t.app.inject({ method: 'GET', url: `/api/user/${customer.email}`, headers: admin.headers })
      ).json();
      expect(now.role).toBe('admin');

      const selfAgain = await t.app.inject({
        method: 'PUT',
        url: '/api/removeAdmin',
        headers: admin.headers,
        payload: { email: admin.user.email },
      });
      expect(selfAgain.statusCode).toBe(200);

      const unknown = await t.app.inject({
        method: 'PUT',
        url: '/api/userAdmin',
        headers: admin.headers,
        payload: { email: 'nobody@example.com' },
      });
      expect(unknown.statusCode).toBe(403); // no longer admin
    });
  });

  describe('password reset', () => {
    const outboxLink = (email: string) => mailedToken(email, 'reset-password');

    it('answers the same for known and unknown emails, and mails a single-use link to known ones', async () => {
      const user = await createUser(t.app.db);
      const oldToken = await login(t.app, user.email, TEST_PASSWORD);
      const known = await post('/api/password-reset/request', { email: user.email });
      const unknown = await post('/api/password-reset/request', { email: 'ghost@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      await t.app.mailOutbox.deliverDue();
      expect(fs.readdirSync(path.join(dataDir, 'outbox')).some((f) => f.includes('ghost'))).toBe(false);

      const token = await outboxLink(user.email);
      const done = await post('/api/password-reset/confirm', { token, password: 'brand new pw' });
      expect(done.statusCode).toBe(200);
      expect(await login(t.app, user.email, 'brand new pw')).toBeTruthy();
      expect((await post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
      // older tokens end with the reset
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(oldToken) })).statusCode,
      ).toBe(401);

      const reused = await post('/api/password-reset/confirm', { token, password: 'another pw' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toMatch(/invalid or has expired/);
    });

    it('revokes every other reset link of the account when one sets the password, and proves the address', async () => {
      const user = await createUser(t.app.db);
      await post('/api/password-reset/request', { email: user.email });
      const older = await outboxLink(user.email);
      await post('/api/password-reset/request', { email: user.email });
      const newer = await outboxLink(user.email);
      expect(newer).not.toBe(older);

      expect(
        (await post('/api/password-reset/confirm', { token: newer, password: 'first new pw' })).statusCode,
      ).toBe(200);
      const stale = await post('/api/password-reset/confirm', { token: older, password: 'second new pw' });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toEqual({
        message: 'This reset link is invalid or has expired. Please ask for a new one.',
        field: 'token',
      });
      const token = await login(t.app, user.email, 'first new pw');
      expect((await post('/api/login', { email: user.email, password: 'second new pw' })).statusCode).toBe(
        401,
      );
      // the link reached the mailbox: the address is proven
      expect(await me(token)).toMatchObject({ emailVerified: true });
    });

    it('refuses an expired link', async () => {
      const user = await createUser(t.app.db);
      await post('/api/password-reset/request', { email: user.email });
      const token = await outboxLink(user.email);
      await t.app.db
        .update(oneTimeCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeCodes.userId, user.id));
      const res = await post('/api/password-reset/confirm', { token, password: 'brand new pw' });
      expect(res.statusCode).toBe(400);
    });
  });

  it('says Google sign-in is not set up when it is not configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: false,
    });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(404);
    expect(start.json().message).toBe('Google sign-in is not set up for this store');
  });
});
