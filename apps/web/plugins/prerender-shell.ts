import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The page every client route other than `/` and `/allProducts` is answered with (apps/api's web plugin). */
const SHELL_HTML = 'shell.html';
/** The answer to `/allProducts`: the catalogue with placeholder cards. */
const PRODUCTS_HTML = 'all-products.html';

/**
 * Writes the app's pages, rendered by React at build time (src/app/shell.tsx), into the HTML the server answers
 * with, so the first paint needs the HTML and the stylesheet only: index.html (the answer to `/`) holds the home
 * page as a signed-out visitor first sees it, its lists still loading; all-products.html the catalogue with
 * placeholder cards; shell.html (every other client route) holds the shell with a spinner for the page. React renders the page in their place once its code is in.
 * Must come after every plugin that changes index.html in `generateBundle` (route-preload), so that
 * shell.html is index.html with only #root's content changed.
 */
export const prerenderShell = (): Plugin => {
  let shell = '';
  let home = '';
  let products = '';
  return {
    name: 'ironvolt:prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to fill`);
        // A throwaway Vite server only to load the pages' modules for Node (no HTTP, no file watching).
        const server = await createServer({
          configFile: false,
          root: fileURLToPath(new URL('..', import.meta.url)),
          resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
          appType: 'custom',
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        });
        try {
          const pages = (await server.ssrLoadModule('/src/app/shell.tsx')) as {
            renderShell: () => string;
            renderHome: () => string;
            renderAllProducts: () => string;
          };
          shell = `<div id="root">${pages.renderShell()}</div>`;
          home = `<div id="root">${pages.renderHome()}</div>`;
          products = `<div id="root">${pages.renderAllProducts()}</div>`;
          return html.replace(ROOT_ELEMENT, () => home);
        } finally {
          await server.close();
        }
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string' || !index.source.includes(home)) {
          throw new Error('prerender-shell: index.html is not in the build as expected');
        }
        this.emitFile({
          type: 'asset',
          fileName: SHELL_HTML,
          source: index.source.replace(home, () => shell),
        });
        this.emitFile({
          type: 'asset',
          fileName: PRODUCTS_HTML,
          source: index.source.replace(home, () => products),
        });
      },
    },
  };
};
