import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Made before React renders, as React Router advises: the router starts loading the page's code and data at
// once, not from inside the first render.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// As a transition, React renders the first screen in small slices and the browser stays responsive meanwhile;
// until then index.html's prerendered shell is on screen.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
