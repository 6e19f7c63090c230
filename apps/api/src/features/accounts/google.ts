import { accountMessages } from '@ironvolt/shared/accounts';
import { withoutHiddenCharacters } from '@ironvolt/shared/text-constants';
import * as oidc from 'openid-client';
import { HttpError } from '../../lib/http-errors.ts';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  insertUser,
  lockUser,
  markEmailVerified,
  type UserRow,
  updateUser,
} from './accounts-repository.ts';
import { type AccountsDeps, isListedAdmin } from './accounts-service.ts';
import { providerAvatarRule } from './profile-images.ts';
import { createCode, setPassword } from './sign-in-service.ts';

const STATE_TTL_SECONDS = 600;
const HANDOVER_TTL_MS = 2 * 60 * 1000;

export interface GoogleSignIn {
  /** The provider's authorization URL and the sealed state to keep in a cookie until the callback. */
  start(): Promise<{ url: string; sealedState: string }>;
  /** Completes the code flow and returns a single-use code the browser trades for a token. */
  finish(currentUrl: URL, sealedState: string | undefined): Promise<string>;
}

/**
 * Sign-in with Google (or any OpenID Connect issuer, for tests a local one): authorization code with PKCE,
 * state and nonce. The issuer's metadata is discovered on first use and kept.
 */
export function createGoogleSignIn(deps: AccountsDeps): GoogleSignIn | undefined {
  const settings = deps.config.oidc;
  if (!settings) return undefined;
  const redirectUri = `${deps.config.publicUrl}/api/auth/google/callback`;
  const isProviderAvatar = providerAvatarRule(settings.issuer);
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    configuration ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        new URL(settings.issuer).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined; // try again on the next sign-in
        throw error;
      });
    return configuration;
  };

  return {
    async start() {
      const config = await discover();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      const sealedState = await deps.tokens.seal({ verifier, state, nonce }, STATE_TTL_SECONDS, 'oidc-state');
      return { url: url.href, sealedState };
    },

    async finish(currentUrl, sealedState) {
      const saved = sealedState ? await deps.tokens.unseal(sealedState, 'oidc-state') : null;
      if (!saved?.verifier || !saved.state || !saved.nonce)
        throw new HttpError(400, accountMessages.googleFailed);
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: saved.verifier,
        expectedState: saved.state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new HttpError(400, accountMessages.googleFailed);
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
      const verified = claims.email_verified === true;
      const listed = email !== undefined && isListedAdmin(deps, email);
      // The provider's name cannot be refused as a form's would be: it is taken without what would hide in it.
      const name =
        typeof claims.name === 'string' ? withoutHiddenCharacters(claims.name).trim().slice(0, 100) : '';
      const picture =
        typeof claims.picture === 'string' && isProviderAvatar(claims.picture) ? claims.picture : undefined;

      let user = await findUserByGoogleSubject(deps.db, claims.sub);
      if (user) {
        // The provider vouches for the address of the account it signs in: proven now, and admin when listed.
        if (verified && email === user.email.toLowerCase()) await markEmailVerified(deps.db, user.id, listed);
      } else {
        if (!email) throw new HttpError(400, accountMessages.googleFailed);
        const existing = await findUserByEmail(deps.db, email);
        if (existing) {
          // Linking to an existing account needs the provider's word that the address is theirs.
          if (!verified) throw new HttpError(403, accountMessages.googleEmailUnverified);
          user = await linkVerifiedOwner(deps, existing.id, {
            googleSubject: claims.sub,
            name,
            picture,
            listed,
          });
        } else {
          user = await insertUser(deps.db, {
            email,
            name: name || email.split('@')[0] || 'Customer',
            image: picture ?? null,
            googleSubject: claims.sub,
            emailVerifiedAt: verified ? new Date() : null,
            role: listed && verified ? 'admin' : null,
          });
        }
      }
      if (!user) throw new HttpError(409, accountMessages.googleFailed);
      return createCode(deps.db, user.id, 'google_login', HANDOVER_TTL_MS);
    },
  };
}

/**
 * Gives an existing account to the provider's verified owner of its address. An account whose address nobody
 * proved may have been registered by someone else first (pre-hijack): its password stops working and its tokens
 * and reset links end. A proven account is linked as it is. Either way the address is proven now.
 */
async function linkVerifiedOwner(
  deps: AccountsDeps,
  id: string,
  link: { googleSubject: string; name: string; picture: string | undefined; listed: boolean },
): Promise<UserRow | undefined> {
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, id);
    const current = await findUserById(tx, id);
    if (!current) return undefined;
    if (!current.emailVerifiedAt) await setPassword(tx, current.id, null);
    await markEmailVerified(tx, current.id, link.listed);
    return updateUser(tx, current.id, {
      googleSubject: link.googleSubject,
      ...(current.image || !link.picture ? {} : { image: link.picture }),
      ...(current.name ? {} : { name: link.name }),
    });
  });
}
