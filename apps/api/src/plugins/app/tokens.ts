import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/index.ts';

const ALGORITHM = 'HS256';
const ISSUER = 'ironvolt';
const AUDIENCE = 'ironvolt-web';

export interface TokenClaims {
  /** The user's id. */
  sub: string;
  /** The user's token version when the token was made; a newer version in the database ends the token. */
  ver: number;
}

/** A verified token's claims, with when it was issued: tokens are issued only at a sign-in, so when that was. */
export interface VerifiedClaims extends TokenClaims {
  /** Seconds since the epoch. */
  iat: number;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (expired, forged, other algorithm, malformed). */
  verify(token: string): Promise<VerifiedClaims | null>;
  /**
   * Signs data the browser carries for the server (the OIDC sign-in state, a device cookie); data sealed for one
   * purpose never unseals for another.
   */
  seal(data: Record<string, string>, ttlSeconds: number, purpose: SealPurpose): Promise<string>;
  /** The sealed data, or null when forged, expired or sealed for another purpose. */
  unseal(token: string, purpose: SealPurpose): Promise<Record<string, string> | null>;
}

/** What sealed data is for, each its own audience. */
export type SealPurpose = 'oidc-state' | 'device';
const SEALED_AUDIENCES: Record<SealPurpose, string> = {
  'oidc-state': 'ironvolt-sealed',
  device: 'ironvolt-device',
};
/**
 * Verified tokens answered from memory until they expire: a signed-in visitor sends the same token with every
 * request, and checking its signature again costs a trip through libuv's thread pool (WebCrypto) each time.
 */
const VERIFIED_TOKENS_KEPT = 2_000;

/**
 * The signing key: JWT_SECRET when set, otherwise a random key made once and kept in the database, so that
 * every instance on one database shares it without configuration.
 */
export async function loadSigningKey(db: Database, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const candidate = randomBytes(48).toString('base64url');
  await db.insert(appSecrets).values({ name: 'jwt_signing_key', value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = 'jwt_signing_key'`);
  if (!row) throw new Error('the token signing key could not be stored');
  return new TextEncoder().encode(row.value);
}

export async function createTokenService(secret: Uint8Array, ttlMinutes: number): Promise<TokenService> {
  // Imported once: given the secret's bytes, jose would import a key again for every token it signs or checks.
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    secret,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // What a token says does not change, and whether its user still accepts it (role, token version) is read from
  // the database on every request (auth.ts): a token may be answered from here until its expiry.
  const verified = new LRUCache<string, { claims: VerifiedClaims; expiresAt: number }>({
    max: VERIFIED_TOKENS_KEPT,
  });
  return {
    issue: ({ sub, ver }) =>
      new SignJWT({ ver })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlMinutes}m`)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAt) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        if (typeof payload.iat !== 'number') return null;
        const claims = Object.freeze({ sub: payload.sub, ver: payload.ver, iat: payload.iat });
        // jose checked that it has not expired yet (exp is in seconds); answered from here only until then.
        if (typeof payload.exp === 'number') verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    seal: (data, ttlSeconds, purpose) =>
      new SignJWT({ data })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(ISSUER)
        .setAudience(SEALED_AUDIENCES[purpose])
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    unseal: async (token, purpose) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: SEALED_AUDIENCES[purpose],
          requiredClaims: ['exp'],
        });
        const data = payload.data;
        if (!data || typeof data !== 'object') return null;
        return Object.fromEntries(
          Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string'),
        );
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
