import cookie from '@fastify/cookie';
import {
  AdminEmailBodySchema,
  AuthProvidersSchema,
  accountMessages,
  DeleteAccountBodySchema,
  LoginBodySchema,
  MessageSchema,
  MyDataSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RegisterBodySchema,
  TokenResponseSchema,
  UpdateUserBodySchema,
  UpsertUserBodySchema,
  UserListSchema,
  UserSchema,
  UsersQuerySchema,
  VerifyEmailBodySchema,
} from '@ironvolt/shared/accounts';
import { TOTAL_COUNT_HEADER } from '@ironvolt/shared/catalog';
import { AcknowledgedSchema, ErrorResponseSchema } from '@ironvolt/shared/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressKey } from '../../lib/client-address.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { bearerAuth, noAuth, refusals } from '../../lib/route-schemas.ts';
import { actorOf, currentUser } from '../../plugins/app/auth.ts';
import type { VoidPayment } from '../orders/public.ts';
import {
  type AccountsDeps,
  confirmPasswordReset,
  deleteAccount,
  deviceOfAccount,
  exchangeGoogleCode,
  getMe,
  getMyData,
  getUserByEmail,
  getUsers,
  login,
  logout,
  makeAdmin,
  register,
  removeAdmin,
  requestPasswordReset,
  resendVerification,
  updateProfile,
  upsertOwnName,
  verifyEmail,
} from './accounts-service.ts';
import { DEVICE_COOKIE, deviceCookieOptions, newDeviceCookie, readDeviceCookie } from './device-cookies.ts';
import { createGoogleSignIn } from './google.ts';

const errors = refusals(400, 401, 403, 404);
const bearer = bearerAuth;
const STATE_COOKIE = 'ironvolt_oidc';

