import { type CookieSerializeOptions, fastifyCookie } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * The page session (ADR 138): a sign-in also hands the browser its access token in this httpOnly cookie, which only
 * the server's page rendering reads, so that a page's first paint shows a company member their own prices. The API
 * never takes it for a sign-in: SPEC's bearer token stays the only one (auth.ts reads the Authorization header alone).
 */
export const PAGE_SESSION_COOKIE = 'ironvolt_session';

const TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * For every page of the shop, never read by scripts, never sent on a request another site starts but a link
 * followed to it (Lax: a member who follows a link in a mail sees their prices at once), over https only when the
 * shop is served over https; it lives as long as the token in it.
 */
export const pageSessionCookieOptions = (publicUrl: string, ttlMinutes: number): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: publicUrl.startsWith('https://'),
  maxAge: ttlMinutes * 60,
});

/**
 * The access token a page's visitor carries in their page session, when it looks like one (auth.ts checks it). Read
 * with @fastify/cookie's parser: the plugin itself is registered for the accounts' routes alone.
 */
export function pageSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  const value = header ? fastifyCookie.parse(header)[PAGE_SESSION_COOKIE] : undefined;
  return value && TOKEN.test(value) ? value : undefined;
}
