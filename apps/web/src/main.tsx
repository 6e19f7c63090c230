import './index.css';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter, handleSignedOut } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { takeOverServerHead } from '@/lib/server-head';
import { stylesheetsLoaded } from '@/lib/stylesheets';

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

// Made before React renders, as React Router advises: the router starts loading the page's code and data at
// once, not from inside the first render.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
handleSignedOut(router, queryClient);

// The head tags the server wrote for the first page (a tool page's canonical link, Open Graph, JSON-LD) leave with it.
const serverHead = takeOverServerHead();
const firstPath = router.state.location.pathname;
const stopWatchingPath = router.subscribe((state) => {
  if (state.location.pathname === firstPath) return;
  stopWatchingPath();
  serverHead.dropRest();
});

// A visitor may scroll the prerendered page before React renders; React Router's scroll restoration sends the
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

// React renders once the router has the page's code (its data may still be loading: the pages show skeletons)
// and the whole stylesheet is in, so its first screen is the page itself, styled; until then the page the server
// sent, prerendered at build time, stays on screen, and a spinner never replaces a prerendered page. As a
// transition, React renders that first screen in small slices and the browser stays responsive meanwhile.
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <KeepScroll>
          <AppProvider queryClient={queryClient}>
            <AppRouter router={router} />
          </AppProvider>
        </KeepScroll>
      </StrictMode>,
    );
  });
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});
void Promise.all([routerReady, stylesheetsLoaded()]).then(render);
