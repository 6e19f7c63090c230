import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';

/** App-wide providers: the query cache (made once, in main.tsx, with the router) and the toaster. */
export const AppProvider = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
};
