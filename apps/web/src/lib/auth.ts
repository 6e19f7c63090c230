import { ACCESS_TOKEN_STORAGE_KEY } from '@ironvolt/shared/accounts-session';
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { signInPaths } from '@/config/paths';

// The access token lives in localStorage under SPEC's key `accessToken` (section 4), so a reload or a new tab
// stays signed in. "Signed in" in the browser means "holds a token"; the server decides whether it still counts.

const listeners = new Set<() => void>();

const readToken = (): string | null => {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy modes): nobody is signed in
  }
};

let current: string | null = readToken();

const publish = (token: string | null): void => {
  if (token === current) return;
  current = token;
  for (const listener of listeners) listener();
};

/** The stored access token, or null when signed out. */
export const getAccessToken = (): string | null => current;

/** Keeps the token from a login, a registration or a Google sign-in. */
export const setAccessToken = (token: string): void => {
  try {
    window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  } catch {
    // not remembered across reloads, still used for this visit
  }
  publish(token);
};

/** Forgets the token (logout, or the server no longer accepts it). */
export const clearAccessToken = (): void => {
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  // Re-render now: a component that asks for the signed-in user must see "signed out" before the query
  // cache is cleared, or it would ask again, without a token.
  flushSync(() => publish(null));
};

let watching = false;

const subscribe = (listener: () => void): (() => void) => {
  if (!watching) {
    watching = true;
    // Another tab logged in or out: follow it.
    window.addEventListener('storage', (event) => {
      if (event.key !== ACCESS_TOKEN_STORAGE_KEY && event.key !== null) return;
      const before = current;
      flushSync(() => publish(readToken()));
      if (before !== null && current !== before)
        onSignedOut({ reason: 'other-tab', signedIn: current !== null });
    });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The access token as React state: components re-render on login, logout and changes in other tabs. */
export const useAccessToken = (): string | null =>
  useSyncExternalStore(subscribe, getAccessToken, () => null);

export type SignedOutEvent =
  /** The server refused the stored token; `message` is its reason. */
  | { reason: 'unauthorized'; message: string }
  /** Another tab logged out (`signedIn: false`) or signed in as someone else. */
  | { reason: 'other-tab'; signedIn: boolean };

let onSignedOut: (event: SignedOutEvent) => void = () => {};

/** The app decides what losing the session means for the screen (clear the cache, go to /login). */
export const setSignedOutHandler = (handler: (event: SignedOutEvent) => void): void => {
  onSignedOut = handler;
};

/**
 * Called by the API client when the server answered 401 to a call that carried `token`. Only the token still
 * stored counts: a late answer to a request sent with an older token does not sign out a newer session.
 */
export const handleUnauthorized = (token: string, message: string): void => {
  if (token !== current) return;
  clearAccessToken();
  onSignedOut({ reason: 'unauthorized', message });
};

/**
 * A same-site path to return to after signing in, or null: never another origin (`//evil.example`,
 * `/\evil.example`), never the sign-in pages themselves.
 */
export const safeReturnPath = (value: string | null | undefined): string | null => {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (signInPaths.includes(pathname)) return null;
  return value;
};
