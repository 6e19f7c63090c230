import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootFallback } from './routes/root';

// No route of the app lives here, so no navbar link is marked as the current page.
const SHELL_PATH = '/__shell';

/**
 * The storefront's shell (navbar, a spinner for the page, footer) as a signed-out visitor first sees it,
 * rendered to HTML at build time and written into index.html's #root (plugins/prerender-shell.ts). The browser
 * paints it as soon as the stylesheet arrives, before any script has run; React then renders the same shell in
 * its place, and the page into it.
 */
export const renderShell = (): string =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider
        router={createMemoryRouter([{ path: '*', Component: RootFallback }], {
          initialEntries: [SHELL_PATH],
        })}
      />
    </QueryClientProvider>,
  );
