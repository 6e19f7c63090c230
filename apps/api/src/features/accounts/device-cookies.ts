import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { TokenService } from '../../plugins/app/tokens.ts';

/**
 * OWASP's device cookie (Slow Down Online Guessing Attacks with Device Cookies): a browser that signed in to an
 * account carries the account's id and a random nonce, sealed with the shop's signing key (tokens.ts, so every
 * instance reads it). Sign-in tries with it are counted per cookie, apart from the brake that strangers fill.
 * It only counts tries: it never signs anyone in (the bearer token does, as SPEC says).
 */
export const DEVICE_COOKIE = 'ironvolt_device';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** A valid device cookie's content. */
export interface Device {
  userId: string;
  /** Names this cookie alone: its tries are counted under it. */
  nonce: string;
}

/**
 * Sent to the sign-in route only, never read by scripts, never on a request another site starts, and over https
 * only when the shop is served over https (a Secure cookie would never come back to an http shop).
 */
export const deviceCookieOptions = (publicUrl: string): CookieSerializeOptions => ({
  path: '/api/login',
  httpOnly: true,
  sameSite: 'strict',
  secure: publicUrl.startsWith('https://'),
  maxAge: DEVICE_COOKIE_SECONDS,
});

/** A new device cookie for a browser that has just signed in to the account (a new nonce each time). */
export const newDeviceCookie = (tokens: TokenService, userId: string): Promise<string> =>
  tokens.seal({ sub: userId, nonce: randomBytes(16).toString('base64url') }, DEVICE_COOKIE_SECONDS, 'device');

/** The content of a device cookie this shop sealed and that has not expired; null for anything else. */
export async function readDeviceCookie(
  tokens: TokenService,
  value: string | undefined,
): Promise<Device | null> {
  if (!value) return null;
  const data = await tokens.unseal(value, 'device');
  if (!data?.sub || !data.nonce) return null;
  return { userId: data.sub, nonce: data.nonce };
}
