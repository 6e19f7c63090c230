import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useToasterWanted, wantToaster } from '@/lib/notify';

// Not part of the first download (lib/notify.ts): it mounts once a toast is raised or the visitor first acts, and
// shows any toast raised before then.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

// A click, a tap, a key, or a field changed by any means (an assistive technology's click, a filled-in form).
const FIRST_ACTS = ['pointerdown', 'keydown', 'click', 'input', 'change', 'submit'] as const;

/** App-wide providers: the query cache (made once, in main.tsx, with the router) and the toaster. */
export const AppProvider = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => {
  const wanted = useToasterWanted();
  useEffect(() => {
    if (wanted) return;
    for (const act of FIRST_ACTS)
      window.addEventListener(act, wantToaster, { once: true, passive: true, capture: true });
    return () => {
      for (const act of FIRST_ACTS) window.removeEventListener(act, wantToaster, { capture: true });
    };
  }, [wanted]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
};
