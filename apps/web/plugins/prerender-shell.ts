import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Writes the app's shell, rendered by React at build time (src/app/shell.tsx), into index.html's #root, so the
 * first paint needs the HTML and the stylesheet only. React replaces it with the same markup when it starts.
 */
export const prerenderShell = (): Plugin => ({
  name: 'ironvolt:prerender-shell',
  apply: 'build',
  transformIndexHtml: {
    order: 'pre',
    async handler(html) {
      if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to fill`);
      // A throwaway Vite server only to load the shell's modules for Node (no HTTP, no file watching).
      const server = await createServer({
        configFile: false,
        root: fileURLToPath(new URL('..', import.meta.url)),
        resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      });
      try {
        const { renderShell } = (await server.ssrLoadModule('/src/app/shell.tsx')) as {
          renderShell: () => string;
        };
        return html.replace(ROOT_ELEMENT, `<div id="root">${renderShell()}</div>`);
      } finally {
        await server.close();
      }
    },
  },
});
