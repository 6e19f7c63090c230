import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { safeReturnPath } from '@/lib/auth';

/**
 * Where to go after signing in: `from`, the remembered origin (`?from=`, when safe), to pass on to the other
 * sign-in pages; `to`, that origin or the home page.
 */
export const useReturnPath = (): { from: string | null; to: string } => {
  const [searchParams] = useSearchParams();
  const from = safeReturnPath(searchParams.get('from'));
  return { from, to: from ?? paths.home.getHref() };
};

// Google sign-in leaves the app for the provider and comes back to /login: the origin waits in this tab.
const GOOGLE_RETURN_KEY = 'ironvolt-google-return';

/** Remembers where to return to, just before the browser leaves for Google. */
export const rememberGoogleReturn = (path: string): void => {
  try {
    window.sessionStorage.setItem(GOOGLE_RETURN_KEY, path);
  } catch {
    // storage blocked: the user lands on the home page instead
  }
};

/** The remembered origin, once: reading it forgets it. */
export const takeGoogleReturn = (): string | null => {
  try {
    const path = window.sessionStorage.getItem(GOOGLE_RETURN_KEY);
    window.sessionStorage.removeItem(GOOGLE_RETURN_KEY);
    return safeReturnPath(path);
  } catch {
    return null;
  }
};

/** Whether the address is Google sign-in's return to /login: a single-use code in the fragment (`#google-code=…`). */
export const googleCodeIn = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get('google-code');
