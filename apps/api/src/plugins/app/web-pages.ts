import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { httpMessages } from '@ironvolt/shared/http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { cspHash, type InlineHashes, pageFile, send, type WebFile } from './page-file.ts';
import { pageSessionToken } from './page-session.ts';

/** The web app's server entry (apps/web/src/entry-server.tsx), as its build or a test loads it. */
export interface PageRenderer {
  render(url: string, transport: ApiTransport): Promise<RenderedPage>;
  renderError(url: string): Promise<RenderedPage>;
  pageModules(): string[];
}

/** How the web app reads the API while the server renders a page: fetch's shape, for a path under /api. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** What the web app's server entry answers for a page (apps/web/src/entry-server.tsx). */
export type RenderedPage =
  | { status: number; head: string; root: string; state: string | undefined; modules: string[] }
  | { status: number; location: string; headers: Record<string, string> };

/** index.html, cut where a rendered page goes in, and what its inline code and CSS are allowed by. */
export interface PageTemplate {
  /** Up to the end of <head>, where the page's own head tags and its code's preloads go. */
  head: string;
  /** From the end of <head> to the opening of the root element, where the page goes. */
  beforeRoot: string;
  /** From the root element's end to the end, after the page's data block. */
  afterRoot: string;
  hashes: InlineHashes;
  /** The build's manifest (.vite/manifest.json), for the pages' code; none when there is no build. */
  manifest: Manifest | undefined;
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const ROOT = '<div id="root"></div>';
/** Without a build (the API's tests): the least a page needs around it. */
const BARE_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body>${ROOT}</body></html>`;
// An inline script of the template: no src, and code (a data block is not run, so needs no hash).
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Reads the build's index.html as the pages' template. Its stylesheet stays a file of its own, cached for a year
 * and shared by every page, so a page carries only its HTML and its data (ADR 070). The app's code is asked for at
 * low priority: the page is on screen without it. The CSP allows the inline script (the theme's, ADR 036) by its
 * hash, computed here from exactly what is served.
 */
export function readTemplate(root: string): PageTemplate {
  const file = path.join(root, 'index.html');
  const built = fs.existsSync(file);
  let html = built ? fs.readFileSync(file, 'utf8') : BARE_TEMPLATE;
  html = html
    .replace(
      /<script type="module" crossorigin src=/g,
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
  const headEnd = html.indexOf('</head>');
  const rootAt = html.indexOf(ROOT);
  if (headEnd < 0 || rootAt < headEnd) throw new Error(`${file} has no </head> and ${ROOT} after it`);
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  return {
    head: html.slice(0, headEnd),
    beforeRoot: html.slice(headEnd, rootAt + ROOT.length - '</div>'.length),
    afterRoot: html.slice(rootAt + ROOT.length - '</div>'.length),
    hashes: {
      scripts: [...html.matchAll(INLINE_SCRIPT)].map(([, code = '']) => cspHash(code)),
      styles: [...html.matchAll(INLINE_STYLE)].map(([, css = '']) => cspHash(css)),
    },
    manifest:
      built && fs.existsSync(manifestFile)
        ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
        : undefined,
  };
}

/**
 * Each page module's `<link rel="modulepreload">` tags: its chunk and what that imports, less what the app's entry
 * loads already (index.html asks for those), read from Vite's manifest. A module the manifest lacks stops the start:
 * the build and the routes disagree.
 */
function pagePreloads(manifest: Manifest, modules: string[]): Map<string, string> {
  const withImports = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build's manifest has no ${key}: build the web app again`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) withImports(imported, files);
    return files;
  };
  const entry = withImports('index.html');
  return new Map(
    modules.map((module) => [
      module,
      [...withImports(module)]
        .filter((file) => !entry.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
        .join(''),
    ]),
  );
}

/** A page as it is kept and sent: its status and its bytes in each encoding, or the redirect it is. */
type Page = (
  | { status: number; file: WebFile }
  | { status: number; location: string; headers: Record<string, string> }
) & {
  bytes: number;
};

