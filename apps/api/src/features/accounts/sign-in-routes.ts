import {
  AuthProvidersSchema,
  accountMessages,
  LoginBodySchema,
  MessageSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RegisterBodySchema,
  TokenResponseSchema,
  VerifyEmailBodySchema,
} from '@ironvolt/shared/accounts';
import { AcknowledgedSchema, ErrorResponseSchema } from '@ironvolt/shared/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import { bearerAuth, noAuth, refusals } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { PAGE_SESSION_COOKIE, pageSessionCookieOptions } from '../../plugins/app/page-session.ts';
import type { AccountLimits } from './account-limits.ts';
import type { AccountsDeps } from './accounts-service.ts';
import { DEVICE_COOKIE, deviceCookieOptions, newDeviceCookie, readDeviceCookie } from './device-cookies.ts';
import { createGoogleSignIn } from './google.ts';
import {
  confirmPasswordReset,
  deviceOfAccount,
  exchangeGoogleCode,
  login,
  logout,
  register,
  requestPasswordReset,
  resendVerification,
  verifyEmail,
} from './sign-in-service.ts';

const _errors = refusals(400, 401, 403, 404);
const bearer = bearerAuth;
const STATE_COOKIE = 'ironvolt_oidc';

/**
 * Signing in and out: registration, password sign-in with its limits and device cookies, the e-mail's proof,
 * password reset, and Google sign-in.
 */
export const signInRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps; limits: AccountLimits }> = async (
  app,
  { deps, limits },
) => {
  const google = createGoogleSignIn(deps);
  const { max, perIp, perAccount, byIp, byEmail, byEmailAndNetwork, byUser, limited } = limits;

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
  const pageSession = pageSessionCookieOptions(app.config.publicUrl, app.config.auth.accessTokenTtlMinutes);
  /**
   * A browser that has just signed in gets a new device cookie for the account (a new nonce, counted afresh), and
   * its token as the page session, for pages rendered with the visitor's own prices (ADR 138).
   */
  const rememberDevice = async (reply: FastifyReply, userId: string, accessToken: string) => {
    reply.setCookie(DEVICE_COOKIE, await newDeviceCookie(app.tokens, userId), deviceCookie);
    reply.setCookie(PAGE_SESSION_COOKIE, accessToken, pageSession);
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
      await rememberDevice(reply, userId, accessToken);
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
      await rememberDevice(reply, userId, accessToken);
      return { accessToken };
    },
  );

  app.post(
    '/logout',
    {
      config: { leavesPublicReads: true },
      preHandler: app.requireUser,
      // The page session ends whatever the answer: a browser whose token was refused must not keep rendering pages
      // as the user who signed out there.
      onSend: async (_request, reply, payload) => {
        reply.clearCookie(PAGE_SESSION_COOKIE, pageSession);
        return payload;
      },
      schema: {
        tags: ['accounts'],
        operationId: 'logout',
        summary: 'End every token of the signed-in user',
        security: bearer,
        response: { 200: AcknowledgedSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await logout(deps, currentUser(request));
      return reply.send({ acknowledged: true as const });
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
      await rememberDevice(reply, userId, accessToken);
      return { accessToken };
    },
  );
};
