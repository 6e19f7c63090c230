import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The config is loaded by Node, which cannot resolve the shared package's TypeScript by its name.
import { toolSummaryClasses } from '../../packages/shared/src/catalog-constants.ts';
import { criticalCss } from './plugins/critical-css.ts';
import { inlineThemeScript } from './plugins/inline-theme-script.ts';
import { precompress } from './plugins/precompress.ts';
import { prerenderShell } from './plugins/prerender-shell.ts';
import { routePreload } from './plugins/route-preload.ts';
import { paths } from './src/config/paths.ts';

// The API listens on 3000 in development; in production it serves this build from the same origin.
const apiTarget = 'http://127.0.0.1:3000';

// React Router's package points every bundler at its development build, warnings included (its issue 12532); the
// production build is the same code with them off, so the bundle drops them.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [
    // React's fast refresh cannot swap Preact's components (ADR 043): an edited module reloads the page instead.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    inlineThemeScript(),
    // The storefront's pages, whose code the browser fetches with the app's when one of them is opened.
    routePreload({
      [paths.home.path]: 'src/app/routes/storefront/home.tsx',
      [paths.allProducts.path]: 'src/app/routes/storefront/all-products.tsx',
      [paths.purchase.path]: 'src/app/routes/storefront/purchase.tsx',
      [paths.tool.path]: 'src/app/routes/storefront/tool-page.tsx',
    }),
    // After route-preload: the page for other routes is index.html as route-preload left it, with its own #root.
    prerenderShell(),
    // After prerender-shell: every page it made. A tool page is shell.html with the tool's summary in it.
    criticalCss({
      'shell.html': `<article class="${toolSummaryClasses.article}"><h1 class="${toolSummaryClasses.heading}"></h1></article>`,
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      // The browser runs Preact through its React-compatible layer (ADR 043): a sixth of React DOM's size, with
      // the same API for everything the app and its libraries call. The build-time prerender (plugins/
      // prerender-shell.ts) loads its own Vite server without this config, so it still renders with React.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 5173, proxy: { '/api': { target: apiTarget } } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: which files each entry loads, for the bundle budget test (e2e/budget.spec.ts).
    manifest: true,
  },
}));
