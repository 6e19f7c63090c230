import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { PageRenderer } from '../src/plugins/app/web-pages.ts';

const webApp = fileURLToPath(new URL('../../web/', import.meta.url));
let loaded: Promise<PageRenderer> | undefined;

/**
 * The web app's server entry loaded from its source, as the server loads its build: the storefront's pages rendered
 * by React for the API's tests, with no build needed. One Vite server per test file, without HTTP or watching.
 */
export const webRenderer = (): Promise<PageRenderer> => {
  loaded ??= (async () => {
    const vite = await createServer({
      root: webApp,
      configFile: `${webApp}vite.config.ts`,
      appType: 'custom',
      logLevel: 'error',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    });
    return (await vite.ssrLoadModule('/src/entry-server.tsx')) as PageRenderer;
  })();
  return loaded;
};
