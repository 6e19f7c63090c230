import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useIdle } from '@/hooks/use-idle';

// Not part of the first download (lib/notify.ts): it mounts once the browser is idle after the first render, and
// shows any toast raised before then.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

/** App-wide providers: the query cache (made once, in main.tsx, with the router) and the toaster. */
export const AppProvider = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => {
  const idle = useIdle();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {idle ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
};
