import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { RootFallback, RootRoute } from './routes/root';
import { AllProductsRoute } from './routes/storefront/all-products';
import { HomeRoute } from './routes/storefront/home';

// No route of the app lives here, so no navbar link is marked as the current page.
const SHELL_PATH = '/__shell';

const render = (routes: RouteObject[], path: string): string =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </QueryClientProvider>,
  );

/**
 * The storefront's shell (navbar, a spinner for the page, footer) as a signed-out visitor first sees it,
 * rendered to HTML at build time and written into the page every client route is answered with
 * (plugins/prerender-shell.ts). The browser paints it as soon as the stylesheet arrives, before any script has
 * run; React then renders the page in its place.
 */
export const renderShell = (): string => render([{ path: '*', Component: RootFallback }], SHELL_PATH);

/**
 * The home page in the shell, as a signed-out visitor first sees it (its lists still loading), for the answer to
 * `/`: the headline and the picture beside it are on screen before any script has run.
 */
export const renderHome = (): string =>
  render(
    [{ path: paths.home.path, Component: RootRoute, children: [{ index: true, Component: HomeRoute }] }],
    paths.home.getHref(),
  );

/**
 * The catalogue in the shell, as a visitor first sees it: its heading, search box and cards shaped like the ones
 * to come (still loading), for the answer to `/allProducts`, instead of a lone spinner.
 */
export const renderAllProducts = (): string =>
  render(
    [
      {
        path: paths.home.path,
        Component: RootRoute,
        children: [{ path: paths.allProducts.path, Component: AllProductsRoute }],
      },
    ],
    paths.allProducts.getHref(),
  );