/**
 * The storefront's pages, rendered by React on the server (the web app's entry-server.tsx, loaded from its build
 * at start) with their data, which the app reads from the API in this process: each call goes through the API's
 * own routes with `inject` (validation, response schemas and the read cache included), never over the network.
 * Every GET outside /api that no file answers is a page: rendered, kept by the read cache while the data it shows
 * is unchanged (ADR 070), and answered with the status the render gives (404 for an unknown page or tool, 301 for
 * a tool's old address, 302 to /login for a page that needs a signed-in visitor, 500 with the error page).
 * Without a renderer (an API-only server) such requests get a JSON 404, as unknown API routes do.
 */
export const webPagesPlugin = fp(
  async (
    app: FastifyInstance,
    options: { root: string; template: PageTemplate; renderer?: PageRenderer | undefined },
  ) => {
    const { template } = options;
    const entry = path.join(options.root, 'server', 'entry-server.js');
    const renderer =
      options.renderer ??
      (fs.existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as PageRenderer) : undefined);
    if (!renderer && template.manifest)
      app.log.warn(
        { entry },
        'the web build has no server entry: pages are not served (npm run build makes it)',
      );
    const preloads = template.manifest
      ? pagePreloads(template.manifest, renderer?.pageModules() ?? [])
      : new Map<string, string>();

    /**
     * The API as the page's data source, as the visitor would reach it: from their address, in this process, signed
     * in with their page session's token when they carry one (ADR 138), so a company member's page shows the
     * company's prices from its first paint. Such a page is the visitor's alone (the read cache keeps no page asked
     * for with a cookie).
     */
    const transportFor = (visitor: FastifyRequest): ApiTransport => {
      const token = pageSessionToken(visitor);
      const signedIn: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      return async (apiPath, init) => {
        const answer = await app.inject({
          method: (init.method ?? 'GET') as HTTPMethods,
          url: `/api${apiPath}`,
          headers: { ...(init.headers as Record<string, string>), ...signedIn, 'x-request-id': visitor.id },
          remoteAddress: visitor.ip,
          ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
        }
        const empty =
          answer.statusCode === 204 || answer.statusCode === 304 || answer.rawPayload.length === 0;
        return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
      };
    };

    const compose = (rendered: Exclude<RenderedPage, { location: string }>): Page => {
      const html =
        template.head +
        rendered.head +
        rendered.modules.map((module) => preloads.get(module) ?? '').join('') +
        template.beforeRoot +
        rendered.root +
        template.afterRoot.replace('</div>', () => `</div>${rendered.state ?? ''}`);
      const file = pageFile(Buffer.from(html));
      const bytes = Object.values(file.variants).reduce((sum, copy) => sum + copy.body.length, 0);
      return { status: rendered.status, file, bytes };
    };

    const renderPage = async (request: FastifyRequest): Promise<Page> => {
      if (!renderer) throw new Error('no renderer');
      try {
        const rendered = await renderer.render(request.url, transportFor(request));
        if ('location' in rendered) return { ...rendered, bytes: 0 };
        return compose(rendered);
      } catch (error) {
        request.log.error({ err: error }, 'the page could not be rendered');
        const rendered = await renderer.renderError(request.url);
        if ('location' in rendered) throw error;
        return compose(rendered);
      }
    };

    const answer = (request: FastifyRequest, reply: FastifyReply, page: Page) => {
      if ('location' in page) {
        for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
        return reply.redirect(page.location, page.status);
      }
      return send(request, reply.status(page.status), page.file);
    };

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url;
      const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
      if (renderer && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
        const page = await app.readCache.page(request, async () => {
          const made = await renderPage(request);
          return { page: made, keep: made.status === 200 && 'file' in made };
        });
        return answer(request, reply, page);
      }
      return reply
        .status(404)
        .send({ message: httpMessages.routeNotFound(request.method, url.split('?')[0] ?? url) });
    });
  },
  { name: 'web-pages', dependencies: ['read-cache'] },
);
