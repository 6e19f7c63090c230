// The server's side of the app (built by `vite build --ssr`, loaded by apps/api's web-pages plugin): renders a
// storefront page with its data, as a signed-out visitor first sees it, for the browser to hydrate (main.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { httpMessages, scriptJson } from '@ironvolt/shared/http-constants';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  type StaticHandler,
  StaticRouterProvider,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRoutes, type RouteHandle } from '@/app/router';
import { rootLoader } from '@/app/routes/loaders';
import { RootFallback } from '@/app/routes/root';
import { SSR_STATE_ID, type SsrState, sendErrors } from '@/app/ssr-state';
import { RouteError } from '@/components/errors/route-error';
import { type ApiTransport, setApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';

export type { ApiTransport };

/** A page the server answers with: HTML to write into index.html, or a redirect. */
export type RenderedPage =
  | {
      status: number;
      /** The page's head tags (title, description, canonical link, Open Graph, image preloads), for `<head>`. */
      head: string;
      /** What goes into `<div id="root">`. */
      root: string;
      /** The data block the browser hydrates with; none when the page is the shell, rendered in the browser. */
      state: string | undefined;
      /** The modules of the pages rendered (as the build's manifest names them), whose code the page asks for. */
      modules: string[];
    }
  | { status: number; location: string; headers: Record<string, string> };

// Each page's reads go through the transport the server gave for that page, wherever in the render they start.
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = transports.getStore();
  if (!transport) throw new Error('the API was called outside a page being rendered');
  return transport(path, init);
});

/** Every page module the routes name: the server checks them against the build's manifest when it starts. */
export const pageModules = (): string[] => {
  const modules = new Set<string>();
  const visit = (routes: RouteObject[]) => {
    for (const route of routes) {
      const module = (route.handle as RouteHandle | undefined)?.module;
      if (module) modules.add(module);
      if (route.children) visit(route.children);
    }
  };
  visit(createAppRoutes(createQueryClient()));
  return [...modules];
};

/** Renders to one string, once every piece of data is in: a crawler or a reader without JavaScript gets it all. */
const renderToHtml = (element: React.ReactNode): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        if (failed) return;
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              resolve(Buffer.concat(chunks).toString('utf8'));
              done();
            },
          }),
        );
      },
      onShellError(error) {
        failed = true;
        reject(error);
      },
      // An error inside a part of the page would leave that part to the browser: the page fails instead.
      onError(error) {
        failed = true;
        reject(error);
      },
    });
  });

// React writes what it hoists (title, meta, link, image preloads) before the page's first element, when it renders
// less than the whole document: those go into <head>.
const HOISTED =
  /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b(?:[^>"]|"[^"]*")*\/?>|<script\b(?:[^>"]|"[^"]*")*\basync\b(?:[^>"]|"[^"]*")*><\/script>)/;

const splitHoisted = (html: string): { head: string; root: string } => {
  let rest = html;
  const head: string[] = [];
  for (let tag = HOISTED.exec(rest); tag; tag = HOISTED.exec(rest)) {
    head.push(tag[0]);
    rest = rest.slice(tag[0].length);
  }
  return { head: head.join(''), root: rest };
};

/** The page at `url` rendered from `routes`; with the data block the browser hydrates from unless `browserOnly`. */
const renderRoutes = async (
  routes: RouteObject[],
  url: string,
  queryClient: QueryClient,
  browserOnly: boolean,
): Promise<RenderedPage> => {
  const handler: StaticHandler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) {
    const headers: Record<string, string> = {};
    context.headers.forEach((value, name) => {
      if (name !== 'location') headers[name] = value;
    });
    return { status: context.status, location: context.headers.get('location') ?? '/', headers };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const state: SsrState = {
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: sendErrors(context.errors),
    },
    queries: dehydrate(queryClient),
  };
  return {
    status: context.statusCode,
    ...splitHoisted(html),
    state: browserOnly
      ? undefined
      : `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
    modules: context.matches
      .map((match) => (match.route.handle as RouteHandle | undefined)?.module)
      .filter((module): module is string => module !== undefined),
  };
};

/**
 * Renders the page at `url` (path and query) as a signed-out visitor gets it, its data read through `transport`
 * (the API in the server's own process). Pages rendered in the browser (the dashboard) get the shell, with a
 * spinner for the page. A redirect (an old tool address, a protected page) comes back as one.
 */
export function render(url: string, transport: ApiTransport): Promise<RenderedPage> {
  return transports.run(transport, () => {
    const queryClient = createQueryClient();
    const routes = createAppRoutes(queryClient);
    const browserOnly =
      matchRoutes(routes, new URL(url, 'http://localhost').pathname)?.some(
        (match) => (match.route.handle as RouteHandle | undefined)?.browserOnly === true,
      ) ?? false;
    return browserOnly
      ? renderRoutes(
          [{ path: '*', loader: rootLoader(queryClient), Component: RootFallback }],
          url,
          queryClient,
          true,
        )
      : renderRoutes(routes, url, queryClient, false);
  });
}

/**
 * The error page (500), for a page whose rendering failed: without the API's data and without a data block, so
 * that React renders the page afresh in the browser.
 */
export function renderError(url: string): Promise<RenderedPage> {
  const failed = () => {
    throw new Error(httpMessages.internal);
  };
  return renderRoutes(
    [{ path: '*', loader: failed, ErrorBoundary: RouteError, Component: () => null }],
    url,
    createQueryClient(),
    true,
  );
}