/** `voidPayment`: the payments feature's, given by app.ts (a deleted account's unpaid orders void their intents). */
export const accountsRoutes: FastifyPluginAsyncZod<{ voidPayment: VoidPayment }> = async (
  app,
  { voidPayment },
) => {
  await app.register(cookie);
  const deps: AccountsDeps = {
    db: app.db,
    tokens: app.tokens,
    config: app.config,
    mailOutbox: app.mailOutbox,
    mailFolder: app.mailer.outbox,
    log: app.log,
    isOwnImage: app.images.isOwnUrl,
  };
  const google = createGoogleSignIn(deps);

  const { max, perIp, perAccount, windowMinutes } = app.config.auth.loginRateLimit;
  const timeWindow = windowMinutes * 60_000;
  const byIp = (request: FastifyRequest) => addressKey(request.ip);
  const byEmail = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  };
  // The lock on an account counts the tries from one client network (an IPv6 /64), so a stranger's wrong
  // passwords from elsewhere never lock its owner out; the account-wide brake stops guessing spread over many.
  const byEmailAndNetwork = (request: FastifyRequest) => `${byEmail(request)}|${byIp(request)}`;
  const byUser = (request: FastifyRequest) => request.user?.id ?? byIp(request);
  const limited = (
    name: string,
    key: (request: FastifyRequest) => string,
    limit = max,
    message: string = accountMessages.tooManyAttempts,
  ) => app.limiter({ name, key, max: limit, timeWindow, message });

  // OWASP's device cookies: tries from a browser that signed in to the account before are counted per cookie
  // (LOGIN_RATE_LIMIT, then that cookie is held for the window), never by the lock and the brake that strangers'
  // tries fill; tries without a valid cookie of the account (new devices) meet those as before.
  const knownDevices = new WeakMap<FastifyRequest, string>();
  const perDevice = limited('login-device', (request) => knownDevices.get(request) ?? '');
  const perAccountAndNetwork = limited('login-account-network', byEmailAndNetwork);
  const perAccountBrake = limited('login-account', byEmail, perAccount);
  const limitSignIn = async (request: FastifyRequest) => {
    const device = await readDeviceCookie(app.tokens, request.cookies[DEVICE_COOKIE]);
    const nonce = await deviceOfAccount(deps, device, byEmail(request));
    if (nonce) {
      knownDevices.set(request, nonce);
      return perDevice(request);
    }
    await perAccountAndNetwork(request);
    await perAccountBrake(request);
  };
  const deviceCookie = deviceCookieOptions(app.config.publicUrl);
  /** A browser that has just signed in gets a new device cookie for the account (a new nonce, counted afresh). */
  const rememberDevice = async (reply: FastifyReply, userId: string) => {
    reply.setCookie(DEVICE_COOKIE, await newDeviceCookie(app.tokens, userId), deviceCookie);
  };

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'getAuthProviders',
        security: noAuth,
        summary: 'Which sign-in providers this store has',
        response: { 200: AuthProvidersSchema },
      },
    },
    async () => ({ google: Boolean(google) }),
  );

  app.post(
    '/register',
    {
      config: { leavesPublicReads: true },
      onRequest: limited('register-ip', byIp, max * 2),
      schema: {
        tags: ['accounts'],
        operationId: 'register',
        security: noAuth,
        summary: 'Create a password account; answers with a token as login does',
        description: `Sets the browser's device cookie (${DEVICE_COOKIE}) for the new account, as login does.`,
        body: RegisterBodySchema,
        response: {
          201: TokenResponseSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { accessToken, userId } = await register(deps, request.body);
      await rememberDevice(reply, userId);
      return reply.status(201).send({ accessToken });
    },
  );

  app.post(
    '/login',
    {
      config: { leavesPublicReads: true },
      onRequest: limited('login-ip', byIp, perIp),
      preHandler: limitSignIn,
      schema: {
        tags: ['accounts'],
        operationId: 'login',
        security: noAuth,
        summary: 'Trade an email and password for an access token',
        description:
          `A right password also sets the browser's device cookie (${DEVICE_COOKIE}, httpOnly, for this path ` +
          'only): tries that carry it are counted for that browser alone, not with the tries of devices that ' +
          'never signed in to the account. It only counts tries; the access token is what signs requests in.',
        body: LoginBodySchema,
        response: {
          200: TokenResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { accessToken, userId } = await login(deps, request.body);
      await rememberDevice(reply, userId);
      return { accessToken };
    },
  );

  app.post(
    '/logout',
    {
      config: { leavesPublicReads: true },
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'logout',
        summary: 'End every token of the signed-in user',
        security: bearer,
        response: { 200: AcknowledgedSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      await logout(deps, currentUser(request));
      return { acknowledged: true as const };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'getMe',
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => getMe(deps, currentUser(request)),
  );

  app.get(
    '/me/data',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'downloadMyData',
        summary:
          'Everything the shop holds about the signed-in user (profile, orders, reviews) as a JSON file',
        security: bearer,
        response: { 200: MyDataSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await getMyData(deps, currentUser(request));
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="ironvolt-my-data-${day}.json"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/me',
    {
      // Tried like a sign-in: a password guessed here would be as good as one guessed at /login.
      onRequest: limited('delete-account-ip', byIp, perIp, accountMessages.deleteTooMany),
      preHandler: [app.requireUser, limited('delete-account', byUser, max, accountMessages.deleteTooMany)],
      schema: {
        tags: ['accounts'],
        operationId: 'deleteMyAccount',
        summary:
          'Delete the signed-in account: its password, or for an account without one a sign-in in the last 5 minutes',
        security: bearer,
        body: DeleteAccountBodySchema,
        response: {
          200: MessageSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { cancelled, intentsToVoid } = await deleteAccount(
        deps,
        currentUser(request),
        request.body ?? {},
      );
      if (cancelled > 0) app.metrics.orderCancelled(cancelled);
      for (const intentId of intentsToVoid) await voidPayment(intentId, request.log);
      return { message: accountMessages.accountDeleted };
    },
  );

  app.get(
    '/user/:email',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'getUser',
        summary: "A user's record: one's own, or anyone's for an admin",
        security: bearer,
        params: z.object({ email: z.string().max(254) }),
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => getUserByEmail(deps, currentUser(request), request.params.email),
  );

  app.put(
    '/users',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'upsertUser',
        summary: "Upsert the signed-in user's name (after registration)",
        security: bearer,
        body: UpsertUserBodySchema,
        response: { 200: AcknowledgedSchema, ...errors },
      },
    },
    async (request) => {
      await upsertOwnName(deps, currentUser(request), request.body.name);
      return { acknowledged: true as const };
    },
  );

  app.put(
    '/updateUser/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        operationId: 'updateUser',
        summary: 'Update a profile: name, phone, address, social links, photo (never role or email)',
        security: bearer,
        params: z.object({ id: z.string().max(100) }),
        body: UpdateUserBodySchema,
        response: { 200: AcknowledgedSchema, ...errors, 422: ErrorResponseSchema },
      },
    },
    async (request) => {
      await updateProfile(deps, currentUser(request), request.params.id, request.body);
      return { acknowledged: true as const };
    },
  );

  app.get(
    '/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        operationId: 'getUsers',
        summary:
          'Users: a page of them (the total is in X-Total-Count), searched by name or email and sorted by name, email or newest',
        security: bearer,
        querystring: UsersQuerySchema,
        response: { 200: UserListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { users, total } = await getUsers(deps, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return users;
    },
  );

  app.put(
    '/userAdmin',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        operationId: 'makeAdmin',
        summary: 'Make a user admin',
        security: bearer,
        body: AdminEmailBodySchema,
        response: { 200: AcknowledgedSchema, ...errors },
      },
    },
    async (request) => {
      await makeAdmin(deps, actorOf(request), request.body.email);
      return { acknowledged: true as const };
    },
  );

  app.put(
    '/removeAdmin',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        operationId: 'removeAdmin',
        summary: 'Remove admin status (never the last admin)',
        security: bearer,
        body: AdminEmailBodySchema,
        response: { 200: AcknowledgedSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      await removeAdmin(deps, actorOf(request), request.body.email);
      return { acknowledged: true as const };
    },
  );

  app.post(
    '/password-reset/request',
    {
      config: { leavesPublicReads: true },
      onRequest: limited('reset-ip', byIp),
      preHandler: limited('reset-account', byEmail, 3),
      schema: {
        tags: ['accounts'],
        operationId: 'requestPasswordReset',
        security: noAuth,
        summary: 'Mail a single-use reset link (the answer is the same whether or not the account exists)',
        body: PasswordResetRequestSchema,
        response: { 200: MessageSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: accountMessages.resetRequested };
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      config: { leavesPublicReads: true },
      onRequest: limited('reset-confirm-ip', byIp),
      schema: {
        tags: ['accounts'],
        operationId: 'confirmPasswordReset',
        security: noAuth,
        summary: 'Set a new password with a reset link; ends every older token',
        body: PasswordResetConfirmSchema,
        response: {
          200: MessageSchema,
          400: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await confirmPasswordReset(deps, request.body.token, request.body.password);
      return { message: accountMessages.resetDone };
    },
  );

  app.post(
    '/verify-email',
    {
      config: { leavesPublicReads: true },
      onRequest: limited('verify-email-ip', byIp),
      schema: {
        tags: ['accounts'],
        operationId: 'verifyEmail',
        security: noAuth,
        summary: "Prove an account's email address with the token of the mailed link (single use)",
        body: VerifyEmailBodySchema,
        response: { 200: MessageSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.body.token);
      return { message: accountMessages.emailVerified };
    },
  );

  app.post(
    '/verify-email/resend',
    {
      config: { leavesPublicReads: true },
      preHandler: [app.requireUser, limited('verify-email-resend', byUser, 3, accountMessages.verifyTooMany)],
      schema: {
        tags: ['accounts'],
        operationId: 'resendVerification',
        summary: "Mail the signed-in user a new link that proves their address ('Send the link again')",
        security: bearer,
        response: {
          200: MessageSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await resendVerification(deps, currentUser(request));
      return { message: accountMessages.verifySent };
    },
  );

  const secureCookie = app.config.publicUrl.startsWith('https://');
  app.get(
    '/auth/google/start',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'startGoogleSignIn',
        security: noAuth,
        summary: 'Begin sign-in with Google (redirects to the provider)',
        response: { 404: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      if (!google) throw new HttpError(404, accountMessages.googleNotConfigured);
      const { url, sealedState } = await google.start();
      reply.setCookie(STATE_COOKIE, sealedState, {
        path: '/api/auth/google',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'finishGoogleSignIn',
        security: noAuth,
        summary: "The provider's redirect back; hands the browser a single-use code",
      },
    },
    async (request, reply) => {
      reply.clearCookie(STATE_COOKIE, { path: '/api/auth/google' });
      if (!google) return reply.redirect('/login?error=google', 302);
      try {
        const code = await google.finish(
          new URL(request.url, app.config.publicUrl),
          request.cookies[STATE_COOKIE],
        );
        // In the fragment, so the code never reaches a server log; it is good once, for two minutes.
        return reply.redirect(`/login#google-code=${code}`, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'google sign-in failed');
        const reason =
          error instanceof HttpError && error.statusCode === 403 ? 'google-unverified' : 'google';
        return reply.redirect(`/login?error=${reason}`, 302);
      }
    },
  );

  app.post(
    '/auth/google/exchange',
    {
      onRequest: limited('google-exchange-ip', byIp),
      schema: {
        tags: ['accounts'],
        operationId: 'exchangeGoogleCode',
        security: noAuth,
        summary: 'Trade the single-use code from the Google callback for an access token',
        description: `Sets the browser's device cookie (${DEVICE_COOKIE}) for the account, as login does.`,
        body: z.object({ code: z.string().min(1).max(200) }),
        response: { 200: TokenResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { accessToken, userId } = await exchangeGoogleCode(deps, request.body.code);
      await rememberDevice(reply, userId);
      return { accessToken };
    },
  );
};
