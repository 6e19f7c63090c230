import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './plugins/precompress.ts';
import { prerenderShell } from './plugins/prerender-shell.ts';
import { routePreload } from './plugins/route-preload.ts';
import { paths } from './src/config/paths.ts';

// The API listens on 3000 in development; in production it serves this build from the same origin.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The storefront's pages, whose code the browser fetches with the app's when one of them is opened.
    routePreload({
      [paths.home.path]: 'src/app/routes/storefront/home.tsx',
      [paths.allProducts.path]: 'src/app/routes/storefront/all-products.tsx',
      [paths.purchase.path]: 'src/app/routes/storefront/purchase.tsx',
    }),
    // After route-preload: the page for other routes is index.html as route-preload left it, with its own #root.
    prerenderShell(),
    precompress(),
  ],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
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
});
