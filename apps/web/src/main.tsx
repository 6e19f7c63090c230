import './index.css';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter, handleSignedOut } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Made before React renders, as React Router advises: the router starts loading the page's code and data at
// once, not from inside the first render.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
handleSignedOut(router, queryClient);

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

// React renders once the router has the page's code (its data may still be loading: the pages show skeletons),
// so its first screen is the page itself; until then the page the server sent, prerendered at build time, stays
// on screen, and a spinner never replaces a prerendered page. As a transition, React renders that first screen in
// small slices and the browser stays responsive meanwhile.
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
if (router.state.initialized) render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
