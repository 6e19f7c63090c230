import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * The id of the page's `<script type="application/json">` holding what the server rendered the page with. A data
 * block, never run: the Content Security Policy needs neither a nonce nor a hash for it.
 */
export const SSR_STATE_ID = 'ssr-state';

/** The router's answers for the page and the query cache's, as the server had them when it rendered the page. */
export type SsrState = { router: HydrationState; queries: DehydratedState };

/** A route error as it can travel in JSON: a thrown Response's status and data as they are, an Error as its message. */
type SentError = { message: string; sentAs: 'Error' } | Record<string, unknown>;

/** The route errors the server rendered (a 500's error page), for the page's JSON. */
export const sendErrors = (errors: HydrationState['errors']): Record<string, SentError> | null => {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([route, error]) => [
      route,
      error instanceof Error
        ? { message: error.message, sentAs: 'Error' }
        : (error as Record<string, unknown>),
    ]),
  );
};

/**
 * The route errors back from the page's JSON. A route error response (status, statusText, data) is what
 * `isRouteErrorResponse` recognises as it is; an Error is made again with its message.
 */
export const receiveErrors = (errors: HydrationState['errors']): HydrationState['errors'] => {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([route, error]) => {
      const sent = error as SentError;
      return [route, sent.sentAs === 'Error' ? new Error(String(sent.message)) : error];
    }),
  );
};

/** What the server rendered the page with, or undefined when it sent the shell (a page rendered in the browser). */
export const readSsrState = (): SsrState | undefined => {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return undefined;
  const state = JSON.parse(element.textContent) as SsrState;
  return { ...state, router: { ...state.router, errors: receiveErrors(state.router.errors) } };
};
