import './index.css';
import { HydrationBoundary } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter, createAppRoutes, handleSignedOut } from '@/app/router';
import { readSsrState } from '@/app/ssr-state';
import { createQueryClient } from '@/lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// React Router names a history entry it did not make (the first page of a fresh load) "default", and its scroll
// restoration keys positions by that name: every fresh load (a bookmark, a mail link, the return from Stripe or
// Google) then reopened wherever the previous fresh load of the tab was left. An entry without a key gets one of
// its own, kept in the entry, so a new address opens at the top while Back, Forward and reload still find it.
const entry: unknown = window.history.state;
if (!(entry && typeof entry === 'object' && 'key' in entry && typeof entry.key === 'string')) {
  window.history.replaceState(
    { ...(entry && typeof entry === 'object' ? entry : {}), key: Math.random().toString(36).slice(2, 10) },
    '',
  );
}

// What the server rendered the page with (entry-server.tsx); none for a page it leaves to the browser.
const ssr = readSsrState();
const queryClient = createQueryClient();
const routes = createAppRoutes(queryClient);

// A visitor may scroll the server's page before React hydrates it; React Router's scroll restoration sends the
// first page it renders to the top, so where the visitor was is put back right after (layout effects run
// children first: this one after the router's).
let scrolledTo = window.scrollY;
const onScroll = () => {
  scrolledTo = window.scrollY;
};
window.addEventListener('scroll', onScroll, { passive: true });
const KeepScroll = ({ children }: { children: ReactNode }) => {
  useLayoutEffect(() => {
    window.removeEventListener('scroll', onScroll);
    if (scrolledTo > 0 && window.scrollY !== scrolledTo) window.scrollTo(0, scrolledTo);
  }, []);
  return children;
};

const app = (router: AppRouter) => (
  <StrictMode>
    <KeepScroll>
      <AppProvider queryClient={queryClient}>
        <HydrationBoundary state={ssr?.queries}>
          <AppRouter router={router} />
        </HydrationBoundary>
      </AppProvider>
    </KeepScroll>
  </StrictMode>
);

if (ssr) {
  // The page's answers are as current as the page itself (the server's cache drops a page with every write), so
  // they count as fetched now: the browser does not ask for them again.
  for (const query of ssr.queries.queries) query.state.dataUpdatedAt = Date.now();
  // The page's code is loaded before the router is made, so that its first render is the page the server sent
  // (React Router's way of hydrating lazily loaded routes).
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  const router = createAppRouter(routes, ssr.router);
  handleSignedOut(router, queryClient);
  // As a transition, hydration runs in small slices and the page stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
} else {
  // The shell (the dashboard): made before React renders, as React Router advises, so the router starts loading
  // the page's code and data at once; React renders once the router has the page's code, in place of the shell.
  const router = createAppRouter(routes);
  handleSignedOut(router, queryClient);
  const render = () =>
    startTransition(() => {
      createRoot(root).render(app(router));
    });
  if (router.state.initialized) render();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render();
    });
  }
}
